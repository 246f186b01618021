/// Which pusher receives a push that names no target.
public enum PushPolicy: String, Sendable, Hashable, Codable, CaseIterable {
    /// Stapel's rule: only the active pusher (the most recently registered) is asked. If its
    /// predicate says no, nothing is pushed.
    case stapel
    /// From the active pusher down towards the root, the first that accepts receives the content;
    /// every pusher registered after it is popped.
    case bubble
}
