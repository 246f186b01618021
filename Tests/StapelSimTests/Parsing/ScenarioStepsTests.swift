import Foundation
import Pusher
import Testing
import ViewTree

@testable import stapel_sim

/// A parsed scenario keeps its steps as where they are written and reads each again when asked:
/// what it reads must be what the parser read the first time.
@Suite struct ScenarioStepsTests {
    /// Every step of every example, docs block and fuzz regression reads back with its line,
    /// its text, and (for a step of one line) the kind the REPL's reader gives the same line.
    @Test func everyStepReadsBackAsWritten() throws {
        var compared = 0
        for (name, text) in RoundTripTests.corpus {
            guard let scenario = try? ScenarioParser.parse(text, file: name) else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            var previousLine = 0
            for (index, step) in scenario.steps.enumerated() {
                let line = step.location.line
                #expect(line > previousLine, "\(name): steps in the file's order")
                previousLine = line
                #expect(step.location.file == name && step.location.column == 1)
                #expect(lines[line - 1].hasPrefix(step.source), "\(name):\(line): the step's own text")
                #expect(scenario.steps.index(ofStepOnLine: line) == index)
                let nextLine = line < lines.count ? lines[line] : ""
                guard nextLine.first != " " else { continue }
                let alone = try ScenarioParser.parseStep(
                    String(step.source), views: scenario.views, defaultPresentation: scenario.profile.defaultPresentation,
                    file: name, lineNumber: line)
                #expect(alone == step && alone.location == step.location, "\(name):\(line)")
                compared += 1
            }
        }
        #expect(compared > 500)
    }

    /// A step with a block reads its whole block again, with the locations of its elements.
    @Test func aStepWithABlockReadsItsBlock() throws {
        let text = """
            app
              stapel
                text "Home"
            push
              text "A"
              link "B" -> text "B"
            tap "B"
            """
        let scenario = try ScenarioParser.parse(text, file: "t.stapel")
        #expect(scenario.steps.count == 2)
        let destination = scenario.steps[0].destination
        #expect(destination.map(\.location.line) == [5, 6])
        #expect(destination.map(\.location.column) == [3, 3])
        #expect(scenario.steps[1].location.line == 7)
        #expect(scenario.step(afterLine: 4)?.source == #"tap "B""#)
        #expect(scenario.step(afterLine: 7) == nil)
        #expect(scenario.steps.index(ofStepOnLine: 5) == nil)
    }

    /// The profile's default presentation, set by a directive before the steps, is what a step
    /// read again presents with.
    @Test func aStepReadAgainKeepsTheDefaultPresentation() throws {
        let scenario = try ScenarioParser.parse(
            "default presentation cover\napp\n  stapel\n    text \"Home\"\npresent text \"A\"\n", file: "t.stapel")
        guard case .action(.navigate(.present(let style, _, _), _)) = scenario.steps.first?.kind else {
            Issue.record("expected a presentation, found \(scenario.steps.map(\.kind))")
            return
        }
        #expect(style == .fullScreenCover)
    }

    /// What a step mounts is checked as the step is read: a view defined after the steps is
    /// known, an undefined one is an error at the reference, and a tab out of place is one too.
    @Test func whatAStepMountsIsCheckedAsItIsRead() {
        let later = "app\n  stapel\n    text \"Home\"\npush Later\nview Later\n  text \"L\"\n"
        #expect((try? ScenarioParser.parse(later, file: "t.stapel")) != nil)
        let wrong = "app\n  stapel\n    text \"Home\"\npush Missing\npush\n  tab \"T\"\n    text \"x\"\n"
        do {
            _ = try ScenarioParser.parse(wrong, file: "t.stapel")
            Issue.record("expected errors")
        } catch {
            #expect(error.diagnostics.map(\.location.line) == [4, 6])
            #expect(error.diagnostics.first?.message.text.contains("Missing") == true)
            #expect(error.diagnostics.last?.message.text.contains("directly inside") == true)
        }
    }

    /// Steps made as values (the REPL's, the tests') are kept as they are.
    @Test func stepsMadeAsValuesAreKept() {
        let location = stapel_sim.SourceLocation(file: "t", line: 3, column: 1)
        var steps: ScenarioSteps = [Step(kind: .settle, location: location, source: "settle")]
        steps = ScenarioSteps(steps + [Step(kind: .print, location: location, source: "print")])
        #expect(steps.map(\.kind) == [.settle, .print])
        #expect(steps.index(ofStepOnLine: 3) == 0)
        #expect(steps.removeLast().kind == .print)
        #expect(steps.count == 1)
    }
}
