import Testing
import ViewTree

@testable import Pusher

/// The Swift examples of README.md, as written there.
@MainActor
@Suite struct ReadmeExampleTests {
    struct Inbox: View {
        @State private var drafts = 0

        var body: some View {
            NavigationView {
                Text("Drafts: \(drafts)")
                Button("Draft") { drafts += 1 }
                NavigationLink("Open") { Text("Message") }
            }
        }
    }

    struct Home: View {
        var body: some View {
            Text("Home")
            StackNavigationLink("Settings") { WithPusher { Text("Settings") } }
        }
    }

    @Test func explorerTour() {
        var explorer = Explorer { WithStapel { Home() } }
        explorer.invariants = [ExplorationInvariant("depth <= 5") { $0.stack.depth <= 5 }]
        let exploration = explorer.run(depth: 8)
        #expect(exploration.findings.isEmpty)
        #expect(exploration.stateCount == 2 && exploration.seenTexts.contains("Settings"))
    }

    @Test func viewTreeTour() throws {
        let host = ViewHost(Inbox())
        try host.tap("Draft")
        try host.tap("Open")
        #expect(host.visibleTexts == ["Message"])
        #expect(host.contains("Drafts: 1"))
        #expect(host.back() == .popped(screen: 1))
        #expect(
            host.render() == """
                Inbox
                └─ NavigationView [screen 0, visible]
                   ├─ Text "Drafts: 1"
                   ├─ Button "Draft"
                   └─ NavigationLink "Open"

                """)
    }

    @Test func pusherTour() throws {
        let stack = Stack()
        let host = ViewHost(
            WithStapel({ context in context["expected"] == "value" }) {
                Text("Root view")
                Button("Push truthy") {
                    stack.push(view: AnyView(Text("Pushed with evaluation")), context: ["expected": "value"])
                }
                Button("Push falsy") {
                    stack.push(view: AnyView(Text("No-op")))
                }
            }
            .environmentObject(stack)
        )
        #expect(!stack.evaluate())
        try host.tap("Push falsy")
        #expect(stack.log.last?.outcome.description == "rejected by pusher 1: custom predicate")
        try host.tap("Push truthy")
        #expect(host.visibleTexts == ["Pushed with evaluation"])
    }

    @Test func rulesPrintAsTheReadmeSays() {
        let rule: PushRule = .key("role").isIn(["admin", "owner"]) && .has("token")
        #expect(rule.description == #"role in ["admin", "owner"] and has token"#)
    }

    /// README, "Navigation beyond Stapel", line by line.
    @Test func navigationBeyondStapel() {
        let stack = Stack(rules: NavigationRules(duplicateIDs: .reject, nesting: .everyScreen))
        let host = ViewHost(WithStapel { Text("Home") }.environmentObject(stack))

        #expect(stack.push(view: AnyView(Text("Inbox")), id: "inbox").didChange)
        #expect(stack.push(view: AnyView(Text("Message")), id: 42).didChange)
        #expect(stack.push(view: AnyView(Text("Again")), id: "inbox") == .unchanged(.duplicateID("inbox")))
        #expect(stack.pop(to: "inbox").kind == .popped)
        #expect(host.visibleTexts == ["Inbox"])
        #expect(stack.popLast(-1).kind == .invalidArgument)
        stack.present(.sheet, AnyView(Text("Compose")), tag: "compose")
        stack.push(view: AnyView(Text("Attachments")))
        #expect(stack.stateDescription == #"root > "inbox" | sheet "compose": root > screen 1"#)
        #expect(host.back() == .popped(screen: 1))
        #expect(host.back() == .dismissed(.sheet))
        #expect(stack.dismissAll() == .unchanged(.nothingToDismiss))
        #expect(host.visibleTexts == ["Inbox"])
    }

    /// README, "Navigation beyond Stapel": deep links and snapshots.
    @Test func deepLinksAndSnapshots() {
        let stack = Stack()
        var routes = RouteTable<AnyView>()
        routes.add("/inbox") { _ in AnyView(Text("Inbox")) }
        routes.add("/inbox/:id") { match in AnyView(Text("Message \(match.parameters["id"] ?? .null)")) }
        stack.routes = routes
        let host = ViewHost(WithStapel { Text("Home") }.environmentObject(stack))

        #expect(stack.open("/inbox/42").description == #"opened "/inbox/42": 2 screens on pusher 1"#)
        let saved = stack.snapshot()
        stack.popToRoot()
        #expect(stack.restore(saved).description == "restored 1 layer, 2 screens")
        #expect(host.visibleTexts == ["Message 42"])
    }

    /// README, "One door: requests, outcomes, the log".
    @Test func oneDoor() {
        let stack = Stack()
        let host = ViewHost(WithStapel { Text("Home") }.environmentObject(stack))

        stack.perform(.push(view: AnyView(Text("Detail")), id: "detail", context: ["role": "admin"]))
        #expect(host.visibleTexts == ["Detail"], "no flush needed")
        stack.perform(.pop(.previous))
        #expect(stack.perform(.dismiss(.all)) == .unchanged(.nothingToDismiss))
        #expect(
            stack.log.map(\.description) == [
                #"#1 push AnyView with role: "admin" as "detail" → pushed to pusher 1"#,
                "#2 pop → popped pusher 1",
                "#3 dismiss all → nothing to dismiss: no modal layer is presented",
            ])
        #expect(host.visibleTexts == ["Home"])
    }

    @Test func time() async {
        let stack = Stack()
        stack.transition = .seconds(0.55, .linear)
        stack.duringTransitions = .drop
        let host = ViewHost(WithStapel { Text("Home") }.environmentObject(stack))

        #expect(stack.push(view: AnyView(Text("Detail"))).kind == .pushed)
        #expect(stack.push(view: AnyView(Text("Again"))) == .unchanged(.dropped(until: .milliseconds(550))))
        host.advance(by: .milliseconds(220))
        #expect(host.render().contains("Screen [screen 1, entering 40%]"))
        host.settle()
        #expect(host.screenDidAppear(showing: "Detail"))
        await stack.performAndWait(.pop(.previous))
        #expect(host.now == .milliseconds(1100) && host.visibleTexts == ["Home"])
    }
}
