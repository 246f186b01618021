import Foundation
import Testing

@testable import stapel_sim

@MainActor
@Suite struct CommandLineToolTests {
    @Test func helpAndVersion() {
        let help = Fixtures.run(["--help"])
        #expect(help.code == .success)
        #expect(help.output.hasPrefix("stapel-sim: simulate"))
        #expect(Fixtures.run(["check", "--help"]).output.hasPrefix("Usage: stapel-sim check"))
        #expect(Fixtures.run(["--version"]).output == "stapel-sim 0.1.0\n")
        #expect(help.output.contains("The scenario language: stapel-sim help language."), "no path that only means something in the repository")
    }

    /// `help language` prints the grammar, the one the docs open with, outside the repository too.
    @Test func helpLanguagePrintsTheGrammarOfTheDocs() throws {
        let help = Fixtures.run(["help", "language"])
        #expect(help.code == .success)
        let grammar = try #require(DocumentBlock.blocks(in: "docs/scenario-language.md").first { $0.text.hasPrefix("file        :=") })
        #expect(help.output.hasSuffix("\n\n" + grammar.text), "docs/scenario-language.md and LanguageSummary differ")
    }

    /// JSON output is JSON Lines; `--format jsonl` names it so, and prints the same bytes.
    @Test(arguments: ["run", "check", "explore"]) func jsonlIsJSON(command: String) {
        let json = Fixtures.run([command, "--format", "json", Fixtures.examples.appendingPathComponent("explore.stapel").path])
        let jsonl = Fixtures.run([command, "--format", "jsonl", Fixtures.examples.appendingPathComponent("explore.stapel").path])
        #expect(json.output == jsonl.output && json.code == jsonl.code)
        #expect(jsonl.output.hasPrefix("{"))
        #expect(Fixtures.run([command, "--help"]).output.contains("JSON Lines") || command == "explore")
    }

