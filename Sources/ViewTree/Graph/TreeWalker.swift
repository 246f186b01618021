/// Visits a subtree in pre-order without recursion, so that trees of any depth can be walked.
///
/// Queries and printers are walkers: they decide per node whether to descend.
@MainActor
enum TreeWalker {
    /// What to do after visiting a node.
    enum Decision {
        case visitChildren
        case skipChildren
        case stop
    }

    /// Calls `visit` on `root` and its descendants in pre-order; `visit` also gets the depth
    /// below `root` and whether the node is its parent's last child.
    ///
    /// With `liftingTransparent`, as printers want it, a node marked ``TreeTransparent`` is not
    /// visited; its children are visited in its place.
    static func walk(from root: ViewNode, liftingTransparent: Bool = false,
                     _ visit: (_ node: ViewNode, _ depth: Int, _ isLastChild: Bool) -> Decision) {
        var pending: [(ViewNode, Int, Bool)] = [(root, 0, true)]
        while let (node, depth, isLast) = pending.popLast() {
            switch visit(node, depth, isLast) {
            case .stop:
                return
            case .skipChildren:
                continue
            case .visitChildren:
                let children = liftingTransparent ? printedChildren(of: node) : node.children
                // Indices, not `enumerated().reversed()`, which builds an array per node.
                var index = children.count
                while index > 0 {
                    index -= 1
                    pending.append((children[index], depth + 1, index == children.count - 1))
                }
            }
        }
    }

    /// The children a printer shows: transparent children replaced by their own children.
    static func printedChildren(of node: ViewNode) -> [ViewNode] {
        guard node.hasTransparentChild else { return node.children }
        var result: [ViewNode] = []
        var pending = Array(node.children.reversed())
        while let child = pending.popLast() {
            if child.traits.contains(.transparent) {
                pending.append(contentsOf: child.children.reversed())
            } else {
                result.append(child)
            }
        }
        return result
    }
}
