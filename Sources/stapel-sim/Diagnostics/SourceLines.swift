/// A scenario's lines as diagnostics quote them, split the way the parser splits them (on
/// `\n` bytes, a trailing `\r` dropped) and only when a diagnostic first asks for one.
///
/// Most files checked have nothing to report: splitting each into lines up front, by
/// `Character`, was an eighth of `check`'s time. A class, so that a formatter passed around by
/// value splits its file once.
final class SourceLines {
    private let text: String
    private var split: [Substring]?

    /// The lines of `text`, split when first read.
    init(_ text: String) {
        self.text = text
    }

    /// Lines already split (the REPL's, typed one at a time).
    init(lines: [Substring]) {
        text = ""
        split = lines
    }

    /// Line `number`, counted from 1, if the text has it.
    subscript(number: Int) -> Substring? {
        let lines = split ?? splitText()
        return lines.indices.contains(number - 1) ? lines[number - 1] : nil
    }

    private func splitText() -> [Substring] {
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { bytes in
            let line = Substring(bytes)
            return line.utf8.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
        split = lines
        return lines
    }
}
