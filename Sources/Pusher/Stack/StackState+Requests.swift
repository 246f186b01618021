import ViewTree

/// Every request a stack carries out, each written once. ``perform(_:)`` is the only code that
/// changes navigation state, and ``apply(_:)`` reads what it changed: ``AnyStack``'s door and its
/// named methods, ``Stack``'s door, the guards' trial on a copy and a restore's steps all come
/// here.
extension StackState {
    /// Carries out `request` and returns what it changed: ``perform(_:)`` with the facts of the
    /// state on both sides.
    ///
    /// - Complexity: as the request's own; the change costs O(1) to make.
    @inlinable
    mutating func apply(_ request: NavigationRequest<Content>) -> StackChange<Content> {
        let before = facts
        let outcome = perform(request)
        return change(request, outcome, since: before)
    }

    /// What a ``StackChange`` keeps of the state on each side: the active pusher, the number
    /// of modal layers and the visible screen.
    @inlinable
    var facts: StackChange<Content>.Facts {
        StackChange.Facts(active: registry.records.last?.info.id, layerCount: registry.layers.count, visible: visibleScreen)
    }

    /// The change `request` made, answered with `outcome`, from the state `before` to this one.
    @inlinable
    func change(_ request: NavigationRequest<Content>, _ outcome: NavigationOutcome, since before: StackChange<Content>.Facts) -> StackChange<Content>
    {
        StackChange(request: request, outcome: outcome, before: before, after: facts)
    }

    /// Carries out `request`: the one mutator. The named methods of ``AnyStack`` call it for the
    /// outcome alone, which spares the hot path (a push, a pop of a pusher) the change's copy of
    /// the request; ``apply(_:)`` wraps it. Inlined, with those two requests carried out inline,
    /// so that a client's stack specializes them for its content type.
    @inlinable @inline(__always)
    mutating func perform(_ request: NavigationRequest<Content>) -> NavigationOutcome {
        let outcome: NavigationOutcome
        switch request {
        case .push(let view, let id, let context, let target, let origin):
            outcome = push(view, id: id, context: context, target: target, from: origin)
        case .pop(.pusher(let id)):
            outcome = pop(pusher: id)
        default:
            outcome = carryOut(request)
        }
        didCarryOut(changing: outcome.didChange)
        return outcome
    }

    /// What follows every request ``perform(_:)`` carries out: the results of screens that
    /// left are dropped, and debug builds check the invariants. ``AnyStack``'s push and its pop
    /// of a pusher, the hot path, call it after their request's own method, which spares them
    /// wrapping the request into a ``NavigationRequest`` and switching over it.
    @inlinable @inline(__always)
    mutating func didCarryOut(changing didChange: Bool) {
        if !results.isEmpty, didChange {
            dropResultsOfScreensThatLeft()
        }
        #if DEBUG
            if registry.records.count <= Self.debugCheckLimit { checkInvariants() }
        #endif
    }

    /// Forgets the results kept for screens that are no longer shown.
    @usableFromInline
    mutating func dropResultsOfScreensThatLeft() {
        results = results.filter { contains($0.key) }
    }

    /// Every request but those ``perform(_:)`` carries out inline.
    @usableFromInline
    mutating func carryOut(_ request: NavigationRequest<Content>) -> NavigationOutcome {
        switch request {
        case .push(let view, let id, let context, let target, let origin):
            push(view, id: id, context: context, target: target, from: origin)
        case .setScreens(let screens, let context):
            setScreens(screens, context: context)
        case .pushScreens(let screens, let context, let target):
            pushScreens(screens, context: context, target: target)
        case .replaceRoot(let screen):
            replaceRoot(screen)
        case .remove(let id):
            remove(id)
        case .open(let url):
            open(url)
        case .restore:
            // The step leave guards check; the screens follow (AnyStack.stage).
            .restored(layers: 0, screens: 0, removed: clearForRestore())
        case .pop(let target):
            pop(target)
        case .popWithResult(let result):
            pop(returning: result)
        case .present(let style, let view, let tag):
            present(style, view, tag: tag)
        case .dismiss(let target):
            dismiss(target)
        case .hide(let name):
            hide(name)
        }
    }

    /// ``AnyStack/setScreens(_:context:)``; each screen keeps `context` unless `keepsContext` is
    /// off (a route's screens: a snapshot saves their routes).
    mutating func setScreens(
        _ screens: [NavigationRequest<Content>.Screen], context: PushContext, keepsContext: Bool = true
    ) -> NavigationOutcome {
        let start = registry.topLayerStart
        guard start < registry.records.count else { return .unchanged(.noPusher) }
        let root = registry.records[start]
        if let predicate = root.predicate, !predicate.accepts(context) {
            return .unchanged(.rejected(by: root.info, context: context))
        }
        if let duplicate = duplicateID(among: screens, below: start) {
            return .unchanged(.duplicateID(duplicate))
        }
        var removed = clearScreens(above: start)
        if registry.records[start].hasContent {
            contents[start] = nil
            registry.markEmpty(at: start)
        }
        removed += showChain(screens, at: start) { _ in keepsContext ? context : [:] }
        return .screensSet(on: root.info, count: screens.count, removed: removed)
    }

