import Observation
import ViewTree

/// The pusher registry the views use: Stapel's `Stack`, observable, injected into the tree with
/// `.environmentObject(_:)`.
///
/// ```swift
/// let stack = Stack()
/// let host = ViewHost(
///     WithStapel({ context in context["expected"] == "value" }) {
///         Text("Root view")
///         Button("Push truthy") {
///             stack.push(view: AnyView(Text("Pushed with evaluation")), context: ["expected": "value"])
///         }
///     }
///     .environmentObject(stack)
/// )
/// try host.tap("Push truthy")   // "Pushed with evaluation" is now the visible screen
/// ```
///
/// Every navigation goes through one door, ``perform(_:animation:)``: it carries out a
/// ``NavigationRequest``, tells the views whose content changed, and appends the request and
/// its ``NavigationOutcome`` to the ``log``. The named methods (``push(view:id:context:to:)``,
/// ``pop(to:)``, ``dismissAll()``, …) are one-line doors into it.
///
/// Each pusher view observes only its own content, so a push re-renders the one pusher that
/// receives it, whatever the depth of the stack. A `ViewHost` applies what the stack changed
/// before it answers any query, so a test never needs to flush after navigating.
///
/// The stack keeps what it shows (each pusher's content, each layer) and its log keeps each
/// request with its view. A closure in a pushed or presented view that captures the stack
/// strongly therefore makes a cycle that outlives the host: capture it `[unowned stack]`, or read
/// it with `@Environment(Stack.self)`, which holds nothing once its view has left the tree.
///
/// - Complexity: As ``AnyStack``: push, evaluate and pop are O(1) in the number of pushers under
///   the Stapel policy.
@Observable
@MainActor
public final class Stack {
    /// The registry itself. Changed only through ``perform(_:animation:)`` and by pusher views as they
    /// come and go, so that views hear of every change.
    @ObservationIgnored let registry: AnyStack<AnyView>
    /// One signal per registered pusher: its view re-renders when its signal changes.
    /// Unchecked, as the other tables below: a send marks nodes dirty and calls nothing that
    /// could reach the stack. Checked, this file's and `AnyStack`'s fields made push + back
    /// 1.13× slower (twenty-seventh session, with the whole package's checks).
    @ObservationIgnored @exclusivity(unchecked) private var signals: [PusherID: RenderSignal] = [:]
    /// One signal per layer level, observed by the view that presents that level: presenting or
    /// dismissing one layer re-renders one presenter, not every layer below it.
    @ObservationIgnored @exclusivity(unchecked) private var layerSignals: [Int: RenderSignal] = [:]
    /// The log's records; may hold up to twice ``logLimit`` before the oldest are dropped, so
    /// that appending stays O(1) amortized.
    @ObservationIgnored @exclusivity(unchecked) private var records: [NavigationRecord] = []
    /// How many steps `records` hold in all: bounded too, since one record can hold thousands
    /// (a restore of a deep snapshot has a step per screen).
    @ObservationIgnored @exclusivity(unchecked) private var loggedSteps = 0
    /// How many requests were performed: the id of the last record.
    @ObservationIgnored @exclusivity(unchecked) public private(set) var requestCount = 0
    /// Counts the changes of the log: each new record, and each change of a record's status or
    /// steps (see ``records(updatedAfter:)``).
    @ObservationIgnored public private(set) var logRevision = 0
    /// Whether a request with a record is being carried out; its changes so far are in
    /// `runningSteps`.
    @ObservationIgnored var isRunning = false
    @ObservationIgnored private var runningSteps: [NavigationRecord.Step] = []
    /// How many records ``log`` keeps: the most recent ones. 1,000 by default; 0 (or less) keeps
    /// none. Their steps are bounded too: once the records hold more than ten times as many
    /// steps as the limit, the oldest go (the latest is kept whole, however many steps it has),
    /// so that restoring a snapshot of 10,000 screens again and again does not keep every
    /// restore's 10,000 steps.
    @ObservationIgnored public var logLimit = 1_000
    /// What the stack's timers refer to weakly, so that the stack, which every pusher view
    /// reads, keeps the runtime's fast retains (``WeakTarget``).
    @ObservationIgnored package private(set) lazy var weakTarget = WeakTarget(self)
    /// The title of the tab the stack belongs to, set by ``TabStacks``: its pushers print it, so
    /// that `pusher: 1` in two tabs says which.
    ///
    /// ```swift
    /// TabStacks(["Inbox"]).stack(for: "Inbox").tabTitle   // "Inbox"
    /// ```
    @ObservationIgnored public var tabTitle: String? {
        didSet {
            for pusher in registry.pushers { host?.annotationsChanged(for: PusherView.annotationKey(of: pusher.info.id, in: self)) }
        }
    }
    /// The active pusher as its view last heard: when another becomes active, both views'
    /// `active` markers change.
    @ObservationIgnored private var annotatedActivePusher: PusherID?
    /// Changes whenever a pusher registers or leaves, or a screen is pushed or popped, for views
    /// that show the registry.
    ///
    /// Observed by hand: a change tells Observation only when something has read it since the
    /// last change it told. Before such a read nobody can be subscribed, and a change
    /// Observation is told of costs a lock and two key-path lookups, about 2,000 instructions,
    /// several times per push and back.
    private var registryVersion: Int {
        isRegistryVersionRead = true
        access(keyPath: \.registryVersion)
        return registryVersionStorage
    }
    @ObservationIgnored @exclusivity(unchecked) private var registryVersionStorage = 0
    @ObservationIgnored @exclusivity(unchecked) private var isRegistryVersionRead = false

