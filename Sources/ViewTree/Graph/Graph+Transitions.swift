// Transitions on the host's virtual clock: which screens one moves, what stays mounted until it
// ends, and the `didAppear` it delays.

// MARK: - Starting

extension Graph {
    /// Makes the next pass that changes the visible screen run `transition`: the screen visible
    /// now leaves, the one visible after the pass enters. Returns the transition that will run:
    /// the part still to go when a back gesture is being let go. A transition that takes no
    /// time changes nothing.
    @discardableResult
    func animateNextChange(_ transition: Transition) -> Transition {
        let transition = finishingGesture.map { Self.remainder(of: transition, after: $0.progress) } ?? transition
        guard transition.isAnimated else { return transition }
        if armed == nil {
            armedFrom = topScreen()
        }
        armed = transition
        return transition
    }

    /// Whether a screen or layer that this pass removes stays mounted until the transition
    /// ends: a live one, while a transition is armed.
    func retainsRemoved(_ child: ViewNode) -> Bool {
        guard armed != nil, child.isLive else { return false }
        switch child.payload {
        case .screen, .presentation: return true
        case .composite: return child.traits.contains(.transitionUnit)
        case .text, .button, .container, .spacer, .navigationLink, .navigationView, .tab: return false
        }
    }

    /// Keeps `node` mounted, out of the navigation, until the transition armed for this pass
    /// ends.
    func retain(_ node: ViewNode) {
        node.isLeaving = true
        var layerIndex: Int?
        if case .presentation = node.payload, let index = layers.firstIndex(where: { $0 === node }) {
            layers.remove(at: index)
            noteLayersRenumbered(from: index)
            layersChanged = true
            layerIndex = index
        }
        retainedInPass.append((node, layerIndex))
        visibilityRoots.append(node)
    }

    /// A leaving node that a render asks for again (the same destination pushed back while it
    /// leaves) takes its place in the navigation again, with its state.
    func revive(_ node: ViewNode) {
        node.isLeaving = false
        if let transition, let index = transition.retained.firstIndex(where: { $0.node === node }) {
            if let layerIndex = transition.retained[index].layerIndex {
                layers.insert(node, at: min(layerIndex, layers.count))
                noteLayersRenumbered(from: layerIndex)
                layersChanged = true
            }
            transition.retained.remove(at: index)
        }
        visibilityRoots.append(node)
    }

    /// At the end of a pass: starts the armed transition if the pass changed the visible
    /// screen or kept a leaving one. A transition already running is replaced, and what it kept
    /// or delayed passes to the new one.
    func startArmedTransition() {
        defer {
            armed = nil
            armedFrom = nil
            retainedInPass.removeAll()
        }
        guard let armed else { return }
        var entering = topScreen()
        var leaving = armedFrom
        guard entering !== leaving || !retainedInPass.isEmpty else { return }
        if entering === leaving {
            // Content swapped in place on one screen: the new content enters, the old leaves
            // (it is retained); the screen itself stays.
            entering = mounted.last { $0.withInstance { $0.traits.contains(.transitionUnit) } }?.takeUnretainedValue()
            leaving = nil
        }
        let running = RunningTransition(transition: armed, start: clock.now, entering: entering, leaving: leaving)
        if let previous = transition {
            if let timer = previous.timer { clock.cancel(timer) }
            running.retained = previous.retained
            running.awaitingDidAppear = previous.awaitingDidAppear
        }
        running.retained.append(contentsOf: retainedInPass)
        running.timer = clock.schedule(after: armed.duration) { [weak reference] in
            reference?.graph.endTransition()
        }
        transition = running
    }

    /// The screen the user sees: the visible pushed screen of the top layer, else the first
    /// screen of its navigation view, else the layer's root.
    ///
    /// - Complexity: O(1) on a pushed screen; else O(nodes above the layer's navigation view).
    func topScreen() -> ViewNode? {
        guard let top = layers.last else { return nil }
        if let screen = visiblePushedScreens.last(where: { $0.layerRoot === top }) {
            return screen
        }
        var pending = [top]
        while let node = pending.popLast() {
            switch node.payload {
            case .navigationView: return node
            case .presentation where node !== top, .screen: continue
            case .tab(let tab) where !tab.isSelected: continue
            default: node.withChildren { $0.appendInReverse(to: &pending) }
            }
        }
        return top
    }
}

