/// The answer to "why did my push go there, or nowhere?": every pusher asked, in the order the
/// policy asks them, what each said, and the decision.
///
/// ```swift
/// print(stack.explain(["role": "guest", "section": "help"]))
/// // explain [role: "guest", section: "help"] (bubble policy)
/// //   pusher 2 "account" rejects: role in ["admin", "owner"]
/// //   pusher 1 "root" accepts: has section
/// //   → pushed to pusher 1 "root", popping pusher 2
/// ```
public struct PushExplanation: Sendable, Hashable, CustomStringConvertible {
    /// One pusher that was asked, and its answer.
    public struct Candidate: Sendable, Hashable {
        /// The pusher.
        public let pusher: PusherInfo
        /// Whether its predicate accepted the context (true when it has none).
        public let accepts: Bool

        @usableFromInline
        init(pusher: PusherInfo, accepts: Bool) {
            self.pusher = pusher
            self.accepts = accepts
        }
    }

    /// The context that was evaluated.
    public let context: PushContext
    /// The policy in force, or `nil` for a push that targeted a pusher by name.
    public let policy: PushPolicy?
    /// The pushers asked, in order; the last is the one that decided.
    public let candidates: [Candidate]
    /// What a push with this context does.
    public let outcome: NavigationOutcome

    public var description: String {
        var lines = ["explain \(context)" + (policy.map { " (\($0.rawValue) policy)" } ?? " (targeted)")]
        for candidate in candidates {
            let verdict = candidate.accepts ? "accepts" : "rejects"
            lines.append("  \(candidate.pusher) \(verdict)" + (candidate.pusher.rule.map { ": \($0)" } ?? ": no rule"))
        }
        lines.append("  → \(outcome)")
        return lines.joined(separator: "\n")
    }
}
