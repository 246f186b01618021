/// A reference to a node that does not keep it alive, checked: reading it after the node is
/// freed stops the program instead of reading freed memory.
///
/// For the graph's indexes of nodes (controls by title, visible screens): each entry leaves as
/// its node unmounts, and the index must never be what keeps a node, or a deep subtree, alive.
/// Measured against unretained entries (`Unmanaged`), whose reads are not checked: mounting and
/// pushing cost the same within the runs' noise (thirty-second session, BENCHMARKS.md), so the
/// check is kept.
struct UnownedNode {
    unowned let node: ViewNode

    init(_ node: ViewNode) {
        self.node = node
    }
}
