import Pusher
import ViewTree

/// Mounts a scenario's app and carries out its steps one at a time.
@MainActor
final class ScenarioRunner {
    let scenario: Scenario
    let world: ScenarioWorld
    let host: ViewHost
    private(set) var stepsRun = 0
    /// What the last step that navigated did, for `expect outcome`.
    private(set) var lastNavigation: MoveOutcome?
    /// The snapshots `save` steps kept, by name: the stack's, or with tabs every tab's.
    private var snapshots: [String: SavedState] = [:]
    /// The bindings each `save` kept with its snapshot: app-wide state is part of what is saved.
    private var savedBindings: [String: ScenarioBindings.Saved] = [:]
    /// The invariants broken at the last check, by index: reported when they break, not again.
    private var brokenInvariants: Set<Int> = []
    /// The most pushed screens on the top layer, and the most layers, a step may leave
    /// (`--max-depth`). Only the top layer changes in a step: the others were checked when they
    /// were on top.
    var maxDepth = Int.max
    /// Whether a step went past ``maxDepth``: the file's remaining steps are not run.
    private(set) var isStopped = false
    /// Where the app stopped on a fatal error (`errors fatal`), and the library's message: every
    /// later step that acts on the app fails.
    private(set) var fatalStop: (line: Int, message: String)?
    private var reporter = RequestReporter()

    private enum SavedState {
        case stack(NavigationSnapshot)
        case tabs(TabsSnapshot)
    }

    /// `coverage` records what the app's views do, when coverage is asked for.
    init(scenario: Scenario, coverage: CoverageRecorder? = nil) {
        self.scenario = scenario
        world = ScenarioWorld(scenario: scenario, coverage: coverage)
        host = ViewHost(world.view(for: scenario.app).environmentObject(world.mainStack), recordsJournal: false, clock: world.clock)
        world.host = host
    }

    var stack: Stack { world.stack }

    /// The requests made, or moved on, since the last call: what a step's JSON document lists.
    func requestsSinceLastReport() -> [RequestReport] {
        reporter.requests(of: world.stacks)
    }

    /// The report of the app as mounted, before any step.
    private(set) lazy var mountReport = StepReport(number: 0, step: nil, outcome: "mounted", failure: brokenInvariant(at: nil))

    /// The first `invariant` that broke since the last check, as a failure at `location` (the
    /// step that broke it), or at the invariant's own line after the mount. An invariant that
    /// stays broken is reported once, when it breaks.
    func brokenInvariant(at location: SourceLocation?) -> Diagnostic? {
        guard !scenario.invariants.isEmpty else { return nil }
        let checker = ExpectationChecker(host: host, lastNavigation: lastNavigation, world: world)
        var broken: Diagnostic?
        for (index, invariant) in scenario.invariants.enumerated() {
            guard let problem = checker.check(invariant.expectation) else {
                brokenInvariants.remove(index)
                continue
            }
            guard brokenInvariants.insert(index).inserted, broken == nil else { continue }
            let message = "invariant \(invariant.source) (line \(invariant.location.line)) broken: \(problem)"
            broken = Diagnostic(.expectation(message), at: location ?? invariant.location, severity: .expectationFailed)
        }
        return broken
    }

