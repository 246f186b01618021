import Foundation
import Pusher
import Testing

@testable import stapel_sim

/// The navigation steps beyond Stapel: what they parse to, and what a mistake in them says.
@Suite struct NavigationSyntaxTests {
    func steps(_ source: String) throws -> [Step.Kind] {
        try ScenarioParser.parse("app\n  stapel\n    text \"Home\"\n" + source, file: "test.stapel").steps.map(\.kind)
    }

    @Test func idsAreStringsOrNumbersAndOneIsNotTheStringOne() throws {
        let kinds = try steps("push text \"A\" as 1\npush text \"B\" as \"1\"\n")
        guard case .action(.navigate(.push(_, let number?, _, _, _), _)) = kinds[0],
            case .action(.navigate(.push(_, let string?, _, _, _), _)) = kinds[1]
        else {
            Issue.record("expected two pushes with ids, found \(kinds)")
            return
        }
        #expect(number == ScreenID(1) && string == ScreenID("1") && number != string)
    }

    /// Each line parses to the request that prints as the same line.
    @Test(arguments: [
        "pop", "pop to root", #"pop to "a""#, "pop from 2", "pop 3", "pop after 1",
        "dismiss", "dismiss all", #"dismiss to "x""#, #"dismiss from "y""#, "dismiss 2", #"hide "name""#,
    ])
    func everyPopDismissAndHideParsesToTheRequestItPrintsAs(line: String) throws {
        let kinds = try steps(line + "\n")
        guard case .action(.navigate(let request, _)) = kinds.first else {
            Issue.record("expected a navigation request, found \(kinds)")
            return
        }
        #expect(request.description == line)
    }

    @Test func aPresentationKeepsItsStyleAndTag() throws {
        let kinds = try steps("present cover text \"Modal\" as \"m\"\n")
        guard case .action(.navigate(.present(.fullScreenCover, let elements, let tag?), _)) = kinds.first else {
            Issue.record("expected a full-screen cover with a tag, found \(kinds)")
            return
        }
        #expect(elements.count == 1 && tag == "m")
    }

    @Test func directivesSetTheRules() throws {
        let scenario = try ScenarioParser.parse(
            """
            duplicates reject
            replacement refuse
            nesting every screen
            app
              text "x"
            """, file: "test.stapel")
        #expect(scenario.profile.rules == NavigationRules(duplicateIDs: .reject, replacement: .refuse, nesting: .everyScreen))
    }

    @Test func anUnknownDirectiveOptionListsTheOptions() {
        expectError(
            "nesting ⟨⟩sometimes\napp\n  text \"x\"\n",
            #"expected "declared" or "every screen" after "nesting", found "sometimes""#)
        expectError("duplicates⟨⟩\napp\n  text \"x\"\n", #"expected "allow" or "reject" after "duplicates", found end of line"#)
    }

    @Test func anUnknownOutcomeListsTheOutcomes() {
        expectError(
            """
            app
              text "x"
            expect outcome ⟨⟩duplicated
            """,
            "expected an outcome (" + OutcomeKind.allCases.map(\.rawValue).joined(separator: ", ")
                + #") after "outcome", found "duplicated"; did you mean "duplicate id"?"#)
    }

    @Test func mistakesInPopsAndPresentsSayWhatWasExpected() {
        expectError("app\n  text \"x\"\npop to ⟨⟩\n", #"expected "root" or a screen id after "pop to", found end of line"#)
        expectError("app\n  text \"x\"\npop ⟨⟩twice\n", #"expected "to", "from", "after", a count or end of line after "pop", found "twice""#)
        expectError(
            "app\n  text \"x\"\npresent ⟨⟩popover text \"x\"\n",
            #"expected "sheet" or "cover" after "present" (or a profile with a default presentation), found "popover""#)
        expectError(
            "app\n  text \"x\"\npush text \"x\" as ⟨⟩true\n",
            #"expected a screen id (a string or a number) after "as", found "true"; did you mean "true" (quoted)?"#)
    }

    /// Every list of choices suggests its nearest word, and a bare word (or `[list]`) where a
    /// string or value goes suggests its quoted form.
    @Test func everyListOfChoicesSuggestsTheNearestWord() {
        expectError("⟨⟩polcy bubble\napp\n  text \"x\"\n", #"found "polcy"; did you mean "policy"?"#, contains: true)
        expectError("profile ⟨⟩stapl\napp\n  text \"x\"\n", #"found "stapl"; did you mean "stapel"?"#, contains: true)
        expectError("app\n  stapel when age ⟨⟩= 3\n    text \"x\"\n", #"found "="; did you mean "=="?"#, contains: true)
        expectError("app\n  button ⟨⟩[admin] -> pop\n", #"found "["; did you mean "[admin]" (quoted)?"#, contains: true)
        expectError("app\n  text \"x\"\nset role: ⟨⟩admin\n", #"found "admin"; did you mean "admin" (quoted)?"#, contains: true)
        expectError("app\n  text \"x\"\nexpect outcome ⟨⟩pushd\n", #"found "pushd"; did you mean "pushed"?"#, contains: true)
        expectError("app\n  text \"x\"\nexpect ⟨⟩deph 3\n", #"found "deph"; did you mean "depth"?"#, contains: true)
    }

    @MainActor
    @Test func expectOutcomeBeforeAnyNavigationSaysSo() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("outcome-\(UUID().uuidString).stapel")
        try "app\n  stapel\n    text \"x\"\nexpect outcome popped\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let (output, code) = Fixtures.run(["check", file.path])
        #expect(code == .failure)
        #expect(output.contains(#"expectation failed: expected the outcome "popped", found no navigation step before it"#))
    }
}
