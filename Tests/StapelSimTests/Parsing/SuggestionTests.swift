import Testing

@testable import stapel_sim

/// "Did you mean …" for a mistyped keyword or label.
@MainActor
@Suite struct SuggestionTests {
    @Test(arguments: [("txt", "text"), ("tapp", "tap"), ("visibel", "visible"), ("Sav", "Save"), ("PUSH", "push")])
    func aTypoFindsTheWordMeant(typo: String, meant: String) {
        #expect(Suggestion.closest(to: typo, among: ["text", "tap", "visible", "Save", "push", "pop"]) == meant)
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
