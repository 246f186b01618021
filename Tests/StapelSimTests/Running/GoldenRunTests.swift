import Foundation
import Testing

@testable import stapel_sim

/// `stapel-sim run` on every example, compared with the output recorded in `Golden/`.
/// Re-record on purpose with `STAPEL_RECORD_GOLDEN=1 swift test --filter GoldenRunTests`.
@MainActor
@Suite struct GoldenRunTests {
    static let recording = ProcessInfo.processInfo.environment["STAPEL_RECORD_GOLDEN"] == "1"

    @Test(arguments: Fixtures.exampleFiles.map(\.lastPathComponent))
    func runOutputMatchesTheGoldenFile(example: String) throws {
        let (output, code) = Fixtures.run(["run", Fixtures.examples.appendingPathComponent(example).path])
        #expect(code == .success)
        let golden = Fixtures.golden.appendingPathComponent(example.replacingOccurrences(of: ".stapel", with: ".txt"))
        if Self.recording {
            try output.write(to: golden, atomically: true, encoding: .utf8)
        }
        #expect(
            output == Fixtures.read(golden), "differs from \(golden.lastPathComponent):\n\(LineDiff(expected: Fixtures.read(golden), actual: output))"
        )
    }

    @Test func everyExampleIsBundledAsWritten() {
        let files = Fixtures.exampleFiles
        #expect(
            BundledExamples.all.map(\.name) == files.map { $0.deletingPathExtension().lastPathComponent },
            "run Scripts/embed-examples")
        for (example, file) in zip(BundledExamples.all, files) {
            #expect(example.text + "\n" == Fixtures.read(file), "\(example.name) differs: run Scripts/embed-examples")
        }
    }

    @Test func sameScenarioSameBytes() {
        let path = Fixtures.examples.appendingPathComponent("bubble.stapel").path
        let first = Fixtures.run(["run", "--format", "json", path]).output
        let second = Fixtures.run(["run", "--format", "json", path]).output
        #expect(first == second)
        #expect(first.split(separator: "\n").count == 9)
    }
}
