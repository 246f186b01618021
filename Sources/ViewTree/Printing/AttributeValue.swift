/// An attribute's value: a string (quoted in text) or a literal printed as it is (a number, a rule).
enum AttributeValue {
    case string(String)
    case literal(String)

    /// The value as the text printer shows it.
    var printed: String {
        switch self {
        case .string(let string): Quoting.quoted(string)
        case .literal(let literal): literal
        }
    }

    /// The value itself, as JSON carries it.
    var raw: String {
        switch self {
        case .string(let value), .literal(let value): value
        }
    }
}
