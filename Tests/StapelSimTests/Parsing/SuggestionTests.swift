import Testing

@testable import stapel_sim

/// "Did you mean …" for a mistyped keyword or label.
@MainActor
@Suite struct SuggestionTests {
    @Test(arguments: [("txt", "text"), ("tapp", "tap"), ("visibel", "visible"), ("Sav", "Save"), ("PUSH", "push")])
    func aTypoFindsTheWordMeant(typo: String, meant: String) {
        #expect(Suggestion.closest(to: typo, among: ["text", "tap", "visible", "Save", "push", "pop"]) == meant)
    }

    /// The banded distance is the full Levenshtein distance wherever that is within the limit,
    /// and above the limit wherever it is not: checked against the whole table on random words.
    @Test func theBandedDistanceAgreesWithTheWholeTable() {
        func full(_ a: [Character], _ b: [Character]) -> Int {
            var previous = Array(0...b.count)
            for (i, left) in a.enumerated() {
                var current = [i + 1] + Array(repeating: 0, count: b.count)
                for (j, right) in b.enumerated() {
                    current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
                }
                previous = current
            }
            return previous[b.count]
        }
        var generator = SystemRandomNumberGenerator()
        let letters = Array("abc")
        for _ in 0..<2_000 {
            let a = (0..<Int.random(in: 0...7, using: &generator)).map { _ in letters.randomElement(using: &generator)! }
            let b = (0..<Int.random(in: 0...7, using: &generator)).map { _ in letters.randomElement(using: &generator)! }
            let limit = Int.random(in: 0...3, using: &generator)
            let expected = full(a, b)
            let banded = Suggestion.editDistance(a, b, limit: limit)
            #expect(expected <= limit ? banded == expected : banded == limit + 1, "\(String(a)) \(String(b)) limit \(limit)")
        }
    }

    @Test func aLongLabelWithATypoStillFindsItsMatch() {
        let label = String(repeating: "Buy the red shoes ", count: 3_000)
        var typo = Array(label)
        typo[27_000] = "X"
        let others = (0..<50).map { String(repeating: "Sell \($0) ", count: 5_000) }
        #expect(Suggestion.closest(to: String(typo), among: others + [label]) == label)
    }

    @Test func aWordFarFromEveryCandidateGetsNoSuggestion() {
        #expect(Suggestion.closest(to: "frobnicate", among: ["text", "tap", "push"]) == nil)
        #expect(Suggestion.closest(to: "xy", among: ["pop"]) == nil, "short words allow one edit")
        #expect(Suggestion.editDistance(Array("kitten"), Array("sitting"), limit: 5) == 3)
    }

    @Test func misspelledElementsStepsAndExpectationsSaySo() {
        expectError(
            "app\n  ⟨⟩txt \"x\"\n",
            #"expected an element (text, button, link, listlink, stapel, pusher, vstack, hstack, list, group, counter, guard, tabs, tab, if, else, for, on appear, stack, navigation bar, overlay) or a view name, found "txt"; did you mean "text"?"#
        )
        let steps = try? ScenarioParser.parse("app\n  text \"x\"\ntapp \"x\"\n", file: "t.stapel")
        #expect(steps == nil)
        let errors = parseErrors("app\n  text \"x\"\ntapp \"x\"\nexpect visibel \"x\"\n")
        #expect(errors.map(\.message.text).allSatisfy { $0.hasSuffix(#"did you mean "tap"?"#) || $0.hasSuffix(#"did you mean "visible"?"#) })
        #expect(errors.count == 2)
    }

    @Test func aMistypedLabelSuggestsOneOnScreen() throws {
        let scenario = try ScenarioParser.parse("app\n  stapel\n    button \"Save\" -> pop\ntap \"Sav\"\n", file: "t.stapel")
        let runner = ScenarioRunner(scenario: scenario)
        let report = runner.run(scenario.steps[0])
        #expect(report.failure?.message.text == #"cannot tap: no button or link labelled "Sav"; did you mean "Save"?"#)
    }
}
