import Pusher
import Testing

@testable import stapel_sim

@Suite struct ScenarioParserTests {
    /// Lines are split on bytes and steps keep their source without a trailing comment: CRLF
    /// endings, a `#` inside a string, a last line without a newline.
    @Test func linesSplitOnBytesAndStepsKeepTheirSourceWithoutComments() throws {
        let source = "app\r\n  text \"A # B\"  # a comment\r\n\r\ntap \"x#y\"   # why\r\nexpect visible \"A # B\""
        let scenario = try ScenarioParser.parse(source, file: "crlf.stapel")
        #expect(scenario.steps.map(\.source) == [#"tap "x#y""#, #"expect visible "A # B""#])
        #expect(scenario.steps.map(\.location.line) == [4, 5])
        guard case .text("A # B") = scenario.app.first?.kind else {
            Issue.record("expected the text \"A # B\", found \(String(describing: scenario.app.first?.kind))")
            return
        }
    }

    /// A step's source ends where its code does, as the lexer found it: past an escaped quote
    /// and a `#` in a string, before the spaces ahead of a comment or the line's end, counted in
    /// bytes on a line with non-ASCII text; the text of a negated expectation too.
    @Test func aStepsSourceEndsWhereItsCodeDoes() throws {
        let source = [
            "app", #"  text "Grüße # 1""#, #"tap "say \"hi\" # now"  # a comment"#, #"tap "Grüße # 1"  "#,
            #"expect not visible "Tschüss"   # gone"#, ##"tap "x"#tight"##,
        ].joined(separator: "\n")
        let scenario = try ScenarioParser.parse(source, file: "source.stapel")
        #expect(
            scenario.steps.map(\.source) == [
                #"tap "say \"hi\" # now""#, #"tap "Grüße # 1""#, #"expect not visible "Tschüss""#, #"tap "x""#,
            ])
        guard case .expect(.not(_, let negated)) = scenario.steps[2].kind else {
            Issue.record("expected a negated expectation, found \(scenario.steps[2].kind)")
            return
        }
        #expect(negated == #"visible "Tschüss""#)
    }

    @Test func aFullScenarioParses() throws {
        let scenario = try ScenarioParser.parse(
            """
            # comment
            policy bubble
            view Detail
              text "Detail"   # trailing comment
            app
              stapel "root" when (count >= 2 or not has guest) and role in ["a", "b"]
                link "Go" with count: 3, flags: [true, null], "odd key": -1.5 -> Detail
                listlink "Row"
                  text "Row screen"
                button "Pop" -> pop
                counter "Taps"
            push Detail with x: 1 to "root"
            push with y: 2
              text "Block"
            evaluate with count: 2
            expect active 1
            expect tree
              WithStapel
              └─ Text "# not a comment"
            # a comment again, once the block has ended
            """, file: "full.stapel")
        #expect(scenario.profile.policy == .bubble)
        #expect(scenario.views.keys.sorted() == ["Detail"])
        guard case .pusher(true, "root", let rule?, let content) = scenario.app.first?.kind else {
            Issue.record("expected a stapel element")
            return
        }
        #expect(rule.description == #"(count >= 2 or not has guest) and role in ["a", "b"]"#)
        guard case .link("Go", let context, nil, let destination, false) = content.first?.kind else {
            Issue.record("expected a link")
            return
        }
        #expect(context == ["count": 3, "flags": [true, nil], "odd key": -1.5])
        #expect(destination.count == 1)
        #expect(
            scenario.steps.map(\.source) == [
                #"push Detail with x: 1 to "root""#, "push with y: 2", "evaluate with count: 2", "expect active 1", "expect tree",
            ])
        guard case .expect(.tree(let tree)) = scenario.steps.last?.kind else {
            Issue.record("expected a tree expectation")
            return
        }
        #expect(tree == "WithStapel\n└─ Text \"# not a comment\"\n")
    }

    @Test(arguments: [
        (#"a == "x""#, #"a == "x""#),
        ("a != 1 and b > 2 or c <= 3", "a != 1 and b > 2 or c <= 3"),
        ("not (a == 1 or has b)", "not (a == 1 or has b)"),
        ("not not has a", "not (not has a)"),
        (#""two words" in [1, "x"]"#, #""two words" in [1, "x"]"#),
    ])
    func rulesParseAndPrintBack(source: String, printed: String) throws {
        let scenario = try ScenarioParser.parse("app\n  pusher when \(source)\n    text \"x\"\n", file: "rule.stapel")
        guard case .pusher(_, _, let rule?, _) = scenario.app.first?.kind else {
            Issue.record("no rule")
            return
        }
        #expect(rule.description == printed)
    }

    @Test func stringsUnescape() throws {
        let scenario = try ScenarioParser.parse(#"app"# + "\n" + #"  text "say \"hi\"\\\n""#, file: "s.stapel")
        guard case .text(let text) = scenario.app.first?.kind else {
            Issue.record("no text")
            return
        }
        #expect(text == "say \"hi\"\\\n")
    }

    /// Strings without an escape are read straight from their bytes; those with one, byte by byte
    /// from it on.
    @Test(arguments: [
        (#""""#, ""), (#""plain""#, "plain"), (#""héllo wörld, a longer label""#, "héllo wörld, a longer label"),
        (#""tab\there""#, "tab\there"), (#""\"quoted\" at both ends""#, "\"quoted\" at both ends"),
    ])
    func stringsReadWithOrWithoutEscapes(written: String, value: String) throws {
        let scenario = try ScenarioParser.parse("app\n  text " + written + "\n", file: "s.stapel")
        guard case .text(let text) = scenario.app.first?.kind else {
            Issue.record("no text")
            return
        }
        #expect(text == value)
    }

    @Test func anUnterminatedStringIsAnError() {
        #expect(throws: ScenarioParser.Failure.self) { try ScenarioParser.parse("app\n  text \"open\n", file: "s.stapel") }
    }

    @Test func aTwoThousandLevelAppParsesAndRuns() async throws {
        var source = "app\n"
        for level in 0..<2_000 {
            source += String(repeating: " ", count: 2 * (level + 1)) + "vstack\n"
        }
        source += String(repeating: " ", count: 2 * 2_001) + "text \"bottom\"\n"
        source += "expect visible \"bottom\"\n"
        #expect(source.utf8.count > 4_000_000)
        let scenario = try ScenarioParser.parse(source, file: "deep.stapel")
        await MainActor.run {
            let runner = ScenarioRunner(scenario: scenario)
            let report = runner.run(scenario.steps[0])
            #expect(report.failure == nil)
        }
    }
}
