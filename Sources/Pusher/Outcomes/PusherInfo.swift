import ViewTree

/// A pusher as outcomes and explanations name it: its number, name and predicate.
public struct PusherInfo: Sendable, Hashable, CustomStringConvertible {
    /// The registration number.
    public let id: PusherID
    /// The name given with `WithPusher(name:)`, if any.
    public let name: String?
    /// The predicate's description, or `nil` when the pusher accepts everything.
    public let rule: String?

    /// A pusher description.
    public init(id: PusherID, name: String? = nil, rule: String? = nil) {
        self.id = id
        self.name = name
        self.rule = rule
    }

    /// `pusher 2 "account"`, or `pusher 1` without a name.
    public var description: String {
        "pusher \(id)" + (name.map { " " + Quoting.quoted($0) } ?? "")
    }
}
