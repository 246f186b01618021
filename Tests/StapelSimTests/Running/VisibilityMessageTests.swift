import Testing

@testable import stapel_sim

/// One meaning per name: `expect visible`, `hidden` and `absent` look at texts, and their
/// failures list texts, saying when the string is a control's label instead.
@MainActor
@Suite struct VisibilityMessageTests {
    func failure(_ source: String) throws -> String? {
        let scenario = try ScenarioParser.parse(source, file: "t.stapel")
        let runner = ScenarioRunner(scenario: scenario)
        return scenario.steps.compactMap { runner.run($0).failure?.message.text }.first
    }

    @Test func aLabelIsNotATextAndTheMessageSaysSo() throws {
        let message = try failure("app\n  stapel\n    text \"Home\"\n    button \"Go\" -> pop\nexpect visible \"Go\"\n")
        #expect(
            message
                == #"expected "Go" to be visible, found it absent (it is the label of a visible button or link: expectations look at texts, tap at controls); texts on screen: "Home""#
        )
    }

    @Test func theTextsOnScreenLeaveLabelsOut() throws {
        let message = try failure("app\n  stapel\n    button \"Go\" -> pop\nexpect visible \"Gone\"\n")
        #expect(message == #"expected "Gone" to be visible, found it absent; texts on screen: none"#)
    }
}
