import Foundation
import Testing

@testable import ViewTree
@testable import stapel_sim

/// `run` shows what each step changed from what the host kept of its last print
/// (`ViewHost.renderChanges`), never printing the tree again: here every step of every example,
/// docs block and generated scenario checks that against diffing the two whole prints.
@MainActor @Suite struct RenderChangesTests {
    /// The options the kept print is checked under: the default, and drawings that reach the
    /// indentation limit within a few levels, with less context.
    static let optionSets: [(options: RenderOptions, context: Int)] = [
        (RenderOptions(), 2),
        (RenderOptions(drawing: .ascii, indentationLimit: 3), 1),
        (RenderOptions(indentationLimit: 1), 0),
        (RenderOptions(indentationLimit: 5), 4),
    ]

    @Test func everyStepOfEveryExampleShowsWhatWholePrintsShow() {
        var steps = 0
        for (name, text) in RoundTripTests.corpus {
            guard let scenario = try? ScenarioParser.parse(text, file: name) else { continue }
            for (options, context) in Self.optionSets {
                steps += expectKeptChangesAgree(scenario, options: options, context: context, name: name)
            }
        }
        #expect(steps > 1_000)
    }

    @Test(arguments: 0..<150) func everyStepOfAGeneratedScenarioShowsWhatWholePrintsShow(seed: Int) {
        var generator = ScenarioGenerator(seed: UInt64(seed))
        var scenario = generator.scenario()
        // Without the steps that move the clock: generated views schedule appear actions that
        // navigate and schedule more, and a `settle` fires 100,000 of them (the examples cover
        // time: transitions, gestures, waits).
        scenario.steps = ScenarioSteps(
            scenario.steps.filter { step in
                switch step.kind {
                case .settle, .wait: false
                default: true
                }
            })
        for (options, context) in Self.optionSets {
            expectKeptChangesAgree(scenario, options: options, context: context, name: "seed \(seed)")
        }
    }

    @Test func aPushOntoADeepNestingReadsOnlyWhatItChanged() throws {
        let pushes = (0..<300).map { "push text \"P\($0)\"\n" }.joined()
        let scenario = try ScenarioParser.parse("nesting every screen\napp\n  stapel\n    text \"Home\"\n" + pushes, file: "deep.stapel")
        let runner = ScenarioRunner(scenario: scenario)
        #expect(runner.host.renderChanges() == nil, "nothing printed before")
        var shown: [Int] = []
        for step in scenario.steps {
            _ = runner.run(step)
            let changes = try #require(runner.host.renderChanges())
            shown.append(changes.entries.count)
        }
        // The same lines at 10 and at 300 screens deep: the screen above covered, the link
        // pushing, the new screen's five lines, with their context.
        #expect(Set(shown.dropFirst(2)).count == 1, "\(Set(shown))")
        let last = try #require(runner.host.renderChanges(), "nothing changed since: no lines")
        #expect(last.isEmpty)
    }

    /// Found by the generated scenarios: a tab's stack that no root shows never learnt its host,
    /// so a dialog presented on it took the `active` marker from its pusher unannounced (the
    /// kept fingerprint went stale, and an explore could merge two states).
    @Test func aPusherOnATabStackWithoutARootIsToldWhenItStopsBeingActive() throws {
        let text = """
            view Detail
              pusher "Detail"
                text "In the tab"
            app
              stapel
                pusher "outer"
                  tabs
                    tab "t"
                      Detail
            dialog "Hi"
              button "OK" -> dismiss
            """
        let scenario = try ScenarioParser.parse(text, file: "tab-dialog.stapel")
        #expect(expectKeptChangesAgree(scenario, options: RenderOptions(), context: 2, name: "tab dialog") == 1)
        let runner = ScenarioRunner(scenario: scenario)
        _ = runner.host.renderChanges()
        _ = runner.run(scenario.steps[0])
        let changes = try #require(runner.host.renderChanges())
        #expect(changes.entries.contains { $0?.change == .removed && $0?.text.hasSuffix("name: \"Detail\" [active]") == true }, "\(changes)")
    }

    @Test func theFirstAskAndNewOptionsCompareWithNothing() {
        let host = ViewHost(NavigationView { NavigationLink("Next") { Text("Pushed") } })
        #expect(host.renderChanges() == nil)
        #expect(host.renderChanges()?.isEmpty == true)
        #expect(host.renderChanges(RenderOptions(drawing: .ascii)) == nil, "another drawing starts again")
    }

    @Test func theDocumentedExamplePrintsWhatItSays() throws {
        let host = ViewHost(NavigationView { NavigationLink("Next") { Text("Pushed") } })
        _ = host.renderChanges()
        try host.tap("Next")
        let changes = try #require(host.renderChanges())
        #expect(
            changes.description
                == """
                - NavigationView [screen 0, visible]
                - └─ NavigationLink "Next"
                + NavigationView [screen 0, covered]
                + └─ NavigationLink "Next" [pushing]
                +    └─ Screen [screen 1, visible]
                +       └─ Text "Pushed"
                """)
    }

    /// Runs `scenario`, and after each step compares what the host kept says changed with the
    /// diff of the whole tree printed before and after. Returns the number of steps compared.
    @discardableResult
    private func expectKeptChangesAgree(_ scenario: Scenario, options: RenderOptions, context: Int, name: String) -> Int {
        let runner = ScenarioRunner(scenario: scenario)
        var before = runner.host.render(options)
        _ = runner.host.renderChanges(options, context: context)
        var compared = 0
        for step in scenario.steps {
            _ = runner.run(step)
            let now = runner.host.render(options)
            let expected = LineDiff(expected: before, actual: now, matching: .nodes).changes(context: context)
            let kept = runner.host.renderChanges(options, context: context)
            guard kept == expected else {
                Issue.record(
                    """
                    \(name), \(step.location.line): \(step.source) (limit \(options.indentationLimit), context \(context))
                    kept:
                    \(kept?.description ?? "nil")
                    whole prints:
                    \(expected)
                    before:
                    \(before)
                    now:
                    \(now)
                    """)
                return compared
            }
            before = now
            compared += 1
            if runner.isStopped { break }
        }
        return compared
    }
}
