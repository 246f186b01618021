import ViewTree

// Saving and restoring the whole navigation state.

extension Stack {
    /// The whole navigation state as data: see ``NavigationSnapshot``. A pushed view is saved
    /// with its ``RestorableView/restorationKey``, a screen opened by a URL with its route.
    ///
    /// - Complexity: O(pushers).
    public func snapshot() -> NavigationSnapshot {
        host?.applyPendingChanges()
        let contexts = screenContexts
        var (snapshot, screens) = registry.withState { state in
            state.snapshot(key: \.restorationKey, kept: { contexts[$0].flatMap { $0.isEmpty ? nil : $0 } })
        }
        let archives = archiveViewState(of: screens)
        if !archives.isEmpty {
            snapshot.viewState = SavedViewState(screens: screens.map { archives[$0] })
        }
        return snapshot
    }

    /// Rebuilds a screen's view from its restoration key, for ``restore(_:)``; screens with a
    /// route need none.
    public var restorer: ((String) -> AnyView?)? {
        get { registry.withState { $0.restorer } }
        set { registry.withState { $0.restorer = newValue } }
    }

    /// Rebuilds a screen's view from its restoration key and the context it was pushed with (a
    /// layer's content: empty), for ``restore(_:)``, in place of ``restorer`` when set: for views
    /// that show what they were pushed with.
    ///
    /// ```swift
    /// stack.contextualRestorer = { key, context in
    ///     guard key == "card", case .string(let name)? = context["name"] else { return nil }
    ///     return AnyView(Card(name: name))
    /// }
    /// ```
    public var contextualRestorer: ((String, PushContext) -> AnyView?)? {
        get { registry.withState { $0.contextualRestorer } }
        set { registry.withState { $0.contextualRestorer = newValue } }
    }

    /// Restores `snapshot` in place of the current state, through the door.
    ///
    /// Validated first: a version this library does not read, a key ``restorer`` does not
    /// know, an unknown route or a missing pusher is ``UnchangedReason/invalidSnapshot(_:)`` naming the
    /// path inside the snapshot, with nothing changed. Leave guards are checked against the
    /// screens the restore removes. Then each layer is presented and each screen shown in
    /// order, letting the views render before a screen that may go to a pusher the screen below
    /// declares: that pusher registers before the next screen needs it, so Stapel-style
    /// hierarchies restore at any depth (where no pusher registers, the stack makes one).
    /// Screens that were in pushers the stack made
    /// (``NavigationSnapshot/Screen/inStackPusher``) are shown together, in one render.
    ///
    /// ```swift
    /// let saved = stack.snapshot()
    /// stack.popToRoot()
    /// stack.restore(saved)   // restored 1 layer, 2 screens
    /// ```
    @discardableResult
    public func restore(_ snapshot: NavigationSnapshot) -> NavigationOutcome {
        perform(.restore(snapshot))
    }

    /// ``restore(_:)``, keeping what shows when `snapshot` goes on from it: when `now` (the
    /// stack's snapshot, taken by the caller) shows the start of `snapshot` the same way, views'
    /// state included, only the layers and screens above it are shown; none leaves, none shows
    /// again. Otherwise, and while a transition runs, a restore. What `explore` does to come
    /// back to a state above where it stands: in `cards.stapel`, most of its restores.
    ///
    /// ```swift
    /// let saved = stack.snapshot()        // a card, with its edit sheet
    /// stack.dismiss()
    /// stack.restore(saved, over: stack.snapshot())   // presents the sheet again, alone
    /// ```
    package func restore(_ snapshot: NavigationSnapshot, over now: NavigationSnapshot) -> NavigationOutcome {
        // Read where the gate lets the restore through at once, before anything else changes.
        restoringOver = isTransitioning ? nil : now
        defer { restoringOver = nil }
        return restore(snapshot)
    }

    /// ``restore(_:)``, behind the door's gate: the clearing (which leave guards check), then
    /// each layer and screen, each a step of the restore's record.
    func restore(_ snapshot: NavigationSnapshot, force: Bool) -> StackChange<AnyView> {
        let prepared: AnyStack<AnyView>.PreparedRestore
        switch registry.prepare(snapshot, restorer: registry.withState { $0.viewRestorer }) {
        case .failure(let error): return unchanged(.restore(snapshot), .unchanged(.invalidSnapshot(error)))
        case .success(let value): prepared = value
        }
        // Read once: a restore the views ask for while this one renders shows over other screens.
        let shownNow = restoringOver
        restoringOver = nil
        if let shownNow, let start = snapshot.extensionStart(over: shownNow) {
            return extend(to: snapshot, prepared, from: start)
        }
        let cleared = applyGuarded(.restore(snapshot), force: force)
        guard cleared.didChange else { return cleared }
        // Everything may have changed: every pusher view and presenter looks again.
        signalEveryPusher()
        didChangeEverything()
        screenContexts = [:]
        host?.applyPendingChanges()
        stage(prepared, of: snapshot, from: nil)
        let outcome = NavigationOutcome.restored(layers: prepared.layers.count, screens: snapshot.screenCount, removed: cleared.removed)
        let before = StackChange<AnyView>.Facts(active: cleared.activeBefore, layerCount: cleared.layerCountBefore, visible: cleared.visibleBefore)
        return registry.withState { $0.change(.restore(snapshot), outcome, since: before) }
    }

    /// Shows what `snapshot` holds above `start`, what shows now, as a restore's steps.
    private func extend(to snapshot: NavigationSnapshot, _ prepared: AnyStack<AnyView>.PreparedRestore, from start: NavigationSnapshot.ExtensionStart)
        -> StackChange<AnyView>
    {
        let before = registry.withState { $0.facts }
        host?.applyPendingChanges()
        stage(prepared, of: snapshot, from: start)
        let outcome = NavigationOutcome.restored(layers: prepared.layers.count, screens: snapshot.screenCount, removed: [])
        return registry.withState { $0.change(.restore(snapshot), outcome, since: before) }
    }

    /// Shows the layers and screens of `prepared` (those above `start`, when given), then gives
    /// each screen shown its context and its views their state.
    private func stage(_ prepared: AnyStack<AnyView>.PreparedRestore, of snapshot: NavigationSnapshot, from start: NavigationSnapshot.ExtensionStart?)
    {
        // A step per screen, and per layer and layer root.
        expectSteps(snapshot.screenCount + 2 * snapshot.layers.count)
        let restored = registry.stage(
            prepared, from: start,
            didApply: { [self] change, nestedIn in
                didApply(change)
                if let nestedIn { signal([nestedIn]) }
            }, settle: { [host] in host?.applyPendingChanges() })
        for (screen, saved) in restored {
            if let state = saved.state { screenContexts[screen] = state }
        }
        // The views' state, in the order the screens were restored (that of the snapshot).
        let saved = snapshot.viewState.screens.dropFirst(start?.shownScreens ?? 0)
        if saved.count == restored.count {
            var archives: [ScreenKey: ViewStateArchive] = [:]
            for (screen, archive) in zip(restored.map(\.key), saved) { archives[screen] = archive }
            restoreViewState(archives)
        }
    }
}
