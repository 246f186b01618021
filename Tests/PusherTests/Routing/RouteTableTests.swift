import Testing
import ViewTree

@testable import Pusher

/// Routes and deep links: a URL builds its whole back stack, typed parameters and query items,
/// and the first segment that matched nothing.
@MainActor
@Suite struct RouteTableTests {
    /// `/inbox`, `/inbox/:id`, `/inbox/:id/reply`, and `/settings/about` with no `/settings`.
    func table() -> RouteTable<String> {
        var routes = RouteTable<String>()
        routes.add("/inbox") { _ in "Inbox" }
        routes.add("/inbox/:id") { "Message \($0.parameters["id"] ?? .null)" }
        routes.add("/inbox/:id/reply") { "Reply \($0.parameters.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })" }
        routes.add("/settings/about") { _ in "About" }
        return routes
    }

    func views(_ url: String) -> [String]? {
        try? table().resolve(url).get().map(\.screen.view)
    }

    @Test func eachPrefixARouteNamesBecomesAScreenBelow() throws {
        let built = try table().resolve("/inbox/42/reply").get()
        #expect(built.map(\.screen.id) == ["/inbox", "/inbox/42", "/inbox/42/reply"])
        #expect(built.map(\.match.pattern) == ["/inbox", "/inbox/:id", "/inbox/:id/reply"])
        #expect(views("/inbox/42") == ["Inbox", "Message 42"], "the parameter is a number")
        #expect(views("/inbox/abc") == ["Inbox", #"Message "abc""#])
        #expect(views("/settings/about") == ["About"], "a prefix no route names is no screen")
        #expect(views("/") == [], "the root path opens no screen")
    }

    @Test func queryItemsJoinTheLastScreensParametersTyped() throws {
        #expect(views("/inbox/7/reply?draft=true&to=ann%20b&n=2&flag")?.last == #"Reply ["draft=true", "flag=true", "id=7", "n=2", "to=\"ann b\""]"#)
        #expect(views("app://inbox/7#top") == ["Inbox", "Message 7"], "a scheme's host reads as the first segment; a fragment is ignored")
    }

    @Test func aLiteralSegmentWinsOverAParameterAndAPatternAddedAgainReplacesTheFirst() throws {
        var routes = table()
        routes.add("/inbox/new") { _ in "New message" }
        routes.add("/inbox") { _ in "Inbox again" }
        #expect(try routes.resolve("/inbox/new").get().map(\.screen.view) == ["Inbox again", "New message"])
        #expect(try routes.resolve("/inbox/7").get().map(\.match.pattern) == ["/inbox", "/inbox/:id"])
        #expect(routes.patterns == ["/inbox", "/inbox/:id", "/inbox/:id/reply", "/settings/about", "/inbox/new"])
    }

    @Test func theFirstSegmentNoRouteContinuesIsNamed() {
        #expect(table().resolve("/inbox/42/forward").failure == RouteNotFound(url: "/inbox/42/forward", segment: "forward", position: 3))
        #expect(table().resolve("/nowhere/1").failure?.segment == "nowhere")
        #expect(
            table().resolve("/settings").failure == RouteNotFound(url: "/settings", segment: "settings", position: 1),
            "a path every segment of which some route continues, but none ends at")
        #expect(table().resolve("/x").failure?.description == #"no route matches "/x" at segment 1 "x""#)
    }

    @Test func openingALinkBuildsTheSameStateAsTheEquivalentPushes() {
        let linked = AnyStack<String>()
        linked.register(pusher: 1)
        linked.routes = table()
        let outcome = linked.apply(.open("/inbox/42/reply")).outcome
        #expect(outcome.kind == .opened)
        #expect(outcome.description == #"opened "/inbox/42/reply": 3 screens on pusher 1"#)

        let pushed = AnyStack<String>(rules: NavigationRules(nesting: .everyScreen))
        pushed.register(pusher: 1)
        pushed.push(view: "Inbox", id: "/inbox")
        pushed.push(view: "Message 42", id: "/inbox/42")
        pushed.push(view: #"Reply ["id=42"]"#, id: "/inbox/42/reply")
        #expect(linked.stateDescription == pushed.stateDescription)
        #expect(linked.screens.map(\.id) == pushed.screens.map(\.id))
        #expect(
            linked.screens.compactMap { $0.id.flatMap(linked.content(ofScreen:)) }
                == pushed.screens.compactMap { $0.id.flatMap(pushed.content(ofScreen:)) })
    }

    @Test func aLinkThatMatchesNothingChangesNothingAndTheRootsPredicateIsAsked() {
        let stack = AnyStack<String>()
        stack.register(pusher: 1, evaluate: .rule(.has("id")))
        stack.routes = table()
        stack.push(view: "kept", context: ["id": 1])
        #expect(stack.apply(.open("/inbox/1/x")).outcome.kind == .routeNotFound)
        #expect(stack.apply(.open("/inbox")).outcome.kind == .rejected, "the root pusher is asked with the last screen's parameters")
        #expect(stack.depth == 1 && stack.pusher(1)?.content == "kept")
        #expect(stack.apply(.open("/inbox/1")).outcome.kind == .opened)
    }

    @Test func onAHostTheLinkShowsItsLastScreenAndBackWalksTheBuiltStack() {
        let stack = Stack()
        var routes = RouteTable<AnyView>()
        routes.add("/a") { _ in AnyView(Text("A")) }
        routes.add("/a/b") { _ in AnyView(Text("B")) }
        stack.routes = routes
        let host = ViewHost(WithStapel { Text("Home") }.environmentObject(stack))
        #expect(stack.open("/a/b").kind == .opened)
        #expect(host.visibleTexts == ["B"])
        #expect(host.back() == .popped(screen: 2))
        #expect(host.visibleTexts == ["A"])
    }
}

extension Result {
    /// The error, if this is a failure.
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
