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
        var workers: [Worker?] = []
        for worker in 0..<workerCount {
            let paths = shared.filter { workerOfSource[$0] == worker }.map { sources[$0].name }
            guard let started = Worker(executable: executable, arguments: arguments(for: paths)) else {
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
            if let check = process.nextCheck() {
                record(check)
                continue
            }
            record(Self.lost(source, worker: process))
            process.stop()
            // The files it had left go to a new worker (or here, when none starts).
            let rest = shared.filter { $0 > index && workerOfSource[$0] == worker }.map { sources[$0].name }
            workers[worker] = rest.isEmpty ? nil : Worker(executable: executable, arguments: arguments(for: rest))
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
    private static func lost(_ source: ScenarioSource, worker: Worker) -> FileCheck {
        var check = FileCheck(name: source.name)
        check.unusable = true
        check.error("stapel-sim: error: the worker checking \"\(source.name)\" stopped before reporting it (\(worker.ending()))")
        return check
    }

    /// One line: what a worker prints for a file.
    static func encode(_ check: FileCheck) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(check)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

/// A worker process and its output, read a line at a time.
@MainActor
private final class Worker {
    private let process = Process()
    private let output: FileHandle
    private var buffer = Data()
    private var ended = false
    /// Whether the worker wrote a line that is not a file's check, and was stopped for it.
    private var wroteSomethingElse = false

    init?(executable: URL, arguments: [String]) {
        let pipe = Pipe()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        output = pipe.fileHandleForReading
        do {
            try process.run()
        } catch {
            return nil
        }
    }

    /// The next file's check, or `nil` when the worker stopped first or wrote something else.
    /// A worker that wrote something else is stopped: its lines no longer match its files, and
    /// waiting for it to end could wait for a worker blocked writing to this unread pipe.
    func nextCheck() -> FileCheck? {
        guard let line = nextLine() else { return nil }
        guard let check = try? JSONDecoder().decode(FileCheck.self, from: line) else {
            wroteSomethingElse = true
            stop()
            return nil
        }
        return check
    }

    private func nextLine() -> Data? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[(newline + 1)...])
                return line
            }
            if ended { return nil }
            let chunk = output.availableData
            if chunk.isEmpty { ended = true } else { buffer += chunk }
        }
    }

    /// How the worker ended, for a message: `exit status 1`, `signal 6`, or that it was stopped
    /// for writing something other than a file's check.
    func ending() -> String {
        if wroteSomethingElse { return "it wrote something other than a file's check" }
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? "signal \(process.terminationStatus)" : "exit status \(process.terminationStatus)"
    }

    /// Waits for the worker, which has reported every file it was given.
    func finish() {
        process.waitUntilExit()
    }

    /// Ends the worker early and waits for it; nothing more is read from it. With `SIGKILL`: a
    /// worker started from a process that blocks `SIGTERM` (a test runner does) inherits the
    /// block and would not stop.
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        ended = true
        buffer = Data()
    }
}
