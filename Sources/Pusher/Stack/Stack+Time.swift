import ViewTree

// Transitions on the host's virtual clock, the rule for calls made while one runs, and the
// multi-step calls that run one transition at a time.

// MARK: - Settings

extension Stack {
    /// The transition of pushes and pops that name none; `nil` (the default) moves screens at
    /// once, as before transitions existed.
    ///
    /// ```swift
    /// stack.transition = .seconds(0.2)        // swiftui-navigation-stack: ease-out 0.2 s
    /// stack.push(view: AnyView(Text("Detail")))
    /// host.isTransitioning                    // true until host.advance(by: .milliseconds(200))
    /// ```
    public var transition: Transition? {
        get { timing.transition }
        set { timing.transition = newValue }
    }

    /// The transition of presentations and dismissals that name none; `nil` (the default) uses
    /// ``transition``.
    public var layerTransition: Transition? {
        get { timing.layerTransition }
        set { timing.layerTransition = newValue }
    }

    /// What happens to a call made while a transition runs: see ``TransitionRule``.
    public var duringTransitions: TransitionRule {
        get { timing.rule }
        set { timing.rule = newValue }
    }

    /// Runs `body` with `animation` for every request in it that names none: how a back button
    /// or a binding (which call the stack themselves) gets a transition of its own.
    ///
    /// ```swift
    /// stack.withAnimation(.animated(.seconds(0.3))) {
    ///     host.back()   // the pop runs 0.3 s
    /// }
    /// ```
    public func withAnimation<Result>(_ animation: NavigationAnimation, _ body: () throws -> Result) rethrows -> Result {
        let outer = timing.override
        timing.override = animation == .stackDefault ? outer : animation
        defer { timing.override = outer }
        return try body()
    }

    /// Whether a transition this stack started is still running (under ``TransitionRule/drop``
    /// also one that changed nothing: it still closes the gate), or the user drags one of its
    /// screens back.
    public var isTransitioning: Bool {
        (timing.busyUntil > .zero && clock.now < timing.busyUntil) || isDragged
    }

    /// Whether a back gesture under way on its host drags one of its screens.
    var isDragged: Bool {
        host?.draggedGate === self
    }

    /// How many calls wait for the running transition to end.
    public var waitingCount: Int {
        timing.waitingCount
    }

    /// The depth and the number of modal layers once every waiting call but a dismissal has
    /// run: what a model that takes each call at once counts while the screens catch up
    /// (ScreenNavigatorKit's controllers, ``NavigationProfile/Counting/model``). A dismissal
    /// counts only once its modal's view has disappeared (``ViewHost/leavingLayerCount``).
    ///
    /// ```swift
    /// stack.push(view: AnyView(Text("A")))    // a 0.35 s transition starts
    /// stack.push(view: AnyView(Text("B")))    // queued
    /// stack.depth                             // 1
    /// stack.countsAfterWaitingCalls.depth     // 2
    /// ```
    ///
    /// - Complexity: O(1) when nothing waits; else O(pushers) for a copy, plus the calls' cost.
    public var countsAfterWaitingCalls: (depth: Int, layers: Int) {
        guard timing.waitingCount > 0 else { return (depth, layers.count) }
        let waiting = timing.waiting.map(\.request).filter {
            if case .dismiss = $0 { false } else { true }
        }
        return registry.withState { state in
            var trial = state
            for request in waiting { _ = trial.apply(request) }
            return (trial.registry.screenCount, trial.registry.layers.count)
        }
    }
}

// MARK: - The gate

extension Stack {
    /// The outcome of a call the running transition holds back, or `nil` when it goes ahead.
    func gate(_ call: StackTiming.Call) -> NavigationOutcome? {
        guard isTransitioning else { return nil }
        switch timing.rule {
        case .apply:
            return nil
        case .drop:
            // Under a back gesture nobody knows yet when it ends.
            return .unchanged(.dropped(until: isDragged ? nil : timing.busyUntil))
        case .queue:
            timing.enqueue(call)
            return .unchanged(.queued(position: timing.waitingCount))
        }
    }

    /// The transition `request` runs with, if any: the one it names, else the stack's; a pop
    /// reuses the one its top screen was pushed with.
    func transition(for request: NavigationRequest<AnyView>, animation: NavigationAnimation) -> Transition? {
        switch animation {
        case .instantly: return nil
        case .animated(let transition): return transition
        case .stackDefault: break
        }
        switch request {
        case .present, .dismiss:
            return timing.layerTransition ?? timing.transition
        case .pop, .popWithResult:
            if !timing.shownWith.isEmpty, let top = registry.screens.last?.pusher.id, let shown = timing.shownWith[top] {
                return shown
            }
            return timing.transition
        case .push, .setScreens, .pushScreens, .replaceRoot, .remove, .open, .restore, .hide:
            return timing.transition
        }
    }

    /// Starts `transition` for what `change` changed: the host animates it, and the gate closes
    /// until it ends (under the drop rule even when nothing changed).
    func start(_ transition: Transition, for change: StackChange<AnyView>) {
        switch change.outcome {
        case .pushed(let to, _, let popped), .screensPushed(let to, _, _, let popped):
            timing.shownWith[to.id] = transition
            for pusher in popped { timing.shownWith[pusher] = nil }
        case .popped(let from, let removed), .resultDelivered(_, let from, let removed, _):
            timing.shownWith[from.id] = nil
            for pusher in removed { timing.shownWith[pusher] = nil }
        case .screensSet, .rootReplaced, .opened, .removed, .presented, .dismissed, .restored, .unchanged:
            break
        }
        guard transition.isAnimated, change.didChange || timing.rule == .drop else { return }
        var transition = transition
        if change.didChange, let host {
            transition = host.animateNextChange(transition)
            guard transition.isAnimated else { return }
        }
        if rules.coveredScreens == .unmount, case .pushed(let to, _, _) = change.outcome {
            coveredWhileMoving.insert(to.id)
        }
        let clock = clock
        timing.busyUntil = clock.now + transition.duration
        if let timer = timing.endTimer { clock.cancel(timer) }
        timing.endTimer = clock.schedule(after: transition.duration) { [weak weakTarget] in
            weakTarget?.object.transitionDidEnd()
        }
    }

