import ViewTree

/// Maps URL paths to screens, for deep links: `/inbox/:id/reply` names a screen whose `id`
/// parameter is the second segment.
///
/// ```swift
/// var routes = RouteTable<AnyView>()
/// routes.add("/inbox") { _ in AnyView(Inbox()) }
/// routes.add("/inbox/:id") { match in AnyView(Message(id: match.parameters["id"])) }
/// stack.routes = routes
/// stack.open("/inbox/42?highlight=true")   // opened "/inbox/42?highlight=true": 2 screens on pusher 1
/// ```
///
/// Opening a URL builds the whole back stack: each prefix of its path that a route names
/// becomes a screen below (here `/inbox` below `/inbox/42`), with the prefix as its id. A
/// parameter's value is typed as a number or a boolean when it reads as one; query items join
/// the parameters of the last screen. Where a literal segment and a parameter could both match,
/// the literal wins.
///
/// - Complexity: Resolving a URL is O(segments), plus the ids: each screen's id is its prefix
///   of the path, so a path of n screens spells O(n²) characters of ids.
public struct RouteTable<Content> {
    /// What a route matched: its pattern, the path it matched, and the values of its parameters
    /// (with the query items, on the last screen).
    public struct Match: Sendable, Hashable {
        /// The route's pattern, as added: `/inbox/:id`.
        public let pattern: String
        /// The matched path: `/inbox/42`.
        public let path: String
        /// Each `:name` of the pattern with its value, and the query items.
        public let parameters: PushContext
    }

    /// A route where a pattern ends: its pattern, where its parameters sit and their names, and
    /// what makes its screen.
    private struct Route {
        let pattern: String
        let parameters: [(position: Int, name: String)]
        let make: (Match) -> Content
    }

    /// A node of the trie of patterns: one per distinct prefix.
    private struct Node {
        var literals: [String: Int] = [:]
        var parameter: Int?
        var route: Route?
    }

    /// The trie; the root, at 0, is the empty path.
    private var nodes = [Node()]
    private var added: [String] = []

    /// An empty table.
    public init() {}

    /// The patterns added, in order.
    public var patterns: [String] {
        added
    }

    /// Adds a route: `pattern` is a path whose segments are literals or `:name` parameters. A
    /// pattern added again replaces the first.
    public mutating func add(_ pattern: String, _ make: @escaping (Match) -> Content) {
        var node = 0
        var parameters: [(position: Int, name: String)] = []
        for (position, segment) in URLPath(pattern).segments.enumerated() {
            if segment.first == ":" {
                parameters.append((position, String(segment.dropFirst())))
                node = child(of: node, parameter: true, segment)
            } else {
                node = child(of: node, parameter: false, segment)
            }
        }
        if nodes[node].route == nil { added.append(pattern) }
        nodes[node].route = Route(pattern: pattern, parameters: parameters, make: make)
    }

    /// The node after `node` by `segment` (a parameter, or a literal), made when missing.
    private mutating func child(of node: Int, parameter: Bool, _ segment: String) -> Int {
        if let existing = parameter ? nodes[node].parameter : nodes[node].literals[segment] { return existing }
        nodes.append(Node())
        let made = nodes.count - 1
        if parameter {
            nodes[node].parameter = made
        } else {
            nodes[node].literals[segment] = made
        }
        return made
    }

    /// The screens `url` opens, bottom first, each with what its route matched; or the first
    /// segment no route continues.
    public func resolve(_ url: String) -> Result<[(screen: NavigationRequest<Content>.Screen, match: Match)], RouteNotFound> {
        let path = URLPath(url)
        var screens: [(screen: NavigationRequest<Content>.Screen, match: Match)] = []
        var node = 0
        var prefix = ""
        for (index, segment) in path.segments.enumerated() {
            guard let next = nodes[node].literals[segment] ?? nodes[node].parameter else {
                return .failure(RouteNotFound(url: url, segment: segment, position: index + 1))
            }
            node = next
            prefix += "/" + segment
            guard let route = nodes[node].route else { continue }
            var parameters = PushContext()
            for (position, name) in route.parameters {
                parameters[name] = ContextValue(parsing: path.segments[position])
            }
            if index == path.segments.count - 1 {
                for (key, value) in path.query.values { parameters[key] = value }
            }
            let match = Match(pattern: route.pattern, path: prefix, parameters: parameters)
            screens.append((.init(view: route.make(match), id: ScreenID(prefix)), match))
        }
        // Every segment is continued by some route, but none ends at the last one.
        if let last = path.segments.last, nodes[node].route == nil {
            return .failure(RouteNotFound(url: url, segment: last, position: path.segments.count))
        }
        return .success(screens)
    }
}

/// No route matched a URL: `segment` (at `position`, from 1) is the first that no route
/// continues.
public struct RouteNotFound: Error, Sendable, Hashable, CustomStringConvertible {
    /// The URL opened.
    public let url: String
    /// The first segment that matched nothing.
    public let segment: String
    /// Its position in the path, from 1.
    public let position: Int

    /// `no route matches "/inbox/42/x" at segment 3 "x"`.
    public var description: String {
        "no route matches \(Quoting.quoted(url)) at segment \(position) \(Quoting.quoted(segment))"
    }
}
