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

    func format(_ diagnostic: Diagnostic) -> String {
        let severity = style.paint(diagnostic.severity.rawValue, .red)
        var text = "\(diagnostic.location): \(severity): \(diagnostic.message.text)"
        if let line = sourceLines[diagnostic.location.line] {
            text += "\n" + line
            let padding = line.unicodeScalars.prefix(max(0, diagnostic.location.column - 1))
                .map { $0 == "\t" ? "\t" : " " }.joined()
            text += "\n" + padding + style.paint("^", .green)
        }
        return text
    }
}
