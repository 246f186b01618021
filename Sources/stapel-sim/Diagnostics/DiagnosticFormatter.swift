/// Renders diagnostics as compilers do: `file:line:column: error: message`, the source line, and
/// a caret under the column.
struct DiagnosticFormatter {
    /// The scenario's lines, to quote under each message.
    let sourceLines: [Substring]
    let style: TerminalStyle

    func format(_ diagnostic: Diagnostic) -> String {
        let severity = style.paint(diagnostic.severity.rawValue, .red)
        var text = "\(diagnostic.location): \(severity): \(diagnostic.message.text)"
        let index = diagnostic.location.line - 1
        if sourceLines.indices.contains(index) {
            let line = sourceLines[index]
            text += "\n" + line
            let padding = line.unicodeScalars.prefix(max(0, diagnostic.location.column - 1))
                .map { $0 == "\t" ? "\t" : " " }.joined()
            text += "\n" + padding + style.paint("^", .green)
        }
        return text
    }
}
