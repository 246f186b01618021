import Pusher
import Testing
import ViewTree

@testable import stapel_sim

/// The scenario forms that edit and keep navigation state: lists of screens, a replaced root,
/// a removed screen, and their errors.
@MainActor
@Suite struct StateSyntaxTests {
    func steps(_ source: String) throws -> [Step.Kind] {
        try ScenarioParser.parse("view A\n  text \"A\"\napp\n  stapel\n    text \"Home\"\n" + source, file: "test.stapel").steps.map(\.kind)
    }

    /// The ids of a list of screens, and whether each is one element.
    func ids(_ screens: [NavigationRequest<[Element]>.Screen]) -> [ScreenID?] {
        #expect(screens.allSatisfy { $0.view.count == 1 })
        return screens.map(\.id)
    }

    @Test func pushAsOneListsItsScreensWithTheirIDsThenTheContextAndTarget() throws {
        let kinds = try steps(#"push A as "a", text "B", A as 3 with k: 1 to "main" as one"# + "\n")
        guard case .action(.navigate(.pushScreens(let screens, let context, let target), _)) = kinds.first else {
            Issue.record("expected a push as one, found \(kinds)")
            return
        }
        #expect(ids(screens) == ["a", nil, 3])
        #expect(context == ["k": 1] && target == "main")
    }

    @Test func oneScreenAsOneAndAnIDNamedOneStayApart() throws {
        let kinds = try steps("push A as one\npush A as \"one\"\n")
        guard case .action(.navigate(.pushScreens(let screens, _, _), _)) = kinds[0],
            case .action(.navigate(.push(_, let id, _, _, _), _)) = kinds[1]
        else {
            Issue.record("expected a push as one then a push, found \(kinds)")
            return
        }
        #expect(ids(screens) == [nil])
        #expect(id == "one")
    }

    @Test func setScreensListsScreensButSetScreensColonIsABinding() throws {
        let kinds = try steps("set screens A as \"a\", A\nset screens: 2\n")
        guard case .action(.navigate(.setScreens(let screens, _), _)) = kinds[0], case .action(.set(let values)) = kinds[1] else {
            Issue.record("expected set screens then a binding, found \(kinds)")
            return
        }
        #expect(ids(screens) == ["a", nil])
        #expect(values == ["screens": 2])
    }

    @Test func replaceRootAndRemove() throws {
        let kinds = try steps("replace root A as \"home\"\nreplace root\n  text \"Block\"\nremove \"b\"\nremove 2\n")
        guard case .action(.navigate(.replaceRoot(let screen), _)) = kinds[0],
            case .action(.navigate(.replaceRoot(let block), _)) = kinds[1],
            case .action(.navigate(.remove(let first), _)) = kinds[2],
            case .action(.navigate(.remove(let second), _)) = kinds[3]
        else {
            Issue.record("expected two root replacements and two removals, found \(kinds)")
            return
        }
        #expect(screen.id == "home" && block.view.count == 1)
        #expect(first == "b" && second == 2)
    }

    @Test func aGuardIsAnElementWithARuleAndBackMayBeForced() throws {
        let scenario = try ScenarioParser.parse(
            """
            app
              stapel
                guard when dirty == true and not has saved
                button "Type" -> set dirty: true
            back force
            back
            """, file: "test.stapel")
        guard case .pusher(_, _, _, let content) = scenario.app.first?.kind, case .leaveGuard(let rule) = content.first?.kind,
            case .button(_, .set(let values)) = content.last?.kind
        else {
            Issue.record("expected a guard and a setting button, found \(scenario.app)")
            return
        }
        #expect(rule.description == "dirty == true and not has saved")
        #expect(values == ["dirty": true])
        guard case .action(.back(_, let forced)) = scenario.steps[0].kind, case .action(.back(_, let plain)) = scenario.steps[1].kind else {
            Issue.record("expected two backs, found \(scenario.steps)")
            return
        }
        #expect(forced && !plain)
        expectError("app\n  stapel\n    guard ⟨⟩dirty == true\n", #"expected "when" and a rule after "guard", found "dirty""#)
        let onPusher = try ScenarioParser.parse(
            "app\n  stapel\n    pusher \"p\" when has ok guard when dirty == true\n      text \"x\"\n", file: "test.stapel")
        guard case .pusher(_, _, _, let root)? = onPusher.app.first?.kind, case .pusher(_, "p", let rule?, let inner)? = root.first?.kind,
            case .leaveGuard(let guardRule) = inner.first?.kind
        else {
            Issue.record("expected a pusher whose block starts with its guard, found \(onPusher.app)")
            return
        }
        #expect(rule.description == "has ok")
        #expect(guardRule.description == "dirty == true" && inner.count == 2)
    }

    @Test func popWithAResultAndExpectResult() throws {
        let kinds = try steps("pop with result [1, \"a\"]\nexpect result [1, \"a\"]\nexpect not result null\n")
        guard case .action(.navigate(.popWithResult(let value), _)) = kinds[0], case .expect(.result(let expected)) = kinds[1],
            case .expect(.not(.result(.null), _)) = kinds[2]
        else {
            Issue.record("expected a pop with a result and two expectations, found \(kinds)")
            return
        }
        #expect(value == [1, "a"] && expected == value)
        expectError("app\n  text \"x\"\npop with ⟨⟩value 1\n", #"expected "result" after "pop with", found "value""#)
    }

    @Test func routesAreDeclaredBeforeTheStepsAndOpenTakesAURL() throws {
        let scenario = try ScenarioParser.parse(
            """
            view A
              text "A"
            route "/a/:id" -> A
            route "/b"
              text "B"
            app
              text "x"
            open "/a/1?x=2"
            """, file: "test.stapel")
        #expect(scenario.routes.map(\.pattern) == ["/a/:id", "/b"])
        #expect(scenario.routes.map(\.destination.count) == [1, 1])
        guard case .action(.navigate(.open(let url), _)) = scenario.steps.first?.kind else {
            Issue.record("expected open, found \(scenario.steps)")
            return
        }
        #expect(url == "/a/1?x=2")
        expectError("route ⟨⟩\"a\" -> A\napp\n  text \"x\"\n", #"expected a path starting with "/" after "route", found "a""#)
        expectError("app\n  text \"x\"\nopen ⟨⟩a\n", #"expected a URL such as "/inbox/42?x=1" after "open", found "a""#)
        expectError(
            "view A\n  text \"A\"\napp\n  text \"x\"\ntap \"x\"\n⟨⟩route \"/a\" -> A\n",
            "directives and declarations (route, invariant, state, binding, on) come before the first step")
        // App-wide state, bindings and events are declarations too: after a step, each is this error.
        for declaration in ["state ready: true", "binding shown = top showing", "on \"ping\" -> back"] {
            expectError(
                "app\n  text \"x\"\ntap \"x\"\n⟨⟩\(declaration)\n",
                "directives and declarations (route, invariant, state, binding, on) come before the first step")
        }
    }

    @Test func saveRestoreAndPrintSnapshot() throws {
        let kinds = try steps("save \"a\"\nprint snapshot\nrestore \"a\"\nprint\n")
        guard case .save("a") = kinds[0], case .printSnapshot = kinds[1], case .restore("a") = kinds[2], case .print = kinds[3] else {
            Issue.record("expected save, print snapshot, restore, print; found \(kinds)")
            return
        }
        let app = "app\n  text \"x\"\n"
        expectError(app + "restore ⟨⟩\"b\"\n", #"expected the name of a snapshot saved before this step (none is), found "b""#)
        expectError(app + "save \"a\"\nrestore ⟨⟩\"b\"\n", #"expected the name of a snapshot saved before this step ("a"), found "b""#)
        expectError(app + "save ⟨⟩a\n", #"expected a snapshot name after "save", found "a""#)
    }

    @Test func tabsHoldTabsAndSelectTabNamesOne() throws {
        let scenario = try ScenarioParser.parse(
            """
            app
              tabs
                tab "Inbox"
                  text "Inbox"
                tab "Settings"
                  text "Settings"
            select tab "Settings"
            """, file: "test.stapel")
        guard case .tabs(let children) = scenario.app.first?.kind, case .selectTab("Settings") = scenario.steps.first?.kind else {
            Issue.record("expected tabs and select tab, found \(scenario.app) \(scenario.steps)")
            return
        }
        #expect(children.map { if case .tab(let title, _) = $0.kind { title } else { "" } } == ["Inbox", "Settings"])
        expectError("app\n  tabs\n    ⟨⟩text \"x\"\n", #"expected a "tab" inside "tabs", found "text""#)
        expectError("app\n  ⟨⟩tab \"x\"\n    text \"x\"\n", #"expected "tab" directly inside "tabs", found a tab elsewhere"#)
        expectError("app\n  text \"x\"\nselect ⟨⟩\"x\"\n", #"expected "tab" after "select", found string "x""#)
    }

    @Test func anAlertIsAPresentationOfItsTitleAndButtons() throws {
        let kinds = try steps(
            "alert \"Sure?\" as \"a\"\n  button \"Yes\" -> pop\n  button \"No\" -> set no: true\npresent dialog \"Pick\"\n  button \"One\" -> pop\n")
        guard case .action(.navigate(.present(.alert, let content, let tag), _)) = kinds[0],
            case .action(.navigate(.present(.confirmationDialog, let dialog, nil), _)) = kinds[1]
        else {
            Issue.record("expected an alert and a dialog, found \(kinds)")
            return
        }
        #expect(tag == "a" && content.count == 3 && dialog.count == 2)
        guard case .text("Sure?") = content[0].kind else {
            Issue.record("the title comes first: \(content)")
            return
        }
        expectError("app\n  text \"x\"\nalert ⟨⟩Sure\n", #"expected a title after "alert", found "Sure""#)
        expectError("app\n  text \"x\"\n⟨⟩alert \"Sure?\"\n", #"expected an indented block under "alert", found none"#)
    }

    @Test func mistakesInTheEditingFormsSayWhatWasExpected() {
        let app = "app\n  stapel\n    text \"Home\"\n"
        expectError(
            app + "push text \"A\", text \"B\"⟨⟩\n",
            #"expected "," and another destination, or "as one" after the screens of "push", found end of line"#)
        expectError(
            app + "push text \"A\", ⟨⟩vstack as one\n",
            "expected a destination on the line (a view name or a one-line element) in a list of screens, found an element that takes a block")
        expectError(app + "replace ⟨⟩top text \"A\"\n", #"expected "root" after "replace", found "top""#)
        expectError(app + "remove ⟨⟩\n", #"expected a screen id (a string or a number) after "remove", found end of line"#)
    }
}
