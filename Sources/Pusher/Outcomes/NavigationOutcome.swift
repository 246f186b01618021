import ViewTree

/// The one answer to every ``NavigationRequest``: what changed, or, when nothing did, the
/// ``UnchangedReason``. Every named method of ``AnyStack``, ``Stack``, ``Router`` and
/// ``TabStacks`` returns it; ``StackChange`` keeps it beside the request and the state on both
/// sides.
///
/// ```swift
/// let outcome = stack.pop(to: "inbox")
/// outcome.kind          // .popped, or .unknownID, .alreadyOnTop, …
/// outcome.didChange     // whether the stack changed
/// outcome.reason        // nil, or why nothing changed
/// print(outcome)        // popped pusher 2, removing pusher 3
/// ```
public enum NavigationOutcome: Sendable, Hashable, CustomStringConvertible {
    /// The content went to `to`. `replaced` says whether it replaced content the pusher held;
    /// `popped` lists the pushers registered after it that were removed (bubble policy, a
    /// targeted push, a sibling's screen).
    case pushed(to: PusherInfo, replaced: Bool, popped: [PusherID])
    /// ``NavigationRequest/pushScreens(_:context:target:)`` pushed `count` screens at once: the
    /// first to `to`, each next nested in the one before.
    case screensPushed(to: PusherInfo, count: Int, replaced: Bool, popped: [PusherID])
    /// ``NavigationRequest/setScreens(_:context:)`` replaced the pushed screens of the top layer:
    /// `count` screens now nest from its root pusher `on`; `removed` lists the pushers that went.
    case screensSet(on: PusherInfo, count: Int, removed: [PusherID])
    /// ``NavigationRequest/replaceRoot(_:)``: the top layer's root pusher shows the new root
    /// screen; `removed` lists the pushers that went with the old one.
    case rootReplaced(PusherInfo, removed: [PusherID])
    /// ``NavigationRequest/open(_:)`` set `count` screens on the top layer's root pusher `on`.
    case opened(String, on: PusherInfo, count: Int, removed: [PusherID])
    /// The pusher's content was removed, and with it the pushers on the screens above.
    case popped(PusherInfo, removed: [PusherID])
    /// ``NavigationRequest/remove(_:)``: the screen with this id left the pusher `from`, which
    /// now shows the `kept` screens that were above it.
    case removed(ScreenID, from: PusherInfo, removed: [PusherID], kept: Int)
    /// ``NavigationRequest/popWithResult(_:)``: the top screen of pusher `from` was popped and
    /// its result given to the screen `to`, now on top.
    case resultDelivered(ContextValue, from: PusherInfo, removed: [PusherID], to: ScreenKey)
    /// A modal layer was presented on top of the others, with its own root pusher.
    case presented(LayerInfo)
    /// These layers were dismissed, top first: the order their screens disappear in.
    case dismissed([LayerInfo])
    /// A snapshot's layers and screens are shown; `removed` lists the pushers that went with
    /// the state before.
    case restored(layers: Int, screens: Int, removed: [PusherID])
    /// Nothing changed, for this reason.
    case unchanged(UnchangedReason)

    /// Whether the request changed the stack. When false, ``reason`` says why.
    @inlinable
    public var didChange: Bool {
        if case .unchanged = self { false } else { true }
    }

    /// Why nothing changed; `nil` when the request was carried out.
    public var reason: UnchangedReason? {
        if case .unchanged(let reason) = self { reason } else { nil }
    }

    /// What kind of thing happened, as `expect outcome` names it.
    public var kind: OutcomeKind {
        switch self {
        case .pushed, .screensPushed: .pushed
        case .screensSet: .screensSet
        case .rootReplaced: .rootReplaced
        case .opened: .opened
        case .popped: .popped
        case .removed: .removed
        case .resultDelivered: .resultDelivered
        case .presented: .presented
        case .dismissed: .dismissed
        case .restored: .restored
        case .unchanged(let reason): reason.kind
        }
    }

    /// Where the request that got this outcome stands.
    ///
    /// ```swift
    /// stack.perform(.pop(.previous)).status   // .refused on the root screen: nothing to pop
    /// ```
    public var status: NavigationStatus {
        if case .unchanged(let reason) = self { reason.status } else { .applied }
    }

    /// The pusher whose screen now shows new content: the one a push went to, the root a set of
    /// screens, a deep link or a new root screen went on.
    public var receiver: PusherInfo? {
        switch self {
        case .pushed(let to, _, _), .screensPushed(let to, _, _, _): to
        case .screensSet(let root, _, _), .rootReplaced(let root, _), .opened(_, let root, _, _): root
        case .popped, .removed, .resultDelivered, .presented, .dismissed, .restored, .unchanged: nil
        }
    }

