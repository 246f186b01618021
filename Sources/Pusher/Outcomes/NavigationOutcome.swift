import ViewTree

/// The one answer to every ``NavigationRequest``: what happened, to which pusher or layer, what
/// was removed; or why nothing happened. The detailed outcome of each kind of request is kept
/// inside.
///
/// ```swift
/// let outcome = stack.perform(.pop(.to("inbox")))
/// outcome.kind          // .popped, or .unknownID, .alreadyOnTop, …
/// outcome.didChange     // whether the stack changed
/// print(outcome)        // popped pusher 2, removing pusher 3
/// ```
public enum NavigationOutcome: Sendable, Hashable, CustomStringConvertible {
    /// A push or a replacement of the screens (``NavigationRequest/push(view:id:context:target:)``,
    /// ``NavigationRequest/setScreens(_:context:)``).
    case push(PushOutcome)
    /// A pop or a hide.
    case pop(PopOutcome)
    /// A presentation.
    case present(PresentOutcome)
    /// A dismissal.
    case dismiss(DismissOutcome)
    /// Refused because a transition runs until `until`, under ``TransitionRule/drop``.
    case dropped(until: Duration)
    /// Waiting behind the running transition, at `position` in the queue (1 is next), under
    /// ``TransitionRule/queue``. The log records its final outcome when it runs.
    case queued(position: Int)
    /// A leave guard vetoed the request: it would have removed a screen whose guard holds.
    /// Nothing changed.
    case vetoed(LeaveVeto)
    /// A restore (``NavigationRequest/restore(_:)``).
    case restore(RestoreOutcome)

    /// What kind of thing happened, as `expect outcome` names it.
    public var kind: OutcomeKind {
        switch self {
        case .push(let outcome): outcome.kind
        case .pop(let outcome): outcome.kind
        case .present(let outcome): outcome.kind
        case .dismiss(let outcome): outcome.kind
        case .dropped: .dropped
        case .queued: .queued
        case .vetoed: .vetoed
        case .restore(.restored): .restored
        case .restore(.invalid): .invalidSnapshot
        }
    }

    /// Whether the request changed the stack. When false, nothing changed and the outcome says
    /// why.
    public var didChange: Bool {
        switch self {
        case .push(let outcome): outcome.isPushed
        case .pop(let outcome):
            switch outcome {
            case .popped, .removed, .resultDelivered: true
            default: false
            }
        case .present: true
        case .dismiss(let outcome): if case .dismissed = outcome { true } else { false }
        case .dropped, .queued, .vetoed: false
        case .restore(let outcome): if case .restored = outcome { true } else { false }
        }
    }

    /// Calls `body` with each pusher whose content changed, which the views showing them must
    /// re-render: the pusher that received or lost content, then those popped or removed with it.
    /// Builds no array: it runs on every push.
    func forEachChangedPusher(_ body: (PusherID) -> Void) {
        let (pusher, others): (PusherID, [PusherID])
        switch self {
        case .push(.pushed(let to, _, let popped)): (pusher, others) = (to.id, popped)
        case .push(.screensSet(let root, _, let removed)), .push(.rootReplaced(let root, let removed)), .push(.opened(_, let root, _, let removed)):
            (pusher, others) = (root.id, removed)
        case .push(.screensPushed(let to, _, _, let popped)): (pusher, others) = (to.id, popped)
        case .pop(.removed(_, let from, let removed, _)), .pop(.resultDelivered(_, let from, let removed, _)): (pusher, others) = (from.id, removed)
        case .pop(.popped(let from, let removed)): (pusher, others) = (from.id, removed)
        case .push, .pop, .present, .dismiss, .dropped, .queued, .vetoed, .restore: return
        }
        body(pusher)
        for other in others { body(other) }
    }

    public var description: String {
        switch self {
        case .push(let outcome): outcome.description
        case .pop(let outcome): outcome.description
        case .present(let outcome): outcome.description
        case .dismiss(let outcome): outcome.description
        case .dropped(let until): "dropped: a transition runs until \(until.scenarioDescription)"
        case .queued(let position): "queued: runs when the transition ends (\(position) in the queue)"
        case .vetoed(let veto): "vetoed: \(veto)"
        case .restore(let outcome): outcome.description
        }
    }
}
