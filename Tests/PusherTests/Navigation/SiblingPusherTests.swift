import Testing
import ViewTree

@testable import Pusher

/// Two pushers side by side on one screen: a push to either pops the screen the other shows, in
/// both orders, and neither leaves the registry while its view is mounted.
@MainActor
@Suite struct SiblingPusherTests {
    func app(_ stack: Stack) -> ViewHost {
        ViewHost(
            WithStapel(name: "root") {
                WithPusher(name: "S1") { Text("one") }
                WithPusher(name: "S2") { Text("two") }
            }
            .environmentObject(stack)
        )
    }

    @Test(arguments: [("S1", "S2"), ("S2", "S1")])
    func aPushToOneSiblingPopsTheScreenOfTheOther(first: String, second: String) {
        let stack = Stack()
        let host = app(stack)
        let firstPusher = stack.registry.pusher(named: first)?.info
        let secondPusher = stack.registry.pusher(named: second)?.info
        #expect(stack.push(view: AnyView(Text("A")), to: first).didChange)
        let outcome = stack.push(view: AnyView(Text("B")), to: second)
        #expect(outcome == .pushed(to: secondPusher ?? PusherInfo(id: 0), replaced: false, popped: [firstPusher?.id ?? 0]))
        #expect(host.visibleTexts == ["B"])
        #expect(!host.contains("A"))
        #expect(stack.pushers.map(\.name) == ["root", "S1", "S2"], "both siblings stay registered")
        #expect(stack.registry.pusher(named: first) != nil && stack.hide(second).kind == .popped)
        #expect(host.visibleTexts == ["one", "two"])
        #expect(host.journal.allSatisfy { !$0.description.contains("diagnostic") })
    }

    @Test func aSiblingRegisteredAfterTheActiveScreenStaysWhenThatScreenIsPopped() {
        let stack = Stack()
        let host = app(stack)
        stack.push(view: AnyView(WithPusher(name: "inner") { Text("inner") }), to: "S1")
        #expect(stack.activePusher?.name == "inner")
        #expect(stack.pop().kind == .popped)
        #expect(stack.pushers.map(\.name) == ["root", "S1", "S2"])
        #expect(host.visibleTexts == ["one", "two"])
    }

    @Test func withoutATreeAStackKeepsStapelsRuleOrTheLevelsItIsGiven() {
        let chain = AnyStack<String>()
        chain.register(pusher: 1)
        chain.register(pusher: 2)
        #expect(chain.pop(pusher: 1) == .popped(PusherInfo(id: 1), removed: [2]), "Stapel: all registered after it are removed")

        let siblings = AnyStack<String>()
        siblings.register(pusher: 1, level: 0)
        siblings.register(pusher: 2, level: 0)
        siblings.push(view: "x", to: nil)
        #expect(siblings.pusher(2)?.content == "x")
        #expect(siblings.push(view: "y", to: nil) == .pushed(to: PusherInfo(id: 2), replaced: true, popped: []))
        #expect(siblings.pop(pusher: 1) == .unchanged(.alreadyEmpty(PusherInfo(id: 1))), "its sibling shows the screen above")
        #expect(siblings.pushers.map(\.id) == [1, 2])
    }
}
