/// What popping a pusher did.
public enum PopOutcome: Sendable, Hashable, CustomStringConvertible {
    /// The pusher's content was removed, and with it the pushers registered after it.
    case popped(PusherInfo, removed: [PusherID])
    /// The pusher held no content: nothing changed.
    case alreadyEmpty(PusherInfo)
    /// No pusher with that number is registered: nothing changed.
    case unknownPusher(PusherID)
    /// No pusher holds content: there is nothing to pop.
    case nothingToPop

    public var description: String {
        switch self {
        case .popped(let pusher, let removed):
            "popped \(pusher)" + (removed.isEmpty ? "" : ", removing " + removed.map { "pusher \($0)" }.joined(separator: ", "))
        case .alreadyEmpty(let pusher):
            "\(pusher) holds nothing: nothing popped"
        case .unknownPusher(let id):
            "no pusher \(id): nothing popped"
        case .nothingToPop:
            "no pusher holds content: nothing popped"
        }
    }
}
