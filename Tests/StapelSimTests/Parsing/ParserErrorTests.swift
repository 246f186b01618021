import Testing

@testable import stapel_sim

@Suite struct ParserErrorTests {
    @Test func anUnknownViewNameSaysWhichViewsExist() {
        expectError(
            """
            view Second
              text "two"
            app
              stapel
                ⟨⟩Third
            """, #"unknown view "Third"; defined views: "Second""#)
    }

    @Test func aSecondAppBlockPointsAtTheFirst() {
        expectError(
            """
            app
              text "one"
            ⟨⟩app
              text "two"
            """, "second app block: the app is already declared at line 1")
    }

    @Test func aTabInIndentationIsAnError() {
        expectError("app\n  text \"a\"\n⟨⟩\ttext \"x\"\n", "tab in indentation: indent with spaces")
    }

    @Test func anUnterminatedStringPointsAtItsQuote() {
        expectError(
            """
            app
              text ⟨⟩"Hello
            """, #"unterminated string: expected a closing ""#)
    }

    @Test func orderingComparesNumbersOnly() {
        expectError(
            """
            app
              pusher when count < ⟨⟩"three"
                text "x"
            """, #"expected a number after "<", found string "three""#)
    }

    @Test func aMissingLabelSaysWhatWasFound() {
        expectError(
            """
            app
              button ⟨⟩-> push text "x"
            """, #"expected a label after "button", found "->""#)
    }

    @Test func anUnknownStepListsTheSteps() {
        expectError(
            """
            app
              text "x"
            ⟨⟩jump "x"
            """,
            #"expected a step (tap, back, push, pop, present, alert, dialog, dismiss, hide, set, replace root, remove, open, save, restore, select tab, event, evaluate, explain, wait, settle, print, expect), found "jump""#
        )
    }

    @Test func inconsistentIndentationIsAnError() {
        expectError(
            """
            app
              vstack
                text "a"
               ⟨⟩text "b"
            """, "inconsistent indentation: expected 4 spaces like the lines before, found 3")
    }

    @Test func aViewThatContainsItselfIsAnError() {
        expectError(
            """
            ⟨⟩view Loop
              vstack
                Loop
            app
              Loop
            """, #"view "Loop" contains itself: put the inner one behind a link or a push"#)
    }

    @Test func aViewBehindALinkMayNameItself() {
        #expect(
            parseErrors(
                """
                view Loop
                  pusher
                    link "Again" -> Loop
                app
                  stapel
                    Loop
                """
            ).isEmpty)
    }

    @Test func stepsNeedAnApp() {
        expectError(
            "⟨⟩tap \"x\"\napp\n  text \"a\"\n",
            #"expected "view", "app", "route", "invariant", "state", "binding", "on" or a directive (profile, policy, duplicates, replacement, nesting, covered screens, containers, container lookup, default presentation, transitions, during transitions, system back, errors, counts) before the first step, found "tap""#
        )
    }

    @Test func aFileWithoutAppSaysSo() {
        expectError("⟨⟩view A\n  text \"a\"\n", "expected an app block, found none")
    }

    @Test func directivesComeBeforeSteps() {
        expectError(
            """
            app
              text "x"
            print
            ⟨⟩policy bubble
            """, "directives and declarations (route, invariant, state, binding, on) come before the first step")
    }

    @Test func columnsCountCharactersNotBytes() {
        expectError(
            """
            app
              text "héllo wörld" ⟨⟩extra
            """, #"expected end of line, found "extra""#)
    }

    @Test func nonASCIILettersMakeWords() {
        expectError(
            """
            app
              ⟨⟩größe
            """,
            #"expected an element (text, button, link, listlink, stapel, pusher, vstack, hstack, list, group, counter, guard, tabs, tab, if, else, for, on appear, stack, navigation bar, overlay) or a view name, found "größe""#
        )
    }

    @Test func everyErrorOfAFileIsReported() {
        let errors = parseErrors(
            """
            app
              text "unterminated
              Unknown
              button "x" -> fly
            tap 3
            expect pushers many
            """)
        #expect(
            errors.map { "\($0.location.line):\($0.location.column) \($0.message.text)" } == [
                #"2:8 unterminated string: expected a closing ""#,
                #"3:3 unknown view "Unknown": no views are defined"#,
                #"4:17 expected an action (push, pop, back, present, alert, dialog, dismiss, hide, set, replace root, remove, open or select tab), found "fly""#,
                #"5:5 expected a label after "tap", found number 3"#,
                #"6:16 expected a number of pushers, found "many""#,
            ])
    }

    /// A block whose header fails is still read: the header's error and every error inside
    /// the block are reported, in order, each where it is.
    @Test func aHeaderInErrorStillHasItsBlockRead() {
        let errors = parseErrors(
            """
            view Card x
              Nope
            app
              stapel when age < "ten" and
                text "unterminated
                link "a" B
                hstak
                  text "inside"
                  Unknown
            app extra
              text "second"
              button "y" -> fly
            """)
        #expect(
            errors.map { "\($0.location.line):\($0.location.column)" } == [
                "1:11", "2:3", "4:21", "5:10", "6:14", "7:5", "9:7", "10:5", "12:17",
            ], "\(errors.map(\.message.text))")
        // A line read whole that has a block it may not have: only that is reported.
        let indented = parseErrors(
            """
            app
              text "x"
                Nope
            """)
        #expect(indented.map(\.message.text) == ["unexpected indentation: only lines inside a block are indented"], "\(indented)")
    }

    @Test func theFormatterQuotesTheLineAndPointsAtTheColumn() {
        let source = "app\n  text \"ok\"\n  Nope\n"
        let errors = parseErrors(source)
        let formatter = DiagnosticFormatter(sourceLines: source.split(separator: "\n", omittingEmptySubsequences: false), style: .plain)
        #expect(
            errors.map(formatter.format) == [
                """
                test.stapel:3:3: error: unknown view "Nope": no views are defined
                  Nope
                  ^
                """
            ])
    }

    /// Lines are quoted as the parser reads them: split on bytes, with CRLF endings too (split
    /// by `Character`, "\r\n" was one character and no line was found).
    @Test(arguments: ["\n", "\r\n"])
    func theFormatterQuotesTheLineWhateverTheLineEnding(ending: String) {
        let source = ["app", "  text \"ok\"", "  Nope", ""].joined(separator: ending)
        let errors = parseErrors(source)
        let formatter = DiagnosticFormatter(source: source, style: .plain)
        #expect(errors.map(formatter.format) == ["test.stapel:3:3: error: unknown view \"Nope\": no views are defined\n  Nope\n  ^"])
    }

    /// A line is found as far into the file as asked, in any order, and only there: lines past
    /// the end are nil, the last line ends the text, an ending `\n` leaves one empty line.
    @Test func sourceLinesAreFoundAsFarAsAsked() {
        let lines = SourceLines((1...1_000).map { "line \($0)" }.joined(separator: "\n") + "\n")
        #expect(lines[700] == "line 700")
        #expect(lines[2] == "line 2")
        #expect(lines[1_000] == "line 1000")
        #expect(lines[1_001] == "")
        #expect(lines[1_002] == nil && lines[0] == nil)
        let unterminated = SourceLines("a\r\nb")
        #expect(unterminated[1] == "a" && unterminated[2] == "b" && unterminated[3] == nil)
        #expect(SourceLines("")[1] == "")
    }
}
