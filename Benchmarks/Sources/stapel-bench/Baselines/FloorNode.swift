/// The floor for mounting: a plain class node with a children array, allocated and linked.
final class FloorNode {
    unowned(unsafe) let parent: FloorNode?
    var children: [FloorNode] = []

    init(parent: FloorNode?) {
        self.parent = parent
    }

    /// A root with `count` children.
    static func wide(_ count: Int) -> FloorNode {
        let root = FloorNode(parent: nil)
        root.children.reserveCapacity(count)
        for _ in 0..<count {
            root.children.append(FloorNode(parent: root))
        }
        return root
    }

    /// A tree with fan-out 10 and `levels` levels below the root.
    static func balanced(levels: Int) -> FloorNode {
        let root = FloorNode(parent: nil)
        var frontier = [root]
        for _ in 0..<levels {
            var next: [FloorNode] = []
            for node in frontier {
                for _ in 0..<10 {
                    let child = FloorNode(parent: node)
                    node.children.append(child)
                    next.append(child)
                }
            }
            frontier = next
        }
        return root
    }

    /// A chain `depth` nodes long.
    static func chain(_ depth: Int) -> FloorNode {
        let root = FloorNode(parent: nil)
        var node = root
        for _ in 1..<depth {
            let child = FloorNode(parent: node)
            node.children.append(child)
            node = child
        }
        return root
    }
}
