/// A state of an app under exploration that its driver can come back to without replaying the
/// moves that led there: what ``ExplorationDriver/checkpoint()`` makes and
/// ``ExplorationDriver/restore(_:)`` reads.
///
/// A search that walks (its driver has moves of its own, which `back` does not undo) keeps one
/// for each state found deep in the search and not yet expanded, and for each state it finds
/// ahead that may grow a cycle (its growth check stands on it), and restores it rather than
/// launching the app again and replaying a long path. Each restore is checked by fingerprint:
/// one that brings back less than the state (a view's `@State`, say) costs a new launch:
///
/// ```swift
/// final class ShopDriver: ExplorationDriver {
///     // host, stack, customMoves, performCustomMove(at:) …
///     func checkpoint() -> ExplorationCheckpoint? { ExplorationCheckpoint(stack.snapshot()) }
///     func restore(_ checkpoint: ExplorationCheckpoint) -> Bool {
///         guard let snapshot = checkpoint.value as? NavigationSnapshot else { return false }
///         return stack.restore(snapshot).kind == .restored
///     }
/// }
/// ```
public struct ExplorationCheckpoint {
    /// What the driver saved: only the driver that made it reads it.
    public let value: Any

    /// A checkpoint holding `value`.
    public init(_ value: Any) {
        self.value = value
    }
}
