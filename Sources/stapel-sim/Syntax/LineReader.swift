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

    /// The top-level lines, each with its block.
    mutating func read(_ source: String) -> [SourceLine] {
        var roots: [SourceLine] = []
        var open: [SourceLine] = []
        var rawHeader: SourceLine?
        var rawIndentation: Int?
        var lineNumber = 0
        for var physical in source.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if physical.last == "\r" { physical = physical.dropLast() }
            let indentation = physical.utf8.prefix { $0 == UInt8(ascii: " ") }.count
            let rest = physical.dropFirst(indentation)
            guard let first = rest.first, first != "#" || rawHeader != nil else { continue }
            if let header = rawHeader {
                if indentation > header.indentation {
                    let blockIndentation = rawIndentation ?? indentation
                    rawIndentation = blockIndentation
                    if indentation < blockIndentation {
                        diagnostics.append(Diagnostic(.inconsistentIndentation(expected: blockIndentation, found: indentation),
                                                      at: location(lineNumber, indentation + 1)))
                    }
                    header.rawBlock.append(String(physical.dropFirst(min(indentation, blockIndentation))))
                    continue
                }
                rawHeader = nil
                rawIndentation = nil
            }
            if first == "\t" {
                diagnostics.append(Diagnostic(.tabInIndentation, at: location(lineNumber, indentation + 1)))
                continue
            }
            let line = SourceLine(location: location(lineNumber, indentation + 1), indentation: indentation, text: rest)
            while let last = open.last, last.indentation >= indentation {
                open.removeLast()
            }
            if let parent = open.last {
                if let sibling = parent.children.last, sibling.indentation != indentation {
                    diagnostics.append(Diagnostic(.inconsistentIndentation(expected: sibling.indentation, found: indentation),
                                                  at: line.location))
                    continue
                }
                parent.children.append(line)
            } else {
                guard indentation == 0 else {
                    diagnostics.append(Diagnostic(.unexpectedIndentation, at: line.location))
                    continue
                }
                roots.append(line)
            }
            open.append(line)
            if Self.isTreeExpectation(rest) {
                rawHeader = line
            }
        }
        return roots
    }

    private func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// Whether the line is `expect tree`, possibly followed by a comment.
    private static func isTreeExpectation(_ text: Substring) -> Bool {
        let words = text.split(separator: "#", maxSplits: 1)[0].split(separator: " ")
        return words == ["expect", "tree"]
    }
}
