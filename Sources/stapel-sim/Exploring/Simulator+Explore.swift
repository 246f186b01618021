import Foundation
import Pusher
import ViewTree

extension Simulator {
    /// Explores each source's app and reports its findings: as text, or one JSON object per
    /// file. Writes a repro per finding with `--write-repros`. Exit status 1 when anything was
    /// found.
    /// With `--merge`, the sources are the JSON reports of `--shard` runs instead; with `--jobs
    /// N`, each file's search is split among N workers and merged.
    func explore(_ sources: [ScenarioSource]) -> ExitCode {
        var tally = Tally()
        if !options.merge, !reprosHaveDistinctNames(sources.map(\.name)) { return .unusableInput }
        var known: Set<String> = []
        if let baseline = options.baseline {
            guard let ids = Self.findingIDs(inBaseline: baseline) else {
                console.error(
                    "stapel-sim: error: cannot read \(Quoting.quoted(baseline)) as a baseline: expected the output of explore --format json")
                return .unusableInput
            }
            known = ids
        }
        if options.merge { return merge(sources, known: known) }
        let share = options.shard.flatMap { ExplorationShard.Share(index: $0.index, count: $0.count) }
        for source in sources {
            guard let scenario = parse(source, into: &tally) else { continue }
            if let exploration = exploredOnWorkers(source, scenario) {
                present(
                    exploration, of: source.name, from: ScenarioExploration(scenario, found: exploration), known: known, among: sources.count,
                    into: &tally)
                continue
            }
            let result = ScenarioExploration(
                scenario, depth: options.explorationDepth, maxStates: options.maxStates,
                stepsAsMoves: options.stepsAsMoves, strict: options.strict,
                recordsScreenGraph: options.format == .mermaid || options.format == .dot, recordsCoverage: options.coverage,
                walks: options.walks.map { ($0, options.walkLength, options.seed) }, shard: share)
            present(result.exploration, of: source.name, from: result, known: known, among: sources.count, into: &tally)
            if options.coverage {
                console.line(options.format == .json ? result.coverage.json : result.coverage.text)
            }
        }
        console.flush()
        return tally.exitCode
    }

    /// Prints what `exploration` of the file `name` found, in the format asked, but the
    /// findings a baseline knows, and writes their repros: each needs the explored scenario
    /// (`result`), as annotations do their lines. `files` is how many files the run reports.
    func present(
        _ exploration: Exploration, of name: String, from result: ScenarioExploration?, known: Set<String>, among files: Int,
        into tally: inout Tally
    ) {
        // Findings a baseline knows are counted, not reported.
        let findings = exploration.findings.filter { !known.contains($0.id) }
        let hidden = exploration.findings.count - findings.count
        var repros: [String?] = []
        for (number, finding) in findings.enumerated() {
            repros.append(result.flatMap { writeRepro(of: finding, number: number + 1, from: $0, into: &tally) })
        }
        tally.failed += findings.count
        switch options.format {
        case .json: console.line(json(exploration, findings: findings, hidden: hidden, of: name, repros: repros))
        case .github:
            // An annotation per finding at the line of what it names, then the report.
            for finding in findings {
                let path = finding.path.isEmpty ? "" : " after " + finding.path.map(\.description).joined(separator: ", ")
                let message = Diagnostic.Message.stepFailed("\(finding.title)\(path): \(finding.message)")
                let location = result?.location(of: finding) ?? SourceLocation(file: name, line: 1, column: 1)
                console.line(CheckReport.github(Diagnostic(message, at: location)))
            }
            report(exploration, findings: findings, hidden: hidden, of: name, repros: repros)
        case .mermaid, .dot:
            // The graph, then the report as comments, so the output pastes as it is.
            let graph = exploration.screenGraph ?? ScreenGraph()
            let comment = options.format == .mermaid ? "%% " : "// "
            if files > 1 { console.line(comment + name) }
            console.line(options.format == .mermaid ? graph.mermaid() : graph.dot())
            for line in summary(of: exploration, findings: findings, named: name) { console.line(comment + line) }
        default: report(exploration, findings: findings, hidden: hidden, of: name, repros: repros)
        }
    }

