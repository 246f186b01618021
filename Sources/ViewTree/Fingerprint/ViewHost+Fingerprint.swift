extension ViewHost {
    /// A digest of the printed tree: equal for two hosts (or two moments of one host) whose
    /// trees print the same, except for what views leave out of their
    /// ``TreeAnnotating/stateAnnotations`` (Pusher's pusher numbers).
    ///
    /// What an explorer deduplicates states with: 16 bytes instead of the tree.
    ///
    /// - Complexity: O(nodes), without building the text.
    public var stateFingerprint: StateFingerprint {
        fingerprintState().fingerprint
    }

    /// ``stateFingerprint`` and the number of printed nodes (lines of ``render(_:)``), in one
    /// walk: an explorer tells growth from the second.
    public func fingerprintState() -> (fingerprint: StateFingerprint, nodeCount: Int) {
        let root = self.root
        var hasher = FingerprintHasher()
        var count = 0
        // Pre-order with each node's depth: the same shape as the printed lines.
        var pending: [(node: ViewNode, depth: Int)] = [(root, 0)]
        while let (node, depth) = pending.popLast() {
            count += 1
            hasher.combine(depth)
            hasher.combine(node.kindName)
            if let text = node.printedText {
                hasher.combine(byte: 1)
                hasher.combine(text)
            } else {
                hasher.combine(byte: 0)
            }
            if let details = NodeDetails(node, layerIndex: layerIndex, forState: true) {
                for (key, value) in details.attributes {
                    hasher.combine(key)
                    hasher.combine(value.printed)
                }
                hasher.combine(byte: 2)
                for marker in details.markers {
                    hasher.combine(marker)
                }
            }
            hasher.combine(byte: 3)
            let children = TreeWalker.printedChildren(of: node)
            var index = children.count
            while index > 0 {
                index -= 1
                pending.append((children[index], depth + 1))
            }
        }
        return (hasher.finalize(), count)
    }
}
