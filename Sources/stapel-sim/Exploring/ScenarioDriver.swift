import Pusher
import ViewTree

/// One launch of a scenario's app for `explore`: taps and back go through a runner, as the
/// steps `tap` and `back` would, and the scenario's own steps can be moves too.
@MainActor
final class ScenarioDriver: ExplorationDriver {
    let runner: ScenarioRunner
    /// The steps tried as moves from every state (`--steps-as-moves`).
    private let moveSteps: [Step]

    /// `destinations`: shared by the launches of one exploration, so that each restores the
    /// checkpoints of the others.
    init(scenario: Scenario, moveSteps: [Step], coverage: CoverageRecorder?, destinations: ShownDestinations = ShownDestinations()) {
        runner = ScenarioRunner(scenario: scenario, coverage: coverage, destinations: destinations)
        self.moveSteps = moveSteps
    }

    var host: ViewHost { runner.host }
    var stack: Stack { runner.stack }
    var customMoves: [String] { moveSteps.map { String($0.source) } }

    func tap(_ label: String) throws(TapError) -> MoveOutcome? {
        try runner.tap(label)
    }

    func back() -> MoveOutcome {
        runner.navigate(.back())
    }

    func performCustomMove(at index: Int) -> MoveOutcome? {
        let mark = runner.world.requestMark()
        let report = runner.run(moveSteps[index])
        return runner.world.lastRecord(since: mark).map { MoveOutcome($0.outcome) } ?? MoveOutcome(description: report.outcome, kind: nil)
    }

    /// The bindings `set` changed (what triggered links and buttons read) and what it wrote on
    /// each screen: not in the tree.
    func combineState(into hasher: inout FingerprintHasher) {
        hasher.combine(runner.world.bindings.description)
        runner.world.combineScreenContexts(into: &hasher)
    }

    /// The navigation state (every tab's) and the bindings, as a `save` step keeps them.
    func checkpoint() -> ExplorationCheckpoint? {
        ExplorationCheckpoint(runner.savedState())
    }

    func restore(_ checkpoint: ExplorationCheckpoint) -> Bool {
        guard let saved = checkpoint.value as? ScenarioRunner.SavedState else { return false }
        return runner.restoreDifferences(from: saved)
    }

    /// `nil` when `expectation` holds now, else what was found.
    func problem(with expectation: Expectation) -> String? {
        ExpectationChecker(host: host, lastNavigation: runner.lastNavigation, world: runner.world).check(expectation)
    }
}

extension Scenario {
    /// The steps `explore --steps-as-moves` tries from every state: those that act, not those
    /// that check, print, wait or save.
    var movableSteps: [Step] {
        steps.filter { step in
            switch step.kind {
            case .tap, .action, .selectTab, .restore: true
            // Every declared event is a move of its own (``alwaysAvailableMoves``).
            case .event, .evaluate, .explain, .wait, .settle, .print, .printSnapshot, .save, .expect: false
            }
        }
    }

    /// One `event "NAME"` step per declared event, and a tap on each tab's title (its tab bar
    /// item): moves `explore` tries from every state, as the outside world may deliver any event
    /// and the tab bar is always there.
    var alwaysAvailableMoves: [Step] {
        var tabs: [Step] = []
        var titles: Set<String> = []
        for element in declaredElements {
            guard case .tab(let title, _) = element.kind, titles.insert(title).inserted else { continue }
            tabs.append(Step(kind: .tap(title), location: element.location, source: "tap \(Quoting.quoted(title))"))
        }
        return events.map { Step(kind: .event($0.name), location: $0.location, source: "event \(Quoting.quoted($0.name))") } + tabs
    }

    /// Every text and control label the app and its views declare, each once, in source order:
    /// what `explore` reports unreachable when no state shows it.
    var declaredTexts: [String] {
        var texts: [String] = []
        var seen: Set<String> = []
        for element in declaredElements {
            let text: String? =
                switch element.kind {
                case .text(let text): text
                case .counter(let label): "\(label) +1"
                case .button(let label, _), .link(let label, _, _, _, _): label
                case .triggered, .pusher, .container, .tabs, .tab, .reference, .leaveGuard, .conditional, .repeated, .onAppear, .hiddenLink,
                    .stack:
                    nil
                }
            // A text with `{key}` in it shows what its scope holds, not what is written.
            if let text, !Interpolation.hasPlaceholders(text), seen.insert(text).inserted { texts.append(text) }
        }
        return texts
    }
}
