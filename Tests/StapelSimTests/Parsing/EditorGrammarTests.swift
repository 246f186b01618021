import Foundation
import Testing

@testable import stapel_sim

/// The editor grammar is generated from ``Grammar`` and kept in the repository; the docs'
/// grammar summary names every word of the table.
@Suite struct EditorGrammarTests {
    static let path = Fixtures.packageRoot.appendingPathComponent("editors/stapel.tmLanguage.json")

    /// Regenerate with `STAPEL_RECORD_GOLDEN=1 swift test --filter EditorGrammarTests`: the file
    /// is written and the test fails once, saying so.
    @Test func theCommittedGrammarIsTheGeneratedOne() throws {
        let generated = Grammar.textMateGrammar
        let committed = FileManager.default.contents(atPath: Self.path.path).map { String(decoding: $0, as: UTF8.self) }
        guard generated != committed else { return }
        if ProcessInfo.processInfo.environment["STAPEL_RECORD_GOLDEN"] == "1" {
            try generated.write(to: Self.path, atomically: true, encoding: .utf8)
            Issue.record("wrote editors/stapel.tmLanguage.json; run again without STAPEL_RECORD_GOLDEN")
        } else {
            Issue.record(
                "editors/stapel.tmLanguage.json is not what Grammar generates: STAPEL_RECORD_GOLDEN=1 swift test --filter EditorGrammarTests")
        }
    }

    @Test func theGrammarIsJSONWithEveryKeywordAndPatternsThatCompile() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(Grammar.textMateGrammar.utf8)) as? [String: Any])
        #expect(object["scopeName"] as? String == "source.stapel")
        let repository = try #require(object["repository"] as? [String: [String: Any]])
        let patterns = repository.values.compactMap { $0["match"] as? String }
        // Swift's Regex reads the syntax these patterns use as Oniguruma does (and, unlike
        // Foundation's NSRegularExpression on Linux, frees what it allocates).
        for pattern in patterns {
            #expect((try? Regex(pattern)) != nil, "\(pattern)")
        }
        let wordPatterns = patterns.joined(separator: "\n")
        for keyword in Grammar.keywords {
            #expect(wordPatterns.contains(keyword), "\(keyword) is not in the editor grammar")
        }
        let step = try Regex(try #require(repository["step"]?["match"] as? String))
        #expect(try step.firstMatch(in: "tap \"Go\"").map { String($0.output[0].substring ?? "") } == "tap")
    }

    /// `help language` and the docs' grammar summary (which a test keeps equal) name every word.
    @Test func theGrammarSummaryNamesEveryWordOfTheTable() {
        for keyword in Grammar.keywords {
            #expect(LanguageSummary.text.contains(keyword), "the grammar summary does not name \"\(keyword)\"")
        }
    }
}
