import ViewTree

/// What `WithStapel` and `WithPusher` share: a name, a predicate and content, and the ways to
/// give them (a closure as in Stapel, a declarative rule, or nothing).
@MainActor
public protocol PusherContainer: View {
    associatedtype Content: View

    /// A pusher with the given name and predicate (`nil` accepts every push).
    init(name: String?, predicate: PushPredicate?, @ViewBuilder content: () -> Content)
}

extension PusherContainer {
    /// A pusher that accepts every push.
    public init(name: String? = nil, @ViewBuilder content: () -> Content) {
        self.init(name: name, predicate: nil, content: content)
    }

    /// A pusher that accepts a push only when `shouldPush` returns true for its context.
    public init(name: String? = nil, _ shouldPush: @escaping @Sendable (PushContext) -> Bool, @ViewBuilder content: () -> Content) {
        self.init(name: name, predicate: PushPredicate(shouldPush), content: content)
    }

    /// A pusher that accepts a push only when `rule` holds for its context.
    public init(name: String? = nil, rule: PushRule, @ViewBuilder content: () -> Content) {
        self.init(name: name, predicate: .rule(rule), content: content)
    }
}
