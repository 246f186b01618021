import ViewTree

// Leave guards and the contexts screens keep: checked in the door, so that no way of navigating
// goes around them.

/// A registered ``LeaveGuard``.
struct GuardRecord {
    let screen: ScreenKey
    let predicate: PushPredicate
}

extension Stack {
    /// The context the screen `screen` keeps, which its leave guards read; empty until set.
    public func context(of screen: ScreenKey) -> PushContext {
        screenContexts[screen] ?? [:]
    }

    /// Sets `values` in the context of `screen`, keeping its other keys.
    ///
    /// ```swift
    /// stack.setContext(["dirty": true], of: stack.visibleScreen)
    /// ```
    public func setContext(_ values: PushContext, of screen: ScreenKey) {
        var context = screenContexts[screen] ?? [:]
        for (key, value) in values.values { context[key] = value }
        screenContexts[screen] = context
    }

    /// The screen the user sees: the top screen of the top layer.
    public var visibleScreen: ScreenKey {
        host?.applyPendingChanges()
        return registry.visibleScreen
    }

    /// Carries out the requests `body` makes with every leave guard overridden, as a "discard
    /// changes" button does.
    ///
    /// ```swift
    /// stack.overridingGuards { _ = host.back() }
    /// ```
    public func overridingGuards<Result>(_ body: () throws -> Result) rethrows -> Result {
        let outer = timing.overridesGuards
        timing.overridesGuards = true
        defer { timing.overridesGuards = outer }
        return try body()
    }

    /// The number of guards registered.
    public var guardCount: Int {
        guards.count
    }

    // MARK: What guard views use

    func makeGuardNumber() -> Int {
        nextGuardNumber += 1
        return nextGuardNumber
    }

    func register(guard number: Int, on screen: ScreenKey, predicate: PushPredicate) {
        guard guards[number] == nil else { return }
        guards[number] = GuardRecord(screen: screen, predicate: predicate)
    }

    func unregister(guard number: Int) {
        guards[number] = nil
    }

    // MARK: The check

    /// Applies `request` unless it would remove a screen whose guard holds; returns the change,
    /// or the veto with nothing changed.
    func applyGuarded(_ request: NavigationRequest<AnyView>, force: Bool) -> StackChange<AnyView> {
        // The registry state's own step, not AnyStack's: for a restore that is the clearing,
        // which is what guards check; the screens follow.
        guard !guards.isEmpty, !force else { return registry.withState { $0.apply(request) } }
        let (change, veto) = registry.apply(request, unless: leaveVeto())
        return veto.map { unchanged(request, .unchanged(.vetoed($0))) } ?? change
    }

    /// The veto a leave guard would give `request` now, tried on a copy; nothing changes.
    func veto(of request: NavigationRequest<AnyView>) -> LeaveVeto? {
        guard !guards.isEmpty, !timing.overridesGuards else { return nil }
        let check = leaveVeto()
        return registry.withState { state in
            var trial = state
            return trial.apply(request).didChange ? check(state, trial) : nil
        }
    }

    /// The check of every guard: the veto of the first whose screen a change from `before` to
    /// `after` removes while its rule holds, newest first (the guard nearest the top answers).
    private func leaveVeto() -> (_ before: StackState<AnyView>, _ after: StackState<AnyView>) -> LeaveVeto? {
        let guards = self.guards.sorted { $0.key > $1.key }.map(\.value)
        let contexts = screenContexts
        return { before, after in
            for record in guards where before.contains(record.screen) && !after.contains(record.screen) {
                if record.predicate.accepts(contexts[record.screen] ?? [:]) {
                    return before.veto(by: record)
                }
            }
            return nil
        }
    }

    /// A request that changed nothing, with the outcome that says why.
    func unchanged(_ request: NavigationRequest<AnyView>, _ outcome: NavigationOutcome) -> StackChange<AnyView> {
        registry.withState { $0.change(request, outcome, since: $0.facts) }
    }

    /// Forgets the contexts of screens that left.
    func dropContextsOfScreensThatLeft() {
        guard !screenContexts.isEmpty else { return }
        let left = screenContexts.keys.filter { !registry.contains($0) }
        for screen in left { screenContexts[screen] = nil }
    }
}