    /// Opens the gate; what waited runs in order, until one of them starts a transition. It runs
    /// in a timer of its own at the same instant, after the host has ended the transition (whose
    /// timer was scheduled after this one), so that the screens it moved settle first.
    private func transitionDidEnd() {
        timing.endTimer = nil
        timing.busyUntil = .zero
        if !coveredWhileMoving.isEmpty { coveredWhileMoving = [] }
        guard timing.waitingCount > 0 else { return }
        clock.schedule(after: .zero) { [weak weakTarget] in
            weakTarget?.object.runWaiting()
        }
    }

    func runWaiting() {
        while !isTransitioning, let next = timing.dequeue() {
            _ = carryOut(next)
        }
    }
}

// MARK: - One by one

extension Stack {
    /// Carries out a pop or dismissal of several screens or layers one at a time, each a full
    /// transition, the next starting when the last ends (INNavigation's `multiPopToRoot`,
    /// ScreenNavigatorKit's `dismissAll`). Returns the first step's outcome; the request's one
    /// record gains each step as it runs. Another request splits into no steps and runs as
    /// usual.
    ///
    /// ```swift
    /// stack.transition = .seconds(0.55, .linear)
    /// stack.perform(.pop(.root), oneByOne: true)   // popped pusher 3; depth 2
    /// host.advance(by: .milliseconds(1650))        // depth 0, three transitions later
    /// ```
    @discardableResult
    public func perform(_ request: NavigationRequest<AnyView>, animation: NavigationAnimation = .stackDefault, oneByOne: Bool) -> NavigationOutcome {
        enter(request, animation: animation, oneByOne: oneByOne)
    }

    /// Pops every pushed screen of the top layer one at a time; see
    /// ``perform(_:animation:oneByOne:)``.
    @discardableResult
    public func popToRoot(oneByOne: Bool) -> NavigationOutcome {
        perform(.pop(.root), oneByOne: oneByOne)
    }

    /// Dismisses every modal layer one at a time, top first; see
    /// ``perform(_:animation:oneByOne:)``.
    @discardableResult
    public func dismissAll(oneByOne: Bool) -> NavigationOutcome {
        perform(.dismiss(.all), oneByOne: oneByOne)
    }

    /// Carries out the first step of a call made one by one and puts the others at the front
    /// of the queue, as steps of the same record; ``carryOut(_:)`` runs them when no transition
    /// holds them.
    func carryOutOneByOne(_ call: StackTiming.Call) -> NavigationOutcome {
        let step: NavigationRequest<AnyView>
        let count: Int
        switch call.request {
        case .pop(.root): (step, count) = (.pop(.previous), registry.depth)
        case .pop(.last(let last)): (step, count) = (.pop(.previous), min(last, registry.depth))
        case .dismiss(.all): (step, count) = (.dismiss(.top), registry.layers.count)
        case .dismiss(.last(let last)): (step, count) = (.dismiss(.top), min(last, registry.layers.count))
        default: (step, count) = (call.request, 1)
        }
        guard count > 1 else {
            return carryOut(count == 1 ? step : call.request, animation: call.animation, force: call.force).outcome
        }
        let rest = StackTiming.Call(request: step, animation: call.animation, oneByOne: false, force: call.force, record: call.record)
        timing.enqueueFirst(Array(repeating: rest, count: count - 1))
        return carryOut(step, animation: call.animation, force: call.force).outcome
    }
}

// MARK: - Async

extension Stack {
    /// Carries out `request` and returns when its transition has ended on the virtual clock,
    /// which it advances to that instant: INNavigation's async calls.
    ///
    /// ```swift
    /// stack.transition = .seconds(0.55)
    /// let outcome = await stack.performAndWait(.push(view: AnyView(Text("Detail"))))
    /// stack.clock.now   // 0.55 seconds
    /// ```
    ///
    /// A name of its own rather than `async` overloads of ``perform(_:animation:)`` and the
    /// named methods: in an async context Swift prefers an async overload, so every existing
    /// call in an async test would have needed `await` and changed meaning.
    ///
    /// Deterministic under Swift concurrency: it runs on the main actor and never suspends
    /// between carrying the request out and advancing the clock, so no other task interleaves;
    /// tasks that await one after another see one transition after another. A dropped or
    /// queued call returns at once with that outcome (a queued call's final outcome is in the
    /// ``log`` when it runs).
    @discardableResult
    public func performAndWait(_ request: NavigationRequest<AnyView>, animation: NavigationAnimation = .stackDefault) async -> NavigationOutcome {
        let outcome = enter(request, animation: animation)
        switch outcome.status {
        case .dropped, .queued, .vetoed: return outcome
        case .applied, .refused: break
        }
        if isTransitioning {
            // The host starts the transition as it renders the change: render it first.
            host?.applyPendingChanges()
            clock.advance(to: timing.busyUntil)
        }
        return outcome
    }
}
