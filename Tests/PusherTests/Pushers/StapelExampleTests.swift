import Testing
import ViewTree

@testable import Pusher

/// Stapel's README examples, end to end on a `ViewHost`.
@MainActor
@Suite struct StapelExampleTests {
    @Test func theSimpleLinkPushesItsView() throws {
        let stack = Stack()
        let host = ViewHost(
            WithStapel {
                StackNavigationLink(label: { Text("Push another view") }) {
                    Text("Hello world!")
                }
            }
            .environmentObject(stack)
        )
        try host.tap("Push another view")
        #expect(host.visibleTexts == ["Hello world!"])
        #expect(stack.log.last?.outcome == .pushed(to: PusherInfo(id: 1), replaced: false, popped: []))
        #expect(
            host.render() == """
                WithStapel
                └─ NavigationView [screen 0, covered]
                   └─ PusherView pusher: 1 [active]
                      ├─ StackNavigationLink
                      │  └─ Button "Push another view"
                      │     └─ Text "Push another view"
                      └─ NavigationLink [pushing]
                         └─ Screen [screen 1, visible]
                            └─ Text "Hello world!"

                """)
        #expect(host.back() == .popped(screen: 1))
        #expect(host.visibleTexts == ["Push another view"])
        #expect(stack.registry.pushers.map(\.content).allSatisfy { $0 == nil })
    }

    struct Nested: View {
        let stack: Stack
        var body: some View {
            WithStapel {
                Text("Root View")
                StackNavigationLink(label: { Text("Push another view") }) {
                    WithPusher {
                        Text("Second view")
                        StackNavigationLink(label: { Text("Push yet another view") }) {
                            WithPusher {
                                Text("Third view")
                                StackNavigationLink(label: { Text("And another view") }) {
                                    WithPusher {
                                        Text("Fourth view")
                                    }
                                }
                            }
                        }
                    }
                }
            }
            .environmentObject(stack)
        }
    }

    @Test func nestedNavigationGoesFourLevelsDeepAndBack() throws {
        let stack = Stack()
        let host = ViewHost(Nested(stack: stack))
        try host.tap("Push another view")
        try host.tap("Push yet another view")
        try host.tap("And another view")
        #expect(host.visibleTexts == ["Fourth view"])
        #expect(stack.pushers.map(\.id) == [1, 2, 3, 4])
        #expect(stack.activePusher?.id == 4)
        #expect(host.back() == .popped(screen: 3))
        #expect(stack.pushers.map(\.id) == [1, 2, 3])
        #expect(host.back() == .popped(screen: 2))
        #expect(host.back() == .popped(screen: 1))
        #expect(host.visibleTexts == ["Root View", "Push another view"])
        #expect(stack.pushers.map(\.id) == [1])
        #expect(host.back() == .nothingToGoBackTo)
    }

    @Test func aLongPushAndBackSequenceStaysConsistent() throws {
        let stack = Stack()
        let host = ViewHost(Nested(stack: stack))
        let labels = ["Push another view", "Push yet another view", "And another view"]
        for round in 0..<20 {
            let depth = round % 4
            for label in labels.prefix(depth) {
                try host.tap(label)
            }
            #expect(stack.pushers.count == depth + 1)
            for _ in 0..<depth {
                host.back()
            }
            #expect(stack.pushers.count == 1)
            #expect(host.visibleTexts == ["Root View", "Push another view"])
        }
    }

    struct RootEvaluation: View {
        let stack: Stack
        var body: some View {
            WithStapel({ context in context["expected"] == "value" }) {
                Text("Root view")
                Button(action: { stack.push(view: AnyView(Text("No-op"))) }, label: { Text("Push falsy") })
                Button(
                    action: {
                        stack.push(view: AnyView(Text("Pushed with evaluation")), context: ["expected": "value"])
                    }, label: { Text("Push truthy") })
            }
            .environmentObject(stack)
        }
    }

    @Test func evaluationOnTheRootPusher() throws {
        let stack = Stack()
        let host = ViewHost(RootEvaluation(stack: stack))
        #expect(!stack.evaluate())
        #expect(stack.evaluate(["expected": "value"]))
        try host.tap("Push falsy")
        #expect(stack.log.last?.outcome.description == "rejected by pusher 1: custom predicate")
        #expect(host.isVisible("Root view"))
        try host.tap("Push truthy")
        #expect(host.visibleTexts == ["Pushed with evaluation"])
    }

    struct NestedEvaluation: View {
        let stack: Stack
        var body: some View {
            WithStapel {
                VStack {
                    Text("Root View").navigationTitle("Root view")
                    StackNavigationLink(label: { Text("Push another view") }) {
                        WithPusher(rule: .key("expected") == "value") {
                            Text("Second view").navigationTitle("Second view")
                            // Unowned: the stack keeps this screen, and so these closures.
                            Button(action: { [unowned stack] in stack.push(view: AnyView(Text("No-op"))) }, label: { Text("Push falsy") })
                            Button(
                                action: { [unowned stack] in
                                    stack.push(view: AnyView(Text("Pushed with evaluation")), context: ["expected": "value"])
                                }, label: { Text("Push truthy") })
                        }
                    }
                }
            }
            .environmentObject(stack)
        }
    }

    @Test func evaluationOnANestedPusher() throws {
        let stack = Stack()
        let host = ViewHost(NestedEvaluation(stack: stack))
        try host.tap("Push another view")
        #expect(!stack.evaluate())
        try host.tap("Push falsy")
        #expect(host.isVisible("Second view"))
        #expect(!host.contains("No-op"))
        try host.tap("Push truthy")
        #expect(host.visibleTexts == ["Pushed with evaluation"])
        #expect(stack.log.last?.outcome == .pushed(to: PusherInfo(id: 2, rule: #"expected == "value""#), replaced: false, popped: []))
    }

    @Test func listLinksPushLikeStackLinks() throws {
        let stack = Stack()
        let host = ViewHost(
            WithStapel {
                List {
                    ListNavigationLink("Settings") { Text("Settings screen") }
                    ListNavigationLink(label: { Text("Profile") }, content: { Text("Profile screen") })
                }
            }
            .environmentObject(stack)
        )
        #expect(host.firstNode { $0.kindName == "ListNavigationLink" } != nil)
        try host.tap("Profile")
        #expect(host.visibleTexts == ["Profile screen"])
        host.back()
        try host.tap("Settings")
        #expect(host.visibleTexts == ["Settings screen"])
    }

    @Test func twoTextsDirectlyInsideWithStapelAreBothVisible() {
        let host = ViewHost(
            WithStapel {
                Text("One")
                Text("Two")
            }.environmentObject(Stack()))
        #expect(host.visibleTexts == ["One", "Two"])
    }

    @Test func pushingAgainToTheRootPusherReplacesThePushedScreen() throws {
        let stack = Stack()
        let host = ViewHost(WithStapel { Text("Root") }.environmentObject(stack))
        stack.push(view: AnyView(Text("First")))
        host.flush()
        let first = try #require(host.firstNode { $0.text == "First" })
        #expect(stack.push(view: AnyView(Text("Second"))) == .pushed(to: PusherInfo(id: 1), replaced: true, popped: []))
        host.flush()
        #expect(host.visibleTexts == ["Second"])
        #expect(!first.isMounted)
        #expect(host.back() == .popped(screen: 1))
        #expect(host.visibleTexts == ["Root"])
    }

    @Test func aPusherWithoutAStackIsADiagnosticNotACrash() {
        let host = ViewHost(WithStapel { Text("Alone") })
        #expect(host.visibleTexts == ["Alone"])
        #expect(
            host.journal.contains {
                $0.description == "diagnostic: pusher has no Stack above it: inject one with .environmentObject(stack) (at PusherView)"
            })
        #expect(host.render().contains("PusherView [no stack]"))
    }

    @Test func unmountingAPusherUnregistersIt() throws {
        struct Toggled: View {
            @State private var shows = true
            var body: some View {
                WithStapel {
                    Button("Hide") { shows = false }
                    if shows {
                        WithPusher(name: "inner") { Text("Inner") }
                    }
                }
            }
        }
        let stack = Stack()
        let host = ViewHost(Toggled().environmentObject(stack))
        #expect(stack.pushers.map(\.name) == [nil, "inner"])
        try host.tap("Hide")
        #expect(stack.pushers.map(\.name) == [nil])
    }

    @Test func pushingOnlyRendersTheReceivingPusher() throws {
        let stack = Stack()
        let host = ViewHost(Nested(stack: stack))
        try host.tap("Push another view")
        try host.tap("Push yet another view")
        host.clearJournal()
        try host.tap("And another view")
        // Only pusher 3's screen changes: its contents are covered, the new screen mounts.
        #expect(!host.journal.contains { $0.description.contains("Root View") || $0.description.contains("Second view") })
    }

    @Test func aPushToTheRootPusherRendersOnlyThePushedScreen() throws {
        let stack = Stack()
        let host = ViewHost(
            WithStapel {
                ForEach(0..<200) { Text("Row \($0)") }
                StackNavigationLink("Open") { Text("Opened") }
            }
            .environmentObject(stack),
            recordsJournal: false
        )
        let before = host.renderCount
        try host.tap("Open")
        // The pusher, its hidden link, the new screen and its text; not the 200 rows.
        #expect(host.renderCount - before < 10)
        #expect(host.visibleTexts == ["Opened"])
        host.back()
        #expect(host.isVisible("Row 199"))
    }
}
