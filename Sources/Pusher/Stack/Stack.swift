import Observation
import ViewTree

/// The pusher registry the views use: Stapel's `Stack`, observable, injected into the tree with
/// `.environmentObject(_:)`.
///
/// ```swift
/// let stack = Stack()
/// let host = ViewHost(
///     WithStapel({ context in context["expected"] == "value" }) {
///         Text("Root view")
///         Button("Push truthy") {
///             stack.push(view: AnyView(Text("Pushed with evaluation")), context: ["expected": "value"])
///         }
///     }
///     .environmentObject(stack)
/// )
/// try host.tap("Push truthy")   // "Pushed with evaluation" is now the visible screen
/// ```
///
/// Each pusher view observes only its own content, so a push re-renders the one pusher that
/// receives it, whatever the depth of the stack.
///
/// - Complexity: As ``AnyStack``: push, evaluate and pop are O(1) in the number of pushers under
///   the Stapel policy.
@Observable
@MainActor
public final class Stack {
    /// The registry itself. Change it only through the stack, so that views hear of it.
    @ObservationIgnored public private(set) var registry: AnyStack<AnyView>
    /// One signal per registered pusher: its view re-renders when its signal changes.
    @ObservationIgnored private var signals: [PusherID: PusherSignal] = [:]
    /// What the last push through this stack did, for tools that drive buttons and then ask.
    @ObservationIgnored public private(set) var lastPushOutcome: PushOutcome?
    /// How many pushes were asked of this stack, accepted or not.
    @ObservationIgnored public private(set) var pushAttempts = 0
    /// Changes whenever a pusher registers or leaves, for views that show the registry.
    private var registryVersion = 0
    /// Changes whenever a layer is presented or dismissed; the views that present layers
    /// observe it.
    private var layersVersion = 0
    /// The `WithStapel` root that presents this stack's layers; a second root is a mistake.
    @ObservationIgnored private weak var root: RootClaim?

    /// An empty stack that routes pushes by `policy` (Stapel's by default) and follows `rules`
    /// (Stapel's by default).
    public init(policy: PushPolicy = .stapel, rules: NavigationRules = .stapel) {
        registry = AnyStack(policy: policy, rules: rules)
    }

    /// The rules where navigation libraries differ: duplicate ids, replacing named content,
    /// nesting.
    public var rules: NavigationRules {
        get { registry.rules }
        set { registry.rules = newValue }
    }

    /// Which pusher receives a push that names none.
    public var policy: PushPolicy {
        get { registry.policy }
        set { registry.policy = newValue }
    }

    /// The registered pushers in registration order; the last is the active one.
    public var pushers: [PusherInfo] {
        _ = registryVersion
        return registry.pushers.map { $0.info }
    }

    /// The pusher pushes go to by default: the most recently registered one still mounted.
    public var activePusher: PusherInfo? {
        _ = registryVersion
        return registry.activePusher?.info
    }
}

// MARK: - Navigating

extension Stack {
    /// Pushes `view` to the active pusher of the top layer (or the pusher named `target`) if its
    /// predicate accepts `context` and the ``rules`` allow it; the pusher's screen then shows
    /// `view`, replacing what it showed.
    ///
    /// - Parameter id: An id for the new screen, for ``pop(to:)`` and ``contains(id:)``.
    /// - Returns: Where the view went, or why it went nowhere.
    @discardableResult
    public func push(view: AnyView, id: ScreenID? = nil, context: PushContext = [:], to target: String? = nil) -> PushOutcome {
        let before = registry.count
        let outcome = registry.push(view: view, id: id, context: context, to: target)
        lastPushOutcome = outcome
        pushAttempts += 1
        if case .pushed(let pusher, _, let popped) = outcome {
            signal(pusher.id)
            popped.forEach(signal)
            if before != registry.count { registryVersion += 1 }
        }
        return outcome
    }