    /// The pusher a pop, removal or hide emptied: its screen went away.
    public var emptied: PusherInfo? {
        switch self {
        case .popped(let from, _), .removed(_, let from, _, _), .resultDelivered(_, let from, _, _): from
        case .pushed, .screensPushed, .screensSet, .rootReplaced, .opened, .presented, .dismissed, .restored, .unchanged: nil
        }
    }

    /// The pushers whose screens went with the request, besides ``emptied``: the ones a push
    /// popped, or those that left the registry.
    public var removedPushers: [PusherID] {
        switch self {
        case .pushed(_, _, let pushers), .screensPushed(_, _, _, let pushers), .screensSet(_, _, let pushers),
            .rootReplaced(_, let pushers), .opened(_, _, _, let pushers), .popped(_, let pushers),
            .removed(_, _, let pushers, _), .resultDelivered(_, _, let pushers, _), .restored(_, _, let pushers):
            pushers
        case .presented, .dismissed, .unchanged: []
        }
    }

    /// The layer presented.
    public var presentedLayer: LayerInfo? {
        if case .presented(let layer) = self { layer } else { nil }
    }

    /// The layers dismissed, top first.
    public var dismissedLayers: [LayerInfo] {
        if case .dismissed(let layers) = self { layers } else { [] }
    }

    /// Calls `body` with each pusher whose content changed, which the views showing them must
    /// re-render: the pusher that received or lost content, then the others that went. Builds no
    /// array: it runs on every push.
    @inlinable
    public func forEachChangedPusher(_ body: (PusherID) -> Void) {
        let (pusher, others): (PusherID, [PusherID])
        switch self {
        case .pushed(let to, _, let popped), .screensPushed(let to, _, _, let popped): (pusher, others) = (to.id, popped)
        case .screensSet(let root, _, let removed), .rootReplaced(let root, let removed), .opened(_, let root, _, let removed):
            (pusher, others) = (root.id, removed)
        case .removed(_, let from, let removed, _), .resultDelivered(_, let from, let removed, _), .popped(let from, let removed):
            (pusher, others) = (from.id, removed)
        case .presented, .dismissed, .restored, .unchanged: return
        }
        body(pusher)
        for other in others { body(other) }
    }

    /// `pushed to pusher 2 "account"`, `popped pusher 2, removing pusher 3`, or the reason.
    public var description: String {
        switch self {
        case .pushed(let pusher, let replaced, let popped):
            "pushed to \(pusher)" + (replaced ? ", replacing its content" : "") + Self.listing(", popping ", popped)
        case .screensPushed(let pusher, let count, let replaced, let popped):
            "pushed \(Wording.counted(count, "screen")) as one to \(pusher)" + (replaced ? ", replacing its content" : "")
                + Self.listing(", popping ", popped)
        case .screensSet(let root, let count, _):
            "set \(Wording.counted(count, "screen")) on \(root)"
        case .rootReplaced(let root, let removed):
            "replaced the root of \(root)" + Self.listing(", removing ", removed)
        case .opened(let url, let root, let count, _):
            "opened \(Quoting.quoted(url)): \(Wording.counted(count, "screen")) on \(root)"
        case .popped(let pusher, let removed):
            "popped \(pusher)" + Self.listing(", removing ", removed)
        case .removed(let id, let pusher, _, let kept):
            "removed screen \(id) from \(pusher)" + (kept == 0 ? "" : ", keeping \(Wording.counted(kept, "screen")) above")
        case .resultDelivered(let result, let pusher, let removed, _):
            "popped \(pusher)" + Self.listing(", removing ", removed) + ", result delivered: \(result)"
        case .presented(let layer):
            "presented \(layer)"
        case .dismissed(let layers):
            "dismissed " + layers.map(\.description).joined(separator: ", then ")
        case .restored(let layers, let screens, _):
            "restored \(Wording.counted(layers, "layer")), \(Wording.counted(screens, "screen"))"
        case .unchanged(let reason):
            reason.description
        }
    }

    /// `, removing pusher 3, pusher 4`, or nothing for no pushers.
    private static func listing(_ lead: String, _ pushers: [PusherID]) -> String {
        pushers.isEmpty ? "" : lead + pushers.map { "pusher \($0)" }.joined(separator: ", ")
    }
}
