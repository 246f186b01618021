/// The rules a stack follows where navigation libraries differ.
///
/// ```swift
/// let stack = Stack(rules: NavigationRules(duplicateIDs: .reject, nesting: .everyScreen))
/// ```
public struct NavigationRules: Sendable, Hashable {
    /// What a push does with an id that a screen of the top layer already has.
    public enum DuplicateIDs: String, Sendable, Hashable, CaseIterable {
        /// The push goes ahead; `pop(to:)` and `pop(from:)` find the lowest screen with the id.
        case allow
        /// The push is refused with ``PushOutcome/duplicateID(_:)`` and nothing changes.
        case reject
    }

    /// What a push does to a named pusher that already shows content.
    public enum Replacement: String, Sendable, Hashable, CaseIterable {
        /// The new content replaces the old, as in Stapel.
        case replace
        /// The push is refused with ``PushOutcome/replacementNotAllowed(_:)``, as in
        /// indieSoftware's NavigationStack ("Replacing showing navigation view not allowed").
        case refuse
    }

    /// Where the next push nests after a screen is pushed.
    public enum Nesting: String, Sendable, Hashable, CaseIterable {
        /// Only where the pushed screen declares a pusher (`WithPusher`), as in Stapel: without
        /// one, the next push replaces the screen.
        case declared
        /// Every pushed screen gets a pusher of its own, as in navigation-stack libraries: each
        /// push goes one level deeper.
        case everyScreen
    }

    /// What a push does with an id that a screen of the top layer already has.
    public var duplicateIDs: DuplicateIDs
    /// What a push does to a named pusher that already shows content.
    public var replacement: Replacement
    /// Where the next push nests after a screen is pushed.
    public var nesting: Nesting

    /// Rules; by default Stapel's: duplicates allowed, named content replaced, nesting declared.
    public init(duplicateIDs: DuplicateIDs = .allow, replacement: Replacement = .replace, nesting: Nesting = .declared) {
        self.duplicateIDs = duplicateIDs
        self.replacement = replacement
        self.nesting = nesting
    }

    /// Stapel's rules.
    public static let stapel = NavigationRules()
}
