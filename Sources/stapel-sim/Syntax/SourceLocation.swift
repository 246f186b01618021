/// Where something stands in a scenario file: 1-based line and column (columns count Unicode
/// scalars, so the caret lines up under non-ASCII text).
///
/// Every parsed step holds one: the line and column are kept in four bytes each (a file of more
/// than four billion lines is refused long before), 24 bytes in all rather than 32.
struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
    let file: String
    private let storedLine: UInt32
    private let storedColumn: UInt32

    init(file: String, line: Int, column: Int) {
        self.file = file
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    var line: Int { Int(storedLine) }
    var column: Int { Int(storedColumn) }

    /// The location `columns` characters further along the same line.
    func advanced(byColumns columns: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + columns)
    }

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `file:line:column`.
    var description: String {
        "\(file):\(line):\(column)"
    }

    private enum CodingKeys: String, CodingKey {
        case file, line, column
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            file: try container.decode(String.self, forKey: .file), line: try container.decode(Int.self, forKey: .line),
            column: try container.decode(Int.self, forKey: .column))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }
}