    @Test(arguments: [
        (["frobnicate"], #"stapel-sim: error: unknown command "frobnicate": expected one of run, check, explore, format, demo, repl, help"#),
        (
            ["help", "langauge"],
            #"stapel-sim: error: unknown topic "langauge" after help: expected one of run, check, explore, format, demo, repl, help, language; did you mean "language"?"#
        ),
        (["run", "--colour"], #"stapel-sim: error: unknown option "--colour"; see stapel-sim --help"#),
        (["run"], "stapel-sim: error: expected a scenario file (or - for standard input), found none; see stapel-sim run --help"),
        (["run", "--format", "xml", "x"], #"stapel-sim: error: expected text, json, junit, github, mermaid or dot after --format, found "xml""#),
        (["check", "missing.stapel"], #"stapel-sim: error: cannot read "missing.stapel": no such file"#),
        (
            ["demo", "nope"],
            #"stapel-sim: error: no example named "nope"; examples: bubble, evaluate, explore, indiesoftware-navigationstack, innavigation, nested, screennavigatorkit, siblings, simple, stapel, state, swiftui-navigation-stack, tabs-and-alerts, timing-indiesoftware-navigationstack, timing-innavigation, timing-screennavigatorkit, timing-swiftui-navigation-stack"#
        ),
    ])
    func unusableArgumentsExitWithTwo(arguments: [String], message: String) {
        let (output, code) = Fixtures.run(arguments)
        #expect(code == .unusableInput)
        #expect(output == message + "\n")
    }

    @Test func checkCountsExpectationsAcrossFiles() {
        let (output, code) = Fixtures.run(["check"] + Fixtures.exampleFiles.map(\.path))
        #expect(code == .success)
        #expect(output == "216 passed, 0 failed\n")
    }

    @Test func aFailedExpectationSaysWhatItFoundAndExitsWithOne() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("failing-\(UUID().uuidString).stapel")
        try """
        app
          stapel
            text "Home"
            link "Go" -> text "There"
        tap "Go"
        expect visible "Home"
        expect pushers 2
        expect tree
          WithStapel
        """.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let (output, code) = Fixtures.run(["check", file.path])
        #expect(code == .failure)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.first.map(String.init)
                == "\(file.path):6:1: expectation failed: expected \"Home\" to be visible, found it hidden: it is mounted but covered")
        #expect(output.contains(":7:1: expectation failed: expected 2 pushers, found 1: pusher 1\n"))
        #expect(
            output.contains(
                ":8:1: expectation failed: the tree differs (- expected, + found):\n  WithStapel\n+ └─ NavigationView [screen 0, covered]"))
        #expect(lines.suffix(2) == ["0 passed, 3 failed", ""])
    }

    @Test func aTapOnACoveredLabelIsAnErrorAtItsStep() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tap-\(UUID().uuidString).stapel")
        try """
        app
          stapel
            link "Go" -> text "There"
        tap "Go"
        tap "Go"
        expect visible "There"
        """.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let (output, code) = Fixtures.run(["check", file.path])
        #expect(code == .failure)
        #expect(
            output == """
                \(file.path):5:1: error: cannot tap: button or link "Go" is not visible: it is covered
                tap "Go"
                ^
                1 passed, 1 failed

                """)
    }

    @Test func demoListsAndRunsBundledExamples() {
        let list = Fixtures.run(["demo"])
        #expect(
            list.output.contains("  nested                                Every layer has its own pusher, so each push nests one level deeper.\n"))
        #expect(
            list.output.contains(
                "  innavigation                          INNavigation: a router with routes; every vertical (modal) layer starts its own horizontal (push) stack; popAfter(index:) keeps the screens up to an index.\n"
            ),
            "a description is its first whole sentence, from a comment after the profile line and over several lines")
        let run = Fixtures.run(["demo", "simple", "--final", "--ascii"])
        #expect(run.code == .success)
        #expect(
            run.output == """
                [7] final tree
                WithStapel
                `- NavigationView [screen 0, visible]
                   `- PusherView pusher: 1 [active]
                      |- Text "Hello world!"
                      |- StackNavigationLink
                      |  `- Button "Push"
                      `- NavigationLink


                """)
    }

    @Test func replRunsTypedStepsAndReportsErrors() {
        let (output, code) = Fixtures.run(
            ["repl", Fixtures.examples.appendingPathComponent("simple.stapel").path],
            input: ["help", "tap \"Push\"", "expect visible \"Pushed view\"", "tap \"Nowhere", "quit"])
        #expect(code == .unusableInput, "on a pipe, a line that does not parse is unusable input, as in a file")
        #expect(output.contains("[1] tap \"Push\" → pushed to pusher 1\n"))
        #expect(output.contains("[2] expect visible \"Pushed view\" → ok (no change)\n"))
        #expect(
            output.contains("<repl>:4:5: error: unterminated string: expected a closing \"\ntap \"Nowhere\n    ^\n"),
            "the error names the line as typed, help being line 1")
        #expect(output.contains("+          └─ Screen [screen 1, visible]"), "after the first tree, each step shows what it changed")
        #expect(!output.contains("> "), "no prompt on a pipe")
        #expect(!output.contains("Type a step"), "no banner on a pipe")
    }

    /// On a pipe the REPL is a script: it exits 1 after a failed expectation, whether the input
    /// ends or says quit, and 0 when everything held.
    @Test(arguments: [[], ["quit"]]) func replOnAPipeExitsWithOneAfterAFailedExpectation(ending: [String]) {
        let file = Fixtures.examples.appendingPathComponent("simple.stapel").path
        let failed = Fixtures.run(["repl", file], input: ["expect visible \"Nowhere\"", "tap \"Push\""] + ending)
        #expect(failed.code == .failure)
        #expect(failed.output.contains("[1] expect visible \"Nowhere\" → failed"))
        #expect(failed.output.contains("[2] tap \"Push\" → pushed to pusher 1"), "it goes on after a failure")
        #expect(Fixtures.run(["repl", file], input: ["tap \"Push\""] + ending).code == .success)
    }

    @Test func mutatedExamplesNeverCrash() {
        // Every example with each line cut short, doubled, or shifted: it runs, or its errors
        // point into the file; it never crashes.
        var runs = 0
        for file in Fixtures.exampleFiles {
            let lines = Fixtures.read(file).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for index in lines.indices {
                var variants: [[String]] = []
                var cut = lines
                cut[index] = String(lines[index].prefix(lines[index].count / 2))
                variants.append(cut)
                var doubled = lines
                doubled.insert(lines[index], at: index)
                variants.append(doubled)
                var shifted = lines
                shifted[index] = " " + lines[index]
                variants.append(shifted)
                for variant in variants {
                    switch ScenarioSourceRunner.runAll(variant.joined(separator: "\n")) {
                    case .success(let reports):
                        #expect(reports.allSatisfy { $0.failure.map { $0.location.line <= variant.count } ?? true })
                    case .failure(let failure):
                        #expect(!failure.diagnostics.isEmpty)
                        #expect(failure.diagnostics.allSatisfy { (1...variant.count).contains($0.location.line) && $0.location.column >= 1 })
                    }
                    runs += 1
                }
            }
        }
        #expect(runs > 100)
    }
}

/// Parses and runs a scenario in-process, for robustness tests.
@MainActor
enum ScenarioSourceRunner {
    /// The reports of every step, or the errors when the text does not parse.
    static func runAll(_ text: String) -> Result<[StepReport], ScenarioParser.Failure> {
        do {
            let scenario = try ScenarioParser.parse(text, file: "mutated.stapel")
            let runner = ScenarioRunner(scenario: scenario)
            return .success(scenario.steps.map(runner.run))
        } catch {
            return .failure(error)
        }
    }
}