// MARK: - Ending

extension Graph {
    /// Ends the running transition: unmounts what it kept, then runs the `didAppear` of what
    /// appeared meanwhile and is still visible, in the order they appeared.
    func endTransition() {
        guard let running = transition, !isInPass else { return }
        transition = nil
        if !running.retained.isEmpty {
            beginPass()
            for (node, _) in running.retained where node.isMounted {
                node.isLeaving = false
                if let parent = node.parentNode {
                    noteLineChange(of: parent)
                    parent.removeChild(node)
                }
                unmountSubtree(node)
            }
            endPass()
        }
        var callbacks: [LifecycleCallback] = []
        for node in running.awaitingDidAppear where node.isMounted && node.hasAppeared && !node.hasDidAppear {
            didAppear(node, callbacks: &callbacks)
        }
        for callback in callbacks { callback.run(in: reference) }
        flush()
    }

    /// Records `didAppear` for a node and collects its `onDidAppear` actions.
    func didAppear(_ node: ViewNode, callbacks: inout [LifecycleCallback]) {
        node.hasDidAppear = true
        record(.didAppear, node)
        if !node.modifiers.isEmpty {
            for case .onDidAppear(let action) in node.modifiers.reversed() { callbacks.append(.action(action)) }
        }
    }

    /// The phase and progress `node` prints with while a transition moves it.
    func transitionState(of node: ViewNode) -> (phase: ScreenPhase, progress: Double)? {
        if let gesture {
            if node === gesture.screen { return (.leaving, gesture.progress) }
            if node === gesture.below { return (.entering, gesture.progress) }
        }
        guard let transition, let phase = transition.phase(of: node) else { return nil }
        return (phase, transition.progress(at: clock.now))
    }

    /// The index a layer had before a running transition took it out, for printing.
    func retainedLayerIndex(of node: ViewNode) -> Int? {
        transition?.retained.first { $0.node === node }?.layerIndex
    }
}

// MARK: - Back gesture

extension Graph {
    /// Starts a gesture on the visible pushed screen of the top layer: the screen below becomes
    /// visible too. Returns false when there is no pushed screen.
    func beginBackGesture(at progress: Double) -> Bool {
        guard let top = layers.last,
            let screen = visiblePushedScreens.last(where: { $0.layerRoot === top }),
            let link = screen.parentNode, let below = link.screenRoot
        else { return false }
        let gate = screen.environment.backGestureGate
        guard gate?.mayBeginBackGesture() ?? true else { return false }
        gesture = BackGesture(link: link, screen: screen, below: below, progress: progress, gate: gate)
        refreshInPass(below)
        return true
    }

    /// Ends the gesture without popping: the screen below is covered again.
    func cancelBackGesture() -> Bool {
        guard let gesture else { return false }
        self.gesture = nil
        refreshInPass(gesture.below)
        gesture.gate?.backGestureDidEnd()
        return true
    }

    /// After a finished gesture's pop: what appeared as it started gets its `didAppear` with the
    /// pop's transition, or at once when none runs.
    func settleGestureDidAppear(_ gesture: BackGesture) {
        if let transition {
            transition.awaitingDidAppear.append(contentsOf: gesture.awaitingDidAppear)
            return
        }
        var callbacks: [LifecycleCallback] = []
        for node in gesture.awaitingDidAppear where node.isMounted && node.hasAppeared && !node.hasDidAppear {
            didAppear(node, callbacks: &callbacks)
        }
        for callback in callbacks { callback.run(in: reference) }
        flush()
    }

    /// Recomputes visibility below `node` in a pass of its own, with its events and callbacks.
    private func refreshInPass(_ node: ViewNode) {
        beginPass()
        visibilityRoots.append(node)
        endPass()
        flush()
    }

    /// The part of a transition still to run when a gesture at `progress` is let go.
    static func remainder(of transition: Transition, after progress: Double) -> Transition {
        Transition(transition.duration * (1 - min(max(progress, 0), 1)), transition.easing)
    }
}
