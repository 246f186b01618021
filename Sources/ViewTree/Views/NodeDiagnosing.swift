/// A view that can tell, when its node mounts, that it is used where it cannot work: a pusher
/// with no stack above it, say. The host records the message in the journal as a diagnostic.
@MainActor
package protocol NodeDiagnosing: TraitedView {
    /// What is wrong, or `nil` when nothing is, where the node's environment is `environment`.
    /// Handed in rather than read through `@Environment`, which costs a view made for every
    /// pushed screen two heap blocks.
    func diagnostic(in environment: EnvironmentValues) -> String?
}
