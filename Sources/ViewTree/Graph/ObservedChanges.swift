import Foundation

/// Collects Observation's change notifications until the next flush turns them into dirty nodes.
///
/// Observation calls `onChange` on whichever thread mutated the model, as a `@Sendable` closure,
/// so the notification only records which render it concerns, under a lock. The host's flush,
/// on the main actor, marks the nodes dirty: the outcome does not depend on threads or timing.
final class ObservedChanges: @unchecked Sendable {
    /// A render whose reads changed: the node it rendered and which render it was.
    private struct Change {
        // Read only on the main actor, when the inbox is drained.
        let target: NodeHandle
        let generation: UInt32
    }

    private let lock = NSLock()
    // Both unchecked: `changed` is touched only under `lock` and `draining` only on the main
    // actor, so the run-time exclusivity check finds nothing; it cost three checks a flush,
    // 40% of those an explore makes.

    /// Only touched under `lock`.
    @exclusivity(unchecked) private var changed: [Change] = []
    /// The notifications being turned into dirty nodes, on the main actor: swapped with
    /// `changed`, so that both keep their buffers (emptied, `changed` was a new allocation
    /// for each flush's first notification).
    @exclusivity(unchecked) private var draining: [Change] = []

    /// What Observation calls the first time a property read by the node's current render
    /// changes, on any thread. The closure holds what it reports, with no object of its own.
    @MainActor
    func onChange(of node: ViewNode) -> @Sendable () -> Void {
        let target = node.handle
        let generation = node.renderGeneration
        return { [self] in
            lock.withLock { changed.append(Change(target: target, generation: generation)) }
        }
    }

    /// Marks dirty every node whose current render read a property that changed; returns
    /// whether there were any notifications.
    @MainActor
    func invalidateChangedNodes() -> Bool {
        lock.withLock { swap(&changed, &draining) }
        defer { draining.removeAll(keepingCapacity: true) }
        for change in draining {
            // A later render has subscribed again; this notification is for a stale read.
            guard let node = change.target.node, node.renderGeneration == change.generation else { continue }
            node.invalidate()
        }
        return !draining.isEmpty
    }
}
