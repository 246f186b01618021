import Pusher
import Testing

@Suite struct AnyStackTests {
    @Test func stapelsOwnUnitTestSequence() {
        let stack = AnyStack<String>()
        stack.register(pusher: 0)
        stack.push(view: "list")
        stack.register(pusher: 1)
        stack.push(view: "detail")
        stack.register(pusher: 2)
        stack.push(view: "adhoc")
        #expect(stack.pushers.map(\.id) == [0, 1, 2])
        #expect(stack.pushers.map(\.content) == ["list", "detail", "adhoc"])

        stack.pop(pusher: 2)
        #expect(stack.pushers.map(\.id) == [0, 1, 2])
        #expect(stack.pushers.map(\.content) == ["list", "detail", nil])

        stack.pop(pusher: 1)
        #expect(stack.pushers.map(\.id) == [0, 1])
        #expect(stack.pushers.map(\.content) == ["list", nil])

        stack.push(view: "another")
        #expect(stack.pusher(1)?.content == "another")
    }

    @Test func registeringAgainKeepsTheFirstPredicate() {
        let stack = AnyStack<String>()
        stack.register(pusher: 1, evaluate: .rule(.key("ok") == true))
        stack.register(pusher: 1, name: "other", evaluate: nil)
        #expect(stack.pushers.count == 1)
        #expect(stack.pusher(1)?.name == nil)
        #expect(!stack.evaluate())
        #expect(stack.evaluate(["ok": true]))
    }

    @Test func numbersComeFromACounter() {
        let stack = AnyStack<String>()
        #expect(stack.register() == 1)
        #expect(stack.register() == 2)
        stack.register(pusher: 10)
        #expect(stack.register() == 11)
    }

    @Test func pushingWithNoPusherChangesNothing() {
        let stack = AnyStack<String>()
        #expect(stack.push(view: "x") == .unchanged(.noPusher))
        #expect(stack.pushers.isEmpty)
        #expect(!stack.evaluate())
    }

    @Test func aRejectingPredicateChangesNothing() {
        let stack = AnyStack<String>()
        stack.register(pusher: 1, name: "root", evaluate: .rule(.key("expected") == "value"))
        let outcome = stack.push(view: "x", context: ["expected": "other"])
        #expect(outcome == .unchanged(.rejected(by: PusherInfo(id: 1, name: "root", rule: #"expected == "value""#), context: ["expected": "other"])))
        #expect(outcome.description == #"rejected by pusher 1 "root": expected == "value""#)
        #expect(stack.pusher(1)?.content == nil)
    }

    @Test func pushingTwiceToTheOnlyPusherReplacesItsContent() {
        let stack = AnyStack<String>()
        stack.register()
        #expect(stack.push(view: "first") == .pushed(to: PusherInfo(id: 1), replaced: false, popped: []))
        #expect(stack.push(view: "second") == .pushed(to: PusherInfo(id: 1), replaced: true, popped: []))
        #expect(stack.pushers.map(\.content) == ["second"])
    }

    @Test(arguments: [PushContext(), ["expected": "value"], ["expected": "other"]])
    func evaluateAnswersWhatPushDoesWithoutDoingIt(context: PushContext) {
        let stack = AnyStack<String>()
        stack.register(evaluate: .rule(.key("expected") == "value"))
        let predicted = stack.evaluate(context)
        #expect(stack.pushers.map(\.content) == [nil])
        #expect(stack.push(view: "x", context: context).didChange == predicted)
    }

    @Test func aPusherWithoutPredicateAcceptsEverything() {
        let stack = AnyStack<String>()
        stack.register()
        #expect(stack.evaluate())
        #expect(stack.evaluate(["anything": [1, 2]]))
    }

    @Test func poppingTwiceIsHarmless() {
        let stack = AnyStack<String>()
        stack.register()
        stack.push(view: "x")
        #expect(stack.pop(pusher: 1) == .popped(PusherInfo(id: 1), removed: []))
        #expect(stack.pop(pusher: 1) == .unchanged(.alreadyEmpty(PusherInfo(id: 1))))
        #expect(stack.pop(pusher: 9) == .unchanged(.unknownPusher(9)))
        #expect(stack.pushers.count == 1)
    }

