import Foundation

/// Collects Observation's change notifications until the next flush turns them into dirty nodes.
///
/// Observation calls `onChange` on whichever thread mutated the model, as a `@Sendable` closure,
/// so the notification only records which render it concerns, under a lock. The host's flush,
/// on the main actor, marks the nodes dirty: the outcome does not depend on threads or timing.
final class ObservedChanges: @unchecked Sendable {
    /// One render's subscription: the node it rendered and which render it was.
    final class Subscription: @unchecked Sendable {
        fileprivate let inbox: ObservedChanges
        // Read only on the main actor, when the inbox is drained.
        fileprivate let target: NodeHandle
        fileprivate let generation: Int

        fileprivate init(inbox: ObservedChanges, target: NodeHandle, generation: Int) {
            self.inbox = inbox
            self.target = target
            self.generation = generation
        }

        /// Called by Observation, on any thread, the first time a property read by the render changes.
        func changed() {
            inbox.lock.withLock { inbox.changed.append(self) }
        }
    }

    private let lock = NSLock()
    private var changed: [Subscription] = []

    @MainActor
    func subscribe(_ node: ViewNode) -> Subscription {
        let target = node.handle
        return Subscription(inbox: self, target: target, generation: node.renderGeneration)
    }

    /// Marks dirty every node whose current render read a property that changed; returns
    /// whether there were any notifications.
    @MainActor
    func invalidateChangedNodes() -> Bool {
        let subscriptions = lock.withLock {
            defer { changed.removeAll() }
            return changed
        }
        for subscription in subscriptions {
            // A later render has subscribed again; this notification is for a stale read.
            guard let node = subscription.target.node, node.renderGeneration == subscription.generation else { continue }
            node.invalidate()
        }
        return !subscriptions.isEmpty
    }
}
