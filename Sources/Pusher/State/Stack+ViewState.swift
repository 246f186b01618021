import ViewTree

// The views' `@State` on the stack's screens, carried over where the stack rebuilds a screen
// that the user still sees as the same one: the screens a `remove` keeps above the one it takes
// out, and every screen a restore brings back.

extension Stack {
    /// The scope of the views' state on `screen`, as its views' environment names it.
    func stateScope(of screen: ScreenKey) -> StateScope {
        StateScope(stack: ObjectIdentifier(self), screen: screen)
    }

    /// The state of the views on each of `screens`, as the tree holds it now.
    ///
    /// - Complexity: O(nodes in the tree).
    func archiveViewState(of screens: [ScreenKey]) -> [ScreenKey: ViewStateArchive] {
        // Most apps' screens hold no `@State`: their scopes are not worth finding and hashing.
        guard let host, !screens.isEmpty, host.holdsSavedState else { return [:] }
        // Loops, not `map` and `compactMap`: a main-actor closure handed to the standard library
        // checks the executor at every call (about 280 instructions a screen for a save).
        var scopes: [StateScope: ScreenKey] = [:]
        scopes.reserveCapacity(screens.count)
        for screen in screens {
            let scope = stateScope(of: screen)
            if scopes[scope] == nil { scopes[scope] = screen }
        }
        let archives = host.archiveState(of: Set(scopes.keys))
        var byScreen: [ScreenKey: ViewStateArchive] = [:]
        for (scope, archive) in archives {
            if let screen = scopes[scope] { byScreen[screen] = archive }
        }
        return byScreen
    }

    /// Gives the views on each screen of `archives` (by the key it has now) their state back,
    /// once the views of every screen rendered.
    ///
    /// - Complexity: O(nodes in the tree).
    func restoreViewState(_ archives: [ScreenKey: ViewStateArchive]) {
        guard let host, !archives.isEmpty else { return }
        host.applyPendingChanges()
        host.restoreState(Dictionary(uniqueKeysWithValues: archives.map { (stateScope(of: $0.key), $0.value) }))
    }

    /// The pushed screens of the top layer, when `request` rebuilds some of them: a `remove`
    /// shows the screens above the one it takes out again, as new screens.
    func screensRebuilt(by request: NavigationRequest<AnyView>) -> [ScreenKey]? {
        guard case .remove = request else { return nil }
        return registry.withState { $0.pushedScreenKeys }
    }

    /// Carries what the user sees as the same screens (the last `count` of `before`) over to
    /// the keys they have after a `remove`: the context each keeps now, and returns its views'
    /// state by its new key, for ``restoreViewState(_:)``. Called before the views render the
    /// change, while the old screens are still in the tree.
    func carryOver(last count: Int, of before: [ScreenKey]) -> [ScreenKey: ViewStateArchive] {
        guard count > 0 else { return [:] }
        let old = Array(before.suffix(count))
        let new = registry.withState { $0.pushedScreenKeys.suffix(count) }
        var archives: [ScreenKey: ViewStateArchive] = [:]
        let oldArchives = archiveViewState(of: old)
        for (from, to) in zip(old, new) {
            if let context = screenContexts.removeValue(forKey: from) { screenContexts[to] = context }
            archives[to] = oldArchives[from]
        }
        return archives
    }
}
