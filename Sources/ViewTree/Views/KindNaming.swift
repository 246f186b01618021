/// A composite that prints under a name of its own choosing instead of its Swift type's name:
/// the simulator's views print as the names a scenario gave them.
@MainActor
package protocol KindNaming: TraitedView {
    /// The kind printed for this view's node.
    var kindName: String { get }
}
