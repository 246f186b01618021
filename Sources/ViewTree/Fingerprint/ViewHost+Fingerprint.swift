extension ViewHost {
    /// A digest of the printed tree: equal for two hosts (or two moments of one host) whose
    /// trees print the same, except for what views leave out of their
    /// ``TreeAnnotating/stateAnnotations`` (Pusher's pusher numbers).
    ///
    /// What an explorer deduplicates states with: 16 bytes instead of the tree.
    ///
    /// - Complexity: O(nodes) the first time; then O(nodes rendered since, the navigation nodes
    ///   (screens, links, layers, pushers) and their children): subtrees that nothing
    ///   re-rendered keep their fingerprints.
    public var stateFingerprint: StateFingerprint {
        fingerprintState().fingerprint
    }

    /// ``stateFingerprint`` and the number of nodes in the tree, in one walk: an explorer
    /// tells growth from the second.
    public func fingerprintState() -> (fingerprint: StateFingerprint, nodeCount: Int) {
        let root = self.root
        graph.keepsSubtreeFingerprints = true
        let entry = graph.subtreeFingerprints.fingerprint(of: root, layerIndex: layerIndexLookup())
        // The kept fingerprints rest on every render forgetting its node's: check that the
        // tree hashed afresh agrees.
        assert(
            entry.fingerprint == graph.subtreeFingerprints.fingerprint(of: root, layerIndex: layerIndexLookup(), reusing: false).fingerprint,
            "a kept subtree fingerprint went stale: a node's printed line changed without a render")
        return (entry.fingerprint, entry.nodeCount)
    }
}