    /// Changes ``registryVersion`` (not through its getter, which counts as a read), and tells
    /// the host when the active pusher changed.
    private func registryDidChange() {
        let active = registry.activePusherID
        if active != annotatedActivePusher, let host {
            if let old = annotatedActivePusher { host.annotationsChanged(for: PusherView.annotationKey(of: old, in: self)) }
            if let active { host.annotationsChanged(for: PusherView.annotationKey(of: active, in: self)) }
        }
        annotatedActivePusher = active
        guard isRegistryVersionRead else {
            registryVersionStorage += 1
            return
        }
        // Observation's trackers end at the first change they hear of, and one that wants the
        // next reads the version again, through its getter: until then a change has nobody to
        // tell. (A restore of 32,000 screens told it once a screen: 1,600 instructions each.)
        isRegistryVersionRead = false
        withMutation(keyPath: \.registryVersion) { registryVersionStorage += 1 }
    }

    /// Changes whenever a layer is presented or dismissed; the views that present layers
    /// observe it.
    private var layersVersion = 0
    /// Changes whenever a layer's root screen is replaced; the root pusher views observe it.
    private var rootsVersion = 0
    /// Changes whenever a popped screen returns a result.
    private var resultsVersion = 0
    /// Pushers whose content a running push covers but which stays mounted until the
    /// transition ends, under ``NavigationRules/CoveredScreens/unmount``: it moves out of view
    /// first, as SwiftUI's transitions keep a removed view until they end.
    var coveredWhileMoving: Set<PusherID> = []
    /// The `WithStapel` root that presents this stack's layers; a second root is a mistake.
    @ObservationIgnored private weak var root: RootClaim?
    /// The host of that root: queries apply its pending changes first, since pusher views
    /// register only when the host renders them. Its clock is the stack's.
    @ObservationIgnored weak var host: (any PendingChangesApplying)?
    /// The hosts of the other roots given this stack (``noteSecondRoot(in:)``).
    @ObservationIgnored private var secondRootHosts: [WeakHost] = []
    private struct WeakHost {
        weak var host: (any PendingChangesApplying)?
    }
    /// Transitions, the gate and the calls waiting behind it.
    @ObservationIgnored var timing = StackTiming()
    /// The style of a presentation that names none (``present(_:tag:)``); `nil` when callers
    /// must name one, as the scenario language then requires.
    @ObservationIgnored public var defaultPresentation: PresentationStyle?
    /// Whether the screens have a system back button and gesture (``NavigationProfile/systemBack``).
    /// The stack itself pops either way; a simulator's user goes back only with one.
    @ObservationIgnored public var systemBack = true
    /// What a call the library refuses does (``NavigationProfile/errorHandling``): a stack refuses it
    /// either way and says why; a simulator stops the app on a fatal one.
    @ObservationIgnored public var errorHandling = NavigationProfile.ErrorHandling.silent
    /// What the library's own count says while views catch up (``NavigationProfile/counting``):
    /// ``countsAfterWaitingCalls`` is the model's count.
    @ObservationIgnored public var counting = NavigationProfile.Counting.screens
    /// The leave guards of the screens, by number.
    @ObservationIgnored var guards: [Int: GuardRecord] = [:]
    @ObservationIgnored var nextGuardNumber = 0
    /// The context each screen keeps, which its leave guards read.
    @ObservationIgnored var screenContexts: [ScreenKey: PushContext] = [:]
    /// What the restore under way shows over and may keep (``restore(_:over:)``).
    @ObservationIgnored var restoringOver: NavigationSnapshot?
    /// The clock of a stack shown by no host.
    @ObservationIgnored private lazy var ownClock = VirtualClock()

