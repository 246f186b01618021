import Foundation
import Testing

@testable import Pusher
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

    /// Attributes keep their type: a pusher number is a number, a name a plain string, an id
    /// what it was written as (`1` is not `"1"`).
    @Test func jsonAttributesAreTyped() throws {
        let scenario = """
            app
              stapel "root" when has section
                text "Home"
            push text "Two" with section: "a" as 2
            present sheet text "Sheet" as "edit"
            """
        let result = try BinaryTests.run(["run", "--format", "json", "-"], input: scenario)
        let last = try #require(result.output.split(separator: "\n").last)
        var attributes: [[String: Any]] = []
        var pending = [try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])["tree"] as? [String: Any]]
        while let node = pending.popLast().flatMap({ $0 }) {
            if let found = node["attributes"] as? [String: Any], !found.isEmpty { attributes.append(found) }
            pending += (node["children"] as? [[String: Any]] ?? []).map { $0 }
        }
        let pusher = try #require(attributes.first { $0["name"] != nil })
        #expect(pusher["pusher"] is Int && pusher["pusher"] as? Int == 1)
        #expect(pusher["name"] as? String == "root")
        #expect(pusher["rule"] as? String == "has section")
        #expect(attributes.contains { $0["id"] as? Int == 2 })
        #expect(attributes.contains { $0["tag"] as? String == "edit" })
    }

    /// Each JSON document lists the requests its step made or moved on: a queued push once when
    /// it is queued and again, same id, in the step it runs in; a pop to the root one by one as
    /// one request with a step per screen.
    @Test func jsonDocumentsCarryOneRecordPerRequest() throws {
        let scenario = """
            nesting every screen
            transitions 0.3s linear
            during transitions queue
            view Detail
              text "Detail"
            app
              stapel
                text "Home"
            push Detail
            push Detail as "second"
            wait 0.3s
            push Detail
            settle
            pop to root one by one
            settle
            """
        let result = try BinaryTests.run(["run", "--format", "json", "-"], input: scenario)
        #expect(result.status == 0)
        let documents = try result.output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        func requests(_ number: Int) throws -> [[String: Any]] {
            let document = try #require(documents.first { $0["number"] as? Int == number })
            return try #require(document["requests"] as? [[String: Any]])
        }
        #expect(try requests(0).isEmpty)
        #expect(try requests(1).map { $0["id"] as? Int } == [1])
        #expect(try requests(1).first?["steps"] as? [String] == ["push Detail → pushed to pusher 1"])
        let queued = try #require(try requests(2).first)
        #expect(queued["id"] as? Int == 2 && queued["status"] as? String == "queued")
        #expect(queued["request"] as? String == #"push Detail as "second""#)
        #expect((queued["steps"] as? [String])?.isEmpty == true)
        let ran = try #require(try requests(3).first)
        #expect(ran["id"] as? Int == 2 && ran["status"] as? String == "applied", "the same record, later")
        #expect(ran["steps"] as? [String] == [#"push Detail as "second" → pushed to pusher 2"#])
        #expect(try requests(5).map { $0["id"] as? Int } == [3])
        let popped = try #require(try requests(7).first)
        #expect(popped["id"] as? Int == 4 && popped["request"] as? String == "pop to root")
        #expect(
            popped["steps"] as? [String] == [
                "pop → popped pusher 3, removing pusher 4", "pop → popped pusher 2, removing pusher 3", "pop → popped pusher 1, removing pusher 2",
            ])
        #expect(try requests(7).count == 1)
    }

    /// A sheet redraws the branches of the root's nodes (`└─` becomes `├─`) without changing
    /// them: those nodes are not in the diff, in either drawing.
    @Test(arguments: [false, true]) func presentingASheetMarksOnlyTheNodesThatChanged(ascii: Bool) throws {
        let scenario = """
            view Detail
              text "Detail"
            app
              stapel
                vstack
                  text "Home"
                  hstack
                    text "A"
                    text "B"
                  button "Open" -> present sheet Detail
            tap "Open"
            dismiss
            """
        let result = try BinaryTests.run(["run", "-"] + (ascii ? ["--ascii"] : []), input: scenario)
        #expect(result.status == 0)
        let steps = result.output.components(separatedBy: "\n\n")
        let changed = { (step: String) in
            step.split(separator: "\n").filter { $0.hasPrefix("-") || $0.hasPrefix("+") }.map { String($0.dropFirst(2)) }
        }
        let presented = try #require(steps.first { $0.hasPrefix("[1]") })
        let dismissed = try #require(steps.first { $0.hasPrefix("[2]") })
        let unchanged = ["VStack", "Text \"Home\"", "HStack", "Text \"A\"", "Text \"B\"", "Button \"Open\""]
        for step in [presented, dismissed] {
            #expect(!changed(step).contains { line in unchanged.contains { line.hasSuffix(" " + $0) } }, "\(step)")
        }
        #expect(changed(presented).count == 4 + 7, "two nodes changed, seven added:\n\(presented)")
        #expect(changed(dismissed).count == 4 + 7, "two nodes changed, seven removed:\n\(dismissed)")
        #expect(presented.contains(ascii ? "     |  `- NavigationLink" : "     │  └─ NavigationLink"), "unchanged lines are drawn as they are now")
    }
}
