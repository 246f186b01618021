import ViewTree

/// Restoring a ``NavigationSnapshot``: validated first, then the state cleared (the step leave
/// guards check) and the snapshot's screens shown in order, the views rendering before a screen
/// that may go to a pusher the screen below declares, so that it registers first.
extension AnyStack {
    /// A snapshot whose every view is rebuilt: what a restore shows, once validated.
    struct PreparedRestore {
        struct Screen {
            let snapshot: NavigationSnapshot.Screen
            let view: Content
        }

        struct Layer {
            let snapshot: NavigationSnapshot.Layer
            let content: Content?
            let root: Screen?
            let screens: [Screen]
        }

        let layers: [Layer]
    }

    /// Rebuilds every view of `snapshot` with `restorer` (a screen's key and the context it was
    /// pushed with) or the route table (its route), or names the first thing that cannot be restored.
    func prepare(_ snapshot: NavigationSnapshot, restorer: ((String, PushContext) -> Content?)?) -> Result<PreparedRestore, RestoreError> {
        guard snapshot.version == NavigationSnapshot.currentVersion else {
            return .failure(
                RestoreError(
                    path: "version", reason: "version \(snapshot.version) is not \(NavigationSnapshot.currentVersion), the version this library reads"
                ))
        }
        guard let base = snapshot.layers.first, base.style == nil else {
            return .failure(
                RestoreError(
                    path: "layers[0]",
                    reason: snapshot.layers.isEmpty
                        ? "no layers: the first is the stack's own" : "the first layer is the stack's own and has no style"))
        }
        let routes = self.routes
        let (registered, rootNames): (Bool, Set<String>) = withState { state in
            let names = state.registry.records.prefix { state.registry.layers.first?.root != $0.info.id }.compactMap(\.info.name)
            return (!state.registry.records.isEmpty, Set(names))
        }
        guard registered || snapshot.screenCount == 0 else {
            return .failure(RestoreError(path: "layers[0]", reason: "no pusher is registered to restore into"))
        }
        // `path` names the screen in an error only: built for every screen, it was a tenth of
        // preparing a restore of thousands.
        func view(of screen: NavigationSnapshot.Screen, at path: @autoclosure () -> String) -> Result<Content, RestoreError> {
            if let key = screen.key {
                guard let view = restorer?(key, screen.context ?? [:]) else {
                    return .failure(RestoreError(path: path(), reason: "no view for key \(Quoting.quoted(key))"))
                }
                return .success(view)
            }
            if let route = screen.route {
                switch routes.resolve(route) {
                case .success(let built):
                    if let last = built.last { return .success(last.screen.view) }
                    return .failure(RestoreError(path: path(), reason: "route \(Quoting.quoted(route)) names no screen"))
                case .failure(let notFound):
                    return .failure(RestoreError(path: path(), reason: "unknown route: \(notFound)"))
                }
            }
            return .failure(RestoreError(path: path(), reason: "no key or route to rebuild the screen from"))
        }
        var layers: [PreparedRestore.Layer] = []
        for (position, layer) in snapshot.layers.enumerated() {
            let path = "layers[\(position)]"
            var content: Content?
            if position > 0 {
                guard layer.style != nil else { return .failure(RestoreError(path: path + ".style", reason: "a modal layer needs a style")) }
                guard let key = layer.key, let view = restorer?(key, [:]) else {
                    return .failure(
                        RestoreError(
                            path: path + ".key",
                            reason: layer.key.map { "no view for key \(Quoting.quoted($0))" } ?? "no key to rebuild the layer's content from"))
                }
                content = view
            }
            var root: PreparedRestore.Screen?
            if let snapshotRoot = layer.root {
                switch view(of: snapshotRoot, at: path + ".root") {
                case .success(let view): root = .init(snapshot: snapshotRoot, view: view)
                case .failure(let error): return .failure(error)
                }
            }
            var screens: [PreparedRestore.Screen] = []
            screens.reserveCapacity(layer.screens.count)
            for (index, screen) in layer.screens.enumerated() {
                if position == 0, index == 0, root == nil, let name = screen.pusher, !rootNames.contains(name) {
                    return .failure(RestoreError(path: path + ".screens[\(index)].pusher", reason: "no pusher named \(Quoting.quoted(name))"))
                }
                switch view(of: screen, at: path + ".screens[\(index)]") {
                case .success(let view): screens.append(.init(snapshot: screen, view: view))
                case .failure(let error): return .failure(error)
                }
            }
            layers.append(.init(snapshot: layer, content: content, root: root, screens: screens))
        }
        return .success(PreparedRestore(layers: layers))
    }

