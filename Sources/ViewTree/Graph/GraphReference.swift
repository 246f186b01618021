/// What a stack and a clock know of a graph: the ``WeakTarget`` of a graph, which also answers
/// for it as a stack's host. Weak references point here, not at the graph, which every node
/// reads: the graph keeps the runtime's fast retains.
///
/// The graph owns its reference strongly and nothing else does, so a weak reference to it is
/// `nil` exactly when the graph is gone.
@MainActor
final class GraphReference: PendingChangesApplying {
    /// Unowned: the graph owns this reference, so it outlives no graph.
    unowned(unsafe) let graph: Graph

    init(_ graph: Graph) {
        self.graph = graph
    }

    func applyPendingChanges() { graph.applyPendingChanges() }
    var clock: VirtualClock { graph.clock }
    func animateNextChange(_ transition: Transition) -> Transition { graph.animateNextChange(transition) }
    var draggedGate: (any BackGestureGate)? { graph.draggedGate }
    var holdsSavedState: Bool { graph.nodesWithSavedState > 0 }
    func archiveState(of scopes: Set<StateScope>) -> [StateScope: ViewStateArchive] { graph.archiveState(of: scopes) }
    func restoreState(_ archives: [StateScope: ViewStateArchive]) { graph.restoreState(archives) }
    func annotationsChanged(for key: @autoclosure () -> AnnotationKey) {
        guard graph.treeFingerprint.isKept else { return }
        graph.treeFingerprint.annotationsChanged(for: key())
    }
}
