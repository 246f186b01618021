import Foundation
import Testing

/// Runs the built `stapel-sim` executable as a process: what users and CI see.
@Suite struct BinaryTests {
    /// The executable beside the test bundle in the build folder.
    static let binary: URL? = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("stapel-sim")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }()

    struct Result {
        let status: Int32
        let output: String
        let error: String
    }

    static func run(_ arguments: [String], input: String? = nil, environment: [String: String] = [:], in directory: URL = Fixtures.packageRoot)
        throws -> Result
    {
        let executable: URL = try #require(binary, "stapel-sim was not built next to the tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let error = Pipe()
        let stdin = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = stdin
        try process.run()
        // Standard error is drained while standard output is read: a child that fills one pipe
        // while the other is read to its end would wait forever (a sanitizer's report does).
        let errorReader = PipeReader(error.fileHandleForReading)
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errorReader.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self), error: String(decoding: err, as: UTF8.self))
    }

    @Test func checkPassesOnEveryExample() throws {
        let result = try Self.run(["check"] + Fixtures.exampleFiles.map { "Examples/" + $0.lastPathComponent })
        #expect(result.status == 0)
        #expect(result.output == "216 passed, 0 failed\n")
    }

    @Test func runPrintsTheGoldenOutputWithoutColourWhenPiped() throws {
        let result = try Self.run(["run", "Examples/nested.stapel"])
        #expect(result.status == 0)
        #expect(result.output == Fixtures.read(Fixtures.golden.appendingPathComponent("nested.txt")))
        #expect(!result.output.contains("\u{1B}["))
    }

    @Test func badInputExitsWithTwoAndPointsAtTheError() throws {
        let result = try Self.run(["run", "-"], input: "app\n  stapel\n    text \"open\n")
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(
            result.error == """
                <stdin>:3:10: error: unterminated string: expected a closing "
                    text "open
                         ^

                """)
    }

    @Test func aFailedExpectationExitsWithOne() throws {
        let result = try Self.run(["check", "-"], input: "app\n  text \"a\"\nexpect absent \"a\"\n")
        #expect(result.status == 1)
        #expect(result.output.hasSuffix("0 passed, 1 failed\n"))
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written by the reading thread before it signals, read after the wait.
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// The bytes read, once the pipe is closed.
    func wait() -> Data {
        done.wait()
        return data
    }
}
