import Pusher
import Testing

/// Compares `AnyStack` with Stapel's algorithm written naively: pushers in a dictionary, the
/// active one found by sorting every id, a pop filtering the sorted ids. Every sequence of up to
/// five operations runs on both, and they must agree after every step.
@Suite struct AnyStackModelTests {
    struct NaiveStack {
        var pushers: [Int: (predicate: PushRule?, content: String?)] = [:]

        mutating func register(_ id: Int, _ rule: PushRule?) {
            if pushers[id] == nil { pushers[id] = (rule, nil) }
        }

        mutating func push(_ content: String, _ context: PushContext) -> Bool {
            guard let active = pushers.keys.sorted().last, let pusher = pushers[active] else { return false }
            guard pusher.predicate?.accepts(context) ?? true else { return false }
            pushers[active]?.content = content
            return true
        }

        mutating func pop(_ id: Int) {
            guard pushers[id] != nil else { return }
            for later in pushers.keys.sorted() where later > id { pushers[later] = nil }
            pushers[id]?.content = nil
        }

        mutating func unregister(_ id: Int) {
            pushers[id] = nil
        }

        var snapshot: [String] {
            pushers.keys.sorted().map { "\($0):\(pushers[$0]?.content ?? "-")" }
        }
    }

    enum Operation: CaseIterable, CustomStringConvertible {
        case registerOpen, registerGuarded, pushPlain, pushWithKey, popFirst, popLast, unregisterLast

        var description: String { "\(self)" }
    }

    @Test func agreesWithStapelsAlgorithmOnEveryShortSequence() {
        var sequences: [[Operation]] = [[]]
        for _ in 0..<5 {
            sequences = sequences.flatMap { sequence in Operation.allCases.map { sequence + [$0] } }
        }
        for sequence in sequences {
            let stack = AnyStack<String>()
            var model = NaiveStack()
            var nextID = 1
            for (step, operation) in sequence.enumerated() {
                let content = "c\(step)"
                switch operation {
                case .registerOpen:
                    stack.register(pusher: PusherID(nextID))
                    model.register(nextID, nil)
                    nextID += 1
                case .registerGuarded:
                    let rule: PushRule = .has("key")
                    stack.register(pusher: PusherID(nextID), evaluate: .rule(rule))
                    model.register(nextID, rule)
                    nextID += 1
                case .pushPlain, .pushWithKey:
                    let context: PushContext = operation == .pushWithKey ? ["key": 1] : [:]
                    let pushed = stack.push(view: content, context: context).didChange
                    #expect(pushed == model.push(content, context), "\(sequence)")
                case .popFirst:
                    if let first = model.pushers.keys.min() {
                        stack.pop(pusher: PusherID(first))
                        model.pop(first)
                    }
                case .popLast:
                    if let last = model.pushers.keys.max() {
                        stack.pop(pusher: PusherID(last))
                        model.pop(last)
                    }
                case .unregisterLast:
                    if let last = model.pushers.keys.max() {
                        stack.unregister(pusher: PusherID(last))
                        model.unregister(last)
                    }
                }
                let actual = stack.pushers.map { "\($0.id):\($0.content ?? "-")" }
                guard actual == model.snapshot else {
                    Issue.record("\(sequence) diverged at step \(step): \(actual) vs \(model.snapshot)")
                    return
                }
            }
        }
    }
}
