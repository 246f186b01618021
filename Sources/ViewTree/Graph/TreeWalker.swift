/// Visits a subtree in pre-order without recursion, so that trees of any depth can be walked.
///
/// Queries are walkers: they decide per node whether to descend. Printers walk on their own,
/// with ``printedChildren(of:)``, because they keep state per level.
@MainActor
enum TreeWalker {
    /// What to do after visiting a node.
    enum Decision {
        case visitChildren
        case skipChildren
        case stop
    }

    /// Calls `visit` on `root` and its descendants in pre-order.
    ///
    /// Without `retainingNodes`, the walk holds the nodes unretained: for the host's own queries,
    /// whose `visit` reads the tree and never changes it (a retain and a release per node cost
    /// as much as the rest of a search for a text). A `visit` from outside the module might tap
    /// a button; its walk keeps every node it will visit alive.
    static func walk(from root: ViewNode, retainingNodes: Bool = true, _ visit: (_ node: ViewNode) -> Decision) {
        guard !retainingNodes else {
            var pending = [root]
            while let node = pending.popLast() {
                switch visit(node) {
                case .stop: return
                case .skipChildren: continue
                case .visitChildren: node.withChildren { $0.appendInReverse(to: &pending) }
                }
            }
            return
        }
        var pending = [Unmanaged.passUnretained(root)]
        var stopped = false
        while !stopped, let next = pending.popLast() {
            next.withInstance { node in
                assert(node.isMounted, "a query's walk reached a node that left the tree: its visitor changed the tree")
                switch visit(node) {
                case .stop: stopped = true
                case .skipChildren: break
                case .visitChildren: node.withChildren { $0.appendUnretainedInReverse(to: &pending) }
                }
            }
        }
    }

    /// The children a printer shows: transparent children replaced by their own children.
    static func printedChildren(of node: ViewNode) -> ViewNode.Children {
        guard node.hasTransparentChild else { return node.children }
        var result: [ViewNode] = []
        var pending = Array(node.children.reversed())
        while let child = pending.popLast() {
            if child.traits.contains(.transparent) {
                child.withChildren { $0.appendInReverse(to: &pending) }
            } else {
                result.append(child)
            }
        }
        return ViewNode.Children(result)
    }
}
