import Foundation
import Testing

@testable import stapel_sim

/// `check --record MODE`: golden trees that record themselves. Each mode rewrites the blocks it
/// names and nothing else, byte for byte, and a check that recorded exits 1.
@MainActor
@Suite struct RecordTests {
    static let app = """
        app
          stapel
            text "Home"
            link "Go" -> text "There"

        """
    /// The tree after `tap "Go"`, as an `expect tree` block indented two spaces.
    static let pushed = """
          WithStapel
          └─ NavigationView [screen 0, covered]
             └─ PusherView pusher: 1 [active]
                ├─ Text "Home"
                ├─ StackNavigationLink
                │  └─ Button "Go"
                └─ NavigationLink [pushing]
                   └─ Screen [screen 1, visible]
                      └─ Text "There"

        """

    /// A file with an empty block (line 5), a wrong one (line 8) and a right one (line 12).
    static let file =
        app + "expect tree   # the first screen\n\ntap \"Go\"\nexpect tree\n  WithStapel\n  └─ wrong\n\nexpect tree\n" + pushed
        + "\n# the end\n"

    private func check(_ arguments: [String], file text: String = file, environment: [String: String] = [:]) throws -> (
        output: String, code: ExitCode, after: String
    ) {
        let path = try TestFiles.write(text, prefix: "record")
        let console = Console.capturing()
        var tool = CommandLineTool(console: console)
        tool.environment = environment
        let code = tool.run(["check"] + arguments + [path], usesColour: false)
        let output = (console.captured ?? "").replacingOccurrences(of: path, with: "f.stapel")
        return (output, code, try String(contentsOfFile: path, encoding: .utf8))
    }

    @Test func withoutTheFlagNothingIsWrittenAndAnEmptyBlockFailsWithAHint() throws {
        let (output, code, after) = try check([])
        #expect(code == .failure && after == Self.file)
        #expect(output.contains("f.stapel:5:1: expectation failed: expect tree has no tree under it yet: `stapel-sim check --record` writes"))
        #expect(output.contains("- └─ wrong\n+ └─ NavigationView [screen 0, covered]"), "a failed block prints a -/+ diff")
        #expect(output.hasSuffix("1 passed, 2 failed\n"))
    }

    @Test func missingFillsOnlyEmptyBlocks() throws {
        let (output, code, after) = try check(["--record"])
        #expect(code == .failure, "a check that recorded exits 1")
        #expect(output.contains("f.stapel:5: recorded the tree under expect tree (7 lines)\n"))
        #expect(output.hasSuffix("1 passed, 1 failed, 1 tree recorded\n"))
        #expect(after.contains("expect tree   # the first screen\n  WithStapel\n  └─ NavigationView [screen 0, visible]\n"))
        #expect(after.contains("expect tree\n  WithStapel\n  └─ wrong\n"), "a failing block is left to failed and all")
        #expect(try check([], file: after).output.hasSuffix("2 passed, 1 failed\n"))
    }

    @Test func failedRewritesTheBlocksThatFailAndKeepsEveryOtherByte() throws {
        let (output, code, after) = try check(["--record", "failed"])
        #expect(code == .failure)
        #expect(output.hasSuffix("1 passed, 0 failed, 2 trees recorded\n"))
        let expected = Self.file.replacingOccurrences(of: "expect tree\n  WithStapel\n  └─ wrong\n", with: "expect tree\n" + Self.pushed)
            .replacingOccurrences(
                of: "# the first screen\n",
                with: "# the first screen\n  WithStapel\n  └─ NavigationView [screen 0, visible]\n     └─ PusherView pusher: 1 [active]\n"
                    + "        ├─ Text \"Home\"\n        ├─ StackNavigationLink\n        │  └─ Button \"Go\"\n        └─ NavigationLink\n")
        #expect(after == expected)
        let again = try check([], file: after)
        #expect(again.code == .success && again.output == "3 passed, 0 failed\n")
    }

