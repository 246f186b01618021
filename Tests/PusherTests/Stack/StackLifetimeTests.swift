import Pusher
import Testing
import ViewTree

/// A stack goes with its host. The stack keeps pushed views (in its pushers' content and its
/// log); a view reading the environment once kept, through the copy of the environment its
/// `@Environment` property linked to, the stack itself.
@MainActor
@Suite struct StackLifetimeTests {
    /// A pushed screen that reads its environment.
    struct Detail: View, RestorableView {
        @Environment(\.screenKey) private var screen
        @Environment(Stack.self) private var stack: Stack?
        var body: some View { WithPusher { Text("Detail \(screen.number), depth \(stack?.depth ?? -1)") } }
        var restorationKey: String { "detail" }
    }

    enum Journey: CaseIterable {
        case mounted, pushed, pushedAndPopped, pushedFromOutside
    }

    @Test(arguments: Journey.allCases)
    func aStackIsReleasedWithItsHost(journey: Journey) throws {
        weak var weakStack: Stack?
        do {
            let stack = Stack()
            weakStack = stack
            let host = ViewHost(
                WithStapel {
                    Text("Home")
                    StackNavigationLink("Detail", id: "detail", context: ["from": "home"]) { AnyView(Detail()) }
                }.environmentObject(stack), recordsJournal: false)
            switch journey {
            case .mounted: break
            case .pushed: try host.tap("Detail")
            case .pushedAndPopped:
                try host.tap("Detail")
                #expect(host.visibleTexts == ["Detail 1, depth 1"])
                host.back()
            case .pushedFromOutside: stack.push(view: AnyView(Detail()))
            }
            host.flush()
        }
        #expect(weakStack == nil)
    }
}
