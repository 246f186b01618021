/// What a printer's walk over a tree needs besides its own state: the children it prints for
/// each node, pushed unretained onto its list of nodes still to print, and a check that the
/// tree did not change under it.
///
/// The walk holds nodes unretained, as the host's own queries do: a retain and a release per
/// node were atomic operations on memory the walk had not read yet (retained, printing 23,333
/// nodes took 1.40× as text and 1.71× as JSON, which holds each node twice: thirty-second
/// session, BENCHMARKS.md). Only a view's ``TreeAnnotating/treeAnnotations`` runs code of the user's while a tree
/// prints; should it make the host render (by tapping a button, say), nodes still to print
/// may be gone, and ``check()`` stops the print with a message instead of reading them.
@MainActor
struct PrintWalk {
    private unowned(unsafe) let graph: Graph
    private let renders: Int

    init(_ root: ViewNode) {
        graph = root.graph
        renders = root.graph.renderCount
    }

    /// Stops the print if the host rendered since it began.
    @inline(__always)
    func check() {
        precondition(
            graph.renderCount == renders,
            "the tree changed while it was printed: a view's treeAnnotations must not tap, flush or navigate"
        )
    }

    /// Appends `node`'s printed children (see ``TreeWalker/printedChildren(of:)``) to `pending`
    /// unretained and last first, each as `entry` makes it from the child, its position and the
    /// number of children. Returns whether there were any.
    @inline(__always)
    func appendChildren<Entry>(
        of node: ViewNode,
        to pending: inout [Entry],
        _ entry: (_ child: Unmanaged<ViewNode>, _ position: Int, _ count: Int) -> Entry
    ) -> Bool {
        guard node.hasTransparentChild else {
            return node.withChildren { $0.appendUnretainedInReverse(to: &pending, entry) }
        }
        // The flattened list is the printer's own; its nodes are the tree's, alive while it is.
        return TreeWalker.printedChildren(of: node).appendUnretainedInReverse(to: &pending, entry)
    }
}
