/// One non-blank line of a scenario with the lines indented under it: the file's block structure.
///
/// A value, not an object: a file of a million steps is a million lines, and allocating,
/// reference counting and freeing an object for each was a tenth of reading them. The reader
/// builds each block bottom-up (a line is added to its parent when the line's block ends).
struct SourceLine {
    /// Where the line's first non-space character stands.
    let location: SourceLocation
    /// The number of leading spaces.
    let indentation: Int
    /// The text the line is part of: its file's, or the line alone.
    let whole: String
    /// Where ``text`` stands in ``whole``, as UTF-8 offsets: what the lexer reads.
    let byteRange: Range<Int>
    /// The lines indented under this one.
    var children: [SourceLine] = []
    /// For `expect tree`: the lines under it, verbatim, with the block's indentation removed.
    var rawBlock: [String] = []

    init(location: SourceLocation, indentation: Int, in whole: String, byteRange: Range<Int>) {
        self.location = location
        self.indentation = indentation
        self.whole = whole
        self.byteRange = byteRange
    }

    /// A line of its own (one typed at the REPL), at `location`.
    init(_ text: String, at location: SourceLocation) {
        self.init(location: location, indentation: 0, in: text, byteRange: 0..<text.utf8.count)
    }

    /// The line without its leading spaces or its newline. Made when asked: a step checked as
    /// its file is read never asks, and making it for each of a million lines was a twentieth
    /// of reading them.
    var text: Substring { whole.slice(bytes: byteRange) }

    /// The location `offset` characters after the line's first non-space character.
    func location(atColumn offset: Int) -> SourceLocation {
        location.advanced(byColumns: offset)
    }
}