    /// The clock transitions run on: the host's, or the stack's own while no host shows it.
    public var clock: VirtualClock {
        host?.clock ?? ownClock
    }

    /// An empty stack that routes pushes by `policy` (Stapel's by default) and follows `rules`
    /// (Stapel's by default).
    public init(policy: PushPolicy = .stapel, rules: NavigationRules = .stapel) {
        registry = AnyStack(policy: policy, rules: rules)
    }

    /// The rules where navigation libraries differ: duplicate ids, replacing named content,
    /// nesting.
    public var rules: NavigationRules {
        get { registry.rules }
        set { registry.rules = newValue }
    }

    /// Which pusher receives a push that names none.
    public var policy: PushPolicy {
        get { registry.policy }
        set { registry.policy = newValue }
    }

    /// The registered pushers in registration order; the last is the active one.
    public var pushers: [PusherInfo] {
        host?.applyPendingChanges()
        _ = registryVersion
        return registry.pushers.map { $0.info }
    }

    /// Whether any pusher has registered, without the infos ``pushers`` makes.
    package var hasRegisteredPushers: Bool {
        host?.applyPendingChanges()
        return registry.count > 0
    }

    /// The pusher pushes go to by default: the most recently registered one still mounted.
    public var activePusher: PusherInfo? {
        host?.applyPendingChanges()
        _ = registryVersion
        return registry.activePusher?.info
    }
}

// MARK: - The door

extension Stack {
    /// Carries out `request`, re-renders the pusher views whose content it changed, and appends
    /// it with its outcome to the ``log``: the one place navigation happens.
    ///
    /// ```swift
    /// let outcome = stack.perform(.push(view: AnyView(Text("Detail")), id: "detail"))
    /// print(outcome)                  // pushed to pusher 1
    /// stack.perform(.pop(.previous))  // popped pusher 1
    /// ```
    ///
    /// With a transition (the stack's ``transition``, or `animation`), the screens move on the
    /// host's clock; a call made while one runs follows ``duringTransitions``. A `ViewHost`
    /// showing the stack applies the change before it answers its next query.
    ///
    /// - Complexity: as ``AnyStack/apply(_:)``, plus O(1) amortized for the log.
    @discardableResult
    public func perform(_ request: NavigationRequest<AnyView>, animation: NavigationAnimation = .stackDefault) -> NavigationOutcome {
        enter(request, animation: animation)
    }

    /// Passes `request` through the gate: carried out (step by step when `oneByOne`), or held
    /// back with the outcome that says so. Each request gets a record when it arrives; one made
    /// while another is carried out (by the views a restore renders) is a step of that one's.
    func enter(_ request: NavigationRequest<AnyView>, animation: NavigationAnimation, oneByOne: Bool = false) -> NavigationOutcome {
        var call = StackTiming.Call(
            request: request, animation: animation == .stackDefault ? timing.override ?? animation : animation,
            oneByOne: oneByOne, force: timing.overridesGuards)
        if isRunning {
            return carryOut(call)
        }
        requestCount += 1
        call.record = requestCount
        if let refusal = gate(call) {
            return finish(call, refusal, steps: [])
        }
        return carryOut(call)
    }

    /// Logs `request` as refused with `outcome` before it reached the stack (a back gesture a
    /// guard stopped at its start); returns the outcome.
    func logRefused(_ request: NavigationRequest<AnyView>, _ outcome: NavigationOutcome) -> NavigationOutcome {
        requestCount += 1
        var call = StackTiming.Call(request: request, animation: .stackDefault, oneByOne: false, force: false)
        call.record = requestCount
        return finish(call, outcome, steps: [])
    }

