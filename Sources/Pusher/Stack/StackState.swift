/// Everything an ``AnyStack`` stores, in one struct that the stack hands to each operation
/// with exclusive access (`AnyStack.withState`).
///
/// The logic of pushes and pops lives here, as mutating methods, so that an operation is one
/// access to the class's storage however many fields it touches: a push used to open five
/// runtime-checked accesses and a pop seven, which cost more than the push itself. The
/// registry logic stays in the non-generic ``PusherRegistry``; the methods here are inlinable
/// so that they specialize for the client's content type.
@usableFromInline
struct StackState<Content> {
    @usableFromInline var registry: PusherRegistry
    /// The content of each pusher, at the same index as its record.
    @usableFromInline var contents: [Content?] = []
    /// The content of each presented layer, by its root pusher. Entries of layers that went
    /// with a pop below them are dropped at the next presentation, so that pushes and pops
    /// never touch this table.
    var layerContents: [PusherID: Content] = [:]
    /// The root screens that replaced what a layer's root pusher declared
    /// (``NavigationRequest/replaceRoot(_:)``), by that pusher.
    var roots: [PusherID: ReplacedRoot] = [:]
    /// The results popped screens returned, by the screen that received each; dropped when it
    /// leaves.
    @usableFromInline var results: [ScreenKey: ContextValue] = [:]
    /// What ``NavigationRequest/open(_:)`` resolves URLs with.
    var routes = RouteTable<Content>()
    /// What rebuilds a screen's view from its restoration key.
    var restorer: ((String) -> Content?)?
    /// What rebuilds a screen's view from its restoration key and the context it was pushed
    /// with, in place of ``restorer`` when set.
    var contextualRestorer: ((String, PushContext) -> Content?)?

    /// Makes room for the records of `count` more screens, about to be shown at once (a chain
    /// set or restored): grown a screen at a time, the lists were copied about twice each.
    mutating func reserveCapacity(forScreens count: Int) {
        registry.reserveCapacity(registry.records.count + count)
        contents.reserveCapacity(contents.count + count)
    }

    /// A root screen shown in place of the declared one; `number` counts the replacements, so
    /// that each is a new screen.
    struct ReplacedRoot {
        let view: Content
        let id: ScreenID?
        let number: Int
    }

    init(registry: PusherRegistry) {
        self.registry = registry
    }

    /// ``AnyStack/push(view:id:context:to:)``; from a screen of a covered layer, among that
    /// layer's pushers (``NavigationRequest/push(view:id:context:target:from:)``).
    ///
    /// Always inlined, as ``pop(pusher:)`` is: once both returned the one ``NavigationOutcome``,
    /// the optimizer stopped inlining them into ``AnyStack``'s named methods (push + evaluate +
    /// pop 30 → 25 ns, `stapel-bench --filter registry`).
    @inlinable @inline(__always)
    mutating func push(_ view: Content, id: ScreenID?, context: PushContext, target: String?, from origin: ScreenKey? = nil) -> NavigationOutcome {
        var layer: Range<Int>?
        if let origin, registry.hasLayers { layer = registry.coveredLayer(of: origin) }
        switch registry.decide(context, target: target, screenID: id, in: layer) {
        case .refused(let reason):
            return .unchanged(reason)
        case .accepted(let index):
            let replaced = registry.records[index].hasContent
            let popped = show(view, id: id, context: context, at: index, nests: registry.rules.nesting == .everyScreen)
            return .pushed(to: registry.records[index].info, replaced: replaced, popped: popped)
        }
    }

    /// Makes the pusher at `index` show `view`, pushed with `context`, popping the screens above
    /// its own (see ``clearScreens(above:)``); with `nests`, registers a pusher for the new
    /// screen. Returns the numbers of the pushers popped.
    @inlinable @discardableResult
    mutating func show(_ view: Content, id: ScreenID?, context: PushContext = [:], at index: Int, nests: Bool) -> [PusherID] {
        let popped = clearScreens(above: index)
        contents[index] = view
        registry.markShown(at: index, screenID: id, context: context)
        if nests { registerScreenPusher(for: index) }
        return popped
    }

    /// Registers a pusher for the screen the pusher at `index` shows, last in its layer.
    @inlinable
    mutating func registerScreenPusher(for index: Int) {
        let added = registry.registerScreenPusher(for: index)
        if added == contents.count {
            contents.append(nil)
        } else {
            contents.insert(nil, at: added)
        }
    }

