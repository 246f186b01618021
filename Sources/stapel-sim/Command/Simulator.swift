import Foundation
import Pusher
import ViewTree

/// Runs scenarios for the `run`, `check` and `demo` commands and prints what happened.
@MainActor
struct Simulator {
    let console: Console
    let options: Options
    /// This program, for `check --jobs` to start workers of; without it every file is checked
    /// in this process (as in tests that run the tool in theirs).
    var workerExecutable: URL?

    /// What the runs added up to.
    struct Tally {
        var passed = 0
        var failed = 0
        /// Trees `check --record` wrote: a check that recorded exits 1, so CI never passes by
        /// recording.
        var recorded = 0
        var unusable = false

        var exitCode: ExitCode {
            unusable ? .unusableInput : (failed > 0 || recorded > 0 ? .failure : .success)
        }
    }

    /// Runs every step of every source, printing a header after each step, the tree once, then
    /// what each step changed in it (every tree whole with `--full`, only the final tree with
    /// `--final`).
    func run(_ sources: [ScenarioSource]) -> ExitCode {
        var tally = Tally()
        for source in sources {
            if sources.count > 1, options.format == .text {
                console.line(options.style.paint("== \(source.name)", .bold))
            }
            guard let scenario = parse(source, into: &tally) else { continue }
            let runner = ScenarioRunner(scenario: scenario)
            runner.maxDepth = options.maxDepth
            let formatter = DiagnosticFormatter(source: source.text, style: options.style)
            let showsChanges = !options.finalOnly && !options.full
            if !options.finalOnly {
                emit(runner.mountReport, runner, formatter, showingChanges: showsChanges)
            }
            var last = runner.mountReport
            count(last, into: &tally)
            if options.finalOnly, last.failure != nil {
                emit(last, runner, formatter)
            }
            for step in scenario.steps {
                let report = runner.run(step)
                count(report, into: &tally)
                last = report
                if !options.finalOnly || report.failure != nil || isPrint(step) {
                    emit(report, runner, formatter, showingChanges: showsChanges)
                }
                if runner.isStopped { break }
            }
            if options.finalOnly {
                emit(StepReport(number: last.number, step: nil, outcome: "", failure: nil), runner, formatter)
            }
            LastRun.keep(runner)
        }
        console.flush()
        return tally.exitCode
    }

