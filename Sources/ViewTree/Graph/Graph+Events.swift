// The lifecycle events of a pass, in the documented order, and the callbacks they run.

// MARK: - Events

extension Graph {
    /// Records the pass's events in four phases and collects the callbacks to run after it.
    ///
    /// - Complexity: O(nodes mounted, removed or touched), each removed and touched node read
    ///   once; only those an event concerns are kept for the phases.
    func recordEvents(callbacks: inout [LifecycleCallback]) {
        // The removed nodes an event or a callback concerns, and the touched nodes that appear
        // or disappear, each read in one walk: a path set or popped at once touches or removes
        // every screen, and by now their nodes are out of the cache. Nodes mounted and unmounted
        // within one pass were never observable. The lists are unretained (`removed` and
        // `touched` hold their nodes until the pass ends) and kept between passes, so that a
        // pass allocates neither.
        var leaving = leavingInPass.take()
        var changing = changingInPass.take()
        defer {
            leavingInPass.giveBack(&leaving)
            changingInPass.giveBack(&changing)
        }
        for node in removed where node.mountedPass != pass {
            if node.hasAppeared || recordsJournal || node.traits.contains(.observesLifecycle) { leaving.append(Unmanaged.passUnretained(node)) }
        }
        for node in touched where node.isMounted && node.hasAppeared != node.isVisible { changing.append(Unmanaged.passUnretained(node)) }
        for entry in leaving {
            entry.withInstance { node in
                if node.hasAppeared { disappear(node, callbacks: &callbacks) }
            }
        }
        for entry in changing.reversed() {
            entry.withInstance { node in
                if node.hasAppeared && !node.isVisible { disappear(node, callbacks: &callbacks) }
            }
        }
        for entry in leaving {
            entry.withInstance { node in
                record(.unmount, node)
                if node.traits.contains(.observesLifecycle) {
                    callbacks.append(.didUnmount(node.typeInfo, node.view, node.environment))
                }
            }
        }
        if recordsJournal {
            for node in mounted {
                node.withInstance { node in
                    if node.isMounted { record(.mount, node) }
                }
            }
        }
        for entry in changing {
            let node = entry.takeUnretainedValue()
            guard node.isVisible && !node.hasAppeared else { continue }
            node.hasAppeared = true
            record(.appear, node)
            if node.traits.contains(.observesLifecycle) {
                callbacks.append(.didAppear(node.typeInfo, node.view, node.environment))
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
