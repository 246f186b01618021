import Foundation

/// Where tests write the scenario files they run through the command line: one directory for
/// this test process, removed when it exits, so that runs leave nothing behind.
enum TestFiles {
    /// This process's directory, made on first use. The name carries the process id, so a
    /// child process (an exit test) makes and removes its own.
    static let directory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "stapel-sim-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TestFiles.directory) }
        return url
    }()

    /// A new directory of its own inside ``directory``, named from `prefix`.
    static func makeDirectory(_ prefix: String) throws -> URL {
        let url = directory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `text` to a new file named from `prefix`, a scenario unless `extension` says
    /// otherwise, and returns its path.
    static func write(_ text: String, prefix: String, extension: String = "stapel") throws -> String {
        let url = directory.appendingPathComponent("\(prefix)-\(UUID().uuidString).\(`extension`)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Writes a script that tests run as a process, and returns its path. The file is opened
    /// close-on-exec: a descriptor open for writing that a process started meanwhile by another
    /// test inherits makes running the script fail ("text file busy") for as long as that
    /// process lives.
    static func writeExecutable(_ text: String, prefix: String) throws -> String {
        let path = directory.appendingPathComponent("\(prefix)-\(UUID().uuidString).sh").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(descriptor) }
        try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: Data(text.utf8))
        return path
    }
}
