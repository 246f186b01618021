import ViewTree

/// What a push did, or why it did nothing. Returned by every push; never silent.
///
/// ```swift
/// stack.push(view: AnyView(Text("Hi")), context: ["expected": "value"])
/// // pushed to pusher 2 "account"
/// ```
public enum PushOutcome: Sendable, Hashable, CustomStringConvertible {
    /// The content went to `pusher`. `replaced` says whether it replaced content the pusher held;
    /// `popped` lists the pushers registered after it that were removed (bubble policy or a
    /// targeted push).
    case pushed(to: PusherInfo, replaced: Bool, popped: [PusherID])
    /// The pusher that was asked said no.
    case rejected(by: PusherInfo, context: PushContext)
    /// Under the bubble policy, every pusher from the active one down said no.
    case rejectedByAll(context: PushContext)
    /// No pusher is registered.
    case noPusher
    /// The push named a pusher that is not registered in the top layer.
    case unknownTarget(String)
    /// A screen of the top layer already has this id and the stack rejects duplicates
    /// (``NavigationRules/DuplicateIDs/reject``): nothing changed.
    case duplicateID(ScreenID)
    /// The receiving pusher has this name and already shows content, and the stack refuses to
    /// replace it (``NavigationRules/Replacement/refuse``): nothing changed.
    case replacementNotAllowed(String)
    /// ``AnyStack/setScreens(_:context:)`` replaced the pushed screens of the top layer: `count`
    /// screens now nest from its root pusher `on`; `removed` lists the pushers that went.
    case screensSet(on: PusherInfo, count: Int, removed: [PusherID])
    /// ``NavigationRequest/pushScreens(_:context:target:)`` pushed `count` screens at once: the
    /// first to `to`, each next nested in the one before. `replaced` and `popped` as for
    /// ``pushed(to:replaced:popped:)``.
    case screensPushed(to: PusherInfo, count: Int, replaced: Bool, popped: [PusherID])
    /// ``NavigationRequest/replaceRoot(_:)``: the top layer's root pusher `root` shows the new
    /// root screen; `removed` lists the pushers that went with the old one.
    case rootReplaced(PusherInfo, removed: [PusherID])
    /// ``NavigationRequest/pushScreens(_:context:target:)`` was given no screen: nothing changed.
    case nothingToPush
    /// ``NavigationRequest/open(_:)`` set `count` screens on the top layer's root pusher `on`;
    /// `removed` lists the pushers that went.
    case opened(String, on: PusherInfo, count: Int, removed: [PusherID])
    /// ``NavigationRequest/open(_:)`` found no route for the URL: nothing changed.
    case routeNotFound(RouteNotFound)

    /// Whether the content was pushed.
    public var isPushed: Bool {
        switch self {
        case .pushed, .screensSet, .screensPushed, .rootReplaced, .opened: true
        default: false
        }
    }

    /// What kind of thing happened, as `expect outcome` names it.
    public var kind: OutcomeKind {
        switch self {
        case .pushed: .pushed
        case .rejected, .rejectedByAll: .rejected
        case .noPusher: .noPusher
        case .unknownTarget: .unknownTarget
        case .duplicateID: .duplicateID
        case .replacementNotAllowed: .replacementNotAllowed
        case .screensSet: .screensSet
        case .screensPushed: .pushed
        case .rootReplaced: .rootReplaced
        case .nothingToPush: .nothingRequested
        case .opened: .opened
        case .routeNotFound: .routeNotFound
        }
    }

    /// `pushed to pusher 2 "account"`, `rejected by pusher 3: expected == "value"`, …
    public var description: String {
        switch self {
        case .pushed(let pusher, let replaced, let popped):
            "pushed to \(pusher)"
                + (replaced ? ", replacing its content" : "")
                + (popped.isEmpty ? "" : ", popping " + popped.map { "pusher \($0)" }.joined(separator: ", "))
        case .rejected(let pusher, _):
            "rejected by \(pusher)" + (pusher.rule.map { ": \($0)" } ?? "")
        case .rejectedByAll:
            "rejected by every pusher"
        case .noPusher:
            "no pusher registered: nothing pushed"
        case .unknownTarget(let name):
            "no pusher named \(Quoting.quoted(name)): nothing pushed"
        case .duplicateID(let id):
            "duplicate id: a screen with id \(id) is already pushed: nothing pushed"
        case .replacementNotAllowed(let name):
            "replacement not allowed: pusher \(Quoting.quoted(name)) already shows content: nothing pushed"
        case .screensSet(let root, let count, _):
            "set \(count) screen\(count == 1 ? "" : "s") on \(root)"
        case .screensPushed(let pusher, let count, let replaced, let popped):
            "pushed \(count) screen\(count == 1 ? "" : "s") as one to \(pusher)"
                + (replaced ? ", replacing its content" : "")
                + (popped.isEmpty ? "" : ", popping " + popped.map { "pusher \($0)" }.joined(separator: ", "))
        case .rootReplaced(let root, let removed):
            "replaced the root of \(root)" + (removed.isEmpty ? "" : ", removing " + removed.map { "pusher \($0)" }.joined(separator: ", "))
        case .nothingToPush:
            "nothing requested: no screen to push"
        case .opened(let url, let root, let count, _):
            "opened \(Quoting.quoted(url)): \(count) screen\(count == 1 ? "" : "s") on \(root)"
        case .routeNotFound(let notFound):
            "route not found: \(notFound): nothing opened"
        }
    }
}
