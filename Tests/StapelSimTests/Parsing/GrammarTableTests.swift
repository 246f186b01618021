import Pusher
import Testing

@testable import stapel_sim

/// The parser's dispatch tables and ``Grammar``'s word lists name the same forms, so a form
/// added to one and not the other fails here; and every directive writes back what it reads.
@Suite struct GrammarTableTests {
    @Test func everyFormOfTheGrammarHasAParserEntryAndEveryEntryAForm() {
        // `else` is read by the block reader, which completes the `if` before it.
        #expect(Set(ScenarioParser.elementForms.keys) == Set(Grammar.firstWords(of: Grammar.elements)).subtracting(["else"]))
        #expect(Set(ScenarioParser.actionForms.keys) == Set(Grammar.firstWords(of: Grammar.actions)))
        #expect(Set(ScenarioParser.stepForms.keys) == Set(Grammar.firstWords(of: Grammar.steps)))
        #expect(Set(ScenarioParser.expectationForms.keys) == Set(Grammar.firstWords(of: Grammar.expectations)))
        #expect(Set(ScenarioParser.declarations.keys) == Set(Grammar.firstWords(of: Grammar.declarations + Grammar.directives)))
    }

    @Test(arguments: ProfileName.allCases) func everyProfileIsWrittenBackAsTheDirectivesThatMakeIt(name: ProfileName) throws {
        var profile = NavigationProfile(name)
        profile.layerTransition = .seconds(0.25, .linear)
        let lines = Directive.all.flatMap { $0.written(profile) }
        let scenario = try ScenarioParser.parse(lines.joined(separator: "\n") + "\napp\n  text \"x\"\n", file: "profile.stapel")
        #expect(scenario.profile == profile)
        // `profile NAME` itself writes nothing: the axes say it all.
        #expect(Directive.named["profile"]?.written(profile) == [])
    }
}
