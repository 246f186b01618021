// The lifecycle events of a pass, in the documented order, and the callbacks they run.

// MARK: - Events

extension Graph {
    /// Records the pass's events in four phases and collects the callbacks to run after it.
    ///
    /// - Complexity: O(nodes mounted, removed or touched), with no intermediate arrays: after a
    ///   push, every node of the covered screen disappears.
    func recordEvents(callbacks: inout [LifecycleCallback]) {
        // Nodes mounted and unmounted within one pass were never observable.
        for node in removed where node.mountedPass != pass && node.hasAppeared {
            disappear(node, callbacks: &callbacks)
        }
        // The touched nodes that appear or disappear, read in one walk: a path set at once
        // touches every screen, and by now their nodes are out of the cache.
        var changing: [ViewNode] = []
        for node in touched where node.isMounted && node.hasAppeared != node.isVisible { changing.append(node) }
        for node in changing.reversed() where node.hasAppeared && !node.isVisible {
            disappear(node, callbacks: &callbacks)
        }
        for node in removed where node.mountedPass != pass {
            record(.unmount, node)
            if node.traits.contains(.observesLifecycle) {
                callbacks.append(.didUnmount(node.typeInfo, node.view))
            }
        }
        if recordsJournal {
            for node in mounted {
                node.withInstance { node in
                    if node.isMounted { record(.mount, node) }
                }
            }
        }
        for node in changing where node.isVisible && !node.hasAppeared {
            node.hasAppeared = true
            record(.appear, node)
            if node.traits.contains(.observesLifecycle) {
                callbacks.append(.didAppear(node.typeInfo, node.view))
            }
            if !node.modifiers.isEmpty {
                for case .onAppear(let action) in node.modifiers.reversed() { callbacks.append(.action(action)) }
            }
            if let transition {
                // It appeared while a transition runs: its didAppear waits for the end.
                if node.awaitsDidAppear { transition.awaitingDidAppear.append(node) }
            } else if let gesture {
                if node.awaitsDidAppear { gesture.awaitingDidAppear.append(node) }
            } else if node.awaitsDidAppear {
                // With no transition, didAppear comes with the appearance; the journal leaves it
                // implied.
                node.hasDidAppear = true
                if !node.modifiers.isEmpty {
                    for case .onDidAppear(let action) in node.modifiers.reversed() { callbacks.append(.action(action)) }
                }
            }
        }
    }

    func disappear(_ node: ViewNode, callbacks: inout [LifecycleCallback]) {
        node.hasAppeared = false
        node.hasDidAppear = false
        record(.disappear, node)
        if !node.modifiers.isEmpty {
            for case .onDisappear(let action) in node.modifiers.reversed() { callbacks.append(.action(action)) }
        }
    }

    func record(_ event: JournalEntry.Event, _ node: ViewNode) {
        guard recordsJournal else { return }
        journal.append(JournalEntry(event: event, node: NodeSummary(node), time: clock.now))
    }
}
