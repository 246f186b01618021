/// An attribute's value in the printed tree: how text shows it and what JSON carries.
///
/// ```swift
/// var treeAnnotations: [TreeAnnotation] {
///     [.attribute("count", .integer(count)), .attribute("name", .string(name))]
/// }
/// // text: Badge count: 3 name: "inbox"
/// // JSON: "attributes":{"count":3,"name":"inbox"}
/// ```
public enum TreeAttributeValue: Sendable, Hashable {
    /// A string: quoted in text (`name: "root"`), a JSON string (`"root"`).
    case string(String)
    /// An integer: bare in text and a JSON number.
    case integer(Int)
    /// Anything else, such as a rule: as it is in text (`rule: has section`), a JSON string.
    case literal(String)

    /// A value's natural form: a `String` is a string, an `Int` an integer, anything else the
    /// literal `String(describing:)` gives.
    public init(_ value: Any) {
        switch value {
        case let string as String: self = .string(string)
        case let integer as Int: self = .integer(integer)
        default: self = .literal(String(describing: value))
        }
    }

    /// The value as the text printer shows it.
    var printed: String {
        switch self {
        case .string(let string): Quoting.quoted(string)
        case .integer(let integer): String(integer)
        case .literal(let literal): literal
        }
    }

    /// Writes the value as JSON.
    func writeJSON(to output: inout TextOutput) {
        switch self {
        case .string(let value), .literal(let value): output.writeQuoted(value, style: .json)
        case .integer(let integer): output.write(contentsOf: String(integer))
        }
    }
}
