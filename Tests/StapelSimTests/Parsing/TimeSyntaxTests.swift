import Pusher
import Testing
import ViewTree

@testable import stapel_sim

/// The scenario forms of time: directives, a step's pace, clock steps, gestures, and their
/// errors.
@Suite struct TimeSyntaxTests {
    func parse(_ source: String) throws -> Scenario {
        try ScenarioParser.parse(source, file: "test.stapel")
    }

    @Test func directivesSetTransitionsAndTheRule() throws {
        let scenario = try parse(
            """
            transitions 0.2s
            transitions layers 500ms ease-in-out
            during transitions queue
            app
              text "x"
            """)
        #expect(scenario.profile.transition == Transition(.milliseconds(200), .easeOut), "ease-out when none is named")
        #expect(scenario.profile.layerTransition == Transition(.milliseconds(500), .easeInOut))
        #expect(scenario.profile.duringTransitions == .queue)
        let none = try parse("transitions 0.2s\ntransitions none\napp\n  text \"x\"\n")
        #expect(none.profile.transition == nil)
    }

    @Test func aStepsPaceFollowsItsTarget() throws {
        let scenario = try parse(
            """
            app
              text "x"
            push text "A" as "a" animated 0.3s linear
            pop to root one by one animated 100ms
            dismiss all one by one
            pop instantly
            back animated 1s "spring"
            present sheet text "S" easeIn
            """.replacingOccurrences(of: " easeIn", with: " animated 0.5s easeIn"))
        let actions = scenario.steps.compactMap { step -> Action? in
            if case .action(let action) = step.kind { action } else { nil }
        }
        guard actions.count == 6,
            case .navigate(.push(_, "a", _, _, _), let push) = actions[0],
            case .navigate(.pop(.root), let popAll) = actions[1],
            case .navigate(.dismiss(.all), let dismissAll) = actions[2],
            case .navigate(.pop(.previous), let pop) = actions[3],
            case .back(let back, _) = actions[4],
            case .navigate(.present, let present) = actions[5]
        else {
            Issue.record("unexpected actions: \(actions)")
            return
        }
        #expect(push.animation == .animated(Transition(.milliseconds(300), .linear)) && !push.oneByOne)
        #expect(popAll.oneByOne && popAll.animation == .animated(Transition(.milliseconds(100))))
        #expect(dismissAll.oneByOne && dismissAll.animation == .stackDefault)
        #expect(pop.animation == .instantly)
        #expect(back == .animated(Transition(.seconds(1), Easing("spring"))))
        #expect(present.animation == .animated(Transition(.milliseconds(500), .easeIn)))
    }

    @Test func clockStepsAndTimeExpectations() throws {
        let scenario = try parse(
            """
            app
              text "x"
            wait 0.25s
            wait 300ms
            settle
            back gesture 40%
            back gesture cancel
            back gesture finish
            expect transitioning
            expect settled
            expect time 1.65s
            expect did appear "x"
            expect outcome dropped
            """)
        #expect(
            scenario.steps.map(\.source) == [
                "wait 0.25s", "wait 300ms", "settle", "back gesture 40%", "back gesture cancel", "back gesture finish",
                "expect transitioning", "expect settled", "expect time 1.65s", #"expect did appear "x""#, "expect outcome dropped",
            ])
        guard case .wait(let quarter) = scenario.steps[0].kind, case .wait(let milliseconds) = scenario.steps[1].kind,
            case .expect(.time(let time)) = scenario.steps[8].kind
        else {
            Issue.record("unexpected steps")
            return
        }
        #expect(quarter == .milliseconds(250) && milliseconds == .milliseconds(300) && time == .milliseconds(1650))
    }

    @Test func malformedTimeFormsSayWhatWasExpected() {
        expectError("app\n  text \"x\"\nwait 3⟨⟩\n", #"expected a unit, "s" or "ms", after the number, found end of line"#)
        expectError("app\n  text \"x\"\nwait ⟨⟩soon\n", #"expected a duration such as 0.25s or 300ms after "wait", found "soon""#)
        expectError(
            "app\n  text \"x\"\nback gesture ⟨⟩half\n", #"expected a progress such as 40%, "cancel" or "finish" after "back gesture", found "half""#)
        expectError("app\n  text \"x\"\nback gesture 40⟨⟩\n", #"expected "%", found end of line"#)
        expectError("app\n  text \"x\"\npop ⟨⟩one by one\n", #"expected "to", "from", "after", a count or end of line after "pop", found "one""#)
        expectError(
            "during transitions ⟨⟩sometimes\napp\n  text \"x\"\n",
            #"expected "apply" or "queue" or "drop" after "during transitions", found "sometimes""#)
        expectError(
            "app\n  text \"x\"\npush text \"A\" animated ⟨⟩fast\n", #"expected a duration such as 0.2s or 300ms after "animated", found "fast""#)
    }
}
