// Where the graph tells the kept tree fingerprint that a node's printed line changed (see
// ``TreeFingerprint``).

extension Graph {
    /// Notes that what `node` prints may have changed: it rendered, or a marker it prints
    /// changed. Free for hosts never fingerprinted.
    @inline(__always)
    func noteLineChange(of node: ViewNode) {
        if treeFingerprint.isKept { treeFingerprint.lineMayHaveChanged(node) }
    }

    /// Notes that the layers from `index` up print a new index: a layer below them left or
    /// came back.
    func noteLayersRenumbered(from index: Int) {
        guard treeFingerprint.isKept else { return }
        for layer in layers[min(index, layers.count)...] { treeFingerprint.lineMayHaveChanged(layer) }
    }

    /// The nodes a transition or a back gesture moves now: they print its progress, which the
    /// clock changes without a render.
    var movingNodes: [ViewNode] {
        var nodes: [ViewNode] = []
        if let gesture { nodes += [gesture.screen, gesture.below] }
        if let transition {
            if let entering = transition.entering { nodes.append(entering) }
            if let leaving = transition.leaving { nodes.append(leaving) }
            nodes += transition.retained.map(\.node)
        }
        return nodes
    }
}