    /// Carries out `step` and reports what it did.
    func run(_ step: Step) -> StepReport {
        stepsRun += 1
        if let stop = fatalStop, step.actsOnTheApp {
            let message = "the app stopped at line \(stop.line): fatal error: \(stop.message)"
            return StepReport(number: stepsRun, step: step, outcome: "failed", failure: Diagnostic(.stepFailed(message), at: step.location))
        }
        let requestsBefore = stack.requestCount
        var outcome: String
        var failure: Diagnostic?
        var explanation: PushExplanation?
        switch step.kind {
        case .tap(let label):
            (outcome, failure) = tap(label, at: step.location)
        case .action(.set(let values)):
            // Setting a binding navigates only through the triggers it fires as views render.
            let before = stack.requestCount
            _ = world.perform(.set(values))
            host.flush()
            if let record = stack.records(after: before).last {
                lastNavigation = MoveOutcome(record.outcome)
                outcome = "set " + ScenarioBindings.describe(values) + ": " + record.outcome.description
            } else {
                outcome = "set " + ScenarioBindings.describe(values)
            }
        case .action(let action):
            outcome = navigate(action).description
        case .evaluate(let context):
            switch stack.explain(context).outcome {
            case .pushed(let pusher, _, _): outcome = "accepts: a push would go to \(pusher)"
            case let rejection: outcome = "rejects: \(rejection)"
            }
        case .explain(let context):
            explanation = stack.explain(context)
            outcome = explanation?.description ?? ""
        case .wait(let duration):
            let arrived = host.advance(by: duration)
            outcome =
                arrived
                ? "now \(host.now.scenarioDescription)"
                : "stopped at \(host.now.scenarioDescription): \(VirtualClock.settleLimit) timers fired, each scheduling more"
        case .settle:
            outcome = host.settle() ? "settled at \(host.now.scenarioDescription)" : "still changing at \(host.now.scenarioDescription)"
        case .print:
            outcome = "tree"
        case .printSnapshot:
            outcome = "snapshot\n" + (world.tabs.map { SnapshotJSON.text(of: $0.snapshot()) } ?? SnapshotJSON.text(of: stack.snapshot()))
        case .save(let name):
            savedBindings[name] = world.bindings.saved
            if let tabs = world.tabs {
                let snapshot = tabs.snapshot()
                snapshots[name] = .tabs(snapshot)
                outcome =
                    "saved \(Quoting.quoted(name)): \(snapshot.tabs.count) tab\(snapshot.tabs.count == 1 ? "" : "s"), \(Quoting.quoted(snapshot.selection)) selected"
            } else {
                let snapshot = stack.snapshot()
                snapshots[name] = .stack(snapshot)
                outcome =
                    "saved \(Quoting.quoted(name)): \(snapshot.layers.count) layer\(snapshot.layers.count == 1 ? "" : "s"), \(snapshot.screenCount) screen\(snapshot.screenCount == 1 ? "" : "s")"
            }
        case .restore(let name):
            let restored: NavigationOutcome?
            switch snapshots[name] {
            case .stack(let snapshot)?:
                restored = stack.restore(snapshot)
            case .tabs(let snapshot)?:
                let outcomes = world.tabs?.restore(snapshot) ?? [:]
                // A tab's refusal answers `expect outcome` first, else the selected tab's restore.
                let refused = outcomes.sorted { $0.key < $1.key }.first { $0.value.kind != .restored }
                restored = refused?.value ?? outcomes[snapshot.selection]
            case nil:
                restored = nil
            }
            if let bindings = savedBindings[name] { world.bindings.restore(bindings) }
            host.flush()
            if let restored {
                lastNavigation = MoveOutcome(restored)
                outcome = restored.description
            } else {
                outcome = "failed"
                failure = Diagnostic(.stepFailed("no snapshot named \(Quoting.quoted(name)) was saved"), at: step.location)
            }
        case .event(let name):
            guard let event = scenario.event(named: name) else {
                outcome = "failed"
                failure = Diagnostic(.stepFailed("no event named \(Quoting.quoted(name)) is declared"), at: step.location)
                break
            }
            outcome = "event \(Quoting.quoted(name)): " + navigate(event.action).description
        case .selectTab(let title):
            guard world.selectTab(title) else {
                outcome = "failed"
                failure = Diagnostic(.stepFailed("no tab titled \(Quoting.quoted(title)); " + world.tabsListed), at: step.location)
                break
            }
            host.flush()
            outcome = "selected tab \(Quoting.quoted(title))"
        case .expect(let expectation):
            let checker = ExpectationChecker(host: host, lastNavigation: lastNavigation, world: world)
            if let problem = checker.check(expectation) {
                outcome = "failed"
                failure = Diagnostic(.expectation(problem), at: step.location, severity: .expectationFailed)
            } else {
                outcome = "ok"
            }
        }
        if let message = fatalErrorMessage(since: requestsBefore) {
            fatalStop = (step.location.line, message)
            lastNavigation = MoveOutcome(description: "fatal error: " + message, kind: .fatalError)
            outcome = "fatal error: " + message
            // The step after it in the file may acknowledge it.
            let next = scenario.steps.firstIndex { $0.location == step.location }.flatMap(scenario.step(after:))
            if !(next?.expectsFatalError ?? false) {
                failure = Diagnostic(.stepFailed("the app stopped: fatal error: \(message)"), at: step.location)
            }
        }
        if let broken = brokenInvariant(at: step.location), failure == nil {
            failure = broken
        }
        // O(1): the top layer's depth and the host's count of layers.
        let (screens, layers) = (stack.depth, host.layerCount - 1)
        if screens > maxDepth || layers > maxDepth {
            isStopped = true
            failure = Diagnostic(.stackTooDeep(screens: screens, layers: layers, limit: maxDepth), at: step.location)
        }
        var report = StepReport(number: stepsRun, step: step, outcome: outcome, failure: failure)
        report.explanation = explanation
        return report
    }

    /// The message of the first request since `before` that the profile's library stops the app
    /// on, under `errors fatal`.
    private func fatalErrorMessage(since before: Int) -> String? {
        guard fatalStop == nil else { return nil }
        return stack.fatalErrorMessage(since: before)
    }

    /// Carries out a navigation action as a step does; it answers `expect outcome` next.
    func navigate(_ action: Action) -> MoveOutcome {
        let result = world.perform(action)
        lastNavigation = result
        host.flush()
        return result
    }

    private func tap(_ label: String, at location: SourceLocation) -> (String, Diagnostic?) {
        let navigation: MoveOutcome?
        do {
            navigation = try tap(label)
        } catch {
            // A label that is nowhere may be a typo of one on screen.
            let suggestion = error == .notFound(label: label) ? Suggestion.phrase(for: label, among: host.visibleTexts) : ""
            return ("failed", Diagnostic(.stepFailed("cannot tap: \(error)" + suggestion), at: location))
        }
        return (navigation?.description ?? "tapped", nil)
    }

    /// Taps `label`; returns what the tap navigated: a back, or the last request it made of the
    /// stack (a push, a pop, a dismiss, or what an onAppear that followed asked). A tap that
    /// navigated nothing is not a navigation step: `expect outcome` still reads the one before.
    func tap(_ label: String) throws(TapError) -> MoveOutcome? {
        let before = stack.requestCount
        world.lastBack = nil
        do {
            try host.tap(label)
        } catch  where world.tabTitles.contains(label) && (error == .notFound(label: label) || error == .notVisible(label: label)) {
            // A tab's title is its tab bar item, always visible: tapping it selects the tab.
            lastNavigation = world.perform(.selectTab(label))
            host.flush()
            return lastNavigation
        }
        if let back = world.lastBack {
            lastNavigation = back
        } else if let record = stack.records(after: before).last {
            lastNavigation = MoveOutcome(record.outcome)
        } else {
            return nil
        }
        return lastNavigation
    }
}
