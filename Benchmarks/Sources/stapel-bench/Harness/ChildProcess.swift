import Foundation

/// Runs a program to its end, its output discarded, for timing whole processes.
///
/// Not Foundation's `Process`: on Linux its `waitUntilExit` noticed the end only every 50 ms, so
/// every process timing came out as a multiple of 50 ms (start-up measured 50.6 ms).
enum ChildProcess {
    /// The wait status, or `nil` when the program could not be started.
    @discardableResult
    static func run(_ path: String, _ arguments: [String]) -> Int32? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return nil }
        }
        return status
    }

    /// The program's peak resident memory in bytes, as GNU time (`/usr/bin/time`) reports it;
    /// `nil` without it. Not this process's own `wait4`: Linux counts in a child's peak the
    /// memory of the process it was spawned from (the benchmark's, far larger than a parse),
    /// where time's child is spawned from time.
    static func peakMemory(_ path: String, _ arguments: [String]) -> Int? {
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else { return nil }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("stapel-bench-peak-\(getpid())")
        defer { try? FileManager.default.removeItem(at: report) }
        guard run(time, ["-f", "%M", "-o", report.path, path] + arguments) != nil,
            let text = try? String(contentsOf: report, encoding: .utf8),
            let kilobytes = text.split(separator: "\n").last.flatMap({ Int($0) })
        else { return nil }
        return kilobytes * 1024
    }
}
