extension ViewHost {
    /// A digest of the printed tree: equal for two hosts (or two moments of one host) whose
    /// trees print the same, except for what views leave out of their
    /// ``TreeAnnotating/stateAnnotations`` (Pusher's pusher numbers).
    ///
    /// What an explorer deduplicates states with: 16 bytes instead of the tree.
    ///
    /// - Complexity: O(nodes) the first time; then about O(nodes whose line changed since, with
    ///   the children of those that rendered, and the annotating views such as pushers): the
    ///   fingerprint is kept up to date as the tree changes (``TreeFingerprint``), whatever
    ///   its size or depth.
    public var stateFingerprint: StateFingerprint {
        fingerprintState().fingerprint
    }

    /// ``stateFingerprint`` and the number of nodes in the tree, in one walk: an explorer
    /// tells growth from the second.
    public func fingerprintState() -> (fingerprint: StateFingerprint, nodeCount: Int) {
        let root = self.root
        let entry = graph.treeFingerprint.fingerprint(of: root, layerIndex: layerIndexLookup(), moving: graph.movingNodes)
        // The kept fingerprint rests on the graph telling it every change of a printed line:
        // check that the tree hashed afresh agrees.
        assert(
            entry.fingerprint == TreeFingerprint.fresh(of: root, layerIndex: layerIndexLookup()).fingerprint,
            "the kept fingerprint went stale: a node's printed line changed and the graph did not say so")
        return (entry.fingerprint, entry.nodeCount)
    }
}
