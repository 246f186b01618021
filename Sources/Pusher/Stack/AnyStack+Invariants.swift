/// The invariants of a stack's state, checked in full: the tests run this after every step of
/// their reference-model and one-door tests, and debug builds after every request on stacks
/// small enough that the check stays O(1) per request.
extension AnyStack {
    /// Stops the program with a message naming the first invariant that does not hold.
    ///
    /// - Complexity: O(pushers + layers + screens with details).
    func checkInvariants() {
        withState { $0.checkInvariants() }
    }
}

extension StackState {
    /// The largest stack debug builds check after every request: beyond it the check would make
    /// a request O(pushers).
    @usableFromInline static var debugCheckLimit: Int { 64 }

    /// ``AnyStack/checkInvariants()``, on the state.
    @usableFromInline
    func checkInvariants() {
        registry.checkInvariants()
        precondition(contents.count == registry.records.count, "\(contents.count) contents for \(registry.records.count) pushers")
        for (index, record) in registry.records.enumerated() {
            precondition(
                record.hasContent == (contents[index] != nil), "pusher \(record.info.id) marked \(record.hasContent) disagrees with its content")
        }
        for layer in registry.layers {
            precondition(layerContents[layer.root] != nil, "layer rooted at pusher \(layer.root) has no content")
        }
    }
}

extension PusherRegistry {
    /// The registry's own invariants: the index by number agrees with the records; within a
    /// layer, numbers are unique and ascending and levels never decrease; every layer's root is
    /// registered, layers in the order of their roots; screen details only for registered
    /// pushers.
    func checkInvariants() {
        var previous: Record?
        let roots = Set(layers.map(\.root))
        for (index, record) in records.enumerated() {
            precondition(
                hashedIndex(of: record.info.id) == index,
                "pusher \(record.info.id) is at \(index), the index says \(String(describing: hashedIndex(of: record.info.id)))")
            // A covered layer's pushers may have registered after the layers above it.
            if let previous, !roots.contains(record.info.id) {
                precondition(previous.info.id < record.info.id, "pusher \(record.info.id) after pusher \(previous.info.id)")
                precondition(previous.level <= record.level, "pusher \(record.info.id) on level \(record.level) after level \(previous.level)")
            }
            precondition(!record.hasContent || record.pushCount > 0, "pusher \(record.info.id) shows content it was never pushed")
            previous = record
        }
        precondition(indexCount == records.count, "the index holds \(indexCount) pushers, the registry \(records.count)")
        var lastRoot = -1
        for layer in layers {
            guard let root = hashedIndex(of: layer.root) else { preconditionFailure("layer root \(layer.root) is not registered") }
            precondition(root > lastRoot, "layer rooted at pusher \(layer.root) is below the layer before it")
            lastRoot = root
        }
        let withDetails = records.count { $0.details != nil }
        precondition(detailsCount == withDetails, "\(detailsCount) records counted with screen details, \(withDetails) have them")
    }
}
