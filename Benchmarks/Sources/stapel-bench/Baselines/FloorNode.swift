/// The floor for mounting: a plain class node with a children array, allocated and linked.
///
/// Each builder makes the very tree the project mounts for a ``TreeShape``, one plain node per
/// view node, with the same parents and children, so that the two are divided by one node
/// count. ``count`` checks that they are.
final class FloorNode {
    unowned(unsafe) let parent: FloorNode?
    var children: [FloorNode] = []

    init(parent: FloorNode?) {
        self.parent = parent
    }

    /// Appends and returns a new child.
    @discardableResult
    func appendChild() -> FloorNode {
        let child = FloorNode(parent: self)
        children.append(child)
        return child
    }

    /// The tree of ``TreeShape/wide``: a stack over a `ForEach` over `rows` texts.
    static func wide(rows: Int) -> FloorNode {
        let stack = FloorNode(parent: nil)
        let forEach = stack.appendChild()
        forEach.children.reserveCapacity(rows)
        for _ in 0..<rows {
            forEach.appendChild()
        }
        return stack
    }

    /// The tree of ``TreeShape/balanced``: below a level, a composite over a stack over a
    /// `ForEach` over ten subtrees of the next level; a composite over a text at level 0.
    static func balanced(levels: Int) -> FloorNode {
        let root = FloorNode(parent: nil)
        var pending = [(root, levels)]
        while let (composite, level) = pending.popLast() {
            guard level > 0 else {
                composite.appendChild()
                continue
            }
            let forEach = composite.appendChild().appendChild()
            forEach.children.reserveCapacity(10)
            for _ in 0..<10 {
                pending.append((forEach.appendChild(), level - 1))
            }
        }
        return root
    }

    /// The tree of ``TreeShape/chain``: `depth` composites, each over the next, and a text.
    static func chain(depth: Int) -> FloorNode {
        let root = FloorNode(parent: nil)
        var node = root
        for _ in 0..<depth {
            node = node.appendChild()
        }
        return root
    }

    /// The number of nodes in the tree, counted without recursion.
    var count: Int {
        var count = 0
        var pending = [self]
        while let node = pending.popLast() {
            count += 1
            pending.append(contentsOf: node.children)
        }
        return count
    }
}
