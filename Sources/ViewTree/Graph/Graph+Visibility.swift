// Which nodes are live and visible, recomputed only where a pass may have changed it.

// MARK: - Visibility

extension Graph {
    /// Recomputes visibility where it may have changed during the pass, touching every node
    /// whose flags change.
    ///
    /// - Complexity: O(tracked nodes whose flags change, and the untracked nodes on the way to
    ///   them); a walk stops below a tracked node whose flags did not change, and never enters
    ///   an untracked subtree without tracked nodes (see ``ViewNode/isTracked``).
    func refreshVisibility() {
        // New nodes took their flags as they mounted. Only the top layer is live, so a change of
        // layers changes the flags of the old top, the new one, and those added in the pass.
        if layersChanged {
            if let old = topLayerAtRefresh?.object {
                if old.isMounted { visibilityRoots.append(old) }
                visibilityRoots.append(contentsOf: layersAdded)
            } else {
                // The first refresh, or the old top is gone: look at them all.
                visibilityRoots.append(contentsOf: layers)
            }
            if let top = layers.last { visibilityRoots.append(top) }
        }
        topLayerAtRefresh = layers.last?.weakTarget
        // In place: the list is emptied with its buffer kept at the next pass.
        visibilityRoots.sort(by: ViewNode.isShallower)
        for root in visibilityRoots where root.isMounted {
            refreshVisibility(below: root)
        }
    }

    /// Recomputes the flags of `root` and, where they change, of the tracked nodes below it.
    func refreshVisibility(below root: ViewNode) {
        // Unretained: updating flags changes no child list, and a retain and a release per node
        // were most of the walk over a screen that a push covers.
        var pending = visibilitySteps.take()
        defer { visibilitySteps.giveBack(&pending) }
        pending.append(VisibilityWalkStep(node: Unmanaged.passUnretained(root), parentFlags: root.parentFlags))
        while let step = pending.popLast() {
            step.node.withInstance { node in
                visibilityVisits += 1
                let flags: VisibilityFlags
                if node.isTracked {
                    guard updateFlags(of: node, parentFlags: step.parentFlags) || node === root else { return }
                    flags = node.ownFlags
                } else {
                    guard node.hasTrackedDescendant else { return }
                    flags = self.flags(of: node, parentFlags: step.parentFlags)
                }
                node.withChildren { $0.appendSteps(to: &pending, parentFlags: flags, towardTrackedOnly: true) }
            }
        }
    }

    /// Sets the flags of a tracked node from its parent's; returns whether they changed.
    @discardableResult
    func updateFlags(of node: ViewNode, parentFlags: VisibilityFlags?) -> Bool {
        let flags = flags(of: node, parentFlags: parentFlags)
        let (isLive, isVisible) = (flags.isLive, flags.isVisible)
        guard isLive != node.ownIsLive || isVisible != node.ownIsVisible else { return false }
        node.ownIsLive = isLive
        if case .screen = node.payload, isVisible != node.ownIsVisible {
            if isVisible {
                visiblePushedScreens.append(node)
            } else {
                visiblePushedScreens.remove(node)
            }
        }
        node.ownIsVisible = isVisible
        // Screens print `visible` or `covered`, layers `top` or `covered`, tabs their own.
        noteLineChange(of: node)
        // Without a journal, only nodes with callbacks, screens and layers care that they
        // appeared or disappeared: after a push every node of the covered screen changes, and
        // most are none of these.
        if node.touchedPass != pass, recordsJournal || node.hasLifecycleCallbacks || node.awaitsDidAppear {
            node.touchedPass = pass
            touched.append(node)
        }
        return true
    }

    /// Makes `node` keep its own flags from now on if it needs them (see ``ViewNode/isTracked``),
    /// and marks its ancestors so that visibility walks come down to it.
    func startTrackingIfNeeded(_ node: ViewNode) {
        guard !node.isTracked, recordsJournal || node.depth == 0 || node.needsOwnFlags else { return }
        node.isTracked = true
        var ancestor = node.parentNode
        while let current = ancestor, !current.hasTrackedDescendant {
            current.hasTrackedDescendant = true
            ancestor = current.parentNode
        }
        if node.renderGeneration > 1 {
            // Mounted untracked: its flags were its ancestors'. (A mount sets them after this.)
            let flags = flags(of: node, parentFlags: node.parentFlags)
            node.ownIsLive = flags.isLive
            node.ownIsVisible = flags.isVisible
        }
    }

    /// A node is *live* when nothing but a pushed screen of its own navigation hides it, and
    /// *visible* when it is live and its screen pushes nothing.
    /// `parentFlags` are the parent's (`nil` for a layer's root).
    func flags(of node: ViewNode, parentFlags: VisibilityFlags?) -> VisibilityFlags {
        // The screen below a back gesture shows while the gesture runs.
        let covered = node.activeLink != nil && (gesture == nil || gesture?.below !== node)
        guard let parent = parentFlags else {
            let isTop = layers.last === node
            return VisibilityFlags(isLive: isTop, isVisible: isTop && !covered)
        }
        switch node.payload {
        case .presentation:
            let isTop = layers.last === node
            return VisibilityFlags(isLive: isTop, isVisible: isTop)
        case .screen:
            // A screen kept only for the transition that takes it away is out of the navigation.
            if node.isLeaving { return VisibilityFlags(isLive: false, isVisible: false) }
            return VisibilityFlags(isLive: parent.isLive, isVisible: parent.isLive && !covered)
        case .navigationView:
            return VisibilityFlags(isLive: parent.isVisible, isVisible: parent.isVisible && !covered)
        case .tab(let tab):
            return VisibilityFlags(isLive: parent.isLive && tab.isSelected, isVisible: parent.isVisible && tab.isSelected)
        case .composite, .text, .button, .container, .spacer, .navigationLink:
            return parent
        }
    }
}