    /// Replaces every pushed screen of the top layer at once; see
    /// ``AnyStack/setScreens(_:context:)``. The screens in between never show.
    @discardableResult
    public func setScreens(_ screens: [(view: AnyView, id: ScreenID?)], context: PushContext = [:]) -> PushOutcome {
        let outcome = registry.setScreens(screens, context: context)
        lastPushOutcome = outcome
        pushAttempts += 1
        if case .screensSet(let root, _, let removed) = outcome {
            signal(root.id)
            removed.forEach(signal)
            registryVersion += 1
        }
        return outcome
    }

    /// Whether a push with `context` (and `id`) would go ahead, with no side effect.
    public func evaluate(_ context: PushContext = [:], id: ScreenID? = nil, to target: String? = nil) -> Bool {
        registry.evaluate(context, id: id, to: target)
    }

    /// Every pusher a push with `context` would ask, their answers, and the decision.
    public func explain(_ context: PushContext = [:], id: ScreenID? = nil, to target: String? = nil) -> PushExplanation {
        registry.explain(context, id: id, to: target)
    }

    /// Empties the pusher `id` (its screen goes away) and removes the pushers registered after it.
    @discardableResult
    public func pop(pusher id: PusherID) -> PopOutcome {
        didPop(registry.pop(pusher: id))
    }

    /// Pops the top pushed screen of the top layer.
    @discardableResult
    public func pop() -> PopOutcome {
        didPop(registry.pop())
    }

    /// Pops every pushed screen of the top layer in one step.
    @discardableResult
    public func popToRoot() -> PopOutcome {
        didPop(registry.popToRoot())
    }

    /// Pops the screens above the lowest screen pushed with `id`.
    @discardableResult
    public func pop(to id: ScreenID) -> PopOutcome {
        didPop(registry.pop(to: id))
    }

    /// Pops the lowest screen pushed with `id` and every screen above it.
    @discardableResult
    public func pop(from id: ScreenID) -> PopOutcome {
        didPop(registry.pop(from: id))
    }

    /// Pops the top `count` screens of the top layer; see ``AnyStack/popLast(_:)``.
    @discardableResult
    public func popLast(_ count: Int) -> PopOutcome {
        didPop(registry.popLast(count))
    }

    /// Keeps the screens up to depth `index` and pops the rest; see ``AnyStack/popAfter(index:)``.
    @discardableResult
    public func popAfter(index: Int) -> PopOutcome {
        didPop(registry.popAfter(index: index))
    }

    /// Hides what the named pusher shows, with everything nested in it, in one step.
    @discardableResult
    public func hide(_ name: String) -> PopOutcome {
        didPop(registry.hide(name))
    }

    private func didPop(_ outcome: PopOutcome) -> PopOutcome {
        if case .popped(let pusher, let removed) = outcome {
            signal(pusher.id)
            removed.forEach(signal)
            registryVersion += 1
        }
        return outcome
    }
}

// MARK: - Layers

extension Stack {
    /// The presented modal layers, bottom first.
    public var layers: [LayerInfo] {
        _ = layersVersion
        return registry.layers
    }

    /// Presents `view` as a new top layer with a root pusher of its own: pushes made while it is
    /// on top nest inside it. ``ViewHost/back()`` on its root screen dismisses it.
    ///
    /// ```swift
    /// stack.present(.sheet, AnyView(LoginView()), tag: "login")
    /// stack.push(view: AnyView(Text("Step 2")))   // inside the sheet
    /// stack.dismiss(from: "login")
    /// ```
    @discardableResult
    public func present(_ style: PresentationStyle, _ view: AnyView, tag: ScreenID? = nil) -> LayerInfo {
        let layer = registry.present(style, view, tag: tag)
        layersVersion += 1
        registryVersion += 1
        return layer
    }

    /// Dismisses the top layer.
    @discardableResult
    public func dismiss() -> DismissOutcome {
        didDismiss(registry.dismiss())
    }

    /// Dismisses the layers above the lowest layer tagged `tag`.
    @discardableResult
    public func dismiss(to tag: ScreenID) -> DismissOutcome {
        didDismiss(registry.dismiss(to: tag))
    }

