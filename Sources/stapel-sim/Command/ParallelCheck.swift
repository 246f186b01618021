import Foundation

/// `check --jobs N`: the files are shared among N worker processes of this executable
/// (`check --worker STYLE …`), and what each file found is printed in the order the files were
/// given, byte for byte what one process prints.
///
/// A worker writes one line of JSON per file (a ``FileCheck``); the parent reads the next
/// file's line from the worker that has it, so output appears as files finish, in order.
/// Files are dealt out in turn (file `i` to worker `i % N`), which shares long and short files
/// alike; standard input (`-`) is checked here, since only this process can read it. A worker
/// that stops before reporting a file (a crash) costs that file only: it is reported with how
/// the worker ended, and the files the worker had left go to a new one.
@MainActor
struct ParallelCheck {
    let jobs: Int
    let options: Options
    /// This program, which the workers run.
    let executable: URL

    /// Checks `sources` on the workers, handing each file's check to `record` in their order;
    /// files no worker can check (standard input, or every file when no worker starts) are
    /// checked here with `checkHere`.
    func run(_ sources: [ScenarioSource], checkingHere checkHere: (ScenarioSource) -> FileCheck, then record: (FileCheck) -> Void) {
        let shared = sources.indices.filter { sources[$0].name != ScenarioSource.standardInputName }
        let workerCount = min(jobs, shared.count)
        var workerOfSource: [Int: Int] = [:]
        for (turn, index) in shared.enumerated() { workerOfSource[index] = turn % workerCount }
        var workers: [WorkerProcess?] = []
        for worker in 0..<workerCount {
            let paths = shared.filter { workerOfSource[$0] == worker }.map { sources[$0].name }
            guard let started = WorkerProcess(executable: executable, arguments: arguments(for: paths)) else {
                // No worker can start (the executable moved, say): check everything here.
                for worker in workers { worker?.stop() }
                for source in sources { record(checkHere(source)) }
                return
            }
            workers.append(started)
        }
        for (index, source) in sources.enumerated() {
            guard let worker = workerOfSource[index], let process = workers[worker] else {
                record(checkHere(source))
                continue
            }
            if let check = Self.nextCheck(from: process) {
                record(check)
                continue
            }
            record(Self.lost(source, worker: process))
            process.stop()
            // The files it had left go to a new worker (or here, when none starts).
            let rest = shared.filter { $0 > index && workerOfSource[$0] == worker }.map { sources[$0].name }
            workers[worker] = rest.isEmpty ? nil : WorkerProcess(executable: executable, arguments: arguments(for: rest))
        }
        for worker in workers { worker?.finish() }
    }

    /// The worker's command line: the options that change what a check prints, then the files.
    private func arguments(for paths: [String]) -> [String] {
        var arguments = ["check", "--worker", options.style.usesColour ? "colour" : "plain", "--format", options.format.rawValue]
        arguments += ["--max-steps", String(options.maxSteps), "--max-depth", String(options.maxDepth)]
        if options.coverage { arguments.append("--coverage") }
        if options.record != .never { arguments += ["--record", options.record.rawValue] }
        return arguments + ["--"] + paths
    }

    /// The check of a file whose worker stopped before reporting it.
    private static func lost(_ source: ScenarioSource, worker: WorkerProcess) -> FileCheck {
        var check = FileCheck(name: source.name)
        check.unusable = true
        check.error("stapel-sim: error: the worker checking \"\(source.name)\" stopped before reporting it (\(worker.ending()))")
        return check
    }

    /// The next file's check, or `nil` when the worker stopped first or wrote something else.
    /// A worker that wrote something else is stopped: its lines no longer match its files, and
    /// waiting for it to end could wait for a worker blocked writing to this unread pipe.
    private static func nextCheck(from worker: WorkerProcess) -> FileCheck? {
        guard let line = worker.nextLine() else { return nil }
        guard let check = try? JSONDecoder().decode(FileCheck.self, from: line) else {
            worker.stop(wroteSomethingElse: true)
            return nil
        }
        return check
    }

    /// One line: what a worker prints for a file.
    static func encode(_ check: FileCheck) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(check)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
