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
}
