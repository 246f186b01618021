import ViewTree

/// What one request did to a stack, as a value: the request, its outcome (what happened, or why
/// nothing did), and the difference between the state before and after.
///
/// ``AnyStack/apply(_:)`` is the only code that changes navigation state, and this is what it
/// returns. Everything that reacts to navigation reads it instead of working the difference out
/// again: the views it re-renders (``forEachChangedPusher(_:)``), the transition it starts, the
/// ``NavigationRecord`` of the request, the leave guards (which apply the request to a copy of
/// the state and read the change), and the simulator's headers.
///
/// ```swift
/// let stack = AnyStack<String>()
/// stack.register(pusher: 1)
/// let change = stack.apply(.push(view: "detail", id: "detail"))
/// change.status          // .applied
/// change.receiver        // pusher 1
/// change.activeAfter     // 1
/// stack.apply(.pop(.previous)).emptied   // pusher 1
/// stack.apply(.pop(.previous)).outcome   // nothing to pop: the top layer shows its root screen
/// ```
///
/// The difference is kept as what the request touched (O(1) to make on every push), not as
/// two copies of the stack: the pusher that received or lost content, the pushers that left
/// with it, the layers presented or dismissed, and the active pusher, the layer count and the
/// visible screen on both sides (so the screens that appeared and disappeared).
public struct StackChange<Content> {
    /// What was asked.
    public let request: NavigationRequest<Content>
    /// What happened, or why nothing did.
    public let outcome: NavigationOutcome
    /// The pusher a push without a target went to before the request: the most recently
    /// registered; `nil` with none.
    public let activeBefore: PusherID?
    /// The active pusher after it.
    public let activeAfter: PusherID?
    /// How many modal layers were presented before the request.
    public let layerCountBefore: Int
    /// How many after it.
    public let layerCountAfter: Int
    /// The screen the user saw before the request: the top screen of the top layer.
    public let visibleBefore: ScreenKey
    /// The screen the user sees after it.
    public let visibleAfter: ScreenKey

    /// A change read off a request carried out, with the facts of the state on both sides.
    @inlinable
    init(request: NavigationRequest<Content>, outcome: NavigationOutcome, before: Facts, after: Facts) {
        self.request = request
        self.outcome = outcome
        activeBefore = before.active
        activeAfter = after.active
        layerCountBefore = before.layerCount
        layerCountAfter = after.layerCount
        visibleBefore = before.visible
        visibleAfter = after.visible
    }

    /// The facts a change keeps of the state on one side.
    @usableFromInline
    struct Facts {
        @usableFromInline let active: PusherID?
        @usableFromInline let layerCount: Int
        @usableFromInline let visible: ScreenKey

        @inlinable
        init(active: PusherID?, layerCount: Int, visible: ScreenKey) {
            self.active = active
            self.layerCount = layerCount
            self.visible = visible
        }
    }
}

// MARK: - What changed

extension StackChange {
    /// Where the request stands.
    public var status: NavigationStatus { outcome.status }

    /// Whether the stack changed; when false, ``outcome`` says why not.
    public var didChange: Bool { outcome.didChange }

    /// The screen that appeared: the one the user sees after the request, when it is not the
    /// one seen before (a push, a pop, a present, a dismiss, a restore); `nil` when the user
    /// sees the same screen.
    ///
    /// ```swift
    /// let change = stack.apply(.push(view: "detail", id: "detail"))
    /// change.appeared      // push 1 of pusher 1
    /// change.disappeared   // base root
    /// ```
    public var appeared: ScreenKey? { visibleAfter == visibleBefore ? nil : visibleAfter }

    /// The screen that disappeared: the one the user saw before the request, when it is not
    /// the one seen after. It may still be in the stack, covered.
    public var disappeared: ScreenKey? { visibleAfter == visibleBefore ? nil : visibleBefore }

    /// The pusher whose screen now shows new content: the one a push went to, the root a set of
    /// screens, a deep link or a new root screen went on.
    public var receiver: PusherInfo? { outcome.receiver }

    /// The pusher a pop, removal or hide emptied: its screen went away.
    public var emptied: PusherInfo? { outcome.emptied }

    /// The pushers whose screens went with the request (emptied siblings first, then those that
    /// left the registry), besides ``emptied``.
    public var removed: [PusherID] { outcome.removedPushers }

    /// The layer the request presented.
    public var presented: LayerInfo? { outcome.presentedLayer }

    /// The layers the request dismissed, top first.
    public var dismissed: [LayerInfo] { outcome.dismissedLayers }

    /// Whether the top layer's root screen was replaced.
    public var replacedRoot: Bool {
        if case .rootReplaced = outcome { true } else { false }
    }

    /// The result a popped screen returned, and the screen that received it.
    public var deliveredResult: (result: ContextValue, receiver: ScreenKey)? {
        if case .resultDelivered(let result, _, _, let receiver) = outcome { (result, receiver) } else { nil }
    }

    /// Whether the request replaced the whole state (a restore).
    public var replacedEverything: Bool {
        if case .restored = outcome { true } else { false }
    }

    /// Why nothing changed; `nil` when the request was carried out.
    public var reason: UnchangedReason? { outcome.reason }

    /// Calls `body` with each pusher whose content changed, which the views showing them must
    /// re-render: the pusher that received or lost content, then the others that went. Builds no
    /// array: it runs on every push.
    @inlinable
    public func forEachChangedPusher(_ body: (PusherID) -> Void) {
        outcome.forEachChangedPusher(body)
    }

    /// The same change with its content transformed.
    public func map<Other>(_ transform: (Content) -> Other) -> StackChange<Other> {
        StackChange<Other>(
            request: request.map(transform), outcome: outcome,
            before: .init(active: activeBefore, layerCount: layerCountBefore, visible: visibleBefore),
            after: .init(active: activeAfter, layerCount: layerCountAfter, visible: visibleAfter))
    }
}

// MARK: - Conformances

extension StackChange: Sendable where Content: Sendable {}
extension StackChange: Equatable where Content: Equatable {}

extension StackChange: CustomStringConvertible {
    /// `push "detail" as "detail" → pushed to pusher 1`: the request as the scenario language
    /// writes it, and its outcome.
    public var description: String {
        "\(request) → \(outcome)"
    }
}