    /// Whether no two of the explored files would write repros of the same names; says so when
    /// two would. Refused before anything is explored or written: the second file's repros
    /// would replace the first's.
    func reprosHaveDistinctNames(_ files: [String]) -> Bool {
        guard options.reproDirectory != nil, let (first, second) = Self.sameReproNames(files) else { return true }
        console.error(
            "stapel-sim: error: \(Quoting.quoted(first)) and \(Quoting.quoted(second)) would write repros of the same names;"
                + " explore them in two runs, or rename one")
        return false
    }

    /// The report's first line and each finding's title and message, for a graph's comments.
    private func summary(of exploration: Exploration, findings: [ExplorationFinding], named name: String) -> [String] {
        let extent = exploration.limit.map { "stopped at the \($0)" } ?? "every reachable state explored"
        return ["explore \(name): " + Wording.counted(exploration.stateCount, "state") + "; " + extent]
            + findings.map { "\($0.title): \($0.message)" }
    }

    /// The report: what was searched, each finding (but those `hidden` by a baseline) with its
    /// path and repro, and the count.
    private func report(_ exploration: Exploration, findings: [ExplorationFinding], hidden: Int, of name: String, repros: [String?]) {
        let extent: String
        switch exploration.limit {
        case .walks(_, _, let seed)?: extent = "\(exploration.limit.map(String.init(describing:)) ?? "") (--seed \(seed) makes the same walks)"
        case let limit?: extent = "stopped at the \(limit) (raise it with \(Self.option(for: limit)))"
        case nil: extent = "every reachable state explored"
        }
        let unreplayable =
            exploration.unreplayableStates == 0
            ? ""
            : "; \(Wording.counted(exploration.unreplayableStates, "state")) could not be reached again (the app is not deterministic)"
        let share = exploration.shard.map { " (shard \($0.share))" } ?? ""
        console.line(
            options.style.paint("explore \(name)\(share): ", .bold) + Wording.counted(exploration.stateCount, "state") + ", "
                + Wording.counted(exploration.moveCount, "move")
                + " tried, the deepest \(Wording.counted(exploration.deepestLevel, "move")) from the first; "
                + extent + unreplayable)
        if let odds = exploration.collisionProbability {
            console.line(
                "states kept as \(Exploration.fingerprintBits)-bit fingerprints: the probability that a collision hid one is about "
                    + Self.probability(odds))
        }
        for (finding, repro) in zip(findings, repros) {
            let path = finding.path.isEmpty ? "" : " after " + finding.path.map(\.description).joined(separator: ", ")
            console.line(options.style.paint(finding.title, .red) + path)
            console.line("  " + finding.message)
            if let repro { console.line("  repro: " + repro) }
        }
        let count = findings.count
        let counted = count > 0 ? options.style.paint(Wording.counted(count, "finding"), .red) : hidden == 0 ? "no findings" : "no new findings"
        let known = hidden == 0 ? "" : " (\(Wording.counted(hidden, "known finding")) of the baseline not shown)"
        console.line(counted + known)
    }

    /// `odds` with two significant digits, the same on every machine: `5.9e-33`, or `0`.
    static func probability(_ odds: Double) -> String {
        odds == 0 ? "0" : String(format: "%.1e", odds)
    }