    @Test func bubbleGivesTheContentToTheFirstPusherThatAccepts() {
        let stack = AnyStack<String>(policy: .bubble)
        stack.register(name: "root", evaluate: .rule(.has("section")))
        stack.push(view: "account", context: ["section": "account"])
        stack.register(name: "account", evaluate: .rule(.key("role").isIn(["admin", "owner"])))

        let explanation = stack.explain(["role": "guest", "section": "help"])
        #expect(
            explanation.description == """
                explain [role: "guest", section: "help"] (bubble policy)
                  pusher 2 "account" rejects: role in ["admin", "owner"]
                  pusher 1 "root" accepts: has section
                  → pushed to pusher 1 "root", replacing its content, popping pusher 2
                """)
        #expect(stack.push(view: "help", context: ["role": "guest", "section": "help"]) == explanation.outcome)
        #expect(stack.pushers.map(\.content) == ["help"])
        #expect(stack.push(view: "settings", context: ["role": "guest"]) == .unchanged(.rejectedByAll(context: ["role": "guest"])))
        #expect(stack.pushers.map(\.content) == ["help"])
    }

    @Test func aTargetedPushGoesToTheNamedPusher() {
        let stack = AnyStack<String>()
        stack.register(name: "root")
        stack.register(name: "detail")
        let outcome = stack.push(view: "x", to: "root")
        #expect(outcome == .pushed(to: PusherInfo(id: 1, name: "root"), replaced: false, popped: [2]))
        #expect(stack.pushers.map(\.id) == [1])
        #expect(stack.push(view: "y", to: "nowhere") == .unchanged(.unknownTarget("nowhere")))
        #expect(
            stack.explain(to: "nowhere").description == """
                explain [:] (targeted)
                  → no pusher named "nowhere"
                """)
    }

    @Test func unregisteringAMiddlePusherKeepsTheOthersInOrder() {
        let stack = AnyStack<String>()
        stack.register()
        stack.register()
        stack.register()
        #expect(stack.unregister(pusher: 2))
        #expect(!stack.unregister(pusher: 2))
        #expect(stack.pushers.map(\.id) == [1, 3])
        #expect(stack.activePusher?.id == 3)
        stack.register(pusher: 2)
        #expect(stack.pushers.map(\.id) == [1, 2, 3])
        #expect(stack.pop(pusher: 2) == .popped(PusherInfo(id: 2), removed: [3]))
    }

    /// The stack enforces exclusive access itself (the runtime's per-access check cost more
    /// than a push): a predicate that calls its own stack must stop the program, as the
    /// runtime would, instead of reading a registry in the middle of a change.
    @Test func aPredicateThatCallsItsOwnStackStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            final class Holder: @unchecked Sendable { var stack: AnyStack<String>? }
            let holder = Holder()
            let stack = AnyStack<String>()
            holder.stack = stack
            stack.register(evaluate: PushPredicate("asks the stack") { _ in (holder.stack?.count ?? 0) > 0 })
            stack.push(view: "x")
        }
    }

    /// Lookups by number first guess the index from the first number; with gaps the guess
    /// misses and the index table must answer.
    @Test func pushersWithGapsInTheirNumbersAreFoundByNumber() {
        let stack = AnyStack<String>()
        for id in [5, 7, 8, 20] { stack.register(pusher: PusherID(id), name: "p\(id)") }
        for id in [5, 7, 8, 20] { #expect(stack.pusher(PusherID(id))?.name == "p\(id)") }
        for id in [1, 6, 9, 21] { #expect(stack.pusher(PusherID(id)) == nil) }
        #expect(stack.push(view: "x", to: "p7") == .pushed(to: PusherInfo(id: 7, name: "p7"), replaced: false, popped: [8, 20]))
        #expect(stack.pop(pusher: 7) == .popped(PusherInfo(id: 7, name: "p7"), removed: []))
        #expect(stack.pop(pusher: 8) == .unchanged(.unknownPusher(8)))
    }
}
