/// What kind of thing a navigation call did, in the words a scenario's `expect outcome` uses.
///
/// Every outcome type (``PushOutcome``, ``PopOutcome``, ``DismissOutcome``) names its kind, so a
/// test can check *what happened* without matching the whole description.
public enum OutcomeKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case pushed = "pushed"
    case screensSet = "screens set"
    case rejected = "rejected"
    case noPusher = "no pusher"
    case unknownTarget = "unknown target"
    case duplicateID = "duplicate id"
    case replacementNotAllowed = "replacement not allowed"
    case popped = "popped"
    case alreadyEmpty = "already empty"
    case unknownPusher = "unknown pusher"
    case nothingToPop = "nothing to pop"
    case unknownID = "unknown id"
    case alreadyOnTop = "already on top"
    case invalidArgument = "invalid argument"
    case nothingRequested = "nothing requested"
    case presented = "presented"
    case dismissed = "dismissed"
    case nothingToDismiss = "nothing to dismiss"
    case unknownTag = "unknown tag"

    public var description: String { rawValue }
}
