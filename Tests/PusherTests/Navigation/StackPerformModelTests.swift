import Foundation
import Testing
import ViewTree

@testable import Pusher

/// Random sequences of requests through `Stack.perform` on a live host whose root screen holds
/// two sibling pushers; after every step the registry, the printed tree, the stack's state and
/// the outcome must agree.
@MainActor
@Suite struct StackPerformModelTests {
    /// Pushed content: with a pusher of its own (the next push nests in it) or without.
    struct Content: View {
        let number: Int
        let nests: Bool

        var body: some View {
            if nests {
                WithPusher { Text("c\(number)") }
            } else {
                Text("c\(number)")
            }
        }
    }

    /// The next number of a SplitMix64 sequence: the same seed, the same sequences everywhere.
    struct Random {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    enum Move {
        case request(NavigationRequest<AnyView>, content: String?)
        case back
    }

    static func move(_ random: inout Random, number: Int) -> Move {
        let content = "c\(number)"
        let view = AnyView(Content(number: number, nests: random.next(2) == 0))
        switch random.next(12) {
        case 0, 1: return .request(.push(view: view), content: content)
        case 2: return .request(.push(view: view, target: "S1"), content: content)
        case 3: return .request(.push(view: view, target: "S2"), content: content)
        case 4: return .request(.push(view: view, id: "a", target: "root"), content: content)
        case 5: return .request(.pop(.previous), content: nil)
        case 6: return .request(.pop(.root), content: nil)
        case 7: return .request(.hide(random.next(2) == 0 ? "S1" : "S2"), content: nil)
        case 8: return .request(.present(style: .sheet, view: view, tag: "sheet"), content: content)
        case 9: return .request(.dismiss(.top), content: nil)
        case 10: return .request(.setScreens([.init(view: AnyView(Text("\(content)a"))), .init(view: view)]), content: content)
        default: return .back
        }
    }

    /// State on the root screen: a tally tapped once at the start.
    struct Tally: View {
        @State private var taps = 0

        var body: some View {
            Text("taps: \(taps)")
            Button("tap root") { taps += 1 }
        }
    }

    @Test(arguments: 0..<40, NavigationRules.CoveredScreens.allCases)
    func registryTreeStateAndOutcomeAgreeAfterEveryStep(seed: UInt64, covered: NavigationRules.CoveredScreens) throws {
        var random = Random(state: seed)
        let stack = Stack(rules: NavigationRules(coveredScreens: covered))
        let host = ViewHost(
            WithStapel(name: "root") {
                Text("Home")
                Tally()
                WithPusher(name: "S1") { Text("s1") }
                WithPusher(name: "S2") { Text("s2") }
            }
            .environmentObject(stack)
        )
        try host.tap("tap root")
        // The tally the root screen shows when uncovered: 1 until it is covered and unmounts.
        var expectedTaps = 1
        var history: [String] = []
        for number in 0..<25 {
            let move = Self.move(&random, number: number)
            let outcome: NavigationOutcome?
            let content: String?
            switch move {
            case .request(let request, let text):
                outcome = stack.perform(request)
                content = text
                history.append("\(request) → \(outcome.map(\.description) ?? "")")
            case .back:
                history.append("back → \(host.back())")
                outcome = nil
                content = nil
            }
            stack.registry.checkInvariants()
            let rootCovered = stack.registry.pushers.contains { $0.name == "root" && $0.content != nil }
            if rootCovered, covered == .unmount { expectedTaps = 0 }
            let problem =
                Self.disagreement(stack: stack, host: host, outcome: outcome, content: content)
                ?? Self.coveredDisagreement(host: host, rootCovered: rootCovered, covered: covered, expectedTaps: expectedTaps)
            if let problem {
                let steps = history.joined(separator: "\n")
                Issue.record("seed \(seed), step \(number): \(problem)\n\(steps)\n\(host.render())")
                return
            }
        }
    }

