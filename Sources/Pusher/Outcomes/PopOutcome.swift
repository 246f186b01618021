import ViewTree

/// What a pop did, or why it did nothing. Pops never trap: every impossible request is a case.
public enum PopOutcome: Sendable, Hashable, CustomStringConvertible {
    /// The pusher's content was removed, and with it the pushers registered after it.
    case popped(PusherInfo, removed: [PusherID])
    /// The pusher held no content: nothing changed.
    case alreadyEmpty(PusherInfo)
    /// No pusher with that number is registered: nothing changed.
    case unknownPusher(PusherID)
    /// The top layer shows its root screen: there is nothing to pop.
    case nothingToPop
    /// No screen of the top layer has this id: nothing changed.
    case unknownID(ScreenID)
    /// The screen with this id is already the top screen (`pop(to:)`): nothing changed.
    case alreadyOnTop(ScreenID)
    /// The request cannot be carried out (a negative count, an index beyond the top screen):
    /// nothing changed. The string says why.
    case invalidArgument(String)
    /// The request asked for no change (`popLast(0)`, `popAfter(index:)` of the top screen).
    case nothingRequested
    /// No pusher of the top layer has this name (``AnyStack/hide(_:)``): nothing changed.
    case unknownTarget(String)
    /// ``NavigationRequest/remove(_:)``: the screen with this id left the pusher `from`, which
    /// now shows the `kept` screens that were above it; `removed` lists the pushers that went.
    case removed(ScreenID, from: PusherInfo, removed: [PusherID], kept: Int)
    /// ``NavigationRequest/popWithResult(_:)``: the top screen of pusher `from` was popped and
    /// its result given to the screen `to`, now on top.
    case resultDelivered(ContextValue, from: PusherInfo, removed: [PusherID], to: ScreenKey)

    /// What kind of thing happened, as `expect outcome` names it.
    /// Whether screens went: the pop was carried out.
    @inlinable
    public var didChange: Bool {
        switch self {
        case .popped, .removed, .resultDelivered: true
        case .alreadyEmpty, .unknownPusher, .nothingToPop, .unknownID, .alreadyOnTop, .invalidArgument, .nothingRequested, .unknownTarget: false
        }
    }

    public var kind: OutcomeKind {
        switch self {
        case .popped: .popped
        case .alreadyEmpty: .alreadyEmpty
        case .unknownPusher: .unknownPusher
        case .nothingToPop: .nothingToPop
        case .unknownID: .unknownID
        case .alreadyOnTop: .alreadyOnTop
        case .invalidArgument: .invalidArgument
        case .nothingRequested: .nothingRequested
        case .unknownTarget: .unknownTarget
        case .removed: .removed
        case .resultDelivered: .resultDelivered
        }
    }

    public var description: String {
        switch self {
        case .popped(let pusher, let removed):
            "popped \(pusher)" + (removed.isEmpty ? "" : ", removing " + removed.map { "pusher \($0)" }.joined(separator: ", "))
        case .alreadyEmpty(let pusher):
            "\(pusher) holds nothing: nothing popped"
        case .unknownPusher(let id):
            "no pusher \(id): nothing popped"
        case .nothingToPop:
            "nothing to pop: the top layer shows its root screen"
        case .unknownID(let id):
            "unknown id: no screen with id \(id): nothing popped"
        case .alreadyOnTop(let id):
            "already on top: the screen with id \(id) is the top screen: nothing popped"
        case .invalidArgument(let reason):
            "invalid argument: \(reason): nothing popped"
        case .nothingRequested:
            "nothing requested: nothing popped"
        case .unknownTarget(let name):
            "no pusher named \(Quoting.quoted(name)): nothing popped"
        case .resultDelivered(let result, let pusher, let removed, _):
            "popped \(pusher)" + (removed.isEmpty ? "" : ", removing " + removed.map { "pusher \($0)" }.joined(separator: ", "))
                + ", result delivered: \(result)"
        case .removed(let id, let pusher, _, let kept):
            "removed screen \(id) from \(pusher)" + (kept == 0 ? "" : ", keeping \(kept) screen\(kept == 1 ? "" : "s") above")
        }
    }
}
