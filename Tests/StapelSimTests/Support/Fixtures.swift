import Foundation
import Testing

@testable import stapel_sim

/// Paths of the package, found from this file's location.
enum Fixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let examples = packageRoot.appendingPathComponent("Examples")
    static let golden = packageRoot.appendingPathComponent("Tests/StapelSimTests/Golden")

    /// The example files, sorted by name.
    static var exampleFiles: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        return names.filter { $0.hasSuffix(".stapel") }.sorted().map { examples.appendingPathComponent($0) }
    }

    static func read(_ url: URL) -> String {
        (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    /// Runs the command line tool in-process; returns what it printed and its exit code.
    @MainActor
    static func run(_ arguments: [String], input: [String] = []) -> (output: String, code: ExitCode) {
        let console = Console.capturing()
        var lines = input[...]
        var tool = CommandLineTool(console: console)
        tool.readLine = { lines.popFirst() }
        let code = tool.run(arguments, usesColour: false)
        return (console.captured ?? "", code)
    }

    /// Runs `check` on `text`, written to a new file named from `prefix`; returns what it
    /// printed, with the file's path shortened to `f.stapel`, and its exit code.
    @MainActor
    static func check(_ text: String, prefix: String) throws -> (output: String, code: ExitCode) {
        let path = try TestFiles.write(text, prefix: prefix)
        let result = run(["check", path])
        return (result.output.replacingOccurrences(of: path, with: "f.stapel"), result.code)
    }

    /// Expects `check` to pass on `text`: every expectation holds and no step fails.
    @MainActor
    static func expectPasses(_ text: String, prefix: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let (output, code) = try check(text, prefix: prefix)
        #expect(code == .success, "\(output)", sourceLocation: sourceLocation)
        #expect(output.hasSuffix(" 0 failed\n"), "\(output)", sourceLocation: sourceLocation)
    }
}
