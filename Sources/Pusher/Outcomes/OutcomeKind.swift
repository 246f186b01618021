/// What kind of thing a navigation call did, in the words a scenario's `expect outcome` uses.
///
/// A ``NavigationOutcome`` and an ``UnchangedReason`` name their kind, so a test can check *what
/// happened* without matching the whole description.
public enum OutcomeKind: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// A push went ahead (``NavigationOutcome/pushed(to:replaced:popped:)``).
    case pushed = "pushed"
    /// The top layer's screens were replaced (``NavigationOutcome/screensSet(on:count:removed:)``).
    case screensSet = "screens set"
    /// The top layer's root screen was replaced (``NavigationOutcome/rootReplaced(_:removed:)``).
    case rootReplaced = "root replaced"
    /// A deep link set the top layer's screens (``NavigationOutcome/opened(_:on:count:removed:)``).
    case opened = "opened"
    /// A deep link matched no route (``UnchangedReason/routeNotFound(_:)``).
    case routeNotFound = "route not found"
    /// A screen was removed from the middle (``NavigationOutcome/removed(_:from:removed:kept:)``).
    case removed = "removed"
    /// A screen popped with a result, which the screen below received
    /// (``NavigationOutcome/resultDelivered(_:from:removed:to:)``).
    case resultDelivered = "result delivered"
    /// A predicate said no, or every pusher asked did.
    case rejected = "rejected"
    /// No pusher could receive the push.
    case noPusher = "no pusher"
    /// No pusher of the top layer has the name given.
    case unknownTarget = "unknown target"
    /// The rules reject an id a screen already has.
    case duplicateID = "duplicate id"
    /// The rules refuse to replace a named pusher's content.
    case replacementNotAllowed = "replacement not allowed"
    /// Screens were popped.
    case popped = "popped"
    /// The pusher popped held nothing.
    case alreadyEmpty = "already empty"
    /// No pusher has the number given.
    case unknownPusher = "unknown pusher"
    /// The top layer shows its root screen.
    case nothingToPop = "nothing to pop"
    /// No screen of the top layer has the id given.
    case unknownID = "unknown id"
    /// The screen or layer asked for is already the top one.
    case alreadyOnTop = "already on top"
    /// A negative count, or an index beyond the top screen.
    case invalidArgument = "invalid argument"
    /// The request asked for no change.
    case nothingRequested = "nothing requested"
    /// A modal layer was presented.
    case presented = "presented"
    /// Modal layers were dismissed.
    case dismissed = "dismissed"
    /// No modal layer is presented.
    case nothingToDismiss = "nothing to dismiss"
    /// No layer has the tag given.
    case unknownTag = "unknown tag"
    /// A transition ran and the stack drops calls made meanwhile.
    case dropped = "dropped"
    /// A transition ran; the call waits for its end.
    case queued = "queued"
    /// A leave guard vetoed the request.
    case vetoed = "vetoed"
    /// A snapshot was restored.
    case restored = "restored"
    /// A snapshot could not be restored (``UnchangedReason/invalidSnapshot(_:)``).
    case invalidSnapshot = "invalid snapshot"
    /// A call the library stops the app on, under ``NavigationProfile/ErrorHandling/fatal``
    /// (``NavigationProfile/fatalErrorMessage(of:_:)``).
    case fatalError = "fatal error"
    /// A system back, in a library whose screens have none (``NavigationProfile/systemBack``).
    case noSystemBack = "no system back"

    /// The words, as `expect outcome` takes them.
    public var description: String { rawValue }
}
