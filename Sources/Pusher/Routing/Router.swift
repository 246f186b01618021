import ViewTree

/// Navigation driven from outside the view tree: a router owns a ``Stack``, builds the root
/// view that uses it, and navigates by route with no view in hand (INNavigation's `Router`,
/// swiftui-navigation-stack's injected stack).
///
/// ```swift
/// enum Route: Hashable, Sendable { case home, detail(Int), login }
///
/// let router = Router(root: Route.home) { route in
///     switch route {
///     case .home: Text("Home")
///     case .detail(let number): Text("Detail \(number)")
///     case .login: Text("Login")
///     }
/// }
/// let host = ViewHost(router.view)
/// router.push(.detail(1))
/// router.present(.login, style: .sheet)
/// router.dismiss()
/// router.routes    // [.detail(1)]
/// ```
///
/// Each route is its screen's id (and a layer's tag), so `pop(to:)` takes a route. By default
/// every screen nests the next, as in navigation-stack libraries.
@MainActor
public final class Router<Route: Hashable & Sendable> {
    /// The stack the router's views use.
    public let stack: Stack
    /// The route of the root screen.
    public let root: Route
    private let makeView: @MainActor (Route) -> AnyView

    /// A router showing `root` first and each route as `destination` builds it.
    public init<Destination: View>(
        root: Route, rules: NavigationRules = NavigationRules(nesting: .everyScreen),
        @ViewBuilder destination: @escaping @MainActor (Route) -> Destination
    ) {
        self.stack = Stack(rules: rules)
        self.root = root
        self.makeView = { AnyView(destination($0)) }
    }

    /// The view to mount: a `WithStapel` root showing the root route, with the stack injected.
    public var view: some View {
        WithStapel { [makeView, root] in makeView(root) }
            .environmentObject(stack)
    }

    /// The routes pushed in the top layer, bottom first.
    public var routes: [Route] {
        stack.screens.compactMap { $0.id?.base as? Route }
    }

    /// Carries out `request`, with routes for content: each route becomes its view, and its id
    /// (or tag) the route itself.
    ///
    /// ```swift
    /// router.perform(.push(view: .detail(1)))
    /// router.perform(.setScreens([.init(view: .inbox), .init(view: .detail(2))]))
    /// ```
    @discardableResult
    public func perform(_ request: NavigationRequest<Route>) -> NavigationOutcome {
        stack.perform(identified(request).map(makeView))
    }

    /// Carries out `request` and returns when its transition has ended on the virtual clock;
    /// see ``Stack/performAndWait(_:animation:)``.
    ///
    /// ```swift
    /// router.stack.transition = .seconds(0.55)
    /// await router.performAndWait(.push(view: .detail(1)))   // the clock reads 0.55 s
    /// ```
    @discardableResult
    public func performAndWait(_ request: NavigationRequest<Route>) async -> NavigationOutcome {
        await stack.performAndWait(identified(request).map(makeView))
    }

    /// Pushes `route` onto the top layer.
    @discardableResult
    public func push(_ route: Route, context: PushContext = [:]) -> NavigationOutcome {
        perform(.push(view: route, context: context))
    }

    /// Replaces the pushed routes of the top layer at once.
    @discardableResult
    public func set(routes: [Route]) -> NavigationOutcome {
        perform(.setScreens(routes.map { .init(view: $0) }))
    }

    /// Pops the top route.
    @discardableResult
    public func pop() -> NavigationOutcome { perform(.pop(.previous)) }

    /// Pops every route of the top layer.
    @discardableResult
    public func popToRoot() -> NavigationOutcome { perform(.pop(.root)) }

    /// Pops the routes above `route`.
    @discardableResult
    public func pop(to route: Route) -> NavigationOutcome { perform(.pop(.to(ScreenID(route)))) }

    /// Keeps the routes up to depth `index` (0 is the root) and pops the rest.
    @discardableResult
    public func popAfter(index: Int) -> NavigationOutcome { perform(.pop(.after(index: index))) }

    /// Presents `route` as a new layer, tagged with the route, with its own push stack.
    @discardableResult
    public func present(_ route: Route, style: PresentationStyle = .sheet) -> NavigationOutcome {
        perform(.present(style: style, view: route))
    }

    /// Dismisses the top layer.
    @discardableResult
    public func dismiss() -> NavigationOutcome { perform(.dismiss(.top)) }

    /// Dismisses every layer, top first.
    @discardableResult
    public func dismissAll() -> NavigationOutcome { perform(.dismiss(.all)) }

    /// The request with each route's screen id (or layer tag) set to the route, where none is
    /// given.
    private func identified(_ request: NavigationRequest<Route>) -> NavigationRequest<Route> {
        switch request {
        case .push(let route, let id, let context, let target, let origin):
            .push(view: route, id: id ?? ScreenID(route), context: context, target: target, from: origin)
        case .setScreens(let screens, let context):
            .setScreens(screens.map(Self.identified), context: context)
        case .pushScreens(let screens, let context, let target):
            .pushScreens(screens.map(Self.identified), context: context, target: target)
        case .replaceRoot(let screen):
            .replaceRoot(Self.identified(screen))
        case .present(let style, let route, let tag):
            .present(style: style, view: route, tag: tag ?? ScreenID(route))
        case .pop, .popWithResult, .dismiss, .hide, .remove, .open, .restore:
            request
        }
    }

    private static func identified(_ screen: NavigationRequest<Route>.Screen) -> NavigationRequest<Route>.Screen {
        .init(view: screen.view, id: screen.id ?? ScreenID(screen.view))
    }
}
