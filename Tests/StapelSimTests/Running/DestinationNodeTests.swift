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

    @Test func aDestinationOutlivingItsWorldFindsItGone() throws {
        let scenario = try ScenarioParser.parse(Self.source, file: "gone.stapel")
        var link: WorldLink?
        do {
            let runner = ScenarioRunner(scenario: scenario)
            for step in scenario.steps { _ = runner.run(step) }
            link = runner.world.link
            #expect(link?.world === runner.world)
        }
        // The world severed it as it went: a destination the stack still held would show nothing.
        #expect(link != nil)
        #expect(link?.world == nil)
    }

    @Test(arguments: [(0, 0), (1, 9), (10, 99), (123, 4567), (Int(UInt32.max), 1), (-5, Int.min)])
    func aLineKeyIsWhatInterpolationWrites(line: Int, column: Int) {
        #expect(ScenarioWorld.lineKey(line: line, column: column) == "line \(line):\(column)")
    }
}
