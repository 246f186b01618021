/// Stands for a node where a reference may outlive it: Observation's change notifications and
/// `@State` storage. The node clears `node` when it leaves the tree or goes away.
///
/// This replaces weak references to nodes: a weak reference gives its target a side table, and
/// every retain and release of that node then takes the runtime's slow path.
final class NodeHandle: @unchecked Sendable {
    // Written and read on the main actor only.
    nonisolated(unsafe) unowned(unsafe) var node: ViewNode?
    /// The node's environment as its view's `@Environment` properties read it: set when they
    /// link, emptied once the node has left the tree and the pass that removed it is over.
    /// Held here, not by each view value, so that a value kept elsewhere (a stack keeps pushed
    /// views in its log) cannot keep the environment's objects alive, and through them itself.
    nonisolated(unsafe) var environment = EnvironmentValues()

    @MainActor
    init(node: ViewNode) {
        self.node = node
    }
}
