/// Renders diagnostics as compilers do: `file:line:column: error: message`, the source line, and
/// a caret under the column.
struct DiagnosticFormatter {
    /// The scenario's lines, to quote under each message.
    let sourceLines: SourceLines
    let style: TerminalStyle

    /// A formatter quoting the lines of `source`.
    init(source: String, style: TerminalStyle) {
        sourceLines = SourceLines(source)
        self.style = style
    }

    /// A formatter quoting `sourceLines`.
    init(sourceLines: [Substring], style: TerminalStyle) {
        self.sourceLines = SourceLines(lines: sourceLines)
        self.style = style
    }

    /// At most this many characters of the line are quoted before the caret, and after it.
    static let quotedBefore = 60
    static let quotedAfter = 80

    func format(_ diagnostic: Diagnostic) -> String {
        let severity = style.paint(diagnostic.severity.rawValue, .red)
        var text = "\(diagnostic.location): \(severity): \(diagnostic.message.text)"
        if let line = sourceLines[diagnostic.location.line] {
            let (quoted, padding) = Self.excerpt(of: line, caretAt: max(0, diagnostic.location.column - 1))
            text += "\n" + quoted + "\n" + padding + style.paint("^", .green)
        }
        return text
    }

    /// The part of `line` around the caret, `…` standing for what is left out, so a megabyte
    /// line quotes a few dozen characters; control characters are shown as their pictures
    /// (`␛`, `␀`) rather than sent to the terminal. Also the blanks that put the caret under
    /// its character.
    ///
    /// - Complexity: O(caret + ``quotedAfter``).
    static func excerpt(of line: Substring, caretAt caret: Int) -> (line: String, padding: String) {
        let scalars = line.unicodeScalars
        let skipped = caret > quotedBefore + 10 ? caret - quotedBefore : 0
        let start = scalars.index(scalars.startIndex, offsetBy: skipped, limitedBy: scalars.endIndex) ?? scalars.endIndex
        let end = scalars.index(start, offsetBy: caret - skipped + quotedAfter, limitedBy: scalars.endIndex) ?? scalars.endIndex
        var quoted = String.UnicodeScalarView()
        var padding = skipped > 0 ? " " : ""
        if skipped > 0 { quoted.append("…") }
        for (offset, scalar) in scalars[start..<end].enumerated() {
            quoted.append(visible(scalar))
            if offset < caret - skipped { padding += scalar == "\t" ? "\t" : " " }
        }
        if end != scalars.endIndex { quoted.append("…") }
        return (String(quoted), padding)
    }

    /// A control character's picture (U+2400 and on), so that quoting a line cannot move the
    /// terminal's cursor or change its colours; anything else, and tabs, as they are.
    private static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x09: scalar
        case 0x00..<0x20: Unicode.Scalar(0x2400 + scalar.value) ?? "?"
        case 0x7F: "\u{2421}"
        case 0x80..<0xA0: "\u{FFFD}"
        default: scalar
        }
    }
}
