import Pusher
import ViewTree

/// Mounts a scenario's app and carries out its steps one at a time.
///
/// ``run(_:)`` does what every step shares (a stopped app, fatal errors, invariants, the depth
/// limit); each kind of step is carried out by its family's file: navigation
/// (`ScenarioRunner+Navigation`), the clock (`+Time`), snapshots (`+Snapshots`), and what only
/// looks (`+Checks`).
@MainActor
final class ScenarioRunner {
    let scenario: Scenario
    let world: ScenarioWorld
    let host: ViewHost
    private(set) var stepsRun = 0
    /// What the last step that navigated did, for `expect outcome`.
    var lastNavigation: MoveOutcome?
    /// What `save` steps kept, by name.
    var snapshots: [String: SavedState] = [:]
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

    /// What `save` keeps: the stack's snapshot, or with tabs every tab's, and the bindings
    /// (app-wide state is part of what is saved).
    struct SavedState {
        enum Navigation {
            case stack(NavigationSnapshot)
            case tabs(TabsSnapshot)
        }

        let navigation: Navigation
        let bindings: ScenarioBindings.Saved
        /// The tabs no pusher had registered in yet (tabs not yet shown): a restore brings back
        /// no tab's first showing, which registered its pushers for good.
        let unshownTabs: [String]
    }

    /// `coverage` records what the app's views do, when coverage is asked for; `destinations`
    /// are those other launches of the app showed, to restore what they saved.
    init(scenario: Scenario, coverage: CoverageRecorder? = nil, destinations: ShownDestinations = ShownDestinations()) {
        self.scenario = scenario
        world = ScenarioWorld(scenario: scenario, coverage: coverage, destinations: destinations)
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
        var (outcome, failure, explanation) = perform(step)
        if let message = fatalErrorMessage(since: requestsBefore) {
            fatalStop = (step.location.line, message)
            lastNavigation = MoveOutcome(description: "fatal error: " + message, kind: .fatalError)
            outcome = "fatal error: " + message
            // The step after it in the file may acknowledge it.
            let next = scenario.step(afterLine: step.location.line)
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
}
