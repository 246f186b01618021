import Testing
import ViewTree

@testable import Pusher

/// Alerts presented through the stack: a layer without a navigation stack, dismissed through the
/// door by one of its buttons, whose action then acts on the layer below.
@MainActor
@Suite struct StackAlertTests {
    @Test func anAlertButtonDismissesThroughTheDoorThenPopsBelow() throws {
        let stack = Stack()
        let host = ViewHost(WithStapel { Text("Home") }.environmentObject(stack))
        stack.push(view: AnyView(Text("Editor")))
        let outcome = stack.present(
            .alert,
            AnyView(
                Alert("Discard?") {
                    // Unowned: the stack keeps the alert, and so this closure (see `Stack`).
                    Button("Discard") { [unowned stack] in stack.pop() }
                    Button("Keep") {}
                }), tag: "discard")
        #expect(outcome.description == #"presented alert "discard""#)
        #expect(host.visibleTexts == ["Discard?", "Discard", "Keep"])
        #expect(!host.render().contains("PusherView pusher: 2"), "an alert has no navigation stack of its own")
        #expect(throws: TapError.self) { try host.tap("Home") }
        try host.tap("Discard")
        #expect(stack.log.suffix(2).map(\.outcome.kind) == [.dismissed, .popped])
        #expect(host.visibleTexts == ["Home"])
        #expect(NavigationRequest<String>.present(style: .alert, view: "A").description == #"present alert "A""#)
    }

    @Test func aGuardedScreenBelowAnAlertStillGuardsTheButtonsPop() throws {
        let stack = Stack()
        let host = ViewHost(WithStapel { Text("Home") }.environmentObject(stack))
        stack.push(view: AnyView(LeaveGuard(.rule(.has("dirty")))))
        stack.setContext(["dirty": true], of: stack.visibleScreen)
        stack.present(.alert, AnyView(Alert("Leave?") { Button("Leave") { [unowned stack] in stack.pop() } }))
        try host.tap("Leave")
        #expect(stack.log.last?.outcome.kind == .vetoed)
        #expect(stack.layers.isEmpty && stack.depth == 1)
    }

    @ViewBuilder static func twoViews() -> some View {
        Text("Choose")
        Button("Detail") {}
    }

    @Test func aLayerAboveAnAlertMadeOfSeveralViewsIsPresentedOnce() throws {
        let stack = Stack()
        let host = ViewHost(WithStapel { Text("Home") }.environmentObject(stack))
        // Content of two views, not one `Alert`: a modifier on it applies to each of them.
        stack.present(.confirmationDialog, AnyView(Self.twoViews()))
        stack.present(.sheet, AnyView(Text("Sheet")), tag: "above")
        host.flush()
        let printed = host.render()
        #expect(printed.components(separatedBy: "Sheet [layer").count == 2, "one sheet, not one per view:\n\(printed)")
        #expect(host.visibleTexts == ["Sheet"])
    }
}
