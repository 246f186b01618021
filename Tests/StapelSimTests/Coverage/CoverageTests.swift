import Foundation
import Testing

@testable import stapel_sim

/// `check --coverage` and `explore --coverage`: which declared buttons, links, pushers, rule
/// sides and screens were exercised.
@MainActor
@Suite struct CoverageTests {
    static let app = """
        view Settings
          text "Settings"

        app
          stapel when has section
            text "Home"
            link "Account" with section: "account" -> pusher "inner"
              text "Account"
              button "Delete" -> pop
            link "Nowhere" -> text "No section"
            button "Settings" -> present sheet Settings

        """

    private func file(_ steps: String) throws -> String {
        try TestFiles.write(Self.app + steps, prefix: "coverage")
    }

    @Test func checkReportsWhatTheStepsExercisedAndWhatTheyMissed() throws {
        let path = try file(
            """
            tap "Account"
            expect visible "Account"
            """)
        let (output, code) = Fixtures.run(["check", "--coverage", path])
        #expect(code == .success)
        #expect(
            output == """
                coverage of \(path):
                  buttons     0 of 2; not tapped: "Delete" (line 9:7), "Settings" (line 11:5)
                  links       1 of 2; not followed: "Nowhere" (line 10:5)
                  pushers     1 of 2; never pushed to: pusher "inner" (line 7:47)
                  rule sides  1 of 2; never taken: rejects: when has section (line 5:3)
                  screens     1 of 3; never shown: "text" (line 10:23), Settings
                1 passed, 0 failed

                """)
    }

    @Test func exploreCoversTheWholeStateSpace() throws {
        let path = try file("")
        let (output, _) = Fixtures.run(["explore", "--coverage", path])
        #expect(
            output.hasSuffix(
                """
                coverage of \(path):
                  buttons     2 of 2
                  links       1 of 2; not followed: "Nowhere" (line 10:5)
                  pushers     1 of 2; never pushed to: pusher "inner" (line 7:47)
                  rule sides  2 of 2
                  screens     2 of 3; never shown: "text" (line 10:23)

                """))
    }

    @Test func jsonListsCoveredAndMissedPerKind() throws {
        let path = try file("tap \"Settings\"\n")
        let (output, _) = Fixtures.run(["check", "--coverage", "--format", "json", path])
        let line = try #require(output.split(separator: "\n").first { $0.hasPrefix("{\"coverage\"") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let coverage = try #require(object["coverage"] as? [String: [String: [[String: Any]]]])
        let button = try #require(coverage["buttons"]?["covered"]?.first)
        #expect(button["name"] as? String == "Settings" && button["line"] as? Int == 11 && button["column"] as? Int == 5)
        #expect(button["description"] as? String == #""Settings""#)
        let screen = try #require(coverage["screens"]?["covered"]?.first)
        #expect(screen["name"] as? String == "Settings" && screen["line"] is NSNull)
        #expect(coverage["rule sides"]?["missed"]?.count == 2)
    }

    @Test func coverageChangesNoTreeAndNoVerdict() {
        let (output, code) = Fixtures.run(["check", "--coverage"] + Fixtures.exampleFiles.map(\.path))
        #expect(code == .success)
        #expect(output.hasSuffix("216 passed, 0 failed\n"))
    }

    @Test func coverageIsAnOptionOfCheckAndExploreOnly() {
        let (output, code) = Fixtures.run(["run", "--coverage", "x.stapel"])
        #expect(code == .unusableInput)
        #expect(output == "stapel-sim: error: --coverage is an option of check and explore, with text or json\n")
        #expect(Fixtures.run(["check", "--coverage", "--format", "junit", "x.stapel"]).code == .unusableInput)
    }
}
