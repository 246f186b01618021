/// The fingerprints of subtrees whose printed lines cannot change without a render, kept so
/// that fingerprinting a state after a move hashes only what the move touched.
///
/// A subtree's fingerprint combines its root's line with its children's fingerprints, in order
/// (a Merkle tree). A node's line can change without a render of that node only when it is
/// *volatile*: screens, navigation views, links, presentations and tabs print markers read from
/// the graph (visible, covered, pushing, transitions), and annotating views read what they like
/// (a pusher's active marker reads its stack). Subtrees with a volatile node are hashed again
/// each time; the others are kept until a render inside them.
///
/// Entries are keyed by node serial, never reused, so an entry of a node that left the tree
/// can only waste room; they are all dropped when they outnumber the last tree seen by far.
@MainActor
struct SubtreeFingerprints {
    struct Entry {
        let fingerprint: StateFingerprint
        let nodeCount: Int
    }

    private var entries: [Int: Entry] = [:]
    /// Nodes counted by the last fingerprint.
    private var lastNodeCount = 0

    /// Forgets the fingerprints of `node` and of its ancestors: a render of `node` may change
    /// what it prints, and so what every subtree holding it prints.
    ///
    /// Stops at the first node without an entry: a subtree is kept only when every subtree in
    /// it is, so none of that node's ancestors has one either.
    mutating func invalidate(from node: ViewNode) {
        var current: ViewNode? = node
        while let node = current, entries.removeValue(forKey: node.serial) != nil {
            current = node.parent
        }
    }

    /// The fingerprint of the tree under `root` and its number of nodes, reusing the kept
    /// subtrees (or none when `reusing` is false: what a debug build checks against).
    mutating func fingerprint(of root: ViewNode, layerIndex: (ViewNode) -> Int, reusing: Bool = true) -> Entry {
        if entries.count > 4 * lastNodeCount + 1_024 { entries.removeAll(keepingCapacity: true) }
        // Post-order without recursion: trees nest tens of thousands of levels deep.
        var frames = [Frame(root, layerIndex: layerIndex)]
        while true {
            let top = frames.count - 1
            if frames[top].next < frames[top].children.count {
                let child = frames[top].children[frames[top].next]
                frames[top].next += 1
                if reusing, let entry = entries[child.serial] {
                    frames[top].add(entry, cacheable: true)
                } else {
                    frames.append(Frame(child, layerIndex: layerIndex))
                }
                continue
            }
            let done = frames.removeLast()
            let entry = done.entry
            if reusing, done.isCacheable { entries[done.node.serial] = entry }
            guard !frames.isEmpty else {
                lastNodeCount = entry.nodeCount
                return entry
            }
            frames[frames.count - 1].add(entry, cacheable: done.isCacheable)
        }
    }

    /// A node whose subtree is being hashed: its line is in the hasher, its children follow.
    @MainActor
    private struct Frame {
        let node: ViewNode
        let children: ViewNode.Children
        var next = 0
        var hasher = FingerprintHasher()
        var nodeCount = 1
        /// No volatile node in what was hashed so far.
        var isCacheable: Bool

        init(_ node: ViewNode, layerIndex: (ViewNode) -> Int) {
            self.node = node
            children = node.children
            isCacheable = !Self.isVolatile(node)
            Self.hashLine(of: node, into: &hasher, layerIndex: layerIndex)
        }

        mutating func add(_ entry: Entry, cacheable: Bool) {
            hasher.combine(entry.fingerprint)
            nodeCount += entry.nodeCount
            isCacheable = isCacheable && cacheable
        }

        var entry: Entry {
            var hasher = hasher
            hasher.combine(children.count)
            return Entry(fingerprint: hasher.finalize(), nodeCount: nodeCount)
        }

        /// Whether the node's line may change without a render of it.
        static func isVolatile(_ node: ViewNode) -> Bool {
            switch node.payload {
            case .navigationView, .screen, .presentation, .navigationLink, .tab: true
            case .composite, .text, .button, .container, .spacer: node.traits.contains(.annotates)
            }
        }

        /// What the printer writes on the node's line, with views' state annotations; a
        /// transparent node, which prints no line, is a mark.
        static func hashLine(of node: ViewNode, into hasher: inout FingerprintHasher, layerIndex: (ViewNode) -> Int) {
            guard !node.traits.contains(.transparent) else {
                hasher.combine(word: 0x7472_616e_7370_6172)
                return
            }
            hasher.combine(node.kindName)
            if let text = node.printedText {
                hasher.combine(word: 1)
                hasher.combine(text)
            } else {
                hasher.combine(word: 0)
            }
            if let details = NodeDetails(node, layerIndex: layerIndex, forState: true) {
                for (key, value) in details.attributes {
                    hasher.combine(key)
                    hasher.combine(value.printed)
                }
                hasher.combine(word: 2)
                for marker in details.markers {
                    hasher.combine(marker)
                }
            }
        }
    }
}
