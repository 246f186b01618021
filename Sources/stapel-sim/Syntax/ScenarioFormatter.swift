/// Lays a scenario out in the one canonical form `stapel-sim format` writes: two spaces per
/// block level, one space between words (none before `,` `:` `)` `]` or after `(` `[`), one
/// space before a comment, at most one blank line in a row and none at the ends, and a final
/// newline. It changes only spaces and blank lines: every word, number, string and comment is
/// kept as written, and the trees under `expect tree` keep their drawing, moved to their new
/// indentation. Formatting a formatted file changes nothing.
///
/// ```text
/// app                         app
///     stapel   when role=="a"   →   stapel when role == "a"
///         text    "Hi"  # hi          text "Hi" # hi
/// ```
///
/// Only a file that parses is formatted (``ScenarioParser`` first), so the lines' nesting is
/// the parser's.
///
/// - Complexity: O(bytes).
enum ScenarioFormatter {
    /// `text` laid out canonically.
    static func format(_ text: String) -> String {
        var output: [String] = []
        /// The indentations of the lines that enclose the current one: its depth is their count.
        var open: [Int] = []
        /// While inside an `expect tree` block: the header's indentation and depth, and the
        /// indentation of the block's first line.
        var tree: (indentation: Int, depth: Int, block: Int?)?
        var pendingBlank = false
        for physical in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            var line = Substring(physical)
            if line.utf8.last == UInt8(ascii: "\r") { line = Substring(line.utf8.dropLast()) }
            line = trimmingTrailingSpaces(line)
            let indentation = line.utf8.prefix { $0 == UInt8(ascii: " ") }.count
            let content = Substring(line.utf8.dropFirst(indentation))
            if content.isEmpty {
                pendingBlank = !output.isEmpty
                continue
            }
            if let header = tree {
                if indentation > header.indentation {
                    // A tree line: moved with its block, its own drawing kept.
                    let block = header.block ?? indentation
                    tree?.block = block
                    flushBlank(&pendingBlank, into: &output)
                    output.append(
                        String(repeating: "  ", count: header.depth + 1) + String(repeating: " ", count: max(0, indentation - block)) + content)
                    continue
                }
                tree = nil
            }
            flushBlank(&pendingBlank, into: &output)
            if content.utf8.first == UInt8(ascii: "#") {
                // A comment sits at the depth its indentation gives, and opens nothing: the
                // lines after it nest as if it were not there, as the parser reads them.
                output.append(String(repeating: "  ", count: open.prefix { $0 < indentation }.count) + content)
                continue
            }
            while let last = open.last, last >= indentation { open.removeLast() }
            let depth = open.count
            output.append(String(repeating: "  ", count: depth) + spaced(content))
            open.append(indentation)
            if LineReader.isTreeExpectation(content) { tree = (indentation, depth, nil) }
        }
        return output.isEmpty ? "" : output.joined(separator: "\n") + "\n"
    }

    private static func flushBlank(_ pending: inout Bool, into output: inout [String]) {
        if pending { output.append("") }
        pending = false
    }

    private static func trimmingTrailingSpaces(_ line: Substring) -> Substring {
        var end = line.utf8.endIndex
        while end > line.utf8.startIndex, line.utf8[line.utf8.index(before: end)] == UInt8(ascii: " ") { end = line.utf8.index(before: end) }
        return Substring(line.utf8[..<end])
    }

    /// One line's code with canonical spaces, and its comment after one space.
    private static func spaced(_ content: Substring) -> String {
        let pieces = self.pieces(of: content)
        var result = ""
        var previous: Piece?
        for piece in pieces {
            if let previous { result += separator(between: previous, and: piece) }
            result += piece.text
            previous = piece
        }
        return result
    }

    /// A word, number, string, symbol or comment of a line, with whether spaces came before it.
    private struct Piece {
        let text: Substring
        let isComment: Bool
        let hadSpaceBefore: Bool
    }

    /// The space written between two pieces.
    private static func separator(between left: Piece, and right: Piece) -> String {
        if right.isComment { return " " }
        switch right.text {
        case ",", ":", ")", "]": return ""
        // `40%`: as written, since the percent belongs to its number.
        case "%": return right.hadSpaceBefore ? " " : ""
        default: break
        }
        switch left.text {
        case "(", "[": return ""
        default: return " "
        }
    }

    private static let symbols: [String] = ["->", "==", "!=", "<=", ">=", "<", ">", "=", ":", ",", "[", "]", "(", ")", "%"]

    /// The line's pieces, read on bytes: a string runs to its closing quote (past `\"`), a
    /// comment to the end, a symbol is one of ``symbols``, and anything else runs to the next
    /// space, quote, comment or symbol.
    private static func pieces(of content: Substring) -> [Piece] {
        let bytes = Array(content.utf8)
        var pieces: [Piece] = []
        var index = 0
        var hadSpace = false
        func piece(_ range: Range<Int>, comment: Bool = false) {
            let text = Substring(String(decoding: bytes[range], as: UTF8.self))
            pieces.append(Piece(text: comment ? trimmingTrailingSpaces(text) : text, isComment: comment, hadSpaceBefore: hadSpace))
            hadSpace = false
        }
        // `-` is no symbol: `-5`, `1e-5` and `ease-in` are one piece; `->` is one.
        func symbol(at index: Int) -> Int? {
            symbols.first { bytes[index...].starts(with: $0.utf8) }?.utf8.count
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") {
                hadSpace = true
                index += 1
            } else if byte == UInt8(ascii: "#") {
                piece(index..<bytes.count, comment: true)
                index = bytes.count
            } else if byte == UInt8(ascii: "\"") {
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                end = min(end + 1, bytes.count)
                piece(index..<end)
                index = end
            } else if let length = symbol(at: index) {
                piece(index..<index + length)
                index += length
            } else {
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "#"),
                    symbol(at: end) == nil
                {
                    end += 1
                }
                piece(index..<end)
                index = end
            }
        }
        return pieces
    }
}
