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
///
/// A value, kept where its owner keeps it (a table by pusher): an object was a heap block more
/// for every pushed screen's pusher. Its reads and sends mark nodes dirty and nothing else, so
/// a signal can be changed in place in its table.
@MainActor
package struct RenderSignal {
    private struct Reader {
        let handle: NodeHandle
        let generation: UInt32

        /// The node, while the render that subscribed is its latest.
        @MainActor var currentNode: ViewNode? {
            guard let node = handle.node, node.renderGeneration == generation else { return nil }
            return node
        }
    }

    /// The first subscription, kept inline: most signals (a pusher's) have one reader at a
    /// time, and an array for it was a heap block per pushed screen.
    private var first: Reader?
    /// When to drop stale readers: nodes that rendered again (or left) without a send would
    /// otherwise pile up. Four bytes, beside `first`'s generation: a signal is 24 bytes in its
    /// table.
    private var compactionThreshold: Int32 = 8
    /// The subscriptions after the first; empty whenever `first` is.
    private var others: [Reader] = []

    package init() {}

    /// Subscriptions kept, current or stale (they are dropped as the list grows).
    var subscriptionCount: Int { first == nil ? 0 : 1 + others.count }

    /// Subscribes the body being evaluated, if any, to the next ``send()``.
    package mutating func read() {
        guard let node = Graph.renderingNode else { return }
        let reader = Reader(handle: node.handle, generation: node.renderGeneration)
        guard let first else {
            self.first = reader
            return
        }
        let last = others.last ?? first
        if last.handle === reader.handle, last.generation == reader.generation { return }
        others.append(reader)
        if others.count + 1 >= Int(compactionThreshold) {
            compact()
        }
    }

    /// Drops the subscriptions of renders that are no longer their node's latest.
    private mutating func compact() {
        var kept: [Reader] = []
        if let first, first.currentNode != nil { kept.append(first) }
        for reader in others where reader.currentNode != nil {
            kept.append(reader)
        }
        first = kept.first
        others = Array(kept.dropFirst())
        compactionThreshold = Int32(clamping: max(8, 2 * kept.count))
    }

    /// Marks every node whose current render read this signal dirty; the host's next flush
    /// renders them again.
    package mutating func send() {
        guard let first else { return }
        self.first = nil
        // Moved out, not copied: emptying an array another one shares allocates a new buffer.
        var notified: [Reader] = []
        swap(&notified, &others)
        first.currentNode?.invalidate()
        for reader in notified {
            reader.currentNode?.invalidate()
        }
        // The buffer goes back for the next reads, unless a reader subscribed meanwhile.
        if others.isEmpty {
            notified.removeAll(keepingCapacity: true)
            others = notified
        }
    }
}
