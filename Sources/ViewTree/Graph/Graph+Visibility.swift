// Which nodes are live and visible, recomputed only where a pass may have changed it.

// MARK: - Visibility

extension Graph {
    /// Recomputes visibility where it may have changed during the pass, touching every node
    /// whose flags change.
    ///
    /// - Complexity: O(nodes whose visibility changes); a walk stops below a node whose flags
    ///   did not change.
    func refreshVisibility() {
        // New nodes took their flags as they mounted. Only the top layer is live, so a change of
        // layers changes the flags of the old top, the new one, and those added in the pass.
        if layersChanged {
            if let old = topLayerAtRefresh {
                if old.isMounted { visibilityRoots.append(old) }
                visibilityRoots.append(contentsOf: layersAdded)
            } else {
                // The first refresh, or the old top is gone: look at them all.
                visibilityRoots.append(contentsOf: layers)
            }
            if let top = layers.last { visibilityRoots.append(top) }
        }
        topLayerAtRefresh = layers.last
        let roots = visibilityRoots.sorted { ($0.depth, $0.serial) < ($1.depth, $1.serial) }
        // Unretained: updating flags changes no child list, and a retain and a release per node
        // were most of the walk over a screen that a push covers.
        var pending: [Unmanaged<ViewNode>] = []
        for root in roots where root.isMounted {
            pending.append(Unmanaged.passUnretained(root))
            while let next = pending.popLast() {
                next.withInstance { node in
                    if updateFlags(of: node) || node === root {
                        node.children.appendUnretainedInReverse(to: &pending)
                    }
                }
            }
        }
    }

    /// Sets the node's flags from its parent's; returns whether they changed.
    @discardableResult
    func updateFlags(of node: ViewNode) -> Bool {
        let (isLive, isVisible) = flags(of: node)
        guard isLive != node.isLive || isVisible != node.isVisible else { return false }
        node.isLive = isLive
        if case .screen = node.payload, isVisible != node.isVisible {
            if isVisible {
                visiblePushedScreens.append(node)
            } else {
                visiblePushedScreens.removeAll { $0 === node }
            }
        }
        node.isVisible = isVisible
        // Without a journal, only nodes with callbacks, screens and layers care that they
        // appeared or disappeared: after a push every node of the covered screen changes, and
        // most are none of these.
        if node.touchedPass != pass, recordsJournal || node.hasLifecycleCallbacks || node.awaitsDidAppear {
            node.touchedPass = pass
            touched.append(node)
        }
        return true
    }

    /// A node is *live* when nothing but a pushed screen of its own navigation hides it, and
    /// *visible* when it is live and its screen pushes nothing.
    func flags(of node: ViewNode) -> (isLive: Bool, isVisible: Bool) {
        // The screen below a back gesture shows while the gesture runs.
        let covered = node.activeLink != nil && (gesture == nil || gesture?.below !== node)
        guard let parent = node.parentFlags else {
            let isTop = layers.last === node
            return (isTop, isTop && !covered)
        }
        switch node.payload {
        case .presentation:
            let isTop = layers.last === node
            return (isTop, isTop)
        case .screen:
            // A screen kept only for the transition that takes it away is out of the navigation.
            if node.isLeaving { return (false, false) }
            return (parent.isLive, parent.isLive && !covered)
        case .navigationView:
            return (parent.isVisible, parent.isVisible && !covered)
        case .tab(let tab):
            return (parent.isLive && tab.isSelected, parent.isVisible && tab.isSelected)
        case .composite, .text, .button, .container, .spacer, .navigationLink:
            return (parent.isLive, parent.isVisible)
        }
    }
}
