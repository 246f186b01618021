/// One non-blank line of a scenario with the lines indented under it: the file's block structure.
final class SourceLine {
    /// Where the line's first non-space character stands.
    let location: SourceLocation
    /// The number of leading spaces.
    let indentation: Int
    /// The line without its leading spaces or its newline.
    let text: Substring
    /// The lines indented under this one.
    var children: [SourceLine] = []
    /// For `expect tree`: the lines under it, verbatim, with the block's indentation removed.
    var rawBlock: [String] = []

    init(location: SourceLocation, indentation: Int, text: Substring) {
        self.location = location
        self.indentation = indentation
        self.text = text
    }

    /// The location `offset` characters after the line's first non-space character.
    func location(atColumn offset: Int) -> SourceLocation {
        SourceLocation(file: location.file, line: location.line, column: location.column + offset)
    }
}
