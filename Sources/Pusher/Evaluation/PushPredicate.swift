/// A pusher's evaluation function with a name for it: a declarative ``PushRule``, or a closure
/// as in Stapel. The printer and the simulator show the description, so a rejection can say
/// which rule said no.
///
/// ```swift
/// let predicate: PushPredicate = .rule(.key("expected") == "value")
/// let custom = PushPredicate("expects value") { $0["expected"] == "value" }
/// predicate.accepts(["expected": "value"])   // true
/// ```
///
/// A predicate decides from the context alone: it runs while the stack works, so calling the
/// stack from it stops the program, as Swift's exclusivity rule would.
public struct PushPredicate: Sendable, CustomStringConvertible {
    private enum Storage: Sendable {
        case rule(PushRule)
        case closure(@Sendable (PushContext) -> Bool)
    }

    private let storage: Storage
    /// The rule as written, or the closure's name.
    public let description: String

    /// A predicate that evaluates `closure`, described as `description`.
    public init(_ description: String, _ closure: @escaping @Sendable (PushContext) -> Bool) {
        storage = .closure(closure)
        self.description = description
    }

    /// A predicate that evaluates `closure`, described as `custom predicate`.
    public init(_ closure: @escaping @Sendable (PushContext) -> Bool) {
        self.init("custom predicate", closure)
    }

    /// A predicate that evaluates `rule`, described by the rule itself.
    public static func rule(_ rule: PushRule) -> PushPredicate {
        PushPredicate(rule: rule)
    }

    private init(rule: PushRule) {
        storage = .rule(rule)
        description = rule.description
    }

    /// The declarative rule, or `nil` for a closure.
    public var rule: PushRule? {
        if case .rule(let rule) = storage { rule } else { nil }
    }

    /// Whether a push with `context` may go ahead.
    public func accepts(_ context: PushContext) -> Bool {
        switch storage {
        case .rule(let rule): rule.accepts(context)
        case .closure(let closure): closure(context)
        }
    }
}
