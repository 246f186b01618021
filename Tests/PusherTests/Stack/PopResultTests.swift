import Testing
import ViewTree

@testable import Pusher

/// A popped screen returns a result to the screen below, which keeps it while it is shown.
@MainActor
@Suite struct PopResultTests {
    @Test func theScreenBelowReceivesTheResultAndLosesItWhenItLeaves() {
        let stack = Stack(rules: NavigationRules(nesting: .everyScreen))
        let host = ViewHost(WithStapel { Text("Home") }.environmentObject(stack))
        stack.push(view: AnyView(Text("List")), id: "list")
        let list = stack.visibleScreen
        stack.push(view: AnyView(Text("Picker")), id: "picker")
        let outcome = stack.pop(returning: ["picked": "red"])
        #expect(outcome.kind == .resultDelivered)
        #expect(outcome.description == #"popped pusher 2, removing pusher 3, result delivered: {picked: "red"}"#)
        #expect(host.visibleTexts == ["List"])
        #expect(stack.visibleScreen == list)
        #expect(stack.result(for: list) == ["picked": "red"])
        #expect(stack.result(for: .baseRoot) == nil)
        stack.pop()
        #expect(stack.result(for: list) == nil, "the receiver left, and its result with it")
        stack.push(view: AnyView(Text("List")), id: "list")
        #expect(stack.result(for: stack.visibleScreen) == nil, "a screen pushed again starts with no result")
    }

    @Test func aPopWithAResultOnTheRootPopsNothing() {
        let stack = AnyStack<String>()
        stack.register(pusher: 1)
        #expect(stack.apply(.popWithResult(1)).outcome == .unchanged(.nothingToPop))
        stack.push(view: "x")
        #expect(stack.apply(.popWithResult(1)).outcome.kind == .resultDelivered)
        #expect(stack.result(for: .baseRoot) == 1)
        #expect(NavigationRequest<String>.popWithResult("ok").description == #"pop with result "ok""#)
    }
}
