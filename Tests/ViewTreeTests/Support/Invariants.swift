import Testing

@testable import ViewTree

/// Checks what must hold after every step: links between parents and children agree, depths
/// count, sibling identities are unique, every node in the tree is mounted, exactly the top
/// layer's screens are visible, and every pushing link sits in the screen it pushes from.
@MainActor
func expectInvariants(_ host: ViewHost, sourceLocation: SourceLocation = #_sourceLocation) {
    var visiblePushedScreens = 0
    var nodesWithSavedState = 0
    TreeWalker.walk(from: host.root) { node in
        if node.holdsSavedState { nodesWithSavedState += 1 }
        #expect(node.isMounted, "\(node.kindName) is in the tree but not mounted", sourceLocation: sourceLocation)
        var keys = Set<ChildKey>()
        for child in node.children {
            #expect(child.parent === node, "\(child.kindName) does not point back to \(node.kindName)", sourceLocation: sourceLocation)
            #expect(child.depth == node.depth + 1, sourceLocation: sourceLocation)
            #expect(keys.insert(child.key).inserted, "two children of \(node.kindName) share a key", sourceLocation: sourceLocation)
        }
        if let link = node.activeLink {
            #expect(link.isMounted && link.screenRoot === node, sourceLocation: sourceLocation)
        }
        if node.isVisible {
            #expect(node.layerRoot === host.graph.layers.last, "\(node.kindName) is visible outside the top layer", sourceLocation: sourceLocation)
        }
        if case .screen = node.payload, node.isVisible {
            visiblePushedScreens += 1
        }
        return .visitChildren
    }
    #expect(nodesWithSavedState == host.graph.nodesWithSavedState, "the graph's count of nodes with saved state", sourceLocation: sourceLocation)
    let listed = host.graph.visiblePushedScreens.screens
    #expect(visiblePushedScreens == listed.count, sourceLocation: sourceLocation)
    #expect(listed.allSatisfy { $0.isMounted && $0.isVisible }, "a listed screen is not visible", sourceLocation: sourceLocation)
    expectFlagsAgreeWithAFreshWalk(host, sourceLocation: sourceLocation)
    expectKeptFingerprintAgrees(host, sourceLocation: sourceLocation)
}

/// Checks the fingerprint the graph keeps up to date against one made afresh. The first call
/// on a host starts keeping it; each later one checks what the steps since told it.
@MainActor
func expectKeptFingerprintAgrees(_ host: ViewHost, sourceLocation: SourceLocation = #_sourceLocation) {
    host.flush()
    let kept = host.graph.treeFingerprint.fingerprint(of: host.root, layerIndex: host.layerIndexLookup(), moving: host.graph.movingNodes)
    let fresh = TreeFingerprint.fresh(of: host.root, layerIndex: host.layerIndexLookup())
    #expect(kept.fingerprint == fresh.fingerprint, "the kept fingerprint went stale", sourceLocation: sourceLocation)
    #expect(kept.nodeCount == fresh.nodeCount, sourceLocation: sourceLocation)
}

/// Checks every node's visibility, as kept (by the node or its nearest tracked ancestor),
/// against flags worked out afresh from the root down.
@MainActor
func expectFlagsAgreeWithAFreshWalk(_ host: ViewHost, sourceLocation: SourceLocation = #_sourceLocation) {
    host.flush()
    var pending: [(ViewNode, VisibilityFlags?)] = [(host.root, nil)]
    while let (node, parentFlags) = pending.popLast() {
        let fresh = host.graph.flags(of: node, parentFlags: parentFlags)
        #expect(
            node.flags == fresh, "\(node.kindName) #\(node.serial) keeps \(node.flags), a fresh walk says \(fresh)",
            sourceLocation: sourceLocation)
        for child in node.children.reversed() { pending.append((child, fresh)) }
    }
}

/// The journal's lines since the last call, then clears it.
@MainActor
func takeJournal(_ host: ViewHost) -> [String] {
    defer { host.clearJournal() }
    return host.journal.map(\.description)
}

/// Records which bodies ran, in order.
@MainActor
final class RenderLog {
    private(set) var entries: [String] = []

    func record(_ name: String) {
        entries.append(name)
    }

    func clear() {
        entries.removeAll()
    }
}
