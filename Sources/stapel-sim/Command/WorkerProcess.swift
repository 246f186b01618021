import Foundation

/// A process of this executable that works for this one (`check --jobs`, `explore --jobs`),
/// and its output, read a line at a time.
@MainActor
final class WorkerProcess {
    private let process: Process
    private let output: FileHandle
    private var buffer = Data()
    private var ended = false
    /// Whether the worker wrote a line that is not what it was asked for, and was stopped for it.
    private var wroteSomethingElse = false

    init?(executable: URL, arguments: [String]) {
        // Tried three times, 20 ms apart, each with a process of its own: an executable just
        // written is busy ("text file busy") while any process started meanwhile still holds it
        // open for writing, until that process's own exec closes it. Tests that write worker
        // scripts met it under load.
        for attempt in 1...3 {
            let process = Process()
            let pipe = Pipe()
            process.executableURL = executable
            process.arguments = arguments
            process.standardOutput = pipe
            process.standardInput = FileHandle.nullDevice
            do {
                try process.run()
                self.process = process
                output = pipe.fileHandleForReading
                return
            } catch {
                guard attempt < 3 else { break }
                usleep(20_000)
            }
        }
        return nil
    }

    /// The next line the worker wrote, without its newline; `nil` once it has ended.
    ///
    /// - Complexity: O(the line's length): each chunk read is searched once for the newline,
    ///   however many chunks a line of megabytes (a shard's report) takes.
    func nextLine() -> Data? {
        var searched = 0
        while true {
            if let newline = buffer[(buffer.startIndex + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[(newline + 1)...])
                return line
            }
            searched = buffer.count
            if ended { return nil }
            let chunk = output.availableData
            if chunk.isEmpty { ended = true } else { buffer.append(chunk) }
        }
    }

    /// How the worker ended, for a message: `exit status 1`, `signal 6`, or that it was stopped
    /// for writing something other than what it was asked for.
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
    func stop(wroteSomethingElse: Bool = false) {
        self.wroteSomethingElse = self.wroteSomethingElse || wroteSomethingElse
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        ended = true
        buffer = Data()
    }
}
