/// Where something stands in a scenario file: 1-based line and column (columns count Unicode
/// scalars, so the caret lines up under non-ASCII text).
struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
    let file: String
    let line: Int
    let column: Int

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `file:line:column`.
    var description: String {
        "\(file):\(line):\(column)"
    }
}