    /// Carries out a call the gate let through, or one that waited: step by step when it was
    /// made one by one. The changes it makes become the steps of its record.
    func carryOut(_ call: StackTiming.Call) -> NavigationOutcome {
        guard call.record != nil, !isRunning else {
            // Made while another request is carried out: its change is a step of that one, all
            // at once.
            return carryOut(call.request, animation: call.animation, force: call.force).outcome
        }
        isRunning = true
        let outcome = call.oneByOne ? carryOutOneByOne(call) : carryOut(call.request, animation: call.animation, force: call.force).outcome
        isRunning = false
        let steps = runningSteps
        runningSteps = []
        finish(call, outcome, steps: steps)
        if call.oneByOne {
            // The remaining steps wait at the front of the queue; with no transition they run now.
            runWaiting()
        }
        return outcome
    }

    /// Applies `request` now (unless a leave guard vetoes it), tells the views, and starts its
    /// transition; returns what it changed.
    func carryOut(_ request: NavigationRequest<AnyView>, animation: NavigationAnimation, force: Bool = false) -> StackChange<AnyView> {
        if case .restore(let snapshot) = request {
            return restore(snapshot, force: force)
        }
        let transition = timing.isConfigured || animation != .stackDefault ? self.transition(for: request, animation: animation) : nil
        let rebuilt = screensRebuilt(by: request)
        let change = applyGuarded(request, force: force)
        didApply(change)
        var keptViewState: [ScreenKey: ViewStateArchive] = [:]
        if change.didChange {
            if let rebuilt, case .removed(_, _, _, let kept) = change.outcome {
                keptViewState = carryOver(last: kept, of: rebuilt)
            }
            dropContextsOfScreensThatLeft()
        }
        if let transition {
            start(transition, for: change)
        }
        // Once the transition is set: giving the state back lets the views render the change.
        restoreViewState(keptViewState)
        return change
    }

    /// Tells the views what `change` changed (the pusher views whose content it changed, and
    /// the views that show the registry, the layers, a layer's root or a result), and adds it
    /// to the steps of the request being carried out.
    func didApply(_ change: StackChange<AnyView>) {
        change.forEachChangedPusher { send(signalOf: $0) }
        guard change.didChange else { return }
        if isRunning { runningSteps.append(NavigationRecord.Step(change: change, time: clock.now)) }
        registryDidChange()
        if let layer = change.presented {
            layersVersion += 1
            layerSignals[layer.level]?.send()
        } else if !change.dismissed.isEmpty {
            layersVersion += 1
            // The lowest layer that went: its presenter shows nothing now; those above left
            // with it.
            if let lowest = change.dismissed.map(\.level).min() { layerSignals[lowest]?.send() }
        } else if change.replacedRoot {
            rootsVersion += 1
        } else if change.deliveredResult != nil {
            resultsVersion += 1
        } else if change.replacedEverything {
            didChangeEverything()
        }
    }

    /// Makes room for `count` more steps of the request being carried out, which is about to
    /// make them (a restore, a step per screen): grown one doubling at a time, the steps were
    /// copied about twice each, 224 bytes a step.
    func expectSteps(_ count: Int) {
        if isRunning { runningSteps.reserveCapacity(runningSteps.count + count) }
    }

    /// Re-renders the views of `pushers`.
    func signal(_ pushers: [PusherID]) {
        for pusher in pushers { send(signalOf: pusher) }
    }

    /// Re-renders the views of `pusher`.
    private func send(signalOf pusher: PusherID) {
        // Through an index: the optional subscript's modify accessor allocated its frame on the
        // heap, three blocks for every push and back.
        guard let index = signals.index(forKey: pusher) else { return }
        signals.values[index].send()
    }

    /// Re-renders every pusher view.
    func signalEveryPusher() {
        for index in signals.indices { signals.values[index].send() }
    }

    /// Tells every view that shows the registry, its layers or their roots to look again.
    func didChangeEverything() {
        registryDidChange()
        layersVersion += 1
        for index in layerSignals.indices { layerSignals.values[index].send() }
        rootsVersion += 1
        resultsVersion += 1
    }