    @Test func allRewritesEveryBlockAndARecordedFileIsStable() throws {
        let (recorded, _, after) = try check(["--record=all"])
        #expect(recorded.hasSuffix("0 passed, 0 failed, 3 trees recorded\n"))
        let (_, code, twice) = try check(["--record", "all"], file: after)
        #expect(code == .failure && twice == after, "recording what is there writes the same bytes")
    }

    @Test func theEnvironmentVariableAsksTheSameAndTheFlagWins() throws {
        #expect(try check([], environment: ["STAPEL_RECORD": "missing"]).output.contains("1 tree recorded"))
        #expect(try check([], environment: ["STAPEL_RECORD": "never"]).after == Self.file)
        #expect(try check(["--record", "never"], environment: ["STAPEL_RECORD": "all"]).after == Self.file)
        let wrong = try check([], environment: ["STAPEL_RECORD": "al"])
        #expect(wrong.code == .unusableInput)
        #expect(
            wrong.output == "stapel-sim: error: expected never, missing, failed or all after STAPEL_RECORD=, found \"al\"; did you mean \"all\"?\n")
    }

    @Test func recordingIsRefusedWhereItCannotWrite() {
        #expect(Fixtures.run(["run", "--record", "x.stapel"]).output == "stapel-sim: error: --record is an option of check\n")
        #expect(
            Fixtures.run(["check", "--record", "-"]).output
                == "stapel-sim: error: --record writes trees into scenario files; standard input is not one\n")
    }

    /// A scenario reached through a symbolic link is recorded into the file it names; the link
    /// stays a link.
    @Test func aLinkedScenarioIsRecordedIntoItsTarget() throws {
        let directory = try TestFiles.makeDirectory("record-link")
        let target = directory.appendingPathComponent("real.stapel")
        let link = directory.appendingPathComponent("link.stapel")
        try (Self.app + "expect tree\n").write(to: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(Fixtures.run(["check", "--record", link.path]).code == .failure)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(
            try String(contentsOf: target, encoding: .utf8).hasSuffix(
                "expect tree\n  WithStapel\n  └─ NavigationView [screen 0, visible]\n"
                    + "     └─ PusherView pusher: 1 [active]\n        ├─ Text \"Home\"\n        ├─ StackNavigationLink\n        │  └─ Button \"Go\"\n"
                    + "        └─ NavigationLink\n"))
    }

    /// Line endings, a missing final newline, blank lines inside and after a block, and what
    /// follows it come through as they were.
    @Test func rewritingKeepsEveryOtherByte() {
        let crlf = "a\r\nexpect tree\r\n  old\r\n\r\n  older\r\n\r\nb\r\n"
        #expect(TreeRecorder.rewrite(crlf, trees: [2: "New\n└─ Tree\n"]) == "a\r\nexpect tree\r\n  New\r\n  └─ Tree\r\n\r\nb\r\n")
        #expect(TreeRecorder.rewrite("expect tree", trees: [1: "T\n"]) == "expect tree\n  T")
        #expect(TreeRecorder.rewrite("x\nexpect tree\ny", trees: [2: "T\n"]) == "x\nexpect tree\n  T\ny")
        #expect(TreeRecorder.rewrite("x\nexpect tree\n  A\n   └─ B\ny\n", trees: [:]) == "x\nexpect tree\n  A\n   └─ B\ny\n")
    }

    /// The real program reads STAPEL_RECORD from its environment, and `--jobs` workers record
    /// into the files they check.
    @Test func workersRecordAndTheProgramReadsTheVariable() throws {
        let first = try TestFiles.write(Self.file, prefix: "record-jobs")
        let second = try TestFiles.write(Self.file, prefix: "record-jobs")
        let result = try BinaryTests.run(["check", "--jobs", "2", first, second], environment: ["STAPEL_RECORD": "failed"])
        #expect(result.status == 1)
        #expect(result.output.hasSuffix("2 passed, 0 failed, 4 trees recorded\n"), "\(result.output)")
        #expect(try BinaryTests.run(["check", first, second], environment: ["STAPEL_RECORD": "never"]).output == "6 passed, 0 failed\n")
    }
}
