import ViewTree

/// A pusher as outcomes and explanations name it: its number, name and predicate.
public struct PusherInfo: Sendable, Hashable, CustomStringConvertible {
    /// The registration number.
    public let id: PusherID
    /// The name and the rule in one reference, `nil` when the pusher has neither (Stapel's
    /// usual pusher). Every push and pop copies its pusher's info into the outcome it returns;
    /// two optional strings made that two retains and two releases, one reference makes it one,
    /// and none is paid for a pusher with neither.
    private let labels: Labels?

    /// The name given with `WithPusher(name:)`, if any.
    public var name: String? { labels?.name }
    /// The predicate's description, or `nil` when the pusher accepts everything.
    public var rule: String? { labels?.rule }

    /// A pusher description.
    public init(id: PusherID, name: String? = nil, rule: String? = nil) {
        self.id = id
        self.labels = name == nil && rule == nil ? nil : Labels(name: name, rule: rule)
    }

    /// `pusher 2 "account"`, or `pusher 1` without a name.
    public var description: String {
        "pusher \(id)" + (name.map { " " + Quoting.quoted($0) } ?? "")
    }

    public static func == (lhs: PusherInfo, rhs: PusherInfo) -> Bool {
        lhs.id == rhs.id && (lhs.labels === rhs.labels || (lhs.name == rhs.name && lhs.rule == rhs.rule))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(name)
        hasher.combine(rule)
    }

    /// A name and a rule, immutable once made.
    private final class Labels: Sendable {
        let name: String?
        let rule: String?

        init(name: String?, rule: String?) {
            self.name = name
            self.rule = rule
        }
    }
}
