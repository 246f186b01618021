/// Writes trees into the `expect tree` blocks of a scenario's text, for `check --record`:
/// golden trees that record themselves, as snapshot-testing libraries' record modes do.
///
/// ```text
/// expect tree            expect tree
///                  →       WithStapel
/// tap "Next"               └─ NavigationView [screen 0, visible]
///                        tap "Next"
/// ```
enum TreeRecorder {
    /// Which blocks `check --record MODE` rewrites.
    enum Mode: String, Sendable, CaseIterable {
        /// None: a check only compares (the default without `--record`).
        case never
        /// Only empty blocks: fill what was never recorded (the default of `--record`).
        case missing
        /// The blocks that do not match the tree, and empty ones.
        case failed
        /// Every block.
        case all

        /// `never, missing, failed or all`, for messages.
        static var names: String {
            let names = allCases.map(\.rawValue)
            return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        }

        /// Whether a block that holds `expected` and that `matched` the tree is rewritten.
        func records(expected: String, matched: Bool) -> Bool {
            switch self {
            case .never: false
            case .missing: expected.isEmpty
            case .failed: !matched
            case .all: true
            }
        }
    }

    /// `text` with the block under each line of `trees` (1-based, an `expect tree` line)
    /// replaced by its tree, indented two spaces more than that line. Every other byte stays as
    /// it was: the lines around, blank lines after a block, a missing final newline, `\r\n`.
    ///
    /// - Complexity: O(bytes of the text and the trees).
    static func rewrite(_ text: String, trees: [Int: String]) -> String {
        // On bytes: as a Character, "\r\n" is one, and no "\n" would split it.
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Substring.init)
        var output: [Substring] = []
        output.reserveCapacity(lines.count)
        var index = 0
        while index < lines.count {
            let header = lines[index]
            output.append(header)
            index += 1
            guard let tree = trees[index] else { continue }
            let indentation = Self.indentation(of: header)
            let ending = header.utf8.last == UInt8(ascii: "\r") ? "\r" : ""
            // The old block: the lines after, up to the last one indented deeper; blank lines
            // inside it go with it, blank lines after it stay.
            var end = index
            var scan = index
            while scan < lines.count {
                let line = lines[scan]
                let isBlank = line.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }
                if !isBlank {
                    guard Self.indentation(of: line) > indentation else { break }
                    end = scan + 1
                }
                scan += 1
            }
            let padding = String(repeating: " ", count: indentation + 2)
            for line in tree.split(separator: "\n", omittingEmptySubsequences: false).dropLast(tree.hasSuffix("\n") ? 1 : 0) {
                output.append(Substring(padding + line + ending))
            }
            index = end
        }
        return output.joined(separator: "\n")
    }

    private static func indentation(of line: Substring) -> Int {
        line.utf8.prefix { $0 == UInt8(ascii: " ") }.count
    }
}
