import Testing
import ViewTree

@testable import Pusher

/// Screens, pops and modal layers on a `ViewHost`: what mounts, what shows, and the journal.
@MainActor
@Suite struct StackNavigationTests {
    func app(_ stack: Stack) -> ViewHost {
        ViewHost(WithStapel { Text("Home") }.environmentObject(stack))
    }

    func screen(_ text: String) -> AnyView {
        AnyView(Text(text))
    }

    @Test func pushedScreensNestAndPrintTheirIDs() {
        let stack = Stack(rules: NavigationRules(nesting: .everyScreen))
        let host = app(stack)
        stack.push(view: screen("List"), id: "list")
        stack.push(view: screen("Detail"), id: 7)
        host.flush()
        #expect(host.visibleTexts == ["Detail"])
        #expect(host.contains("List") && !host.isVisible("List"))
        #expect(stack.depth == 2 && stack.contains(id: 7) && !stack.contains(id: "7"))
        #expect(
            host.render() == """
                WithStapel
                └─ NavigationView [screen 0, covered]
                   └─ PusherView pusher: 1
                      ├─ Text "Home"
                      └─ NavigationLink [pushing]
                         └─ Screen [screen 1, covered]
                            └─ PushedScreen id: "list"
                               └─ PusherView pusher: 2
                                  ├─ Text "List"
                                  └─ NavigationLink [pushing]
                                     └─ Screen [screen 2, visible]
                                        └─ PushedScreen id: 7
                                           └─ PusherView pusher: 3 [active]
                                              ├─ Text "Detail"
                                              └─ NavigationLink

                """)
    }

    @Test func popToRootUnmountsTopDownAndScreensBetweenNeverShow() {
        let stack = Stack(rules: NavigationRules(nesting: .everyScreen))
        let host = app(stack)
        for name in ["A", "B", "C"] { stack.push(view: screen(name), id: ScreenID(name)) }
        host.flush()
        host.clearJournal()
        #expect(stack.popToRoot().kind == .popped)
        host.flush()
        #expect(host.visibleTexts == ["Home"])
        let texts = host.journal.map(\.description).filter { $0.contains("Text") }
        #expect(texts == [#"disappear Text "C""#, #"unmount Text "C""#, #"unmount Text "B""#, #"unmount Text "A""#, #"appear Text "Home""#])
        #expect(stack.pushers.count == 1, "the screens' pushers are unregistered")
    }

    @Test func setScreensShowsOnlyTheLast() {
        let stack = Stack()
        let host = app(stack)
        host.clearJournal()
        stack.setScreens([.init(view: screen("Inbox"), id: "inbox"), .init(view: screen("Message"), id: 42)])
        host.flush()
        #expect(host.visibleTexts == ["Message"])
        #expect(!host.journal.contains { $0.description == #"appear Text "Inbox""# })
        #expect(stack.stateDescription == #"root > "inbox" > 42"#)
    }

    @Test func aModalHasItsOwnStackAndLeavesTheLayerBelowUnchanged() {
        let stack = Stack()
        let host = app(stack)
        stack.present(.sheet, screen("Login"), tag: "login")
        host.flush()
        #expect(host.layerCount == 2)
        #expect(host.visibleTexts == ["Login"])
        stack.push(view: screen("Step 1"))
        host.flush()
        #expect(host.visibleTexts == ["Step 1"])
        #expect(
            host.render() == """
                WithStapel
                └─ NavigationView [screen 0, covered]
                   ├─ PusherView pusher: 1
                   │  ├─ Text "Home"
                   │  └─ NavigationLink
                   └─ Sheet [layer 1, top]
                      └─ ModalLayer tag: "login"
                         └─ NavigationView [screen 0, covered]
                            └─ PusherView pusher: 2 [active]
                               ├─ Text "Login"
                               └─ NavigationLink [pushing]
                                  └─ Screen [screen 1, visible]
                                     └─ Text "Step 1"

                """)
        #expect(host.back() == .popped(screen: 1))
        #expect(stack.depth == 0 && stack.layers.count == 1)
        #expect(host.back() == .dismissed(.sheet), "back on a layer's root screen dismisses it")
        #expect(stack.layers.isEmpty)
        #expect(host.visibleTexts == ["Home"])
        #expect(stack.pushers.count == 1)
    }

    @Test func dismissAllGoesTopFirstInTheJournal() {
        let stack = Stack()
        let host = app(stack)
        stack.present(.sheet, screen("One"))
        stack.present(.fullScreenCover, screen("Two"))
        stack.present(.sheet, screen("Three"))
        host.flush()
        #expect(host.layerCount == 4)
        #expect(host.visibleTexts == ["Three"])
        host.clearJournal()
        #expect(stack.dismissAll().kind == .dismissed)
        host.flush()
        let unmounted = host.journal.map(\.description).filter { $0.hasPrefix("unmount Text") }
        #expect(unmounted == [#"unmount Text "Three""#, #"unmount Text "Two""#, #"unmount Text "One""#])
        #expect(host.visibleTexts == ["Home"])
    }

    @Test func aStackInTwoRootsIsADiagnostic() {
        let stack = Stack()
        let host = ViewHost(
            VStack {
                WithStapel { Text("First") }
                WithStapel { Text("Second") }
            }.environmentObject(stack))
        #expect(host.journal.contains { $0.description.hasPrefix("diagnostic: this Stack already drives another WithStapel root") })
        #expect(host.render().contains("WithStapel [second root]"))
        stack.present(.sheet, screen("Modal"))
        host.flush()
        #expect(host.layerCount == 2, "only the first root presents the layer")
    }

    /// Two roots given one stack, the first shown until "Hide first" is tapped.
    private struct TwoRoots: View {
        @State var showsFirst = true
        var body: some View {
            VStack {
                if showsFirst { WithStapel { Text("First") } }
                WithStapel { Text("Second") }
                Button("Hide first") { showsFirst = false }
            }
        }
    }

    @Test func aSecondRootLosesItsMarkerWhenTheFirstLeaves() throws {
        let stack = Stack()
        let host = ViewHost(TwoRoots().environmentObject(stack))
        let withTwo = host.stateFingerprint
        #expect(host.render().contains("WithStapel [second root]"))
        try host.tap("Hide first")
        #expect(!host.render().contains("second root"))
        // The fingerprint kept since the first one was told of the change: it is the one of a
        // host that never had the first root (a debug build also checks it against a fresh one).
        let alone = ViewHost(TwoRoots(showsFirst: false).environmentObject(Stack()))
        #expect(host.stateFingerprint != withTwo)
        #expect(host.stateFingerprint == alone.stateFingerprint)
    }

    @Test func aSecondRootInAnotherHostLosesItsMarkerWhenTheFirstLeaves() throws {
        struct Root: View {
            @State var isShown = true
            var body: some View {
                VStack {
                    if isShown { WithStapel { Text("Root") } }
                    Button("Hide") { isShown = false }
                }
            }
        }
        let stack = Stack()
        let first = ViewHost(Root().environmentObject(stack))
        let second = ViewHost(WithStapel { Text("Root") }.environmentObject(stack))
        let marked = second.stateFingerprint
        #expect(second.render().contains("WithStapel [second root]"))
        try first.tap("Hide")
        second.flush()
        #expect(!second.render().contains("second root"))
        #expect(second.stateFingerprint != marked)
        #expect(second.stateFingerprint == ViewHost(WithStapel { Text("Root") }.environmentObject(Stack())).stateFingerprint)
    }

    @Test func pushViewPushesOnTapAndWhenItsBindingsAsk() throws {
        enum Destination: Hashable { case one, two }
        struct Home: View {
            @State private var isActive = false
            @State private var selection: Destination?
            var body: some View {
                WithStapel {
                    PushView("Tap", destination: Text("Tapped"), id: "tapped")
                    PushView(destination: Text("Activated"), isActive: $isActive) { Text("Hidden trigger") }
                    PushView(destination: Text("Second"), tag: Destination.two, selection: $selection) { Text("Tagged") }
                    Button("Activate") { isActive = true }
                    Button("Select two") { selection = .two }
                }
            }
        }
        let stack = Stack()
        let host = ViewHost(Home().environmentObject(stack))
        try host.tap("Activate")
        #expect(host.visibleTexts == ["Activated"])
        #expect(host.back() == .popped(screen: 1))
        #expect(host.visibleTexts.contains("Hidden trigger"), "the binding was reset: going back does not push again")
        try host.tap("Select two")
        #expect(host.visibleTexts == ["Second"])
        _ = host.back()
        try host.tap("Tap")
        #expect(stack.contains(id: "tapped"))
        #expect(stack.log.filter { $0.request.verb == "push" }.count == 3)
    }

    @Test func popViewPopsToItsDestination() throws {
        let stack = Stack(rules: NavigationRules(nesting: .everyScreen))
        let host = app(stack)
        stack.push(view: screen("List"), id: "list")
        stack.push(
            view: AnyView(
                VStack {
                    PopView("Back")
                    PopView("To list", destination: .screen("list"))
                    PopView("To root", destination: .root)
                }), id: "a")
        stack.push(view: AnyView(PopView("Back to a")), id: "b")
        host.flush()
        try host.tap("Back to a")
        #expect(stack.stateDescription == #"root > "list" > "a""#)
        try host.tap("To list")
        #expect(stack.stateDescription == #"root > "list""#)
        #expect(host.visibleTexts == ["List"])
        stack.push(view: AnyView(PopView("To root", destination: .root)))
        host.flush()
        try host.tap("To root")
        #expect(stack.depth == 0 && host.visibleTexts == ["Home"])
    }

    @Test func aRouterNavigatesWithNoViewInHand() {
        enum Route: Hashable, Sendable {
            case home
            case detail(Int)
            case login
        }
        let router = Router(root: Route.home) { route in
            switch route {
            case .home: Text("Home")
            case .detail(let number): Text("Detail \(number)")
            case .login: Text("Login")
            }
        }
        let host = ViewHost(router.view)
        router.push(.detail(1))
        router.push(.detail(2))
        host.flush()
        #expect(router.routes == [.detail(1), .detail(2)])
        #expect(host.visibleTexts == ["Detail 2"])
        router.present(.login)
        host.flush()
        #expect(host.visibleTexts == ["Login"])
        #expect(router.routes == [])
        router.dismiss()
        router.pop(to: .detail(1))
        host.flush()
        #expect(host.visibleTexts == ["Detail 1"])
        router.set(routes: [.detail(3), .detail(4)])
        router.popAfter(index: 1)
        host.flush()
        #expect(router.routes == [.detail(3)])
        #expect(host.visibleTexts == ["Detail 3"])
    }

    @Test(arguments: [3, 0, -1])
    func theLogKeepsAtMostItsLimitAndNeverTraps(limit: Int) {
        let stack = Stack()
        let host = app(stack)
        stack.logLimit = limit
        for number in 0..<10 { stack.push(view: screen("\(number)")) }
        #expect(stack.log.count == max(limit, 0))
        #expect(Array(stack.log.map(\.sequence)) == Array(Array(1...10).suffix(max(limit, 0))))
        #expect(stack.requestCount == 10 && host.visibleTexts == ["9"])
    }
}