    /// Writes what happened to the request of `call` in its record: a new record, or the one
    /// made when it arrived, which a queued call or a later step of a call made one by one
    /// updates.
    @discardableResult
    func finish(_ call: StackTiming.Call, _ outcome: NavigationOutcome, steps: [NavigationRecord.Step]) -> NavigationOutcome {
        guard let id = call.record else { return outcome }
        logRevision += 1
        if let index = recordIndex(of: id) {
            if records[index].status == .queued { records[index].outcome = outcome }
            records[index].steps += steps
            records[index].revision = logRevision
        } else {
            guard id > (records.last?.id ?? 0) else { return outcome }  // dropped from the log already
            let limit = max(logLimit, 0)
            if records.count >= 2 * max(limit, 1) {
                dropOldestRecords(records.count - limit)
            }
            records.append(NavigationRecord(id: id, request: call.request, outcome: outcome, steps: steps, time: clock.now, revision: logRevision))
        }
        loggedSteps += steps.count
        let stepLimit = Self.stepsPerRecord * max(logLimit, 1)
        if loggedSteps > 2 * stepLimit {
            // Twice the bound before trimming, as for the records, keeps logging O(1) amortized.
            var dropped = 0
            var remaining = loggedSteps
            while remaining > stepLimit, dropped < records.count - 1 {
                remaining -= records[dropped].steps.count
                dropped += 1
            }
            dropOldestRecords(dropped)
        }
        return outcome
    }

    /// How many steps the log keeps for each record it may keep (see ``logLimit``).
    static let stepsPerRecord = 10

    /// Drops the `count` oldest records and their steps from the count.
    private func dropOldestRecords(_ count: Int) {
        guard count > 0 else { return }
        for record in records.prefix(count) { loggedSteps -= record.steps.count }
        records.removeFirst(count)
    }

    /// The index of the record `id` in `records`: records are kept in order of their ids,
    /// with none missing.
    private func recordIndex(of id: Int) -> Int? {
        guard let first = records.first?.id, id >= first, id - first < records.count else { return nil }
        return id - first
    }

    /// The requests performed, oldest first, each with its outcome: at most the last
    /// ``logLimit``.
    public var log: ArraySlice<NavigationRecord> {
        records.suffix(max(logLimit, 0))
    }

    /// The requests performed after the one numbered `sequence` (see ``requestCount``), oldest
    /// first, as far as the log still holds them.
    ///
    /// ```swift
    /// let before = stack.requestCount
    /// try host.tap("Save")
    /// stack.records(after: before).map(\.outcome)   // what the tap navigated, if anything
    /// ```
    public func records(after sequence: Int) -> ArraySlice<NavigationRecord> {
        let newer = max(0, requestCount - sequence)
        return log.suffix(newer)
    }

    /// The records made or changed after the log's revision `revision` (see ``logRevision``), in
    /// the order of their ids: what a request made since then, and the older requests that
    /// moved on meanwhile (a queued push that ran).
    ///
    /// ```swift
    /// let before = stack.logRevision
    /// host.advance(by: .milliseconds(300))              // the queued push runs
    /// stack.records(updatedAfter: before).map(\.status)  // [.applied]
    /// ```
    ///
    /// - Complexity: O(records in the log).
    public func records(updatedAfter revision: Int) -> [NavigationRecord] {
        guard logRevision > revision else { return [] }
        return log.filter { $0.revision > revision }
    }

    /// Forgets the logged records; ``requestCount`` keeps counting.
    public func clearLog() {
        records.removeAll()
        loggedSteps = 0
    }
}

// MARK: - Navigating

extension Stack {
    /// Pushes `view` to the active pusher of the top layer (or the pusher named `target`) if its
    /// predicate accepts `context` and the ``rules`` allow it; the pusher's screen then shows
    /// `view`, replacing what it showed.
    ///
    /// - Parameters:
    ///   - view: The content of the new screen.
    ///   - id: An id for the new screen, for ``pop(to:)`` and ``contains(id:)``.
    ///   - context: What the pusher's predicate reads.
    ///   - target: The name of the pusher to push to, instead of the policy's choice.
    /// - Returns: ``NavigationOutcome/pushed(to:replaced:popped:)``: where the view went; or
    ///   ``NavigationOutcome/unchanged(_:)``: why it went nowhere.
    @discardableResult
    public func push(view: AnyView, id: ScreenID? = nil, context: PushContext = [:], to target: String? = nil) -> NavigationOutcome {
        perform(.push(view: view, id: id, context: context, target: target))
    }

    /// Replaces every pushed screen of the top layer at once; see
    /// ``AnyStack/setScreens(_:context:)``. The screens in between never show.
    @discardableResult
    public func setScreens(_ screens: [NavigationRequest<AnyView>.Screen], context: PushContext = [:]) -> NavigationOutcome {
        perform(.setScreens(screens, context: context))
    }

    /// Whether a push with `context` (and `id`) would go ahead, with no side effect.
    public func evaluate(_ context: PushContext = [:], id: ScreenID? = nil, to target: String? = nil) -> Bool {
        registry.evaluate(context, id: id, to: target)
    }

