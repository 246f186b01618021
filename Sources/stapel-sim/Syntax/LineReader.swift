/// Splits a scenario into lines and nests them by indentation.
///
/// Blank lines and lines holding only a comment are skipped. The lines under `expect tree` are
/// kept verbatim (tree drawings have their own indentation). Works without recursion, so files
/// nested thousands of levels deep are fine.
///
/// - Complexity: O(bytes).
struct LineReader {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    /// Hands each top-level line with its block to `body` as soon as the block ends, so a
    /// reader of a million steps holds one line at a time, not a million. Stops reading when
    /// `body` returns false.
    ///
    /// Reads from the start of `source`, or from `start`, the start of a top-level line whose
    /// number is `firstLine`: what reading a step again from where it is written needs.
    mutating func read(_ source: String, from start: String.Index? = nil, firstLine: Int = 1, eachRoot body: (SourceLine) -> Bool) {
        var root: SourceLine?
        var open: [SourceLine] = []
        var rawHeader: SourceLine?
        var rawIndentation: Int?
        var lineNumber = firstLine - 1
        // Split on bytes, not Characters: grapheme breaking made reading slower than parsing.
        // One line at a time: `split` would first make an array of every line.
        let utf8 = source.utf8
        var lineStart = start ?? utf8.startIndex
        while lineStart < utf8.endIndex {
            let lineEnd = Self.newline(in: utf8, from: lineStart)
            defer { lineStart = lineEnd < utf8.endIndex ? utf8.index(after: lineEnd) : lineEnd }
            lineNumber += 1
            // Bytes again: dropping and reading characters broke graphemes at every line.
            var physical = Substring(utf8[lineStart..<lineEnd])
            if physical.utf8.last == UInt8(ascii: "\r") { physical = Substring(physical.utf8.dropLast()) }
            let indentation = physical.utf8.prefix { $0 == UInt8(ascii: " ") }.count
            let rest = Substring(physical.utf8.dropFirst(indentation))
            guard let first = rest.utf8.first, first != UInt8(ascii: "#") || rawHeader != nil else { continue }
            if let header = rawHeader {
                if indentation > header.indentation {
                    let blockIndentation = rawIndentation ?? indentation
                    rawIndentation = blockIndentation
                    if indentation < blockIndentation {
                        diagnostics.append(
                            Diagnostic(
                                .inconsistentIndentation(expected: blockIndentation, found: indentation),
                                at: location(lineNumber, indentation + 1)))
                    }
                    header.rawBlock.append(String(Substring(physical.utf8.dropFirst(min(indentation, blockIndentation)))))
                    continue
                }
                rawHeader = nil
                rawIndentation = nil
                // The block ended; a comment right after it is a comment again.
                if first == UInt8(ascii: "#") { continue }
            }
            if first == UInt8(ascii: "\t") {
                diagnostics.append(Diagnostic(.tabInIndentation, at: location(lineNumber, indentation + 1)))
                continue
            }
            let line = SourceLine(location: location(lineNumber, indentation + 1), indentation: indentation, text: rest)
            while let last = open.last, last.indentation >= indentation {
                open.removeLast()
            }
            if let parent = open.last {
                if let sibling = parent.children.last, sibling.indentation != indentation {
                    diagnostics.append(
                        Diagnostic(
                            .inconsistentIndentation(expected: sibling.indentation, found: indentation),
                            at: line.location))
                    continue
                }
                parent.children.append(line)
            } else {
                guard indentation == 0 else {
                    diagnostics.append(Diagnostic(.unexpectedIndentation, at: line.location))
                    continue
                }
                if let root, !body(root) { return }
                root = line
            }
            open.append(line)
            if Self.isTreeExpectation(rest) {
                rawHeader = line
            }
        }
        if let root { _ = body(root) }
    }

    /// The index of the first newline from `start`, or the end. Searches the bytes in place:
    /// the generic search through string indices cost a third of reading.
    private static func newline(in utf8: String.UTF8View, from start: String.Index) -> String.Index {
        let rest = utf8[start...]
        let offset = rest.withContiguousStorageIfAvailable { $0.firstIndex(of: UInt8(ascii: "\n")) ?? $0.count }
        guard let offset else { return rest.firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex }
        return utf8.index(start, offsetBy: offset)
    }

    private func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// Whether the line is `expect tree` or `invariant tree` (with any `not`s before `tree`),
    /// possibly followed by a comment: a line whose block is a tree drawing, read verbatim. The
    /// formatter asks the same. Reads bytes: it runs on every line of the file.
    static func isTreeExpectation(_ text: Substring) -> Bool {
        var bytes = text.utf8[...]
        func skipSpaces() -> Int {
            let count = bytes.prefix { $0 == UInt8(ascii: " ") }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        // Most lines are not expectations: one byte tells, before the generic comparison.
        guard bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "i") else { return false }
        if bytes.starts(with: "expect".utf8) {
            bytes = bytes.dropFirst(6)
        } else if bytes.starts(with: "invariant".utf8) {
            bytes = bytes.dropFirst(9)
        } else {
            return false
        }
        guard skipSpaces() > 0 else { return false }
        while bytes.starts(with: "not".utf8), bytes.dropFirst(3).first == UInt8(ascii: " ") {
            bytes = bytes.dropFirst(3)
            _ = skipSpaces()
        }
        guard bytes.starts(with: "tree".utf8) else { return false }
        bytes = bytes.dropFirst(4)
        guard bytes.isEmpty || skipSpaces() > 0 || bytes.first == UInt8(ascii: "#") else { return false }
        return bytes.isEmpty || bytes.first == UInt8(ascii: "#")
    }
}
