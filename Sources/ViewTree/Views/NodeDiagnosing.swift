/// A view that can tell, when its node mounts, that it is used where it cannot work: a pusher
/// with no stack above it, say. The host records the message in the journal as a diagnostic.
@MainActor
package protocol NodeDiagnosing: TraitedView {
    /// What is wrong, or `nil` when nothing is.
    var diagnostic: String? { get }
}
