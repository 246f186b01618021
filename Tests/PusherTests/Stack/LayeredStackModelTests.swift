import Pusher
import Testing
import ViewTree

/// Compares `AnyStack`'s screens and layers with the naive model every navigation library
/// describes: an array of layers, each an array of screens. Every sequence of up to five
/// operations runs on both, under both duplicate-id rules, and they must agree after every step,
/// on every layer. One of the operations pushes from the base layer's root screen, as a link
/// under a sheet does: it lands in the base layer, under the layers above.
@Suite struct LayeredStackModelTests {
    struct Screen: Equatable {
        let id: String?
        let content: String
    }

    /// Layers bottom first; each holds its pushed screens bottom first.
    struct NaiveNavigation {
        var layers: [[Screen]] = [[]]
        let rejectsDuplicates: Bool

        mutating func push(_ content: String, id: String?, layer: Int? = nil) -> Bool {
            let layer = layer ?? layers.count - 1
            if rejectsDuplicates, let id, layers[layer].contains(where: { $0.id == id }) { return false }
            layers[layer].append(Screen(id: id, content: content))
            return true
        }

        mutating func pop() -> Bool {
            guard !layers[layers.count - 1].isEmpty else { return false }
            layers[layers.count - 1].removeLast()
            return true
        }

        mutating func pop(to id: String) -> Bool {
            let top = layers[layers.count - 1]
            guard let index = top.firstIndex(where: { $0.id == id }), index + 1 < top.count else { return false }
            layers[layers.count - 1].removeSubrange((index + 1)...)
            return true
        }

        mutating func popToRoot() -> Bool {
            guard !layers[layers.count - 1].isEmpty else { return false }
            layers[layers.count - 1].removeAll()
            return true
        }

        mutating func present() {
            layers.append([])
        }

        mutating func dismiss() -> Bool {
            guard layers.count > 1 else { return false }
            layers.removeLast()
            return true
        }
    }

    enum Operation: CaseIterable {
        case push, pushWithID, pushWithOtherID, pushFromBase, pop, popToID, popToRoot, present, dismiss
    }

    @Test(arguments: NavigationRules.DuplicateIDs.allCases)
    func agreesWithAnArrayOfLayersOnEveryShortSequence(duplicates: NavigationRules.DuplicateIDs) {
        // Every sequence of one to five operations, each checked after its last step only: the
        // state after an earlier step is a shorter sequence's. (Checking every prefix of every
        // five-step sequence checked each state up to 9⁴ times, and took 25 s.)
        var sequences: [[Operation]] = [[]]
        var level: [[Operation]] = [[]]
        for _ in 0..<5 {
            level = level.flatMap { sequence in Operation.allCases.map { sequence + [$0] } }
            sequences += level
        }
        for sequence in sequences.dropFirst() {
            let stack = AnyStack<String>(rules: NavigationRules(duplicateIDs: duplicates, nesting: .everyScreen))
            stack.register(pusher: 1)
            var model = NaiveNavigation(rejectsDuplicates: duplicates == .reject)
            for (step, operation) in sequence.enumerated() {
                let content = "c\(step)"
                let changed: Bool
                let reported: Bool
                switch operation {
                case .push:
                    reported = stack.push(view: content).didChange
                    changed = model.push(content, id: nil)
                case .pushWithID, .pushWithOtherID:
                    let id = operation == .pushWithID ? "a" : "b"
                    reported = stack.push(view: content, id: ScreenID(id)).didChange
                    changed = model.push(content, id: id)
                case .pushFromBase:
                    reported = stack.apply(.push(view: content, id: "a", from: .baseRoot)).outcome.didChange
                    changed = model.push(content, id: "a", layer: 0)
                case .pop:
                    reported = stack.pop().kind == .popped
                    changed = model.pop()
                case .popToID:
                    reported = stack.pop(to: "a").kind == .popped
                    changed = model.pop(to: "a")
                case .popToRoot:
                    reported = stack.popToRoot().kind == .popped
                    changed = model.popToRoot()
                case .present:
                    stack.present(.sheet, content)
                    model.present()
                    reported = true
                    changed = true
                case .dismiss:
                    reported = stack.dismiss().kind == .dismissed
                    changed = model.dismiss()
                }
                guard step == sequence.count - 1 else { continue }
                let top = model.layers[model.layers.count - 1]
                let screens = stack.screens.map { Screen(id: $0.id.map { "\($0.base)" }, content: stack.pusher($0.pusher.id)?.content ?? "-") }
                guard reported == changed, screens == top, stack.depth == top.count, Self.layers(of: stack) == model.layers,
                    stack.layerCount == model.layers.count - 1,
                    stack.contains(id: "a") == top.contains(where: { $0.id == "a" })
                else {
                    Issue.record("\(sequence) diverged at its last step: \(stack.stateDescription) vs \(model.layers)")
                    return
                }
            }
        }
    }

    /// What an explorer hashes of a stack tells states apart exactly as their description
    /// does: one hash per description, and no two descriptions with one hash.
    @Test func theHashedStateTellsApartWhatTheDescriptionDoes() {
        var hashes: [String: StateFingerprint] = [:]
        var descriptions: [StateFingerprint: String] = [:]
        var sequences: [[Operation]] = [[]]
        for _ in 0..<4 {
            sequences = sequences.flatMap { sequence in Operation.allCases.map { sequence + [$0] } }
        }
        for sequence in sequences {
            let stack = AnyStack<String>(rules: NavigationRules(nesting: .everyScreen))
            stack.register(pusher: 1)
            for (step, operation) in sequence.enumerated() {
                let content = "c\(step)"
                switch operation {
                case .push: stack.push(view: content)
                case .pushWithID: stack.push(view: content, id: ScreenID("a"))
                case .pushWithOtherID: stack.push(view: content, id: ScreenID(7))
                case .pushFromBase: stack.apply(.push(view: content, id: "a", from: .baseRoot))
                case .pop: stack.pop()
                case .popToID: stack.pop(to: "a")
                case .popToRoot: stack.popToRoot()
                case .present: stack.present(.sheet, content, tag: step == 2 ? "t" : nil)
                case .dismiss: stack.dismiss()
                }
                var hasher = FingerprintHasher()
                stack.combineState(into: &hasher)
                let hash = hasher.finalize()
                let description = stack.stateDescription
                #expect(hashes[description, default: hash] == hash, "\(description) hashed two ways")
                #expect(descriptions[hash, default: description] == description, "\(description) and \(descriptions[hash] ?? "") share a hash")
                hashes[description] = hash
                descriptions[hash] = description
            }
        }
        #expect(hashes.count > 50)
    }

    /// Every layer's pushed screens, bottom first, read from the stack's pushers.
    static func layers(of stack: AnyStack<String>) -> [[Screen]] {
        let roots = Set(stack.layers.map(\.root))
        var layers: [[Screen]] = [[]]
        for pusher in stack.pushers {
            if roots.contains(pusher.id) { layers.append([]) }
            if let content = pusher.content {
                layers[layers.count - 1].append(Screen(id: stack.screenID(of: pusher.id).map { "\($0.base)" }, content: content))
            }
        }
        return layers
    }
}
