import Testing

@testable import stapel_sim

/// Where the cause of a surprise is known, the message says it: a flow whose pushed screens have
/// no pusher of their own replaces a screen at each push, so the stack stays one deep.
@MainActor
@Suite struct HintTests {
    /// Three pushes; with `pushers`, each pushed screen has a pusher of its own.
    static func flow(pushers: Bool) -> String {
        let screens =
            pushers
            ? """
            view Second
              pusher
                text "Second"
                link "Third" -> Third
            view Third
              pusher
                text "Third"
                link "Fourth" -> text "Fourth"
            """
            : """
            view Second
              text "Second"
              link "Third" -> Third
            view Third
              text "Third"
              link "Fourth" -> text "Fourth"
            """
        return screens + """

            app
              stapel
                text "First"
                link "Second" -> Second
            tap "Second"
            tap "Third"
            tap "Fourth"
            expect depth 3

            """
    }

    func failure(_ source: String) throws -> String? {
        let scenario = try ScenarioParser.parse(source, file: "t.stapel")
        let runner = ScenarioRunner(scenario: scenario)
        return scenario.steps.compactMap { runner.run($0).failure?.message.text }.first
    }

    @Test func aShallowStackSaysWhichPushesReplacedAScreen() throws {
        #expect(
            try failure(Self.flow(pushers: false))
                == "expected depth 3, found 1: root > screen 1; 2 pushes replaced the content of pusher 1 instead of adding a screen:"
                + " the pushed screens have no pusher of their own (give them one with `pusher`, or use `nesting every screen`)")
    }

    @Test func withAPusherOnEachScreenTheFlowIsThreeDeepAndNeedsNoHint() throws {
        #expect(try failure(Self.flow(pushers: true)) == nil)
        let tooDeep = Self.flow(pushers: true).replacingOccurrences(of: "expect depth 3", with: "expect depth 4")
        #expect(try failure(tooDeep) == "expected depth 4, found 3: root > screen 1 > screen 2 > screen 3", "no push replaced anything")
    }

    @Test func exploreReportsAReplacedScreenOnlyWhenStrict() throws {
        let path = try TestFiles.write(Self.flow(pushers: false), prefix: "replaced")
        let plain = Fixtures.run(["explore", path])
        #expect(plain.code == .success && plain.output.contains("no findings"))
        let strict = Fixtures.run(["explore", "--strict", path])
        #expect(strict.code == .failure)
        #expect(strict.output.contains(#"replaced screen after tap "Second", tap "Third""#))
        #expect(strict.output.contains(#"tapping "Fourth" pushes to pusher 1, replacing the screen it showed"#))
        #expect(strict.output.hasSuffix("2 findings\n"))
        let json = Fixtures.run(["explore", "--strict", "--format", "json", path])
        #expect(json.output.contains(#""kind":"replaced screen""#))
        #expect(Fixtures.run(["check", "--strict", path]).output == "stapel-sim: error: --strict is an option of explore\n")
    }
}
