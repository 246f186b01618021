import Testing

@testable import ViewTree
@testable import stapel_sim

/// A destination with nothing to read where it shows (no scope, no coverage) mounts no node of
/// its own; one that records coverage or brings a scope keeps its transparent node.
@MainActor @Suite struct DestinationNodeTests {
    static let source = """
        app
          stapel
            text "Home"
        push text "Pushed"
        save "one"
        pop to root
        restore "one"

        """

    /// The kind of the node that holds the text `text`.
    private func parentKind(of text: String, in runner: ScenarioRunner) throws -> String {
        let node = try #require(runner.host.firstNode { $0.text == text })
        return try #require(node.parent).kindName
    }

    @Test func aPlainDestinationShowsItsElementsInItsScreenItself() throws {
        let scenario = try ScenarioParser.parse(Self.source, file: "plain.stapel")
        let runner = ScenarioRunner(scenario: scenario)
        _ = runner.run(scenario.steps[0])
        #expect(try parentKind(of: "Pushed", in: runner) == "Screen")
        // Saved and restored by its key, as before.
        for step in scenario.steps.dropFirst() { _ = runner.run(step) }
        #expect(runner.host.isVisible("Pushed"))
        #expect(try parentKind(of: "Pushed", in: runner) == "Screen")
    }

    @Test func aDestinationThatRecordsCoverageKeepsItsNode() throws {
        let scenario = try ScenarioParser.parse(Self.source, file: "covered.stapel")
        let runner = ScenarioRunner(scenario: scenario, coverage: CoverageRecorder())
        _ = runner.run(scenario.steps[0])
        #expect(try parentKind(of: "Pushed", in: runner) == "Destination")
    }
}
