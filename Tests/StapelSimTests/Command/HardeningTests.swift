import Foundation
import Testing

@testable import stapel_sim

/// Bad input from outside gets a clear answer and never reaches the terminal raw: numbers with
/// a signed exponent, every escape named, unreadable paths said why, conflicting options
/// refused, and a quoted line that is short and shows control characters as pictures.
@MainActor
@Suite struct HardeningTests {
    @Test func aNumberMayHaveASignedExponent() throws {
        let scenario = try ScenarioParser.parse("app\n  stapel\n    text \"x\"\nexpect accepts with k: 1e-5, m: 2E+3, n: -1.5e2\n", file: "t")
        guard case .expect(.accepts(let context))? = scenario.steps.first?.kind else {
            Issue.record("not an expectation: \(String(describing: scenario.steps.first?.kind))")
            return
        }
        #expect(context == ["k": 0.00001, "m": 2000, "n": -150])
        #expect(
            parseErrors("app\n  stapel\n    text \"x\"\nexpect accepts with k: 1e999\n").first?.message.text == #"expected a number, found "1e999""#)
    }

    @Test func anUnknownEscapeNamesEveryKnownOne() {
        expectError(#"app\#n  stapel\#n    text "a⟨⟩\q"\#n"#, #"unknown escape "\q": expected \", \\, \n or \t"#)
    }

    @Test func anUnreadablePathSaysWhy() throws {
        let directory = try TestFiles.makeDirectory("paths")
        let loop = directory.appendingPathComponent("loop").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        let file = directory.appendingPathComponent("file").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        for (path, reason) in [
            (loop, "a loop of symbolic links"), (directory.path, "it is a folder"), (file + "/x", "a part of the path is not a folder"),
        ] {
            let result = Fixtures.run(["check", path])
            #expect(result.code == .unusableInput)
            #expect(result.output == "stapel-sim: error: cannot read \"\(path)\": \(reason)\n")
        }
    }

    @Test func fullAndFinalTogetherAreRefused() {
        let result = Fixtures.run(["run", "--full", "--final", Fixtures.examples.appendingPathComponent("simple.stapel").path])
        #expect(result.code == .unusableInput)
        #expect(result.output == "stapel-sim: error: --full and --final ask for opposite things: every tree whole, or only the last one\n")
    }

    /// A 10 MB line quotes about 140 characters around the caret, and an escape or NUL byte is
    /// quoted as its picture, the caret still under its column.
    @Test func aQuotedLineIsShortAndShowsControlCharactersAsPictures() {
        let long = Substring(String(repeating: "a", count: 10_000_000))
        let (quoted, padding) = DiagnosticFormatter.excerpt(of: long, caretAt: 5_000_000)
        #expect(quoted.count == 1 + DiagnosticFormatter.quotedBefore + DiagnosticFormatter.quotedAfter + 1)
        #expect(quoted.hasPrefix("…a") && quoted.hasSuffix("a…"))
        #expect(padding.count == 1 + DiagnosticFormatter.quotedBefore)
        let (control, caret) = DiagnosticFormatter.excerpt(of: "tap \"\u{1b}[31m\u{0}\" x", caretAt: 13)
        #expect(control == "tap \"␛[31m␀\" x")
        #expect(caret.count == 13 && !control.unicodeScalars.contains { $0.value < 0x20 })
    }

    /// A message quoting a 60,000-character label or a stack of 30,000 screens keeps the start
    /// and the end of the line and says how much it left out.
    @Test func aMessageQuotingSomethingHugeIsBounded() throws {
        let label = String(repeating: "a", count: 60_000)
        let scenario = try ScenarioParser.parse("app\n  stapel\n    button \"\(label)\" -> push text \"y\"\ntap \"\(label)b\"\n", file: "t.stapel")
        let failure = try #require(ScenarioRunner(scenario: scenario).run(scenario.steps[0]).failure)
        let text = failure.message.text
        #expect(text.count < Diagnostic.Message.longestLine + 60)
        #expect(text.hasPrefix("cannot tap: no button or link labelled \"aaa"))
        #expect(text.contains("characters left out"))
        let short = "expected depth 3, found 2: root > screen 1"
        #expect(Diagnostic.Message.bounded(short) == short)
        let lines = Diagnostic.Message.bounded("first\n" + String(repeating: "x", count: 5_000) + "\nlast").split(separator: "\n")
        #expect(lines.count == 3 && lines[0] == "first" && lines[2] == "last")
        #expect(lines[1] == String(repeating: "x", count: 800) + "… (4100 characters left out) …" + String(repeating: "x", count: 100))
    }
}
