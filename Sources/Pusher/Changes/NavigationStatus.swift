/// Where a request stands: carried out, waiting, held back, or refused, in the words the
/// simulator prints (`"status": "queued"`).
///
/// A request's status can change over time: a push queued behind a transition is ``queued``
/// until the transition ends, then ``applied`` (or ``refused``), in the same
/// ``NavigationRecord``.
public enum NavigationStatus: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// Carried out: the stack changed.
    case applied
    /// Waiting behind a running transition (``TransitionRule/queue``).
    case queued
    /// Refused because a transition runs (``TransitionRule/drop``).
    case dropped
    /// A leave guard held: nothing changed.
    case vetoed
    /// Carried out, but it asked for something the stack could not do; the outcome says why.
    case refused

    /// The word, as JSON and the scenario language write it.
    public var description: String { rawValue }
}