    /// Every pusher a push with `context` would ask, their answers, and the decision.
    public func explain(_ context: PushContext = [:], id: ScreenID? = nil, to target: String? = nil) -> PushExplanation {
        registry.explain(context, id: id, to: target)
    }

    /// Empties the pusher `id` (its screen goes away) and removes the pushers on the screens
    /// above it.
    @discardableResult
    public func pop(pusher id: PusherID) -> NavigationOutcome {
        perform(.pop(.pusher(id)))
    }

    /// Pops the top pushed screen of the top layer.
    @discardableResult
    public func pop() -> NavigationOutcome {
        perform(.pop(.previous))
    }

    /// Pops to `target`; see ``PopTarget``.
    @discardableResult
    public func pop(_ target: PopTarget) -> NavigationOutcome {
        perform(.pop(target))
    }

    /// Pops the top screen and gives `result` to the screen below it, which pushed it; that
    /// screen reads it with ``result(for:)``.
    ///
    /// ```swift
    /// stack.pop(returning: ["picked": "red"])   // popped pusher 2, result delivered: {picked: "red"}
    /// stack.result(for: stack.visibleScreen)    // ["picked": "red"]
    /// ```
    @discardableResult
    public func pop(returning result: ContextValue) -> NavigationOutcome {
        perform(.popWithResult(result))
    }

    /// The last result a popped screen returned to `screen`, while `screen` is shown; observed,
    /// so a view reading it renders again when a result arrives.
    public func result(for screen: ScreenKey) -> ContextValue? {
        host?.applyPendingChanges()
        _ = resultsVersion
        return registry.result(for: screen)
    }

    /// The route table ``open(_:)`` resolves URLs with.
    public var routes: RouteTable<AnyView> {
        get { registry.routes }
        set { registry.routes = newValue }
    }

    /// Opens a deep link: the screens ``routes`` makes of `url` (each prefix of its path that a
    /// route names is a screen below) replace the top layer's pushed screens in one request and
    /// one transition. A URL no route matches changes nothing: ``UnchangedReason/routeNotFound(_:)``
    /// names its first segment that matched nothing.
    @discardableResult
    public func open(_ url: String) -> NavigationOutcome {
        perform(.open(url))
    }

    /// Pops every pushed screen of the top layer in one step.
    @discardableResult
    public func popToRoot() -> NavigationOutcome {
        perform(.pop(.root))
    }

    /// Pops the screens above the lowest screen pushed with `id`.
    @discardableResult
    public func pop(to id: ScreenID) -> NavigationOutcome {
        perform(.pop(.to(id)))
    }

    /// Pops the lowest screen pushed with `id` and every screen above it.
    @discardableResult
    public func pop(from id: ScreenID) -> NavigationOutcome {
        perform(.pop(.from(id)))
    }

    /// Pops the top `count` screens of the top layer; see ``AnyStack/popLast(_:)``.
    @discardableResult
    public func popLast(_ count: Int) -> NavigationOutcome {
        perform(.pop(.last(count)))
    }

    /// Keeps the screens up to depth `index` and pops the rest; see ``AnyStack/popAfter(index:)``.
    @discardableResult
    public func popAfter(index: Int) -> NavigationOutcome {
        perform(.pop(.after(index: index)))
    }

    /// Hides what the named pusher shows, with everything nested in it, in one step.
    @discardableResult
    public func hide(_ name: String) -> NavigationOutcome {
        perform(.hide(name))
    }
}

// MARK: - Layers

extension Stack {
    /// The layer at `level` (1 is the first modal layer) with its content, if one is presented;
    /// subscribes the caller to that level alone.
    func layer(atLevel level: Int) -> (info: LayerInfo, content: AnyView)? {
        Self.subscribe(to: level, in: &layerSignals)
        return registry.layer(atLevel: level)
    }

    /// Reads the signal of `key` in `table`, made on first read (the stack registers pushers
    /// for screens and layers itself), so that the caller renders again when it changes.
    private static func subscribe<Key: Hashable>(to key: Key, in table: inout [Key: RenderSignal]) {
        table[key, default: RenderSignal()].read()
    }

    /// The presented modal layers, bottom first.
    public var layers: [LayerInfo] {
        host?.applyPendingChanges()
        _ = layersVersion
        return registry.layers
    }

