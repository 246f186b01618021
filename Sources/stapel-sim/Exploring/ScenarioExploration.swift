import Pusher
import ViewTree

/// `explore` on one scenario: the library's ``Explorer`` over launches of its app, with the
/// scenario's invariants and declared texts, and each finding turned into a scenario that shows it.
@MainActor
struct ScenarioExploration {
    let scenario: Scenario
    let exploration: Exploration
    /// What the explored states exercised of the app, over every launch; empty unless asked
    /// for.
    let coverage: CoverageReport

    /// Explores `scenario`'s app: taps, back and its declared events from every state, and the
    /// scenario's steps too when `stepsAsMoves`; `strict` reports what may be intended too.
    /// With `walks`, makes that many seeded random walks instead of searching (see
    /// ``Explorer/walk(count:length:seed:)``). With `shard`, explores that share of the states
    /// (see ``ExplorationShard``).
    init(
        _ scenario: Scenario, depth: Int, maxStates: Int, stepsAsMoves: Bool, strict: Bool = false, recordsScreenGraph: Bool = false,
        recordsCoverage: Bool = false, walks: (count: Int, length: Int, seed: UInt64)? = nil, shard: ExplorationShard.Share? = nil
    ) {
        self.scenario = scenario
        let moveSteps = scenario.alwaysAvailableMoves + (stepsAsMoves ? scenario.movableSteps : [])
        // Only when asked for: each pushed screen recorded three items under a lock, in a node
        // of its own (a `Destination`, see `PlainDestination`). A shard never records (`--shard`
        // refuses `--coverage`), so the shards of one search fingerprint their states alike.
        let recorder = recordsCoverage ? CoverageRecorder() : nil
        let destinations = ShownDestinations()
        var explorer = Explorer { ScenarioDriver(scenario: scenario, moveSteps: moveSteps, coverage: recorder, destinations: destinations) }
        explorer.usesCustomMoves = !moveSteps.isEmpty
        // Events and tab taps do what the state says; a step may restore what another saved.
        explorer.customMovesDependOnTheStateOnly = !stepsAsMoves
        explorer.isStrict = strict
        explorer.recordsScreenGraph = recordsScreenGraph
        explorer.declaredTexts = scenario.declaredTexts
        explorer.keepsEverySeenText = false
        explorer.invariants =
            scenario.invariants.map { invariant in
                ExplorationInvariant(invariant.source) { driver in
                    (driver as? ScenarioDriver)?.problem(with: invariant.expectation)
                }
            } + [
                ExplorationInvariant("nested stack", reportedAs: { .nestedStack(problem: $0) }) { driver in
                    (driver as? ScenarioDriver)?.runner.world.nestedStackProblem
                }
            ]
        exploration =
            walks.map { explorer.walk(count: $0.count, length: $0.length, seed: $0.seed) }
            ?? explorer.run(depth: depth, maxStates: maxStates, shard: shard)
        coverage = CoverageReport(of: scenario, recorded: recorder?.recorded ?? [])
    }

    /// `scenario` with what an exploration done elsewhere found: the merge of its shards. Its
    /// coverage is empty.
    init(_ scenario: Scenario, found exploration: Exploration) {
        self.scenario = scenario
        self.exploration = exploration
        coverage = CoverageReport(of: scenario, recorded: [])
    }

    /// Where `finding` shows in the file, for an annotation: the element with the label or text
    /// it names (the last tap of its path, for a dead end, growth or a fatal error), the
    /// invariant that broke, the stack nested in a screen; the file's first line otherwise.
    func location(of finding: ExplorationFinding) -> SourceLocation {
        let lastTap = finding.path.reversed().lazy.compactMap { move -> String? in
            if case .tap(let label) = move { label } else { nil }
        }.first
        let name: String?
        switch finding.kind {
        case .pushNeverAccepted(let label, _), .duplicateIDRefused(let label), .ambiguousTap(let label, _), .replacedScreen(let label, _):
            name = label
        case .unreachable(let text), .notReached(let text, _):
            name = text
        case .deadEnd, .unboundedGrowth, .fatalError:
            name = lastTap
        case .invariantBroken(let invariant, _):
            if let line = scenario.invariants.first(where: { $0.source == invariant })?.location { return line }
            name = nil
        case .nestedStack(let problem):
            // The problem names its stack's line: `stapel (line 12) is a navigation stack …`.
            if let start = problem.range(of: "(line "), let line = Int(problem[start.upperBound...].prefix { $0.isNumber }) {
                return SourceLocation(file: scenario.file, line: line, column: 1)
            }
            name = nil
        }
        let element = name.flatMap { name in
            scenario.declaredElements.first { element in
                switch element.kind {
                case .text(let text), .button(let text, _), .link(let text, _, _, _, _): text == name
                case .counter(let label): "\(label) +1" == name || label == name
                default: false
                }
            }
        }
        return element?.location ?? SourceLocation(file: scenario.file, line: 1, column: 1)
    }

    /// A scenario that shows `finding`: the file's app and directives, the finding's path, and a
    /// last step that fails on today's app; `nil` for what no path shows (an unreachable text).
    func repro(of finding: ExplorationFinding) -> String? {
        let ending: [String]
        switch finding.kind {
        case .deadEnd(let state):
            ending = ["back", "expect not state \(Quoting.quoted(state))"]
        case .pushNeverAccepted(let label, _):
            ending = ["tap \(Quoting.quoted(label))", "expect outcome pushed"]
        case .duplicateIDRefused(let label):
            ending = ["tap \(Quoting.quoted(label))", "expect not outcome duplicate id"]
        case .ambiguousTap(let label, _):
            ending = ["tap \(Quoting.quoted(label))"]
        case .invariantBroken(let name, _):
            ending = ["expect \(name)"]
        case .fatalError:
            // The path's last move stops the app, which `check` counts as a failure.
            ending = []
        case .unboundedGrowth(_, let from, let to):
            if to.layers > from.layers {
                ending = ["expect layers <= \(from.layers)"]
            } else if to.depth > from.depth {
                ending = ["expect depth <= \(from.depth)"]
            } else {
                return nil
            }
        case .unreachable, .notReached, .nestedStack, .replacedScreen:
            // No expectation shows these: the report says what and where.
            return nil
        }
        let steps = finding.path.map(\.description) + ending
        return "# Found by stapel-sim explore in \(scenario.file): \(finding.title).\n# \(finding.message)\n"
            + header + steps.joined(separator: "\n") + "\n"
    }

    /// The file's lines before its first step, without its invariants: the app, views, routes
    /// and directives. A repro checks only what it was written for.
    private var header: String {
        let lines = scenario.source.split(separator: "\n", omittingEmptySubsequences: false)
        let end = scenario.steps.first.map { $0.location.line - 1 } ?? lines.count
        let invariantLines = Set(scenario.invariants.map(\.location.line))
        var kept: [Substring] = []
        var skippingBlock = false
        for (offset, line) in lines.prefix(end).enumerated() {
            let indented = line.first == " " || line.first == "\t"
            if invariantLines.contains(offset + 1) {
                skippingBlock = true
                continue
            }
            // An invariant's `expect tree` block goes with it.
            if skippingBlock, indented { continue }
            skippingBlock = false
            kept.append(line)
        }
        while kept.last?.allSatisfy(\.isWhitespace) == true { kept.removeLast() }
        return kept.joined(separator: "\n") + "\n\n"
    }
}
