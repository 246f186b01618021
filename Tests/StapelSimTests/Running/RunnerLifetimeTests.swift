import Foundation
import Testing

@testable import stapel_sim

/// A runner lets go of everything it made: the stack keeps destinations (in its log and its
/// pushers' content), so a destination that held its world strongly kept the world, the stack
/// and the whole app alive after the run, once per file checked and per launch explored.
@MainActor
@Suite struct RunnerLifetimeTests {
    @Test func aRunnerReleasesItsWorldAndStackAfterPushes() throws {
        let scenario = try ScenarioParser.parse(
            """
            view Detail
              text "Detail"
              link "More" -> pusher
                text "More"
            app
              stapel
                button "Greet" -> push text "Hi" with mood: "cheerful"
                link "Detail" -> pusher
                  Detail
            tap "Detail"
            tap "More"
            back
            back
            tap "Greet"
            """, file: "lifetime.stapel")
        weak var world: ScenarioWorld?
        weak var stack: AnyObject?
        weak var host: AnyObject?
        do {
            let runner = ScenarioRunner(scenario: scenario)
            for step in scenario.steps {
                #expect(runner.run(step).failure == nil)
            }
            world = runner.world
            stack = runner.stack
            host = runner.host
            #expect(world != nil)
        }
        #expect(world == nil)
        #expect(host == nil)
        #expect(stack == nil)
    }
}