    /// Dismisses the lowest layer tagged `tag` and every layer above it.
    @discardableResult
    public func dismiss(from tag: ScreenID) -> DismissOutcome {
        didDismiss(registry.dismiss(from: tag))
    }

    /// Dismisses the top `count` layers.
    @discardableResult
    public func dismissLast(_ count: Int) -> DismissOutcome {
        didDismiss(registry.dismissLast(count))
    }

    /// Dismisses every modal layer. They go top first: in a ``ViewHost``'s journal, each
    /// layer's screens disappear before those of the layer below it.
    @discardableResult
    public func dismissAll() -> DismissOutcome {
        didDismiss(registry.dismissAll())
    }

    /// Dismisses the layer at `level` and those above it; what going back on a layer's root does.
    func dismiss(level: Int) {
        didDismiss(registry.dismissLayers(from: level - 1))
    }

    @discardableResult
    private func didDismiss(_ outcome: DismissOutcome) -> DismissOutcome {
        if case .dismissed = outcome {
            layersVersion += 1
            registryVersion += 1
        }
        return outcome
    }
}

// MARK: - Screens

extension Stack {
    /// The number of pushed screens in the top layer; its root screen is depth 0.
    public var depth: Int {
        _ = registryVersion
        return registry.depth
    }

    /// The pushed screens of the top layer, bottom first.
    public var screens: [ScreenInfo] {
        _ = registryVersion
        return registry.screens
    }

    /// Whether a pushed screen of the top layer has `id`.
    public func contains(id: ScreenID) -> Bool {
        _ = registryVersion
        return registry.contains(id: id)
    }

    /// Every layer and its screens on one line: `root > "inbox" | sheet "compose": root`.
    public var stateDescription: String {
        _ = registryVersion
        return registry.stateDescription
    }
}

// MARK: - What pusher views use

extension Stack {
    /// Registers a pusher view's number; a number already registered keeps its first predicate.
    func register(pusher id: PusherID, name: String?, predicate: PushPredicate?) {
        guard registry.pusher(id) == nil else { return }
        registry.register(pusher: id, name: name, evaluate: predicate)
        registryVersion += 1
    }

    /// Removes a pusher whose view left the tree.
    func unregister(pusher id: PusherID) {
        signals[id] = nil
        guard registry.unregister(pusher: id) else { return }
        registryVersion += 1
    }

    /// Makes `claim` the root that presents this stack's layers, unless another live root has;
    /// returns whether `claim` is the root.
    func claimRoot(_ claim: RootClaim) -> Bool {
        if root == nil { root = claim }
        return root === claim
    }

    /// Gives up the root when its view leaves the tree.
    func releaseRoot(_ claim: RootClaim) {
        if root === claim { root = nil }
    }

    /// A number for a new pusher view.
    func makePusherID() -> PusherID {
        registry.makePusherID()
    }

    /// The content pushed to `id`, its push count, the screen's id and the pusher made for the
    /// screen, subscribing the caller to changes of it.
    func pushedContent(of id: PusherID) -> PushedContent? {
        let signal: PusherSignal
        if let existing = signals[id] {
            signal = existing
        } else {
            // Made on first read: the stack registers pushers for screens and layers itself.
            signal = PusherSignal()
            signals[id] = signal
        }
        _ = signal.version
        guard let entry = registry.pusher(id), let view = entry.content else { return nil }
        return PushedContent(view: view, push: entry.pushCount, id: registry.screenID(of: id), pusher: registry.screenPusher(of: id))
    }

    private func signal(_ id: PusherID) {
        signals[id]?.version += 1
    }
}

/// What a pusher shows: the view, which push it came with, its id, and its own pusher if the
/// stack made one.
struct PushedContent {
    let view: AnyView
    let push: Int
    let id: ScreenID?
    let pusher: PusherID?
}

/// Marks the `WithStapel` view that presents a stack's layers.
@MainActor
final class RootClaim {}

/// Changes when one pusher's content changes; observed by that pusher's view only.
@Observable
@MainActor
final class PusherSignal {
    var version = 0
}
