import ViewTree

/// Why a request changed nothing: one reason for every kind of request, each named by the
/// words `expect outcome` checks (``kind``).
///
/// ```swift
/// let outcome = stack.pop(to: "inbox")
/// outcome.reason          // .alreadyOnTop("inbox"), or nil when screens were popped
/// outcome.reason?.kind    // .alreadyOnTop
/// ```
public enum UnchangedReason: Sendable, Hashable, CustomStringConvertible {
    // The three largest reasons are boxed (`indirect`): the others fit in 25 bytes, so an
    // outcome is no larger than its largest change.

    // MARK: Time and guards

    /// Refused because a transition runs until `until`, under ``TransitionRule/drop``; `nil`
    /// while a back gesture is under way (it ends when the user lets go).
    case dropped(until: Duration?)
    /// Waiting behind the running transition, at `position` in the queue (1 is next), under
    /// ``TransitionRule/queue``. Its ``NavigationRecord`` follows it until it runs.
    case queued(position: Int)
    /// A leave guard held: the request would have removed a screen whose guard says no.
    indirect case vetoed(LeaveVeto)

    // MARK: Finding the pusher

    /// No pusher is registered.
    case noPusher
    /// The pusher that was asked said no.
    case rejected(by: PusherInfo, context: PushContext)
    /// Under the bubble policy, every pusher from the active one down said no.
    case rejectedByAll(context: PushContext)
    /// No pusher of the top layer has this name (a push to a target, a hide).
    case unknownTarget(String)
    /// No pusher with this number is registered.
    case unknownPusher(PusherID)
    /// The pusher popped holds no content.
    case alreadyEmpty(PusherInfo)

    // MARK: Screens

    /// A screen of the top layer already has this id and the rules reject duplicates
    /// (``NavigationRules/DuplicateIDs/reject``).
    case duplicateID(ScreenID)
    /// The pusher with this name already shows content, and the rules refuse to replace it
    /// (``NavigationRules/Replacement/refuse``).
    case replacementNotAllowed(String)
    /// A deep link matched no route.
    indirect case routeNotFound(RouteNotFound)
    /// The top layer shows its root screen: there is nothing to pop.
    case nothingToPop
    /// No screen of the top layer has this id.
    case unknownID(ScreenID)
    /// The screen with this id is already the top screen (a pop to it).
    case alreadyOnTop(ScreenID)

    // MARK: Layers

    /// No modal layer is presented.
    case nothingToDismiss
    /// No presented layer has this tag.
    case unknownTag(ScreenID)
    /// The layer with this tag is already the top layer (a dismissal down to it).
    case layerAlreadyOnTop(ScreenID)

    // MARK: Arguments

    /// The request cannot be carried out (a negative count, an index beyond the top screen);
    /// the string says why.
    case invalidArgument(String)
    /// The request asked for no change: a pop or dismissal of 0, a pop after the top screen,
    /// a push of no screens.
    case nothingRequested
    /// The snapshot cannot be restored.
    indirect case invalidSnapshot(RestoreError)

    /// The words `expect outcome` checks.
    public var kind: OutcomeKind {
        switch self {
        case .dropped: .dropped
        case .queued: .queued
        case .vetoed: .vetoed
        case .noPusher: .noPusher
        case .rejected, .rejectedByAll: .rejected
        case .unknownTarget: .unknownTarget
        case .unknownPusher: .unknownPusher
        case .alreadyEmpty: .alreadyEmpty
        case .duplicateID: .duplicateID
        case .replacementNotAllowed: .replacementNotAllowed
        case .routeNotFound: .routeNotFound
        case .nothingToPop: .nothingToPop
        case .unknownID: .unknownID
        case .alreadyOnTop, .layerAlreadyOnTop: .alreadyOnTop
        case .nothingToDismiss: .nothingToDismiss
        case .unknownTag: .unknownTag
        case .invalidArgument: .invalidArgument
        case .nothingRequested: .nothingRequested
        case .invalidSnapshot: .invalidSnapshot
        }
    }

    /// Where a request with this answer stands: `queued`, `dropped` and `vetoed` are their own
    /// status; every other reason is a request carried out that could do nothing, `refused`.
    public var status: NavigationStatus {
        switch self {
        case .queued: .queued
        case .dropped: .dropped
        case .vetoed: .vetoed
        default: .refused
        }
    }

    /// `nothing to pop: the top layer shows its root screen`, `rejected by pusher 2: …`.
    public var description: String {
        switch self {
        case .dropped(let until?): "dropped: a transition runs until \(until.scenarioDescription)"
        case .dropped(nil): "dropped: a back gesture is under way"
        case .queued(let position): "queued: runs when the transition ends (\(position) in the queue)"
        case .vetoed(let veto): "vetoed: \(veto)"
        case .noPusher: "no pusher registered: nothing pushed"
        case .rejected(let pusher, _): "rejected by \(pusher)" + (pusher.rule.map { ": \($0)" } ?? "")
        case .rejectedByAll: "rejected by every pusher"
        case .unknownTarget(let name): "no pusher named \(Quoting.quoted(name))"
        case .unknownPusher(let id): "no pusher \(id): nothing popped"
        case .alreadyEmpty(let pusher): "\(pusher) holds nothing: nothing popped"
        case .duplicateID(let id): "duplicate id: a screen with id \(id) is already pushed: nothing pushed"
        case .replacementNotAllowed(let name):
            "replacement not allowed: pusher \(Quoting.quoted(name)) already shows content: nothing pushed"
        case .routeNotFound(let notFound): "route not found: \(notFound): nothing opened"
        case .nothingToPop: "nothing to pop: the top layer shows its root screen"
        case .unknownID(let id): "unknown id: no screen with id \(id): nothing popped"
        case .alreadyOnTop(let id): "already on top: the screen with id \(id) is the top screen: nothing popped"
        case .nothingToDismiss: "nothing to dismiss: no modal layer is presented"
        case .unknownTag(let tag): "unknown tag: no layer with tag \(tag): nothing dismissed"
        case .layerAlreadyOnTop(let tag): "already on top: the layer with tag \(tag) is the top layer: nothing dismissed"
        case .invalidArgument(let reason): "invalid argument: \(reason)"
        case .nothingRequested: "nothing requested"
        case .invalidSnapshot(let error): "invalid snapshot: \(error): nothing restored"
        }
    }
}
