import Pusher
import Testing
import ViewTree

@testable import stapel_sim

/// The scenario forms of profiles: the `profile` directive and the axes it sets, negated
/// expectations, bindings and the links and buttons they trigger, and their errors.
@MainActor
@Suite struct ProfileSyntaxTests {
    func parse(_ source: String) throws -> Scenario {
        try ScenarioParser.parse(source, file: "test.stapel")
    }

    @Test(arguments: ProfileName.allCases)
    func aProfileSetsEveryAxisOfItsLibrary(name: ProfileName) throws {
        let scenario = try parse("profile \(name.rawValue)\napp\n  text \"x\"\n")
        #expect(scenario.profile == NavigationProfile(name))
    }

    @Test func directivesAfterAProfileOverrideOneAxisEach() throws {
        let scenario = try parse(
            """
            profile swiftui-navigation-stack
            covered screens keep
            containers in place
            container lookup first match
            default presentation cover
            during transitions queue
            app
              text "x"
            """)
        var expected = NavigationProfile.swiftUINavigationStack
        expected.rules.coveredScreens = .keep
        expected.rules.containers = .inPlace
        expected.rules.containerLookup = .firstMatch
        expected.defaultPresentation = .fullScreenCover
        expected.duringTransitions = .queue
        #expect(scenario.profile == expected)
    }

    @Test func aPresentationNamesItsStyleUnlessTheProfileHasADefault() throws {
        let scenario = try parse("profile innavigation\napp\n  text \"x\"\npresent text \"S\" as \"s\"\n")
        guard case .action(.navigate(.present(let style, _, let tag), _)) = scenario.steps.first?.kind else {
            Issue.record("not a presentation")
            return
        }
        #expect(style == .sheet)
        #expect(tag == "s")
        expectError(
            "default presentation none\napp\n  text \"x\"\npresent ⟨⟩text \"S\"\n",
            #"expected "sheet" or "cover" after "present" (or a profile with a default presentation), found "text""#)
    }

    @Test func triggeredLinksAndButtonsAndSetSteps() throws {
        let scenario = try parse(
            """
            app
              link "Go" when showDetail as "detail" -> text "Detail"
              link "One" when selection == 1 -> text "One"
              button "Back" when goBack -> pop
              button "Open" -> set showDetail: true, tab: "inbox"
            set showDetail: true
            """)
        let conditions = scenario.app.compactMap { element -> String? in
            if case .triggered(let condition, _) = element.kind { condition.description } else { nil }
        }
        #expect(conditions == ["showDetail", "selection == 1", "goBack"])
        guard case .action(.set(let values)) = scenario.steps.first?.kind else {
            Issue.record("not a set step")
            return
        }
        #expect(values == ["showDetail": true])
    }

    @Test func expectNotWrapsAnyExpectationKeepsItsSourceAndFoldsInPairs() throws {
        let scenario = try parse("app\n  text \"x\"\nexpect not visible \"y\"  # comment\nexpect not not depth 0\n")
        guard case .expect(.not(.visible("y"), let source)) = scenario.steps.first?.kind else {
            Issue.record("not a negated expectation")
            return
        }
        #expect(source == #"visible "y""#)
        // Two nots cancel: the expectation itself, with no nesting to walk.
        guard case .expect(.depth(.equal, 0)) = scenario.steps.last?.kind else {
            Issue.record("a double negation did not fold")
            return
        }
    }

    @Test func malformedProfileFormsSayWhatWasExpected() {
        expectError(
            "profile ⟨⟩swiftui\napp\n  text \"x\"\n",
            #"expected "stapel" or "swiftui-navigation-stack" or "navigationstack" or "screennavigatorkit" or "innavigation" after "profile", found "swiftui""#
        )
        expectError("covered ⟨⟩views unmount\napp\n  text \"x\"\n", #"expected "screens" after "covered", found "views""#)
        expectError("containers ⟨⟩inline\napp\n  text \"x\"\n", #"expected "screen" or "in place" after "containers", found "inline""#)
        expectError(
            "container lookup ⟨⟩last\napp\n  text \"x\"\n",
            #"expected "innermost" or "first match" after "container lookup", found "last""#)
        expectError("app\n  link \"Go\" when ⟨⟩-> text \"x\"\n", #"expected a binding name after "when", found "->""#)
        expectError("app\n  text \"x\"\nset ⟨⟩\n", #"expected a context key, found end of line"#)
    }

    @Test func aNegatedExpectationFailsWhenItsExpectationHolds() throws {
        let scenario = try parse("app\n  text \"Home\"\nexpect not visible \"Home\"\nexpect not visible \"Away\"\n")
        let runner = ScenarioRunner(scenario: scenario)
        let reports = scenario.steps.map { runner.run($0) }
        #expect(reports[0].failure?.message.text == #"expected not visible "Home", found that it holds"#)
        #expect(reports[1].failure == nil)
    }
}
