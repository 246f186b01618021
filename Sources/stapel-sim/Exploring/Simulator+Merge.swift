import Foundation
import Pusher
import ViewTree

extension Simulator {
    /// One line of `explore --shard K/N --format json`, as `--merge` reads it: the file
    /// explored and the shard's record.
    private struct ShardReport: Decodable {
        let file: String
        let shard: ExplorationShard
    }

    /// `explore --merge`: reads the shard reports in `reports` (the output of `explore --shard
    /// K/N --format json`, a line per explored file), merges the shards of each file, and
    /// reports each as one search of it would, in the format asked. The explored files are
    /// read again only for what needs their lines: annotations and repros.
    func merge(_ reports: [ScenarioSource], known: Set<String>) -> ExitCode {
        var tally = Tally()
        var files: [String] = []
        var shards: [String: [ExplorationShard]] = [:]
        for report in reports {
            for (offset, line) in report.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard !line.allSatisfy(\.isWhitespace) else { continue }
                let place = "\(report.name):\(offset + 1)"
                let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                guard let object else {
                    console.error(
                        "stapel-sim: error: \(place): expected a line of explore --shard K/N --format json, found \(Self.excerpt(of: line))")
                    return .unusableInput
                }
                // `--coverage` lines have no states: a shard's report has no coverage, but a
                // file of reports may hold other runs' lines.
                guard object["states"] != nil else { continue }
                guard object["shard"] != nil else {
                    console.error(
                        "stapel-sim: error: \(place): expected the report of a shard, found that of a whole search: explore with --shard K/N")
                    return .unusableInput
                }
                let shard: ShardReport
                do {
                    shard = try JSONDecoder().decode(ShardReport.self, from: Data(line.utf8))
                } catch {
                    console.error("stapel-sim: error: \(place): the shard's record is damaged: \(Self.reason(error))")
                    return .unusableInput
                }
                if shards[shard.file] == nil { files.append(shard.file) }
                shards[shard.file, default: []].append(shard.shard)
            }
        }
        guard !files.isEmpty else {
            console.error("stapel-sim: error: expected the reports of explore --shard K/N --format json, found none")
            return .unusableInput
        }
        guard reprosHaveDistinctNames(files) else { return .unusableInput }
        for file in files {
            let exploration: Exploration
            do {
                exploration = try Exploration(merging: shards[file] ?? [])
            } catch {
                console.error("stapel-sim: error: cannot merge the shards of \(Quoting.quoted(file)): \(error)")
                tally.unusable = true
                continue
            }
            var result: ScenarioExploration?
            if options.format == .github || options.reproDirectory != nil {
                // Annotations and repros are made of the file's lines.
                guard let scenario = explored(file, into: &tally) else { continue }
                result = ScenarioExploration(scenario, found: exploration)
            }
            present(exploration, of: file, from: result, known: known, among: files.count, into: &tally)
        }
        console.flush()
        return tally.exitCode
    }

    /// `explore --jobs N`: the search of `source` split into N shards (``ExplorationShard``)
    /// explored at once, the first here and each other by a worker, merged into what one
    /// search finds. `nil` when there are no workers to use (one job, standard input, tests
    /// that run the tool in their process) or one fails: the file is then searched here.
    func exploredOnWorkers(_ source: ScenarioSource, _ scenario: Scenario) -> Exploration? {
        guard options.jobs > 1, let workerExecutable, source.name != ScenarioSource.standardInputName,
            let first = ExplorationShard.Share(index: 1, count: options.jobs)
        else { return nil }
        var arguments = ["explore", "--format", "json", "--depth", String(options.explorationDepth), "--max-states", String(options.maxStates)]
        arguments += ["--max-steps", String(options.maxSteps), "--max-depth", String(options.maxDepth)]
        if options.stepsAsMoves { arguments.append("--steps-as-moves") }
        if options.strict { arguments.append("--strict") }
        var workers: [WorkerProcess] = []
        for index in 2...options.jobs {
            guard
                let worker = WorkerProcess(
                    executable: workerExecutable, arguments: arguments + ["--shard", "\(index)/\(options.jobs)", "--", source.name])
            else {
                for worker in workers { worker.stop() }
                return nil
            }
            workers.append(worker)
        }
        // This process explores the first share while the workers explore theirs: a core that
        // would wait, and one process fewer to start.
        let here = ScenarioExploration(
            scenario, depth: options.explorationDepth, maxStates: options.maxStates, stepsAsMoves: options.stepsAsMoves,
            strict: options.strict, shard: first)
        guard let firstShard = here.exploration.shard else {
            for worker in workers { worker.stop() }
            return nil
        }
        // Each worker writes its one line when its search ends: reading them in turn waits for
        // the slowest, and none waits for another.
        var shards = [firstShard]
        for (number, worker) in workers.enumerated() {
            guard let line = worker.nextLine(), let report = try? JSONDecoder().decode(ShardReport.self, from: line) else {
                for worker in workers[number...] { worker.stop() }
                return nil
            }
            worker.finish()
            shards.append(report.shard)
        }
        return try? Exploration(merging: shards)
    }

    /// The scenario of an explored file, read again; `nil` when it cannot be read or parsed,
    /// which is said.
    private func explored(_ file: String, into tally: inout Tally) -> Scenario? {
        let source: ScenarioSource
        do {
            source = try ScenarioSource.load(file, stepLimit: options.maxSteps)
        } catch {
            console.error("stapel-sim: error: \(error.message): --format github and --write-repros need the explored file")
            tally.unusable = true
            return nil
        }
        return parse(source, into: &tally)
    }

    /// The first 60 characters of a line, quoted.
    private static func excerpt(of line: Substring) -> String {
        Quoting.quoted(line.count > 60 ? line.prefix(60) + "…" : String(line))
    }

    /// What a decoding error says, in a line: the field and the problem.
    private static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        let context: DecodingError.Context
        switch error {
        case .dataCorrupted(let found), .keyNotFound(_, let found), .typeMismatch(_, let found), .valueNotFound(_, let found): context = found
        @unknown default: return "\(error)"
        }
        let field = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return (field.isEmpty ? "" : "at \(field.hasPrefix(".") ? String(field.dropFirst()) : field): ") + context.debugDescription
    }
}
