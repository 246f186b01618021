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

    /// An empty stack that routes pushes by `policy` (Stapel's by default).
    public init(policy: PushPolicy = .stapel) {
        registry = AnyStack(policy: policy)
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
    /// Pushes `view` to the active pusher (or the pusher named `target`) if its predicate accepts
    /// `context`; the pusher's screen then shows `view`, replacing what it showed.
    ///
    /// - Returns: Where the view went, or why it went nowhere.
    @discardableResult
    public func push(view: AnyView, context: PushContext = [:], to target: String? = nil) -> PushOutcome {
        let before = registry.count
        let outcome = registry.push(view: view, context: context, to: target)
        lastPushOutcome = outcome
        pushAttempts += 1
        if case .pushed(let pusher, _, let popped) = outcome {
            signal(pusher.id)
            popped.forEach(signal)
            if before != registry.count { registryVersion += 1 }
        }
        return outcome
    }

    /// Whether a push with `context` would go ahead, with no side effect.
    public func evaluate(_ context: PushContext = [:], to target: String? = nil) -> Bool {
        registry.evaluate(context, to: target)
    }

    /// Every pusher a push with `context` would ask, their answers, and the decision.
    public func explain(_ context: PushContext = [:], to target: String? = nil) -> PushExplanation {
        registry.explain(context, to: target)
    }

    /// Empties the pusher `id` (its screen goes away) and removes the pushers registered after it.
    @discardableResult
    public func pop(pusher id: PusherID) -> PopOutcome {
        didPop(registry.pop(pusher: id))
    }

    /// Pops the top pushed screen: empties the most recent pusher that holds content.
    @discardableResult
    public func pop() -> PopOutcome {
        didPop(registry.pop())
    }

    private func didPop(_ outcome: PopOutcome) -> PopOutcome {
        if case .popped(let pusher, let removed) = outcome {
            signal(pusher.id)
            removed.forEach(signal)
            if !removed.isEmpty { registryVersion += 1 }
        }
        return outcome
    }
}

// MARK: - What pusher views use

extension Stack {
    /// Registers a pusher view's number; a number already registered keeps its first predicate.
    func register(pusher id: PusherID, name: String?, predicate: PushPredicate?) {
        guard signals[id] == nil else { return }
        registry.register(pusher: id, name: name, evaluate: predicate)
        signals[id] = PusherSignal()
        registryVersion += 1
    }

    /// Removes a pusher whose view left the tree.
    func unregister(pusher id: PusherID) {
        guard registry.unregister(pusher: id) else { return }
        signals[id] = nil
        registryVersion += 1
    }

    /// A number for a new pusher view.
    func makePusherID() -> PusherID {
        registry.makePusherID()
    }

    /// The content pushed to `id` and its push count, subscribing the caller to changes of it.
    func pushedContent(of id: PusherID) -> (view: AnyView, push: Int)? {
        guard let signal = signals[id] else { return nil }
        _ = signal.version
        guard let entry = registry.pusher(id), let view = entry.content else { return nil }
        return (view, entry.pushCount)
    }

    private func signal(_ id: PusherID) {
        signals[id]?.version += 1
    }
}

/// Changes when one pusher's content changes; observed by that pusher's view only.
@Observable
@MainActor
final class PusherSignal {
    var version = 0
}