    /// Presents `view` as a new top layer with a root pusher of its own: pushes made while it is
    /// on top nest inside it. `ViewHost.back()` on its root screen dismisses it.
    ///
    /// ```swift
    /// stack.present(.sheet, AnyView(LoginView()), tag: "login")
    /// stack.push(view: AnyView(Text("Step 2")))   // inside the sheet
    /// stack.dismiss(from: "login")
    /// ```
    @discardableResult
    public func present(_ style: PresentationStyle, _ view: AnyView, tag: ScreenID? = nil) -> NavigationOutcome {
        perform(.present(style: style, view: view, tag: tag))
    }

    /// Dismisses the top layer.
    @discardableResult
    public func dismiss() -> NavigationOutcome {
        perform(.dismiss(.top))
    }

    /// Dismisses the layers `target` names, top first; see ``DismissTarget``.
    @discardableResult
    public func dismiss(_ target: DismissTarget) -> NavigationOutcome {
        perform(.dismiss(target))
    }

    /// Dismisses the layers above the lowest layer tagged `tag`.
    @discardableResult
    public func dismiss(to tag: ScreenID) -> NavigationOutcome {
        perform(.dismiss(.to(tag)))
    }

    /// Dismisses the lowest layer tagged `tag` and every layer above it.
    @discardableResult
    public func dismiss(from tag: ScreenID) -> NavigationOutcome {
        perform(.dismiss(.from(tag)))
    }

    /// Dismisses the top `count` layers.
    @discardableResult
    public func dismissLast(_ count: Int) -> NavigationOutcome {
        perform(.dismiss(.last(count)))
    }

    /// Dismisses every modal layer. They go top first: in a `ViewHost`'s journal, each
    /// layer's screens disappear before those of the layer below it.
    @discardableResult
    public func dismissAll() -> NavigationOutcome {
        perform(.dismiss(.all))
    }
}

// MARK: - Screens

extension Stack {
    /// The number of pushed screens in the top layer; its root screen is depth 0.
    public var depth: Int {
        host?.applyPendingChanges()
        _ = registryVersion
        return registry.depth
    }

    /// ``depth`` and the number of ``layers``, for the package's readers outside any view's
    /// body (the explorer, at every state): read without telling Observation, which would make
    /// the next push or back tell it of a change nobody can be waiting for (a lock and two
    /// key-path look-ups).
    var unobservedSize: (depth: Int, layers: Int) {
        host?.applyPendingChanges()
        return (registry.depth, registry.layers.count)
    }

    /// The pushed screens of the top layer, bottom first.
    public var screens: [ScreenInfo] {
        host?.applyPendingChanges()
        _ = registryVersion
        return registry.screens
    }

    /// Whether a pushed screen of the top layer has `id`.
    public func contains(id: ScreenID) -> Bool {
        host?.applyPendingChanges()
        _ = registryVersion
        return registry.contains(id: id)
    }

    /// Every layer and its screens on one line: `root > "inbox" | sheet "compose": root`.
    public var stateDescription: String {
        host?.applyPendingChanges()
        _ = registryVersion
        return registry.stateDescription
    }

    /// Adds what ``stateDescription`` shows to `hasher`, without making its text: how an
    /// explorer tells apart two states whose trees print the same.
    ///
    /// ```swift
    /// var hasher = FingerprintHasher()
    /// hasher.combine(host.stateFingerprint)
    /// stack.combineState(into: &hasher)
    /// let state = hasher.finalize()
    /// ```
    public func combineState(into hasher: inout FingerprintHasher) {
        host?.applyPendingChanges()
        _ = registryVersion
        registry.combineState(into: &hasher)
    }

    /// ``combineState(into:)`` for the explorer, which reads it outside any view's body at
    /// every state: without telling Observation (see ``unobservedSize``).
    func combineUnobservedState(into hasher: inout FingerprintHasher) {
        host?.applyPendingChanges()
        registry.combineState(into: &hasher)
    }

    /// Adds the contexts its screens keep (what `set` wrote on them, which their leave guards
    /// read) to `hasher`, but the keys in `ignored`: what an explorer tells apart two states
    /// by, when their trees and stacks print the same. Without telling Observation.
    ///
    /// - Complexity: O(1) when no screen keeps a context, else O(pushers).
    package func combineScreenContexts(into hasher: inout FingerprintHasher, ignoring ignored: Set<String>) {
        guard !screenContexts.isEmpty else { return }
        host?.applyPendingChanges()
        registry.combineScreenContexts(screenContexts, into: &hasher, ignoring: ignored)
    }

