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
    /// The push named a pusher that is not registered.
    case unknownTarget(String)

    /// Whether the content was pushed.
    public var isPushed: Bool {
        if case .pushed = self { true } else { false }
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
        }
    }
}
