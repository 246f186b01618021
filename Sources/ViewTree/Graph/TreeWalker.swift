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
    static func walk(from root: ViewNode, _ visit: (_ node: ViewNode) -> Decision) {
        var pending = [root]
        while let node = pending.popLast() {
            switch visit(node) {
            case .stop:
                return
            case .skipChildren:
                continue
            case .visitChildren:
                node.children.appendInReverse(to: &pending)
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
                child.children.appendInReverse(to: &pending)
            } else {
                result.append(child)
            }
        }
        return ViewNode.Children(result)
    }
}
