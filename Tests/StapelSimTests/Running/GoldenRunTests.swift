import Foundation
import Testing

@testable import ViewTree
@testable import stapel_sim

/// `stapel-sim run` on every example, compared with the output recorded in `Golden/`.
/// Re-record on purpose with `STAPEL_RECORD_GOLDEN=1 swift test --filter GoldenRunTests`: a
/// golden that changed is written and its test fails, saying so (as swift-snapshot-testing's
/// record mode does), so a recording run never passes; the next run compares.
@MainActor
@Suite struct GoldenRunTests {
    static let recording = ProcessInfo.processInfo.environment["STAPEL_RECORD_GOLDEN"] == "1"

    @Test(arguments: Fixtures.exampleFiles.map(\.lastPathComponent))
    func runOutputMatchesTheGoldenFile(example: String) throws {
        let (output, code) = Fixtures.run(["run", Fixtures.examples.appendingPathComponent(example).path])
        #expect(code == .success)
        let golden = Fixtures.golden.appendingPathComponent(example.replacingOccurrences(of: ".stapel", with: ".txt"))
        let recorded = FileManager.default.contents(atPath: golden.path).map { String(decoding: $0, as: UTF8.self) }
        guard output != recorded else { return }
        if Self.recording {
            try output.write(to: golden, atomically: true, encoding: .utf8)
            Issue.record("recorded \(golden.lastPathComponent); run again without STAPEL_RECORD_GOLDEN to compare")
            return
        }
        Issue.record("differs from \(golden.lastPathComponent):\n\(LineDiff(expected: recorded ?? "", actual: output))")
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