    /// ``NavigationRequest/pushScreens(_:context:target:)``: the first screen goes where a push
    /// would send it, the others nest in it; only the last shows.
    mutating func pushScreens(_ screens: [NavigationRequest<Content>.Screen], context: PushContext, target: String?) -> NavigationOutcome {
        guard let first = screens.first else { return .unchanged(.nothingRequested) }
        switch registry.decide(context, target: target, screenID: first.id) {
        case .refused(let reason):
            return .unchanged(reason)
        case .accepted(let index):
            if let duplicate = duplicateID(among: screens, below: index) {
                return .unchanged(.duplicateID(duplicate))
            }
            let pusher = registry.records[index]
            let popped = showChain(screens, at: index) { _ in context }
            return .screensPushed(to: pusher.info, count: screens.count, replaced: pusher.hasContent, popped: popped)
        }
    }

    /// Shows `screens` from the pusher at `index` up, each but the last nesting the next in the
    /// pusher made for it (the last record), the screen at each offset with `context(offset)`
    /// (what a snapshot saves it with, and a restore rebuilds it from); returns the numbers of
    /// the pushers popped.
    mutating func showChain(
        _ screens: [NavigationRequest<Content>.Screen], at index: Int, context: (Int) -> PushContext
    ) -> [PusherID] {
        var index = index
        var popped: [PusherID] = []
        reserveCapacity(forScreens: screens.count)
        for (offset, screen) in screens.enumerated() {
            let isLast = offset == screens.count - 1
            popped += show(
                screen.view, id: screen.id, context: context(offset), at: index, nests: !isLast || registry.rules.nesting == .everyScreen)
            index = registry.records.count - 1
        }
        return popped
    }

    /// The first id among `screens` that the rules reject as a duplicate: of another in the list,
    /// or of a screen of the top layer below the pusher at `index`.
    func duplicateID(among screens: [NavigationRequest<Content>.Screen], below index: Int) -> ScreenID? {
        guard registry.rules.duplicateIDs == .reject else { return nil }
        var seen = Set<ScreenID>()
        for case let id? in screens.map(\.id) where !seen.insert(id).inserted || registry.isShown(id, below: index) {
            return id
        }
        return nil
    }

    /// ``NavigationRequest/open(_:)``: the screens the route table makes of `url`, set at once;
    /// the root pusher's predicate is asked with the last screen's parameters.
    mutating func open(_ url: String) -> NavigationOutcome {
        switch routes.resolve(url) {
        case .failure(let notFound):
            return .unchanged(.routeNotFound(notFound))
        case .success(let built):
            let outcome = setScreens(built.map(\.screen), context: built.last?.match.parameters ?? [:], keepsContext: false)
            guard case .screensSet(let root, let count, let removed) = outcome else { return outcome }
            return .opened(url, on: root, count: count, removed: removed)
        }
    }

    /// ``NavigationRequest/replaceRoot(_:)``: every pusher above the top layer's root goes, and
    /// the root pusher shows `screen` in place of its declared content.
    mutating func replaceRoot(_ screen: NavigationRequest<Content>.Screen) -> NavigationOutcome {
        let start = registry.topLayerStart
        guard start < registry.records.count else { return .unchanged(.noPusher) }
        let root = registry.records[start].info
        let removed = removeAll(after: start)
        if registry.records[start].hasContent {
            contents[start] = nil
            registry.markEmpty(at: start)
        }
        let number = (roots[root.id]?.number ?? 0) + 1
        roots[root.id] = ReplacedRoot(view: screen.view, id: screen.id, number: number)
        return .rootReplaced(root, removed: removed)
    }

    /// ``NavigationRequest/remove(_:)``: pops the lowest screen with `id` and shows the screens
    /// that were above it again, from its pusher up. In place, nothing sits above a screen.
    mutating func remove(_ id: ScreenID) -> NavigationOutcome {
        let screens = registry.screenIndices()
        guard let position = screens.firstIndex(where: { registry.screenID(at: $0) == id }) else { return .unchanged(.unknownID(id)) }
        let pusher = registry.records[screens[position]].info
        // Each shows again with the context it was pushed with, which a snapshot saves.
        let keptScreens: [(screen: NavigationRequest<Content>.Screen, context: PushContext)] =
            registry.rules.containers == .inPlace
            ? []
            : screens[(position + 1)...].compactMap { index in
                contents[index].map { (.init(view: $0, id: registry.screenID(at: index)), registry.screenContext(at: index) ?? [:]) }
            }
        let kept = keptScreens.map(\.screen)
        let keptKeys = screens.suffix(kept.count).map(screenKey(at:))
        let outcome = registry.rules.containers == .inPlace ? pop(pusher: pusher.id) : popScreens(from: position, of: screens)
        guard case .popped(_, let removed) = outcome, let index = registry.index(of: pusher.id) else { return outcome }
        _ = showChain(kept, at: index) { keptScreens[$0].context }
        // The kept screens are new screens of new pushers: what was returned to them moves along.
        for (old, new) in zip(keptKeys, pushedScreenKeys.suffix(kept.count)) {
            results[new] = results.removeValue(forKey: old)
        }
        return .removed(id, from: pusher, removed: removed, kept: kept.count)
    }

