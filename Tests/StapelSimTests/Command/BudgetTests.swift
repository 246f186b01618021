import Foundation
import Testing

@testable import stapel_sim

/// `--max-steps` and `--max-depth`: a scenario that asks for too much is refused, or stopped,
/// with an error that names the limit.
@MainActor
@Suite struct BudgetTests {
    private func file(pushes: Int, presents: Int) throws -> String {
        var lines = [
            "app", "  stapel", "    text \"Home\"", "    link \"Deeper\" -> Deeper", "view Deeper", "  pusher", "    link \"Deeper\" -> Deeper",
        ]
        lines += Array(repeating: "tap \"Deeper\"", count: pushes)
        lines += (0..<presents).map { "present sheet text \"Layer \($0)\"" }
        lines.append("expect depth >= 0")
        return try TestFiles.write(lines.joined(separator: "\n"), prefix: "budget")
    }

    @Test func aFileWithMoreStepsThanAllowedIsRefusedAtTheFirstStepPastTheLimit() throws {
        let path = try file(pushes: 5, presents: 0)
        let (output, code) = Fixtures.run(["check", "--max-steps", "3", path])
        #expect(code == .unusableInput)
        #expect(output.hasPrefix("\(path):11:1: error: more than 3 steps: --max-steps 3 allows no more (raise it to run the file)"))
        #expect(Fixtures.run(["check", "--max-steps=6", path]).code == .success)
    }

    /// The parser stops at the step past the limit: what follows is not read, so its errors are
    /// not reported and a huge file costs only its first steps.
    @Test func readingStopsAtTheStepPastTheLimit() throws {
        let source = "app\n  text \"x\"\n" + String(repeating: "back\n", count: 4) + "tapp \"broken\"\n"
        let errors = parseErrors(source, stepLimit: 3).map { "\($0.location.line) \($0.message.text)" }
        #expect(errors == ["6 more than 3 steps: --max-steps 3 allows no more (raise it to run the file)"])
        #expect(parseErrors(source, stepLimit: 10).map(\.location.line) == [7])
    }

    /// A file of more steps than allowed is refused before it is read whole, with the errors
    /// parsing it whole gives; a long file within the limit is read whole.
    @Test func aFileOfTooManyStepsIsRefusedBeforeItIsReadWhole() throws {
        // 300,000 steps, about 1.8 MB: more than the first megabyte read.
        let whole = "app\n  text \"x\"\n" + String(repeating: "back\nexpect visible \"x\"\n", count: 150_000)
        let path = try TestFiles.write(whole, prefix: "over-long")
        let source = try ScenarioSource.load(path, stepLimit: 1_000)
        #expect(source.text.utf8.count < 1 << 20, "the first megabyte was enough")
        let refusal = try #require(source.refusal)
        var wholeErrors: [Diagnostic] = []
        do { _ = try ScenarioParser.parse(whole, file: path, stepLimit: 1_000) } catch { wholeErrors = error.diagnostics }
        #expect(refusal.diagnostics == wholeErrors)
        #expect(refusal.diagnostics.map(\.location.line) == [1_003])

        // As many lines, nearly all comments: read whole, and it parses.
        let commented = "app\n  text \"x\"\n" + String(repeating: "# a comment of the file\n", count: 150_000) + "back\n"
        let long = try ScenarioSource.load(try TestFiles.write(commented, prefix: "long"), stepLimit: 1_000)
        #expect(long.refusal == nil && long.text == commented)
        #expect(Fixtures.run(["check", "--max-steps", "1000", path]).code == .unusableInput)
    }

    @Test func aStepPastTheDepthLimitStopsItsFile() throws {
        let path = try file(pushes: 2, presents: 5)
        let (output, code) = Fixtures.run(["check", "--max-depth", "3", path])
        #expect(code == .failure)
        #expect(
            output == """
                \(path):13:1: error: 4 layers, more than --max-depth 3 allows: the rest of the file is skipped
                present sheet text "Layer 3"
                ^
                0 passed, 1 failed

                """)
        #expect(Fixtures.run(["check", path]).output == "1 passed, 0 failed\n")
    }

    @Test func runStopsThereToo() throws {
        let path = try file(pushes: 3, presents: 0)
        let (output, code) = Fixtures.run(["run", "--final", "--max-depth", "2", path])
        #expect(code == .failure)
        #expect(output.contains("error: 3 pushed screens on the top layer, more than --max-depth 2 allows"))
        #expect(!output.contains("expect depth"))
    }

    @Test(arguments: ["--max-steps", "--max-depth"])
    func theLimitsAreWholeNumbers(option: String) {
        let (output, code) = Fixtures.run(["check", option, "0", "x.stapel"])
        #expect(code == .unusableInput)
        #expect(output == "stapel-sim: error: expected a whole number of at least 1 after \(option), found \"0\"\n")
    }
}
