import Foundation

/// A scenario's lines as diagnostics quote them, split the way the parser splits them (on
/// `\n` bytes, a trailing `\r` dropped) and only as far as a diagnostic asks.
///
/// Most files checked have nothing to report: splitting each into lines up front, by
/// `Character`, was an eighth of `check`'s time. A file refused past `--max-steps` quotes one
/// line a million lines in: splitting the whole file into substrings for it was a fifth of the
/// refusal, so lines are found with `memchr`, up to the one asked for. A class, so that a
/// formatter passed around by value finds each line once.
final class SourceLines {
    private let text: String
    /// The lines typed at the REPL, one at a time.
    private let typed: [Substring]?
    /// Where each line found so far starts, as a UTF-8 offset: line n at `starts[n - 1]`.
    private var starts: [Int] = [0]
    /// Whether `starts` holds every line of `text`.
    private var isComplete = false

    /// The lines of `text`, found when first read.
    init(_ text: String) {
        self.text = text
        typed = nil
    }

    /// Lines already split (the REPL's, typed one at a time).
    init(lines: [Substring]) {
        text = ""
        typed = lines
    }

    /// Line `number`, counted from 1, if the text has it.
    ///
    /// - Complexity: O(bytes up to the line) the first time a line that far in is asked for.
    subscript(number: Int) -> Substring? {
        if let typed { return typed.indices.contains(number - 1) ? typed[number - 1] : nil }
        guard number >= 1 else { return nil }
        // The next line's start is where this one ends.
        findStarts(through: number + 1)
        guard number <= starts.count else { return nil }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: starts[number - 1])
        let end = number < starts.count ? utf8.index(utf8.startIndex, offsetBy: starts[number] - 1) : utf8.endIndex
        let line = Substring(utf8[start..<end])
        return line.utf8.last == UInt8(ascii: "\r") ? line.dropLast() : line
    }

    /// Finds line starts until line `number` starts, or the text ends.
    private func findStarts(through number: Int) {
        guard !isComplete, starts.count < number else { return }
        var text = self.text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else {
                isComplete = true
                return
            }
            while starts.count < number {
                let from = starts[starts.count - 1]
                guard let found = memchr(base + from, Int32(UInt8(ascii: "\n")), bytes.count - from) else {
                    isComplete = true
                    return
                }
                starts.append(UnsafeRawPointer(base).distance(to: found) + 1)
            }
        }
    }
}