    /// Runs every step of every source without printing trees, then reports in the format
    /// asked: failures and `N passed, M failed` (text), one object per expectation (JSON), JUnit
    /// XML, or GitHub annotations. A file that does not parse counts as one failure.
    func check(_ sources: [ScenarioSource]) -> ExitCode {
        // A CI matrix's share: the files in the order given, dealt round to the shards, so that
        // shards are even and every file is in exactly one.
        let sources =
            options.shard.map { shard in sources.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element) } ?? sources
        var tally = Tally()
        if options.syntaxOnly {
            var parsed = 0
            for source in sources {
                guard options.format == .json else {
                    if parse(source, into: &tally) != nil { parsed += 1 }
                    continue
                }
                do {
                    _ = try scenario(of: source)
                    parsed += 1
                } catch {
                    tally.unusable = true
                    for diagnostic in error.diagnostics {
                        console.line(
                            CheckReport.json(CheckReport.Result(kind: .parse, location: diagnostic.location, step: nil, failure: diagnostic)))
                    }
                }
            }
            console.line(options.format == .json ? "{\"files\":\(sources.count),\"parsed\":\(parsed)}" : "\(parsed) of \(sources.count) files parse")
            console.flush()
            return tally.exitCode
        }
        if options.isWorker {
            for source in sources {
                console.line(ParallelCheck.encode(checkFile(source)))
            }
            console.flush()
            return .success
        }
        var report = CheckReport()
        let record = { (check: FileCheck) in
            check.replay(on: console)
            report.files.append(check.file)
            tally.unusable = tally.unusable || check.unusable
        }
        if options.jobs > 1, sources.count > 1, let workerExecutable {
            ParallelCheck(jobs: options.jobs, options: options, executable: workerExecutable)
                .run(sources, checkingHere: checkFile, then: record)
        } else {
            for source in sources { record(checkFile(source)) }
        }
        tally.passed = report.passed
        tally.failed = report.failed
        tally.recorded = report.recorded
        switch options.format {
        case .text:
            console.line(report.failed > 0 ? options.style.paint(report.summary, .red) : report.summary)
        case .github, .mermaid, .dot:
            console.line(report.summary)
        case .json:
            console.line(report.jsonSummary)
        case .junit:
            console.line(report.junit)
        }
        console.flush()
        return tally.exitCode
    }

    /// Checks one file: its expectations and steps, its parse errors, and with `--coverage` what
    /// it exercised, with what the format prints for them.
    func checkFile(_ source: ScenarioSource) -> FileCheck {
        var check = FileCheck(name: source.name)
        let formatter = DiagnosticFormatter(source: source.text, style: options.style)
        let scenario: Scenario
        do {
            scenario = try self.scenario(of: source)
        } catch {
            check.unusable = true
            check.file.parsed = false
            for diagnostic in error.diagnostics {
                let result = CheckReport.Result(kind: .parse, location: diagnostic.location, step: nil, failure: diagnostic)
                check.file.add(result, keepingIt: options.format == .junit)
                switch options.format {
                case .text: check.error(formatter.format(diagnostic))
                case .github: check.line(CheckReport.github(diagnostic))
                case .json: check.line(CheckReport.json(result))
                case .junit, .mermaid, .dot: break
                }
            }
            return check
        }
        let recorder = options.coverage ? CoverageRecorder() : nil
        let runner = ScenarioRunner(scenario: scenario, coverage: recorder)
        runner.maxDepth = options.maxDepth
        // Each result is reported as its step runs: a file of a million expectations keeps
        // their counts, not their results (JUnit keeps them: its report lists every case).
        func report(_ result: CheckReport.Result) {
            check.file.add(result, keepingIt: options.format == .junit)
            switch options.format {
            case .text: if let failure = result.failure { check.line(formatter.format(failure)) }
            case .github: if let failure = result.failure { check.line(CheckReport.github(failure)) }
            case .json: check.line(CheckReport.json(result))
            case .junit, .mermaid, .dot: break
            }
        }
        // An invariant the app breaks as it mounts fails before any step.
        if let failure = runner.mountReport.failure {
            report(CheckReport.Result(kind: .step, location: failure.location, step: nil, failure: failure))
        }
        var trees: [Int: String] = [:]
        for step in scenario.steps {
            let stepReport = runner.run(step)
            if case .expect(.tree(let expected)) = step.kind, options.record.records(expected: expected, matched: stepReport.failure == nil) {
                let drawing = ExpectationChecker.drawing(ofTree: expected, ascii: options.ascii)
                trees[step.location.line] = runner.host.render(RenderOptions(drawing: drawing))
                continue
            }
            guard stepReport.isExpectation || stepReport.failure != nil else { continue }
            report(
                CheckReport.Result(
                    kind: stepReport.isExpectation ? .expectation : .step, location: step.location,
                    step: String(step.source), failure: stepReport.failure))
            if runner.isStopped { break }
        }
        if !trees.isEmpty { record(trees, into: source, &check) }
        if let recorder {
            let coverage = CoverageReport(of: scenario, recorded: recorder.recorded)
            check.line(options.format == .json ? coverage.json : coverage.text)
        }
        LastRun.keep(runner)
        return check
    }

    /// Writes `trees` into the `expect tree` blocks of `source`'s file (see ``TreeRecorder``),
    /// through a symbolic link to the file it names, and says what it wrote.
    private func record(_ trees: [Int: String], into source: ScenarioSource, _ check: inout FileCheck) {
        let target = URL(fileURLWithPath: source.name).resolvingSymlinksInPath().path
        do {
            try AtomicFile.save(TreeRecorder.rewrite(source.text, trees: trees), to: target)
        } catch {
            check.unusable = true
            check.error("stapel-sim: error: cannot record the trees of \"\(source.name)\": \(error.message)")
            return
        }
        check.file.recorded = trees.count
        for (line, tree) in trees.sorted(by: { $0.key < $1.key }) {
            let lines = tree.utf8.count { $0 == UInt8(ascii: "\n") }
            let message = "recorded the tree under expect tree (\(Wording.counted(lines, "line")))"
            switch options.format {
            case .text: check.line("\(source.name):\(line): \(message)")
            case .github: check.line("::warning file=\(source.name),line=\(line)::\(message)")
            case .json, .junit, .mermaid, .dot: break
            }
        }
    }

    /// The scenario of `source`: bytes that are not UTF-8 are an error before anything is parsed.
    static func scenario(of source: ScenarioSource, stepLimit: Int = .max) throws(ScenarioParser.Failure) -> Scenario {
        if let invalid = source.invalidUTF8 { throw ScenarioParser.Failure(diagnostics: [invalid]) }
        if let refusal = source.refusal { throw refusal }
        return try ScenarioParser.parse(source.text, file: source.name, stepLimit: stepLimit)
    }

    /// The scenario of `source`, refused when it has more steps than `--max-steps` allows.
    func scenario(of source: ScenarioSource) throws(ScenarioParser.Failure) -> Scenario {
        try Self.scenario(of: source, stepLimit: options.maxSteps)
    }

    /// The scenario, or `nil` after printing every error it has.
    func parse(_ source: ScenarioSource, into tally: inout Tally) -> Scenario? {
        do {
            return try scenario(of: source)
        } catch {
            let formatter = DiagnosticFormatter(source: source.text, style: options.style)
            for diagnostic in error.diagnostics {
                console.error(formatter.format(diagnostic))
            }
            tally.unusable = true
            return nil
        }
    }

    /// Counts a step's report: a failure, a passed expectation, or nothing.
    func count(_ report: StepReport, into tally: inout Tally) {
        if report.failure != nil {
            tally.failed += 1
        } else if report.isExpectation {
            tally.passed += 1
        }
    }

    private func isPrint(_ step: Step) -> Bool {
        switch step.kind {
        case .print, .printSnapshot: true
        default: false
        }
    }

    /// Prints one step: its header, its failure, and the tree. `showingChanges`, text shows
    /// only what changed since the step printed before (the host says, without printing the
    /// tree again: ``ViewHost/renderChanges(_:context:)``), each change with two lines around
    /// it, and a step that changed nothing says so in its header; the first step, and `print`,
    /// show the whole tree.
    func emit(_ report: StepReport, _ runner: ScenarioRunner, _ formatter: DiagnosticFormatter, showingChanges: Bool = false) {
        switch options.format {
        case .text, .junit, .github, .mermaid, .dot:
            let style = options.style
            let renderOptions = RenderOptions(drawing: options.ascii ? .ascii : .unicode)
            // Asked even for `print`, which shows the whole tree: the next step shows what
            // changed since this one.
            let treeChanges = showingChanges ? runner.host.renderChanges(renderOptions) : nil
            let wantsWholeTree = if case .print? = report.step?.kind { true } else { false }
            let changes = wantsWholeTree ? nil : treeChanges.map(\.description)
            let number = style.paint("[\(report.number)]", .bold)
            let source = report.step?.source ?? (report.number == 0 ? "app" : "final tree")
            var outcomeLines = report.outcome.split(separator: "\n", omittingEmptySubsequences: false)
            if report.step?.printsOutcomeBelow == true {
                outcomeLines.removeFirst()
                console.line("\(number) \(source)")
                for line in outcomeLines { console.line(String(line)) }
            } else if report.outcome.isEmpty {
                console.line("\(number) \(source)")
            } else {
                let outcome = report.failure == nil ? style.paint(report.outcome, .green) : style.paint(report.outcome, .red)
                let unchanged = changes?.isEmpty == true ? style.paint(" (no change)", .bold) : ""
                console.line("\(number) \(source) → \(outcome)" + unchanged)
            }
            if let failure = report.failure {
                console.line(formatter.format(failure))
            }
            if let changes {
                if !changes.isEmpty {
                    console.line(changes)
                    console.line()
                }
            } else {
                console.write(runner.host.render(renderOptions))
                console.line()
            }
        case .json:
            var fields: [(String, String)] = [
                ("failure", report.failure.map(json) ?? "null"),
                ("file", json(runner.scenario.file)),
                ("line", report.step.map { String($0.location.line) } ?? "null"),
                ("number", String(report.number)),
                ("outcome", json(report.outcome)),
                ("requests", "[" + runner.requestsSinceLastReport().map(\.json).joined(separator: ",") + "]"),
                ("step", report.step.map { json(String($0.source)) } ?? "null"),
                ("tree", runner.host.renderJSON()),
            ]
            if let explanation = report.explanation {
                fields.append(("explanation", json(explanation)))
            }
            fields.sort { $0.0 < $1.0 }
            console.line("{" + fields.map { "\(json($0.0)):\($0.1)" }.joined(separator: ",") + "}")
        }
    }

    private func json(_ string: String) -> String {
        Quoting.quoted(string, style: .json)
    }

    /// A failure as data: `{"column":…,"file":…,"line":…,"message":…,"severity":…}`.
    private func json(_ diagnostic: Diagnostic) -> String {
        let location = diagnostic.location
        return "{\"column\":\(location.column),\"file\":\(json(location.file)),\"line\":\(location.line),"
            + "\"message\":\(json(diagnostic.message.text)),\"severity\":\(json(diagnostic.severity.rawValue))}"
    }

    /// `explain` as data: `{"candidates":[{"accepts":…,"name":…,"pusher":…,"rule":…}],"context":{…},"decision":{"kind":…,"text":…},"policy":…}`.
    private func json(_ explanation: PushExplanation) -> String {
        let candidates = explanation.candidates.map { candidate in
            let pusher = candidate.pusher
            return "{\"accepts\":\(candidate.accepts),\"name\":\(pusher.name.map(json) ?? "null"),\"pusher\":\(pusher.id.rawValue),"
                + "\"rule\":\(pusher.rule.map(json) ?? "null")}"
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let context = (try? encoder.encode(explanation.context)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        let decision = "{\"kind\":\(json(explanation.outcome.kind.rawValue)),\"text\":\(json(explanation.outcome.description))}"
        return "{\"candidates\":[\(candidates.joined(separator: ","))],\"context\":\(context),"
            + "\"decision\":\(decision),\"policy\":\(explanation.policy.map { json($0.rawValue) } ?? "null")}"
    }
}
