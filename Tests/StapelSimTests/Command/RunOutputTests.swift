import Foundation
import Testing

@testable import stapel_sim

/// `run` prints the tree once, then what each step changed; `--full` every tree whole.
@Suite struct RunOutputTests {
    static let scenario = """
        app
          stapel
            text "Home"
            link "Open" -> text "Opened"
        tap "Open"
        expect visible "Opened"
        print
        """

    @Test func eachStepShowsOnlyWhatChangedAndSaysWhenNothingDid() throws {
        let result = try BinaryTests.run(["run", "-"], input: Self.scenario)
        #expect(result.status == 0)
        #expect(
            result.output.contains(
                """
                [1] tap "Open" → pushed to pusher 1
                  WithStapel
                - └─ NavigationView [screen 0, visible]
                + └─ NavigationView [screen 0, covered]
                     └─ PusherView pusher: 1 [active]
                        ├─ Text "Home"
                        ├─ StackNavigationLink
                        │  └─ Button "Open"
                -       └─ NavigationLink
                +       └─ NavigationLink [pushing]
                +          └─ Screen [screen 1, visible]
                +             └─ Text "Opened"

                [2] expect visible "Opened" → ok (no change)
                [3] print → tree
                WithStapel
                """))
    }

    @Test func fullPrintsEveryTreeWhole() throws {
        let result = try BinaryTests.run(["run", "--full", "-"], input: Self.scenario)
        #expect(result.output.contains("[2] expect visible \"Opened\" → ok\nWithStapel\n"))
        #expect(!result.output.contains("(no change)") && !result.output.contains("\n- "))
    }

    @Test func explainInJSONIsData() throws {
        let result = try BinaryTests.run(["run", "--format", "json", "Examples/bubble.stapel"])
        let step = try #require(result.output.split(separator: "\n").first { $0.contains("\"explanation\"") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(step.utf8)) as? [String: Any])
        let explanation = try #require(object["explanation"] as? [String: Any])
        let candidates = try #require(explanation["candidates"] as? [[String: Any]])
        #expect(candidates.map { $0["pusher"] as? Int } == [2, 1])
        #expect(candidates.map { $0["accepts"] as? Bool } == [false, true])
        #expect((explanation["decision"] as? [String: Any])?["kind"] as? String == "pushed")
        #expect((explanation["context"] as? [String: Any])?["role"] as? String == "guest")
        #expect(explanation["policy"] as? String == "bubble")
    }

    @Test func hunksKeepTwoLinesOfContextAndElideTheRest() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(LineDiff(expected: old, actual: new).hunks(context: 2) == "  …\n  line 3\n  line 4\n- line 5\n+ line five\n  line 6\n  line 7\n  …")
        #expect(LineDiff(expected: old, actual: old).hunks(context: 2).isEmpty)
    }

    @Test func aDiffTooLargeToCompareShowsTheMiddleRemovedAndAdded() {
        let count = Int(Double(LineDiff.largestComparison).squareRoot()) + 2
        let old = (0..<count).map { "a\($0)" }.joined(separator: "\n")
        let new = (0..<count).map { "b\($0)" }.joined(separator: "\n")
        let lines = LineDiff(expected: old, actual: new).lines
        #expect(lines.count == 2 * count)
        #expect(lines.prefix(count).allSatisfy { $0.change == .removed } && lines.suffix(count).allSatisfy { $0.change == .added })
    }
}
