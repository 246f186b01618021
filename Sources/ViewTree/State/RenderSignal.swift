/// A change source for the package's own views, cheaper than an `@Observable` property: a body
/// that calls ``read()`` renders again after the next ``send()``.
///
/// Observation keys every read and every change by key path, takes a lock, and installs and
/// cancels a tracking record for each render that read anything; for the signals a push goes
/// through (one per pusher, one per layer) that was a fifth of a push and a back. A signal
/// keeps the renders that read it, each as its node's handle and render number, and marks
/// those nodes dirty when it is sent: a read costs an append, a send a pass over its readers.
///
/// As with Observation, a subscription lasts one render: a node that renders again for another
/// reason and still reads the signal subscribes again; a stale subscription is skipped.
@MainActor
package final class RenderSignal {
    private struct Reader {
        let handle: NodeHandle
        let generation: UInt32

        /// The node, while the render that subscribed is its latest.
        @MainActor var currentNode: ViewNode? {
            guard let node = handle.node, node.renderGeneration == generation else { return nil }
            return node
        }
    }

    private var readers: [Reader] = []
    /// When to drop stale readers: nodes that rendered again (or left) without a send would
    /// otherwise pile up.
    private var compactionThreshold = 8

    package init() {}

    /// Subscriptions kept, current or stale (they are dropped as the list grows).
    var subscriptionCount: Int { readers.count }

    /// Subscribes the body being evaluated, if any, to the next ``send()``.
    package func read() {
        guard let node = Graph.renderingNode else { return }
        let handle = node.handle
        let generation = node.renderGeneration
        if let last = readers.last, last.handle === handle, last.generation == generation { return }
        readers.append(Reader(handle: handle, generation: generation))
        if readers.count >= compactionThreshold {
            readers.removeAll { $0.currentNode == nil }
            compactionThreshold = max(8, 2 * readers.count)
        }
    }

    /// Marks every node whose current render read this signal dirty; the host's next flush
    /// renders them again.
    package func send() {
        guard !readers.isEmpty else { return }
        let notified = readers
        readers.removeAll(keepingCapacity: true)
        for reader in notified {
            reader.currentNode?.invalidate()
        }
    }
}
