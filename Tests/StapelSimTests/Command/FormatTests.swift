import Foundation
import Testing

@testable import stapel_sim

/// `stapel-sim format`: one canonical layout, only spaces and blank lines changed, idempotent,
/// and every file parsed before any is written.
@MainActor
@Suite struct FormatTests {
    @Test func spacesIndentationCommentsAndBlankLinesAreCanonical() {
        let messy = """


            app     
                stapel   when role=="a"  and (count>=2)   # who may push
                    text    "Hi # not a comment"
            # a note between lines
                    button "Go"->push text "x" with k :[1 ,2] ,n: -5 animated 0.3s ease-in



                    link "Back" -> text "y"
            back gesture 40%
            wait 300ms


            """
        let canonical = """
            app
              stapel when role == "a" and (count >= 2) # who may push
                text "Hi # not a comment"
            # a note between lines
                button "Go" -> push text "x" with k: [1, 2], n: -5 animated 0.3s ease-in

                link "Back" -> text "y"
            back gesture 40%
            wait 300ms

            """
        #expect(ScenarioFormatter.format(messy) == canonical)
        #expect(ScenarioFormatter.format(canonical) == canonical, "formatting twice changes nothing")
        #expect(ScenarioFormatter.format(messy.replacingOccurrences(of: "\n", with: "\r\n")) == canonical, "CRLF becomes LF")
    }

    @Test func treesUnderExpectTreeMoveWithTheirBlockAndKeepTheirDrawing() {
        let messy = "app\n    text \"x\"\nexpect tree\n      WithStapel\n         └─ Text  \"x\"\n      # kept, as the tree's\ntap \"x\"\n"
        #expect(
            ScenarioFormatter.format(messy)
                == "app\n  text \"x\"\nexpect tree\n  WithStapel\n     └─ Text  \"x\"\n  # kept, as the tree's\ntap \"x\"\n")
    }

    /// Every example is canonical; made messy (deeper indentation, trailing spaces, doubled blank
    /// lines), it formats back to itself byte for byte, and still runs the same.
    @Test(arguments: Fixtures.exampleFiles.map(\.lastPathComponent))
    func aMessyExampleFormatsBackToItself(example: String) throws {
        let text = Fixtures.read(Fixtures.examples.appendingPathComponent(example))
        #expect(ScenarioFormatter.format(text) == text, "\(example) is not formatted: run stapel-sim format on it")
        let messy = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.isEmpty { return "\n" }
            return (line.first == " " ? "   " : "") + line + "  "
        }.joined(separator: "\n")
        #expect(ScenarioFormatter.format(messy) == text)
        let original = try ScenarioParser.parse(text, file: example)
        let reformatted = try ScenarioParser.parse(ScenarioFormatter.format(messy), file: example)
        #expect(reformatted.steps.map(\.source) == original.steps.map(\.source))
        #expect(reformatted.steps.map(\.location.line) == original.steps.map(\.location.line))
    }

    @Test func theCommandRewritesInPlaceChecksAndReadsStandardInput() throws {
        let path = try TestFiles.write("app\n    text   \"x\"\n", prefix: "format")
        let checked = Fixtures.run(["format", "--check", path])
        #expect(checked.code == .failure && checked.output == path + "\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "app\n    text   \"x\"\n", "--check writes nothing")
        #expect(Fixtures.run(["format", path]) == ("", .success))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "app\n  text \"x\"\n")
        #expect(Fixtures.run(["format", "--check", path]) == ("", .success))
    }

    /// One file with an error: it is reported, and no file is written, not even the good one.
    @Test func aFileWithAnErrorLeavesEveryFileUntouched() throws {
        let good = try TestFiles.write("app\n    text   \"x\"\n", prefix: "format-good")
        let bad = try TestFiles.write("app\n  txt \"x\"\n", prefix: "format-bad")
        let (output, code) = Fixtures.run(["format", good, bad])
        #expect(code == .unusableInput)
        #expect(output.contains("\(bad):2:3: error: expected an element"), "\(output)")
        #expect(output.hasSuffix("stapel-sim: error: nothing was formatted: fix the errors above first\n"))
        #expect(try String(contentsOfFile: good, encoding: .utf8) == "app\n    text   \"x\"\n")
    }

    @Test func checkIsAnOptionOfFormat() {
        #expect(Fixtures.run(["check", "--check", "x.stapel"]).output == "stapel-sim: error: --check is an option of format\n")
    }
}