    /// Every pop of ``PopTarget``, on the top layer.
    mutating func pop(_ target: PopTarget) -> NavigationOutcome {
        switch target {
        case .previous where registry.rules.containers == .inPlace:
            // In place, the top screen is the leaf of NavigationStack's node list, wherever its
            // pusher sits; failing that (a layer above), the one shown last.
            if let leaf = registry.leafNode, let index = registry.index(of: leaf), index >= registry.topLayerStart {
                return pop(pusher: leaf)
            }
            guard let top = registry.screenIndices().last else { return .unchanged(.nothingToPop) }
            return pop(pusher: registry.records[top].info.id)
        case .previous:
            guard let top = registry.records[registry.topLayerStart...].lastIndex(where: { $0.hasContent }) else { return .unchanged(.nothingToPop) }
            return pop(pusher: registry.records[top].info.id)
        case .root:
            return popScreens(from: 0)
        case .to(let id):
            let screens = registry.screenIndices()
            guard let position = screens.firstIndex(where: { registry.screenID(at: $0) == id }) else { return .unchanged(.unknownID(id)) }
            guard position + 1 < screens.count else { return .unchanged(.alreadyOnTop(id)) }
            return popScreens(from: position + 1, of: screens)
        case .from(let id):
            guard let index = registry.screenIndex(of: id) else { return .unchanged(.unknownID(id)) }
            return pop(pusher: registry.records[index].info.id)
        case .last(let count):
            guard count >= 0 else { return .unchanged(.invalidArgument("cannot pop \(count) screens, a negative count")) }
            guard count > 0 else { return .unchanged(.nothingRequested) }
            let screens = registry.screenIndices()
            return popScreens(from: max(0, screens.count - count), of: screens)
        case .after(let index):
            let screens = registry.screenIndices()
            guard index >= 0, index <= screens.count else {
                return .unchanged(.invalidArgument("no screen at index \(index): the top layer holds indices 0 to \(screens.count)"))
            }
            guard index < screens.count else { return .unchanged(.nothingRequested) }
            return popScreens(from: index, of: screens)
        case .pusher(let id):
            return pop(pusher: id)
        }
    }

    /// ``NavigationRequest/popWithResult(_:)``: pops the top screen and keeps `result` for the
    /// screen now on top, until it leaves.
    mutating func pop(returning result: ContextValue) -> NavigationOutcome {
        let outcome = pop(.previous)
        guard case .popped(let pusher, let removed) = outcome else { return outcome }
        let receiver = visibleScreen
        results[receiver] = result
        return .resultDelivered(result, from: pusher, removed: removed, to: receiver)
    }

    /// ``AnyStack/hide(_:)``.
    mutating func hide(_ name: String) -> NavigationOutcome {
        guard let index = registry.index(named: name) else { return .unchanged(.unknownTarget(name)) }
        return pop(pusher: registry.records[index].info.id)
    }

    /// ``AnyStack/present(_:_:tag:)``.
    mutating func present(_ style: PresentationStyle, _ view: Content, tag: ScreenID?) -> NavigationOutcome {
        // Drop the content of layers that went with a pop below them, once the table holds
        // twice what is live: O(1) amortized, and pushes and pops never touch this table.
        if layerContents.count > 2 * registry.layers.count {
            let live = Set(registry.layers.map(\.root))
            layerContents = layerContents.filter { live.contains($0.key) }
        }
        if !roots.isEmpty {
            roots = roots.filter { registry.index(of: $0.key) != nil }
        }
        let layer = registry.presentLayer(style, tag: tag)
        contents.append(nil)
        layerContents[layer.root] = view
        return .presented(registry.layerInfo(at: registry.layers.count - 1))
    }

    /// Every dismissal of ``DismissTarget``.
    mutating func dismiss(_ target: DismissTarget) -> NavigationOutcome {
        switch target {
        case .top:
            return dismissLayers(from: registry.layers.count - 1)
        case .all:
            return dismissLayers(from: 0)
        case .to(let tag):
            guard let position = registry.layers.firstIndex(where: { $0.tag == tag }) else { return .unchanged(.unknownTag(tag)) }
            guard position + 1 < registry.layers.count else { return .unchanged(.layerAlreadyOnTop(tag)) }
            return dismissLayers(from: position + 1)
        case .from(let tag):
            guard let position = registry.layers.firstIndex(where: { $0.tag == tag }) else { return .unchanged(.unknownTag(tag)) }
            return dismissLayers(from: position)
        case .last(let count):
            guard count >= 0 else { return .unchanged(.invalidArgument("cannot dismiss \(count) layers, a negative count")) }
            guard count > 0 else { return .unchanged(.nothingRequested) }
            return dismissLayers(from: max(0, registry.layers.count - count))
        case .level(let level):
            return dismissLayers(from: level - 1)
        }
    }
}
