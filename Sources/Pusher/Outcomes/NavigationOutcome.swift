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
    /// Refused because a transition runs until `until`, under ``TransitionRule/drop``; `nil`
    /// while a back gesture is under way (it ends when the user lets go).
    case dropped(until: Duration?)
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
        case .pop(let outcome): outcome.didChange
        case .present: true
        case .dismiss(let outcome): if case .dismissed = outcome { true } else { false }
        case .dropped, .queued, .vetoed: false
        case .restore(let outcome): if case .restored = outcome { true } else { false }
        }
    }

    public var description: String {
        switch self {
        case .push(let outcome): outcome.description
        case .pop(let outcome): outcome.description
        case .present(let outcome): outcome.description
        case .dismiss(let outcome): outcome.description
        case .dropped(let until?): "dropped: a transition runs until \(until.scenarioDescription)"
        case .dropped(nil): "dropped: a back gesture is under way"
        case .queued(let position): "queued: runs when the transition ends (\(position) in the queue)"
        case .vetoed(let veto): "vetoed: \(veto)"
        case .restore(let outcome): outcome.description
        }
    }
}

// MARK: - The outcome of each kind of request

// A named method of `AnyStack` returns the outcome of its own kind: a push request is answered
// with a push outcome, and so on (`StackState.carryOut` pairs them), so the other cases cannot
// occur there.
extension NavigationOutcome {
    @inlinable var pushOutcome: PushOutcome {
        guard case .push(let outcome) = self else { preconditionFailure("a push request answered \(self)") }
        return outcome
    }

    @inlinable var popOutcome: PopOutcome {
        guard case .pop(let outcome) = self else { preconditionFailure("a pop request answered \(self)") }
        return outcome
    }

    @inlinable var presentOutcome: PresentOutcome {
        guard case .present(let outcome) = self else { preconditionFailure("a presentation answered \(self)") }
        return outcome
    }

    @inlinable var dismissOutcome: DismissOutcome {
        guard case .dismiss(let outcome) = self else { preconditionFailure("a dismissal answered \(self)") }
        return outcome
    }
}