    /// Pops every screen above the one the pusher at `index` sits on, so that it can show the
    /// next: the pusher of its level that shows a screen (a sibling; never the pusher itself) is
    /// emptied but stays registered, since its view is still mounted; the pushers on higher
    /// levels leave. Returns the sibling's number first, then those that left.
    ///
    /// In a chain of screens with one pusher each (Stapel's), this is Stapel's rule: every
    /// pusher registered after it goes.
    @inlinable
    mutating func clearScreens(above index: Int) -> [PusherID] {
        let above = registry.screensAbove(index)
        guard let sibling = above.sibling else { return removeScreens(above.above) }
        contents[sibling] = nil
        registry.markEmpty(at: sibling)
        return [registry.records[sibling].info.id] + removeScreens(above.above)
    }

    /// ``AnyStack/pop(pusher:)``: empties the pusher and removes the pushers on the screens
    /// above it, and the modal layers above its layer. A pusher whose sibling shows the screen
    /// above holds nothing to pop.
    @inlinable @inline(__always)
    mutating func pop(pusher id: PusherID) -> NavigationOutcome {
        guard let index = registry.index(of: id) else { return .unchanged(.unknownPusher(id)) }
        let above = registry.screensAbove(index)
        let firstAbove = above.above.lowerBound
        let hasContent = registry.records[index].hasContent
        guard hasContent || (above.sibling == nil && firstAbove < registry.records.count) else {
            return .unchanged(.alreadyEmpty(registry.records[index].info))
        }
        let removed = removeAll(after: firstAbove - 1)
        contents[index] = nil
        registry.markEmpty(at: index)
        return .popped(registry.records[index].info, removed: removed)
    }

    /// Removes the pushers in `range`, the screens above one, with their content; returns their
    /// numbers. A range that ends before the last pusher holds screens of a covered layer, and
    /// the layers above it stay.
    @inlinable @inline(__always) @discardableResult
    mutating func removeScreens(_ range: Range<Int>) -> [PusherID] {
        guard range.upperBound < registry.records.count else { return removeAll(after: range.lowerBound - 1) }
        return removeCoveredScreens(range)
    }

    /// ``removeScreens(_:)`` for screens of a covered layer.
    @usableFromInline
    mutating func removeCoveredScreens(_ range: Range<Int>) -> [PusherID] {
        guard !range.isEmpty else { return [] }
        contents.removeSubrange(range)
        return registry.removeCoveredRecords(range)
    }

    /// Removes every pusher after `index` (all of them for -1) with its content; returns their
    /// numbers.
    @inlinable @inline(__always) @discardableResult
    mutating func removeAll(after index: Int) -> [PusherID] {
        if contents.count > index + 1 {
            contents.removeLast(contents.count - index - 1)
        }
        return registry.removeAll(after: index)
    }

    /// The pusher at `index`, as ``AnyStack/Entry``.
    func entry(at index: Int) -> AnyStack<Content>.Entry {
        let record = registry.records[index]
        return AnyStack.Entry(
            info: record.info, predicate: record.predicate, content: contents[index], pushCount: record.pushCount, level: record.level)
    }
}

// MARK: - Pops and dismissals that others are made of

extension StackState {
    /// Pops the screen at `position` among the top layer's pushed screens (0 is the first
    /// pushed) and those above it.
    mutating func popScreens(from position: Int, of screens: [Int]? = nil) -> NavigationOutcome {
        let screens = screens ?? registry.screenIndices()
        guard position < screens.count else { return .unchanged(.nothingToPop) }
        guard registry.rules.containers == .inPlace else {
            return pop(pusher: registry.records[screens[position]].info.id)
        }
        // In place, the screens above need not sit above in the registry (a sibling shown
        // later): each is popped, top first, and the lowest reports them all.
        let ids = screens[position...].map { registry.records[$0].info.id }
        var removed: [PusherID] = []
        for id in ids.dropFirst().reversed() {
            if case .popped(_, let more) = pop(pusher: id) { removed += [id] + more }
        }
        guard case .popped(let info, let more) = pop(pusher: ids[0]) else { return .unchanged(.nothingToPop) }
        return .popped(info, removed: more + removed)
    }

    /// Dismisses the layer at `position` (0 is the first modal layer) and those above it, with
    /// their pushers; reports them top first.
    mutating func dismissLayers(from position: Int) -> NavigationOutcome {
        guard position >= 0, position < registry.layers.count,
            let rootIndex = registry.index(of: registry.layers[position].root)
        else { return .unchanged(.nothingToDismiss) }
        let dismissed = (position..<registry.layers.count).reversed().map(registry.layerInfo(at:))
        for layer in dismissed { layerContents[layer.root] = nil }
        removeAll(after: rootIndex - 1)
        return .dismissed(dismissed)
    }
}
