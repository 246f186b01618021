import Foundation

/// A JSON value, decoded strictly: `true` is a boolean, never the number 1.
enum JSONValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    static func parse(_ text: some StringProtocol) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }
}

/// The part of JSON Schema (draft 2020-12) that `docs/schema/` uses: `type`, `enum`,
/// `properties`, `required`, `additionalProperties`, `items`, `minimum`, `oneOf`, and `$ref` to
/// `#/$defs/NAME` or to another file of the folder. Other keywords (titles, descriptions) are
/// ignored. CI checks the same schemas with Python's `jsonschema` too.
struct JSONSchema {
    let folder: URL
    let name: String

    /// Every way `value` breaks the schema, each with its JSON path; empty when it conforms.
    func problems(with value: JSONValue) throws -> [String] {
        let root = try Self.load(folder.appendingPathComponent(name))
        var problems: [String] = []
        try check(value, against: root, root: root, at: "$", into: &problems)
        return problems
    }

    private static func load(_ url: URL) throws -> JSONValue {
        try JSONValue.parse(String(contentsOf: url, encoding: .utf8))
    }

    private func check(_ value: JSONValue, against schema: JSONValue, root: JSONValue, at path: String, into problems: inout [String]) throws {
        guard case .object(let keywords) = schema else { return }
        if case .string(let reference)? = keywords["$ref"] {
            if reference.hasPrefix("#/$defs/") {
                guard case .object(let members) = root, case .object(let definitions)? = members["$defs"],
                    let definition = definitions[String(reference.dropFirst("#/$defs/".count))]
                else {
                    problems.append("\(path): unknown reference \(reference)")
                    return
                }
                try check(value, against: definition, root: root, at: path, into: &problems)
            } else {
                let other = try Self.load(folder.appendingPathComponent(reference))
                try check(value, against: other, root: other, at: path, into: &problems)
            }
        }
        if case .array(let choices)? = keywords["oneOf"] {
            var matching = 0
            for choice in choices {
                var found: [String] = []
                try check(value, against: choice, root: root, at: path, into: &found)
                if found.isEmpty { matching += 1 }
            }
            if matching != 1 { problems.append("\(path): matches \(matching) of the oneOf choices, not 1") }
        }
        if let type = keywords["type"] {
            let allowed: [String] =
                switch type {
                case .string(let one): [one]
                case .array(let many): many.compactMap { if case .string(let name) = $0 { name } else { nil } }
                default: []
                }
            if !allowed.contains(where: { Self.has(value, type: $0) }) {
                problems.append("\(path): expected \(allowed.joined(separator: " or ")), found \(value)")
                return
            }
        }
        if case .array(let choices)? = keywords["enum"], !choices.contains(value) {
            problems.append("\(path): \(value) is not one of \(choices)")
        }
        if case .integer(let minimum)? = keywords["minimum"], case .integer(let number) = value, number < minimum {
            problems.append("\(path): \(number) is below \(minimum)")
        }
        if case .object(let members) = value {
            if case .array(let required)? = keywords["required"] {
                for case .string(let key) in required where members[key] == nil {
                    problems.append("\(path): missing \(key)")
                }
            }
            let properties: [String: JSONValue] = if case .object(let properties)? = keywords["properties"] { properties } else { [:] }
            for (key, member) in members.sorted(by: { $0.key < $1.key }) {
                if let property = properties[key] {
                    try check(member, against: property, root: root, at: "\(path).\(key)", into: &problems)
                } else if let additional = keywords["additionalProperties"] {
                    if additional == .bool(false) {
                        problems.append("\(path): unexpected key \(key)")
                    } else {
                        try check(member, against: additional, root: root, at: "\(path).\(key)", into: &problems)
                    }
                }
            }
        }
        if case .array(let elements) = value, let items = keywords["items"] {
            for (index, element) in elements.enumerated() {
                try check(element, against: items, root: root, at: "\(path)[\(index)]", into: &problems)
            }
        }
    }

    private static func has(_ value: JSONValue, type: String) -> Bool {
        switch (value, type) {
        case (.null, "null"), (.bool, "boolean"), (.integer, "integer"), (.integer, "number"), (.number, "number"), (.string, "string"),
            (.array, "array"), (.object, "object"):
            true
        default:
            false
        }
    }
}
