import Foundation
import Testing

/// Every transcript in the README and the docs is what the command prints today, so a change
/// of output fails here until the docs follow (in the spirit of trycmd and Go's testscript).
///
/// A transcript is a ```text block whose first line is a command: `$ stapel-sim ARGS`
/// (`swift run stapel-sim` is the same), optionally `< FILE` for its standard input, then what
/// it prints, standard error then standard output (the order a terminal shows them in: every
/// command here writes its diagnostics before its summary). A line that is only `…` stands for
/// any lines, none included. Commands run in order in a directory of the document's own, where
/// `Examples` and `docs` are the package's and each block marked `<!-- file: NAME -->` is the
/// file NAME.
@Suite struct TranscriptTests {
    struct Command {
        let document: String
        let line: Int
        let words: [String]
        let expected: [Substring]
    }

    static func commands(in document: String) -> [Command] {
        DocumentBlock.blocks(in: document).filter { $0.language == "text" && $0.text.hasPrefix("$ ") }.flatMap { block in
            var commands: [Command] = []
            for (offset, line) in block.text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.hasPrefix("$ ") {
                    commands.append(Command(document: document, line: block.line + offset, words: words(of: line.dropFirst(2)), expected: []))
                } else if let last = commands.popLast() {
                    commands.append(Command(document: last.document, line: last.line, words: last.words, expected: last.expected + [line]))
                }
            }
            return commands
        }
    }

    /// The words of a command line: split at spaces, but not inside double quotes.
    static func words(of line: Substring) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        for character in line {
            if character == "\"" {
                quoted.toggle()
            } else if character == " ", !quoted {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// Whether `actual` is `expected`, each `…` line of which stands for any lines.
    static func matches(_ actual: [Substring], _ expected: [Substring]) -> Bool {
        let pieces = expected.split(separator: "…", omittingEmptySubsequences: false)
        guard pieces.count > 1 else { return actual == expected }
        guard actual.starts(with: pieces[0]), actual.count >= pieces[0].count + pieces[pieces.count - 1].count,
            actual.suffix(pieces[pieces.count - 1].count).elementsEqual(pieces[pieces.count - 1])
        else { return false }
        // Each middle piece at its first place after the one before: any later place leaves
        // fewer lines for the pieces after it.
        var start = pieces[0].count
        let end = actual.count - pieces[pieces.count - 1].count
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let found = (start...max(start, end - piece.count)).first(where: { actual[$0...].starts(with: piece) && $0 + piece.count <= end })
            else {
                return false
            }
            start = found + piece.count
        }
        return true
    }

    @Test(arguments: DocumentationTests.documents)
    func everyTranscriptIsWhatTheCommandPrints(document: String) throws {
        let commands = Self.commands(in: document)
        #expect(!commands.isEmpty || document == "docs/profiles.md", "\(document) shows no command")
        let directory = try TestFiles.makeDirectory("transcripts")
        for folder in ["Examples", "docs"] {
            try FileManager.default.createSymbolicLink(
                at: directory.appendingPathComponent(folder), withDestinationURL: Fixtures.packageRoot.appendingPathComponent(folder))
        }
        for block in DocumentBlock.blocks(in: document) {
            guard let file = block.file else { continue }
            try block.text.write(to: directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        for command in commands {
            var words = command.words
            if words.starts(with: ["swift", "run"]) { words.removeFirst(2) }
            try #require(words.first == "stapel-sim", "\(command.document):\(command.line): a transcript runs stapel-sim")
            var input: String?
            if let redirect = words.firstIndex(of: "<"), redirect + 1 < words.count {
                input = try String(contentsOf: directory.appendingPathComponent(words[redirect + 1]), encoding: .utf8)
                words.removeSubrange(redirect...(redirect + 1))
            }
            var output: String?
            if let redirect = words.firstIndex(of: ">"), redirect + 1 < words.count {
                output = words[redirect + 1]
                words.removeSubrange(redirect...(redirect + 1))
            }
            let arguments = try words.dropFirst().flatMap { try Self.expandingGlob($0, in: directory) }
            let result = try BinaryTests.run(arguments, input: input, in: directory)
            // `> FILE` writes standard output there, as a shell does.
            if let output { try result.output.write(to: directory.appendingPathComponent(output), atomically: true, encoding: .utf8) }
            let printed = result.error + (output == nil ? result.output : "")
            let actual =
                printed.isEmpty ? [] : printed.split(separator: "\n", omittingEmptySubsequences: false).dropLast(printed.hasSuffix("\n") ? 1 : 0)
            #expect(
                Self.matches(Array(actual), command.expected),
                "\(command.document):\(command.line): `\(command.words.joined(separator: " "))` printed:\n\(printed)")
        }
    }

    /// A word with a `*` in its last path component is the sorted names it matches, as a shell
    /// expands it.
    static func expandingGlob(_ word: String, in directory: URL) throws -> [String] {
        guard word.contains("*") else { return [word] }
        let folder = (word as NSString).deletingLastPathComponent
        let pattern = (word as NSString).lastPathComponent.split(separator: "*", omittingEmptySubsequences: false)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path).sorted()
        return names.filter { name in
            guard name.hasPrefix(pattern[0]), name.hasSuffix(pattern[pattern.count - 1]) else { return false }
            var rest = Substring(name.dropFirst(pattern[0].count))
            for piece in pattern.dropFirst() {
                guard let range = rest.range(of: piece) else { return false }
                rest = rest[range.upperBound...]
            }
            return true
        }.map { folder.isEmpty ? $0 : folder + "/" + $0 }
    }

    @Test func anEllipsisLineStandsForAnyLines() {
        #expect(Self.matches(["a", "b", "c"], ["a", "…", "c"]))
        #expect(Self.matches(["a", "c"], ["a", "…", "c"]))
        #expect(Self.matches(["a", "b", "c", "d"], ["…", "b", "…", "d"]))
        #expect(!Self.matches(["a", "b", "c"], ["a", "…", "b", "…", "b"]))
        #expect(!Self.matches(["a", "b"], ["a", "b", "c"]))
        #expect(!Self.matches(["a"], ["a", "…", "a"]))
        #expect(Self.words(of: #"stapel-sim tap "Open it" x"#) == ["stapel-sim", "tap", "Open it", "x"])
    }
}
