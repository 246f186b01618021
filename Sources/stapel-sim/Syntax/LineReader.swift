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
    mutating func read(_ source: String, from startOffset: Int = 0, firstLine: Int = 1, eachRoot body: (SourceLine) -> Bool) {
        var source = source
        // A file read into one String is contiguous already: this copies nothing.
        source.makeContiguousUTF8()
        let utf8 = source.utf8
        let wasRead: Bool? = utf8.withContiguousStorageIfAvailable { bytes in
            read(bytes, of: source, from: startOffset, firstLine: firstLine, eachRoot: body)
            return true
        }
        if wasRead == nil {
            Array(utf8).withUnsafeBufferPointer { read($0, of: source, from: startOffset, firstLine: firstLine, eachRoot: body) }
        }
    }

    /// Reads the lines of `bytes`, the UTF-8 of `source`, from byte `startOffset`. Splits and
    /// measures lines on bytes, not Characters or string indices (each of which made reading
    /// slower than parsing), and makes one substring a line: its text.
    private mutating func read(
        _ bytes: UnsafeBufferPointer<UInt8>, of source: String, from startOffset: Int, firstLine: Int, eachRoot body: (SourceLine) -> Bool
    ) {
        // The lines whose blocks are still open, each under the one before it. A line whose
        // block ends joins its parent's children; a top-level one goes to `body`.
        var open: [SourceLine] = []
        // The indentation of the open `expect tree` line (the last open one), whose block is read
        // verbatim.
        var rawHeaderIndentation: Int?
        var rawIndentation: Int?
        var lineNumber = firstLine - 1
        var lineStart = startOffset
        /// Ends the blocks of the open lines indented `indentation` or more; false when `body`
        /// asked to stop.
        func close(downTo indentation: Int) -> Bool {
            while let last = open.last, last.indentation >= indentation {
                let closed = open.removeLast()
                if open.isEmpty {
                    guard body(closed) else { return false }
                } else {
                    open[open.count - 1].children.append(closed)
                }
            }
            return true
        }
        while lineStart < bytes.count {
            let lineEnd = bytes.offset(of: UInt8(ascii: "\n"), from: lineStart)
            defer { lineStart = lineEnd + 1 }
            lineNumber += 1
            var end = lineEnd
            if end > lineStart, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            var contentStart = lineStart
            while contentStart < end, bytes[contentStart] == UInt8(ascii: " ") { contentStart += 1 }
            let indentation = contentStart - lineStart
            guard contentStart < end else { continue }
            let first = bytes[contentStart]
            guard first != UInt8(ascii: "#") || rawHeaderIndentation != nil else { continue }
            if let headerIndentation = rawHeaderIndentation {
                if indentation > headerIndentation {
                    let blockIndentation = rawIndentation ?? indentation
                    rawIndentation = blockIndentation
                    if indentation < blockIndentation {
                        diagnostics.append(
                            Diagnostic(
                                .inconsistentIndentation(expected: blockIndentation, found: indentation),
                                at: location(lineNumber, indentation + 1)))
                    }
                    let verbatim = UnsafeBufferPointer(rebasing: bytes[lineStart + min(indentation, blockIndentation)..<end])
                    open[open.count - 1].rawBlock.append(String(decoding: verbatim, as: UTF8.self))
                    continue
                }
                rawHeaderIndentation = nil
                rawIndentation = nil
                // The block ended; a comment right after it is a comment again.
                if first == UInt8(ascii: "#") { continue }
            }
            if first == UInt8(ascii: "\t") {
                diagnostics.append(Diagnostic(.tabInIndentation, at: location(lineNumber, indentation + 1)))
                continue
            }
            let line = SourceLine(
                location: location(lineNumber, indentation + 1), indentation: indentation, in: source, byteRange: contentStart..<end)
            guard close(downTo: indentation) else { return }
            if let parent = open.last {
                if let sibling = parent.children.last, sibling.indentation != indentation {
                    diagnostics.append(
                        Diagnostic(
                            .inconsistentIndentation(expected: sibling.indentation, found: indentation),
                            at: line.location))
                    continue
                }
            } else if indentation != 0 {
                diagnostics.append(Diagnostic(.unexpectedIndentation, at: line.location))
                continue
            }
            if Self.isTreeExpectation(bytes[contentStart..<end]) {
                rawHeaderIndentation = indentation
            }
            open.append(line)
        }
        _ = close(downTo: 0)
    }

    private func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// Whether the line is `expect tree` or `invariant tree` (with any `not`s before `tree`),
    /// possibly followed by a comment: a line whose block is a tree drawing, read verbatim. The
    /// formatter asks the same. Reads bytes: it runs on every line of the file.
    static func isTreeExpectation(_ text: Substring) -> Bool {
        text.withBytes { isTreeExpectation($0[...]) }
    }

    private static func isTreeExpectation(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var bytes = line
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
