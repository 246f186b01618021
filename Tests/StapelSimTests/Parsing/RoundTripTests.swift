import Foundation
import Testing

@testable import stapel_sim

/// The printer writes back what the parser read: `parse(print(parse(f))) == parse(f)` for
/// every scenario the project has (examples, apps, docs, fuzz regressions) and for generated
/// ones, and printing is a fixed point (`print(parse(print(s))) == print(s)`).
@Suite struct RoundTripTests {
    /// Every scenario file of the repository, and every scenario block of the docs.
    static var corpus: [(name: String, text: String)] {
        let folders = ["Examples", "Examples/apps", "docs/examples", "Fuzz/regressions"]
        var files: [(String, String)] = []
        for folder in folders {
            let url = Fixtures.packageRoot.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".stapel") {
                files.append(("\(folder)/\(name)", Fixtures.read(url.appendingPathComponent(name))))
            }
        }
        for document in DocumentationTests.documents {
            for block in DocumentBlock.blocks(in: document) where block.language == "stapel" {
                files.append(("\(document):\(block.line)", block.text))
            }
        }
        return files
    }

    @Test func everyScenarioOfTheRepositoryPrintsToItself() throws {
        let corpus = Self.corpus
        #expect(corpus.count > 40)
        var checked = 0
        for (name, text) in corpus {
            // A docs block may show an error on purpose; what does not parse has nothing to print.
            guard let scenario = try? ScenarioParser.parse(text, file: name) else { continue }
            expectRoundTrip(scenario, name: name)
            checked += 1
        }
        #expect(checked > 40)
    }

    @Test(arguments: 0..<200) func generatedScenariosPrintToThemselves(seed: Int) throws {
        var generator = ScenarioGenerator(seed: UInt64(seed))
        let generated = generator.scenario()
        let text = ScenarioPrinter.text(of: generated)
        let parsed: Scenario
        do {
            parsed = try ScenarioParser.parse(text, file: "generated-\(seed).stapel")
        } catch {
            Issue.record(
                "seed \(seed) printed a file that does not parse: \(error.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message.text)" })\n\(text)"
            )
            return
        }
        // The generator builds values the parser could have read, so even the first print holds.
        #expect(parsed == generated, "seed \(seed):\n\(text)")
        expectRoundTrip(parsed, name: "seed \(seed)")
    }

    @Test func theWordsThatNeedItAreQuotedOrEscaped() {
        #expect(ScenarioPrinter.key("with") == #""with""#)
        #expect(ScenarioPrinter.key("a key") == #""a key""#)
        #expect(ScenarioPrinter.key("role") == "role")
        #expect(ScenarioPrinter.string("say \"hi\"\n") == #""say \"hi\"\n""#)
        #expect(ScenarioPrinter.duration(.milliseconds(250)) == "250ms")
        #expect(ScenarioPrinter.duration(.nanoseconds(250_500)) == "0.0002505s")
        #expect(ScenarioPrinter.rule(.and(.or(.has(key: "a"), .has(key: "b")), .not(.has(key: "c")))) == "(has a or has b) and not has c")
    }

    @Test func aDeepBlockPrintsWithoutRecursion() throws {
        let depth = 5_000
        var text = "app\n"
        for level in 0..<depth { text += String(repeating: "  ", count: level + 1) + "vstack\n" }
        text += String(repeating: "  ", count: depth + 1) + "text \"deep\"\n"
        let scenario = try ScenarioParser.parse(text, file: "deep.stapel")
        // Compared through the printed text: `==` walks the nesting recursively.
        let printed = ScenarioPrinter.text(of: scenario)
        #expect(printed == text)
        #expect(try ScenarioPrinter.text(of: ScenarioParser.parse(printed, file: "deep.stapel")) == printed)
    }

    private func expectRoundTrip(_ scenario: Scenario, name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let printed = ScenarioPrinter.text(of: scenario)
        guard let reparsed = try? ScenarioParser.parse(printed, file: name) else {
            let errors = parseErrors(printed).map { "\($0.location.line):\($0.location.column) \($0.message.text)" }
            Issue.record("\(name): the printed scenario does not parse: \(errors)\n\(printed)", sourceLocation: sourceLocation)
            return
        }
        #expect(reparsed == scenario, "\(name):\n\(printed)", sourceLocation: sourceLocation)
        #expect(ScenarioPrinter.text(of: reparsed) == printed, "\(name): printing is not a fixed point", sourceLocation: sourceLocation)
    }
}