    /// Shows the prepared layers and screens on a cleared stack, in order: `didApply` hears
    /// each step's outcome, with the pusher whose screen the stack made a pusher inside (whose
    /// view must look again); `settle` lets the views render (and declared pushers register)
    /// before the next screen, unless that one was in a pusher the stack made, which the stack
    /// makes again at once: no view needs to render for it. Settled a screen at a time, each such
    /// pusher rendered empty first, then again (a restore of 4,000 text screens: 119 K → 84 K
    /// instructions a screen, thirty-fifth session). Returns each restored screen's key with its
    /// snapshot, for the contexts screens keep.
    ///
    /// `start`: where what shows now ends, when it is the start of the prepared restore
    /// (``NavigationSnapshot/extensionStart(over:)``): the layers and screens before it are
    /// kept, not shown again, and only those after it are returned.
    func stage(
        _ prepared: PreparedRestore, from start: NavigationSnapshot.ExtensionStart? = nil,
        didApply: (StackChange<Content>, _ nestedIn: PusherID?) -> Void, settle: () -> Void
    ) -> [(key: ScreenKey, snapshot: NavigationSnapshot.Screen)] {
        var restored: [(key: ScreenKey, snapshot: NavigationSnapshot.Screen)] = []
        // Grown a screen at a time, these lists were copied about twice each, from memory long
        // out of the cache.
        let screenCount = prepared.layers.reduce(0) { $0 + 1 + $1.screens.count }
        restored.reserveCapacity(screenCount)
        withState { $0.reserveCapacity(forScreens: screenCount) }
        for (position, layer) in prepared.layers.enumerated() {
            if let start, position < start.layer { continue }
            var shownBy: PusherID?
            var firstScreen = 0
            if let start, position == start.layer {
                // The layer shows: its screens go on from the one on top, pushed to its pusher.
                firstScreen = start.screen
                if start.screen > 0 { shownBy = withState { $0.visibleScreen.pusher } }
            } else {
                if position > 0, let style = layer.snapshot.style, let content = layer.content {
                    didApply(withState { $0.apply(.present(style: style, view: content, tag: layer.snapshot.tag)) }, nil)
                    settle()
                }
                if let root = layer.root {
                    didApply(withState { $0.apply(.replaceRoot(.init(view: root.view, id: root.snapshot.id))) }, nil)
                    settle()
                }
                let rootKey = withState { $0.visibleScreen }
                withState { $0.results[rootKey] = layer.root?.snapshot.result ?? layer.snapshot.result }
                restored.append((rootKey, layer.root?.snapshot ?? NavigationSnapshot.Screen(state: layer.snapshot.state)))
            }
            for (position, screen) in layer.screens.enumerated() where position >= firstScreen {
                let nextInStackPusher = position + 1 < layer.screens.count && layer.screens[position + 1].snapshot.inStackPusher == true
                let (change, key, nested) = withState { state in
                    state.showRestored(screen.view, screen.snapshot, after: shownBy, makingPusherForNext: nextInStackPusher)
                }
                // A pusher the stack made inside the screen before changes what that screen's
                // pusher shows.
                didApply(change, nested ? shownBy : nil)
                shownBy = key.pusher
                withState { $0.results[key] = screen.snapshot.result }
                restored.append((key, screen.snapshot))
                if !nextInStackPusher { settle() }
            }
        }
        return restored
    }

    /// Restores `snapshot` with no view tree: what ``apply(_:)`` does with
    /// ``NavigationRequest/restore(_:)``. Screens nest in pushers the stack makes, since no view
    /// registers any.
    @usableFromInline
    func restore(_ snapshot: NavigationSnapshot) -> StackChange<Content> {
        let (restorer, before) = withState { ($0.viewRestorer, $0.facts) }
        let outcome: NavigationOutcome
        switch prepare(snapshot, restorer: restorer) {
        case .failure(let error):
            outcome = .unchanged(.invalidSnapshot(error))
        case .success(let prepared):
            let cleared = withState { $0.apply(.restore(snapshot)) }
            _ = stage(prepared, didApply: { _, _ in }, settle: {})
            outcome = .restored(layers: prepared.layers.count, screens: snapshot.screenCount, removed: cleared.removed)
        }
        return withState { $0.change(.restore(snapshot), outcome, since: before) }
    }
}

extension StackState {
    /// What rebuilds a view of a snapshot from its key and the context it was pushed with:
    /// ``contextualRestorer``, else ``restorer``.
    var viewRestorer: ((String, PushContext) -> Content?)? {
        if let contextualRestorer { return contextualRestorer }
        guard let restorer else { return nil }
        return { key, _ in restorer(key) }
    }

    /// Shows a restored screen where a push from the screen shown last would land: the pusher
    /// it names, or the active one. When no pusher registered inside that screen (`after`, its
    /// pusher), the stack makes one, so a restore reaches any depth. With
    /// `makingPusherForNext` (the next screen was in a pusher the stack made,
    /// ``NavigationSnapshot/Screen/inStackPusher``), the stack makes that pusher inside this
    /// screen at once, before it renders: made after, it wrapped the rendered screen, which
    /// mounted its content a second time (a restore of 32,000 text screens: 25 → 20 µs a
    /// screen, thirty-fourth session).
    /// Returns whether the stack made a pusher inside the screen before.
    mutating func showRestored(
        _ view: Content, _ screen: NavigationSnapshot.Screen, after previous: PusherID?, makingPusherForNext: Bool = false
    ) -> (StackChange<Content>, ScreenKey, nested: Bool) {
        let before = facts
        var nested = false
        if let previous, registry.rules.containers == .screen, let index = registry.index(of: previous),
            registry.records.last.map({ $0.level <= registry.records[index].level }) ?? true
        {
            registerScreenPusher(for: index)
            nested = true
        }
        let index = screen.pusher.flatMap { registry.index(named: $0) } ?? registry.records.count - 1
        let replaced = registry.records[index].hasContent
        let nests = registry.rules.nesting == .everyScreen || (makingPusherForNext && registry.rules.containers == .screen)
        let popped = show(view, id: screen.id, context: screen.context ?? [:], at: index, nests: nests)
        let info = registry.records[index].info
        let change = change(
            .push(view: view, id: screen.id, context: screen.context ?? [:], target: screen.pusher),
            .pushed(to: info, replaced: replaced, popped: popped), since: before)
        return (change, ScreenKey(pusher: info.id, number: registry.records[index].pushCount), nested)
    }
}
