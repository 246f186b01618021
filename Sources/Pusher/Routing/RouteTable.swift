import ViewTree

/// Maps URL paths to screens, for deep links: `/inbox/:id/reply` names a screen whose `id`
/// parameter is the second segment.
///
/// ```swift
/// var routes = RouteTable<AnyView>()
/// routes.add("/inbox") { _ in AnyView(Inbox()) }
/// routes.add("/inbox/:id") { match in AnyView(Message(id: match.parameters["id"])) }
/// stack.routes = routes
/// stack.open("/inbox/42?highlight=true")   // opened "/inbox/42": 2 screens on pusher 1
/// ```
///
/// Opening a URL builds the whole back stack: each prefix of its path that a route names
/// becomes a screen below (here `/inbox` below `/inbox/42`), with the prefix as its id. A
/// parameter's value is typed as a number or a boolean when it reads as one; query items join
/// the parameters of the last screen.
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

    private struct Route {
        let pattern: String
        let segments: [Segment]
        let make: (Match) -> Content
    }

    private enum Segment {
        case literal(String)
        case parameter(String)
    }

    private var routes: [Route] = []

    /// An empty table.
    public init() {}

    /// The patterns added, in order.
    public var patterns: [String] {
        routes.map(\.pattern)
    }

    /// Adds a route: `pattern` is a path whose segments are literals or `:name` parameters.
    /// The first route added wins when two match the same path.
    public mutating func add(_ pattern: String, _ make: @escaping (Match) -> Content) {
        let segments = URLPath(pattern).segments.map { $0.first == ":" ? Segment.parameter(String($0.dropFirst())) : .literal($0) }
        routes.append(Route(pattern: pattern, segments: segments, make: make))
    }

    /// The screens `url` opens, bottom first, each with what its route matched; or the first
    /// segment no route continues.
    ///
    /// - Complexity: O(segments × routes).
    public func resolve(_ url: String) -> Result<[(screen: NavigationRequest<Content>.Screen, match: Match)], RouteNotFound> {
        let path = URLPath(url)
        var screens: [(screen: NavigationRequest<Content>.Screen, match: Match)] = []
        for length in path.segments.indices.map({ $0 + 1 }) {
            let prefix = Array(path.segments.prefix(length))
            // A segment no route's pattern continues ends the search there.
            guard routes.contains(where: { Self.matches($0.segments.prefix(length), prefix) != nil }) else {
                return .failure(RouteNotFound(url: url, segment: prefix[length - 1], position: length))
            }
            let exact = routes.lazy.compactMap { route in
                route.segments.count == length ? Self.matches(route.segments[...], prefix).map { (route, $0) } : nil
            }
            guard let (route, parameters) = exact.first else { continue }
            let isLast = length == path.segments.count
            let prefixPath = "/" + prefix.joined(separator: "/")
            var context = parameters
            if isLast { for (key, value) in path.query.values { context[key] = value } }
            let match = Match(pattern: route.pattern, path: prefixPath, parameters: context)
            screens.append((.init(view: route.make(match), id: ScreenID(prefixPath)), match))
        }
        // Every segment is continued by some route, but none ends at the last one.
        if let last = path.segments.last, screens.last?.screen.id != ScreenID("/" + path.segments.joined(separator: "/")) {
            return .failure(RouteNotFound(url: url, segment: last, position: path.segments.count))
        }
        return .success(screens)
    }

    /// The parameters of `pattern` matched against `segments`, if it matches.
    private static func matches(_ pattern: ArraySlice<Segment>, _ segments: [String]) -> PushContext? {
        guard pattern.count == segments.count else { return nil }
        var parameters = PushContext()
        for (segment, value) in zip(pattern, segments) {
            switch segment {
            case .literal(let literal): guard literal == value else { return nil }
            case .parameter(let name): parameters[name] = ContextValue(parsing: value)
            }
        }
        return parameters
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
