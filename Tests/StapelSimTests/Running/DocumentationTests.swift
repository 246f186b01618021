import Foundation
import Testing

@testable import stapel_sim

/// Every ```stapel block of the docs and the README is a scenario whose expectations all pass,
/// but for the files that transcripts run (see `TranscriptTests`).
@MainActor
@Suite struct DocumentationTests {
    nonisolated static let documents = ["docs/scenario-language.md", "docs/profiles.md", "README.md"]

    /// The scenarios of a document; a block that names a file is a transcript's input, which
    /// the transcript checks instead (it may fail on purpose).
    static func scenarios(in document: String) -> [(line: Int, text: String)] {
        DocumentBlock.blocks(in: document).filter { $0.language == "stapel" && $0.file == nil }.map { ($0.line, $0.text) }
    }

    @Test(arguments: documents)
    func everyScenarioInTheDocumentPasses(document: String) throws {
        let scenarios = Self.scenarios(in: document)
        #expect(!scenarios.isEmpty || document == "README.md")
        for (line, text) in scenarios {
            let scenario: Scenario
            do {
                scenario = try ScenarioParser.parse(text, file: "\(document):\(line)")
            } catch {
                Issue.record("\(document) line \(line): \(error.diagnostics.map(\.message.text))")
                continue
            }
            let runner = ScenarioRunner(scenario: scenario)
            for step in scenario.steps {
                if let failure = runner.run(step).failure {
                    Issue.record("\(document) line \(line): \(failure.location.line): \(failure.message.text)")
                }
            }
        }
    }
}
