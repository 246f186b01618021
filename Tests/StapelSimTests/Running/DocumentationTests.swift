import Foundation
import Testing

@testable import stapel_sim

/// Every ```stapel block of the docs and the README is a scenario whose expectations all pass.
@MainActor
@Suite struct DocumentationTests {
    nonisolated static let documents = ["docs/scenario-language.md", "docs/profiles.md", "README.md"]

    static func scenarios(in document: String) -> [(line: Int, text: String)] {
        var scenarios: [(Int, String)] = []
        var current: (Int, [Substring])?
        let lines = Fixtures.read(Fixtures.packageRoot.appendingPathComponent(document)).split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            if var block = current {
                if line == "```" {
                    scenarios.append((block.0, block.1.joined(separator: "\n") + "\n"))
                    current = nil
                } else {
                    block.1.append(line)
                    current = block
                }
            } else if line == "```stapel" {
                current = (index + 2, [])
            }
        }
        return scenarios
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