    /// Whether the root screen's content is mounted as the covered-screens rule says, with the
    /// state it should have: kept while covered, or unmounted and reset.
    static func coveredDisagreement(host: ViewHost, rootCovered: Bool, covered: NavigationRules.CoveredScreens, expectedTaps: Int) -> String? {
        let mounted = host.contains("taps: \(expectedTaps)")
        let shouldMount = !rootCovered || covered == .keep
        guard mounted == shouldMount, host.contains("Home") == shouldMount else {
            return "the root is \(rootCovered ? "covered" : "uncovered") under \(covered): expected the tally \(expectedTaps) "
                + (shouldMount ? "mounted" : "unmounted")
        }
        return nil
    }

    /// What does not agree, if anything.
    static func disagreement(stack: Stack, host: ViewHost, outcome: NavigationOutcome?, content: String?) -> String? {
        let tree = host.render()
        let mounted = Set(tree.matches(of: /pusher: (\d+)/).compactMap { Int($0.1) })
        let registered = Set(stack.pushers.map(\.id.rawValue))
        guard mounted == registered else {
            return "mounted pushers \(mounted.sorted()) but registered \(registered.sorted())"
        }
        guard host.journal.allSatisfy({ !$0.description.contains("diagnostic") }) else {
            return "the journal has a diagnostic: \(host.journal.filter { $0.description.contains("diagnostic") })"
        }
        let visibleScreen = tree.matches(of: /\[screen (\d+), visible\]/).compactMap { Int($0.1) }
        guard visibleScreen == [stack.depth] else {
            return "the visible screen is \(visibleScreen), the stack's depth \(stack.depth): \(stack.stateDescription)"
        }
        guard host.layerCount == stack.layers.count + 1,
            stack.stateDescription.split(separator: "|").last?.components(separatedBy: " > ").count == stack.depth + 1
        else {
            return "the state \(stack.stateDescription) does not match \(host.layerCount) layers and depth \(stack.depth)"
        }
        if let outcome, let content {
            guard outcome.didChange == host.isVisible(content) else {
                return "the outcome says \(outcome) but \(content) is \(host.isVisible(content) ? "visible" : "not visible")"
            }
        }
        return nil
    }

    /// Each named method does what its request does: on twin stacks, one driven by `apply` and
    /// one by the named methods, outcomes and states stay equal.
    @Test func namedMethodsAndApplyAreOneDoor() {
        let byRequest = AnyStack<String>(rules: NavigationRules(nesting: .everyScreen))
        let byName = AnyStack<String>(rules: NavigationRules(nesting: .everyScreen))
        for stack in [byRequest, byName] {
            stack.register(pusher: 1, name: "root")
        }
        let steps: [(NavigationRequest<String>, (AnyStack<String>) -> NavigationOutcome)] = [
            (.push(view: "a", id: "a"), { $0.push(view: "a", id: "a") }),
            (.push(view: "b", id: 2), { $0.push(view: "b", id: 2) }),
            (.present(style: .sheet, view: "s", tag: "s"), { $0.present(.sheet, "s", tag: "s") }),
            (.push(view: "in sheet"), { $0.push(view: "in sheet") }),
            (.dismiss(.to("nowhere")), { $0.dismiss(to: "nowhere") }),
            (.dismiss(.all), { $0.dismissAll() }),
            (.pop(.to("a")), { $0.pop(to: "a") }),
            (.pop(.last(-1)), { $0.popLast(-1) }),
            (.setScreens([.init(view: "x", id: "x"), .init(view: "y")]), { $0.setScreens([.init(view: "x", id: "x"), .init(view: "y")]) }),
            (.hide("root"), { $0.hide("root") }),
            (.pop(.previous), { $0.pop() }),
        ]
        for (request, named) in steps {
            #expect(byRequest.apply(request).outcome == named(byName), "\(request)")
            #expect(byRequest.stateDescription == byName.stateDescription, "\(request)")
        }
    }
}
