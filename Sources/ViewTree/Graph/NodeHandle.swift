/// Stands for a node where a reference may outlive it: Observation's change notifications and
/// `@State` storage. The node clears `node` when it leaves the tree or goes away.
///
/// This replaces weak references to nodes: a weak reference gives its target a side table, and
/// every retain and release of that node then takes the runtime's slow path.
final class NodeHandle: @unchecked Sendable {
    // Written and read on the main actor only.
    nonisolated(unsafe) unowned(unsafe) var node: ViewNode?

    @MainActor
    init(node: ViewNode) {
        self.node = node
    }
}