    /// The ids of the findings in a baseline: the output of `explore --format json`, a report
    /// per line; `nil` when it is not that.
    private static func findingIDs(inBaseline path: String) -> Set<String>? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        var ids: Set<String> = []
        for line in data.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] else { return nil }
            guard let findings = object["findings"] as? [[String: Any]] else { continue }
            for finding in findings {
                if let id = finding["id"] as? String { ids.insert(id) }
            }
        }
        return ids
    }

    /// `{"collisionProbability":…,"complete":…,"deepest":…,"file":…,"findings":[{"id":…,"kind":…,"message":…,"path":[…],"repro":…}],"fingerprintBits":128,"known":…,"limit":…,"moves":…,"states":…}`:
    /// `known` counts the findings a baseline hid; a shard's report has `"shard"` too, what
    /// `--merge` reads; walks keep no fingerprints, so their collision probability is `null`.
    private func json(_ exploration: Exploration, findings: [ExplorationFinding], hidden: Int, of name: String, repros: [String?]) -> String {
        func quoted(_ string: String) -> String { Quoting.quoted(string, style: .json) }
        let shard = exploration.shard.map { "\"shard\":" + Self.json($0) + "," } ?? ""
        let objects = zip(findings, repros).map { finding, repro in
            "{\"id\":\(quoted(finding.id)),\"kind\":\(quoted(finding.title)),\"message\":\(quoted(finding.message)),"
                + "\"path\":[\(finding.path.map { quoted($0.description) }.joined(separator: ","))],\"repro\":\(repro.map(quoted) ?? "null")}"
        }
        let odds = exploration.collisionProbability.map(Self.probability) ?? "null"
        return "{\"collisionProbability\":\(odds),\"complete\":\(exploration.isComplete),\"deepest\":\(exploration.deepestLevel),"
            + "\"file\":\(quoted(name)),\"findings\":[\(objects.joined(separator: ","))],\"fingerprintBits\":\(Exploration.fingerprintBits),"
            + "\"known\":\(hidden),\"limit\":\(exploration.limit.map(Self.json) ?? "null"),"
            + "\"moves\":\(exploration.moveCount),\(shard)\"states\":\(exploration.stateCount)}"
    }

    /// Writes the repro of `finding` into the repro directory, if one was asked for; returns its
    /// path.
    private func writeRepro(of finding: ExplorationFinding, number: Int, from exploration: ScenarioExploration, into tally: inout Tally) -> String? {
        guard let directory = options.reproDirectory, let text = exploration.repro(of: finding) else { return nil }
        let stem = Self.reproStem(of: exploration.scenario.file)
        let slug = finding.title.replacingOccurrences(of: " ", with: "-")
        let path = (directory as NSString).appendingPathComponent("\(stem)-\(number)-\(slug).stapel")
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            console.error("stapel-sim: error: cannot make the folder \(Quoting.quoted(directory)): \(error.localizedDescription)")
            tally.unusable = true
            return nil
        }
        do {
            try AtomicFile.save(text, to: path)
        } catch {
            console.error("stapel-sim: error: cannot write \(Quoting.quoted(path)): \(error.message)")
            tally.unusable = true
            return nil
        }
        return path
    }

    /// What `--merge` reads of a shard: its record, as JSON with sorted keys.
    private static func json(_ shard: ExplorationShard) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, numbers and arrays of them: encoding cannot fail.
        return (try? encoder.encode(shard)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }

    /// Where the search stopped, as data: `{"kind":"depth","value":10}`.
    private static func json(_ limit: Exploration.Limit) -> String {
        switch limit {
        case .depth(let depth): "{\"kind\":\"depth\",\"value\":\(depth)}"
        case .states(let states): "{\"kind\":\"states\",\"value\":\(states)}"
        case .walks(let count, let length, let seed): "{\"kind\":\"walks\",\"length\":\(length),\"seed\":\(seed),\"value\":\(count)}"
        }
    }

    /// What a file's repros are named from: its name without folder or extension.
    private static func reproStem(of file: String) -> String {
        URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    }

    /// The first two different files whose repros would have the same names.
    private static func sameReproNames(_ files: [String]) -> (String, String)? {
        var seen: [String: String] = [:]
        for file in files {
            let stem = reproStem(of: file)
            if let earlier = seen[stem], earlier != file { return (earlier, file) }
            seen[stem] = file
        }
        return nil
    }

    private static func option(for limit: Exploration.Limit) -> String {
        switch limit {
        case .depth: "--depth"
        case .states: "--max-states"
        case .walks: "--walks"
        }
    }
}