    /// NavigationStack's node list, as its model's `debugDescription` prints it: see
    /// ``AnyStack/nodeListDescription``.
    public var nodeListDescription: String {
        host?.applyPendingChanges()
        _ = registryVersion
        return registry.nodeListDescription
    }
}

// MARK: - What pusher views use

extension Stack {
    /// Registers a pusher view's number, on the screen it sits on (`place`); a number already
    /// registered keeps its first predicate.
    func register(pusher id: PusherID, name: String?, predicate: PushPredicate?, on place: ScreenPlace) {
        guard !registry.isRegistered(id) else { return }
        registry.register(pusher: id, name: name, evaluate: predicate, level: place.level, on: place.key)
        registryDidChange()
    }

    /// The level of the root screen of the modal layer rooted at `id`.
    func level(of id: PusherID) -> Int {
        registry.level(ofPusher: id) ?? 0
    }

    /// Removes a pusher whose view left the tree.
    func unregister(pusher id: PusherID) {
        signals[id] = nil
        guard registry.unregister(pusher: id) else { return }
        registryDidChange()
    }

    /// Makes `claim` the root that presents this stack's layers, unless another live root has;
    /// returns whether `claim` is the root.
    func claimRoot(_ claim: RootClaim) -> Bool {
        if root == nil { root = claim }
        return root === claim
    }

    /// Gives up the root when its view leaves the tree.
    func releaseRoot(_ claim: RootClaim) {
        if root === claim {
            root = nil
            // The other roots' `second root` marker may go: their hosts print and fingerprint
            // them anew (``WithStapel`` keys its annotations).
            host?.annotationsChanged(for: rootAnnotationKey)
            for other in secondRootHosts { other.host?.annotationsChanged(for: rootAnnotationKey) }
            host = nil
        }
    }

    /// What the roots given this stack are named by when the root changes (``WithStapel``).
    var rootAnnotationKey: AnnotationKey {
        AnnotationKey(owner: ObjectIdentifier(self), number: .min)
    }

    /// Keeps the host of a root that found this stack driven by another, to tell it when the
    /// root leaves. A second root is a mistake the journal reports: the list stays short.
    func noteSecondRoot(in host: any PendingChangesApplying) {
        secondRootHosts.removeAll { $0.host == nil }
        guard !secondRootHosts.contains(where: { $0.host === host }) else { return }
        secondRootHosts.append(WeakHost(host: host))
    }

    /// A number for a new pusher view.
    func makePusherID() -> PusherID {
        registry.makePusherID()
    }

    /// The content pushed to `id`, its push count, the screen's id and the pusher made for the
    /// screen, subscribing the caller to changes of it.
    func pushedContent(of id: PusherID) -> PushedContent? {
        Self.subscribe(to: id, in: &signals)
        guard let shown = registry.shownContent(of: id) else { return nil }
        return PushedContent(
            view: shown.content, owner: id, push: shown.pushCount, id: shown.screenID, pusher: shown.screenPusher, level: shown.pushedLevel,
            stack: ObjectIdentifier(self))
    }
}

extension Stack {
    /// The root screen that replaced what the layer root pusher `id` declared, if one did,
    /// subscribing the caller to replacements.
    func replacedRoot(of id: PusherID) -> AnyView? {
        _ = rootsVersion
        guard let root = registry.replacedRoot(of: id) else { return nil }
        return AnyView(
            PushedScreen(id: root.id, pusher: nil, content: root.view).structuralID(root.number)
                .environment(\.screenKey, ScreenKey(pusher: id, number: -root.number)))
    }
}

/// What a pusher shows: the view, which push it came with, its id, and its own pusher if the
/// stack made one.
struct PushedContent {
    let view: AnyView
    /// The pusher that shows it.
    let owner: PusherID
    let push: Int
    let id: ScreenID?
    let pusher: PusherID?
    /// The level of the screen it shows: one above its pusher's.
    let level: Int
    /// The stack it is on.
    let stack: ObjectIdentifier

    /// The pushed view on screen ``level`` (see ``PushedDestination``).
    @MainActor
    func screen() -> AnyView {
        let place = ScreenPlace(level: level, key: ScreenKey(pusher: owner, number: push), stack: stack, screenPusher: pusher)
        return AnyView(PushedDestination(content: view, place: ValueSlot(place), id: id))
    }
}

/// Marks the `WithStapel` view that presents a stack's layers.
@MainActor
final class RootClaim {}
