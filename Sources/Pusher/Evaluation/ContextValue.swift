import ViewTree

/// One value in a ``PushContext``: JSON's kinds of value, written with Swift literals.
///
/// ```swift
/// let context: PushContext = ["expected": "value", "count": 3, "roles": ["admin"], "draft": nil]
/// ```
///
/// Numbers are `Double`s, so `3` and `3.0` are equal. Values print the way scenario files write
/// them: `"value"`, `3`, `true`, `null`, `["admin"]`, `{id: 7}`.
public enum ContextValue: Sendable, Hashable {
    /// A string: `"admin"`.
    case string(String)
    /// A number; integers are whole doubles: `3`, `2.5`.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`, written `nil` in Swift literals.
    case null
    /// A list: `["a", 1]`.
    case array([ContextValue])
    /// Named values: `{id: 7}`.
    case object([String: ContextValue])
}

// MARK: - Literals

extension ContextValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension ContextValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) {
        self = .number(Double(value))
    }
}

extension ContextValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) {
        self = .number(value)
    }
}

extension ContextValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension ContextValue: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension ContextValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: ContextValue...) {
        self = .array(elements)
    }
}

extension ContextValue: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, ContextValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

// MARK: - Printing

extension ContextValue: CustomStringConvertible {
    /// The value as a scenario file writes it, objects with sorted keys.
    public var description: String {
        switch self {
        case .string(let string):
            Quoting.quoted(string)
        case .number(let number):
            Self.format(number)
        case .bool(let bool):
            bool ? "true" : "false"
        case .null:
            "null"
        case .array(let values):
            "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .object(let object):
            "{" + PushContext.describe(object) + "}"
        }
    }

    /// Whole numbers print without a fraction (`3`, not `3.0`).
    static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return String(number)
    }
}

// MARK: - Codable

extension ContextValue: Codable {
    /// Decodes any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([ContextValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: ContextValue].self))
        }
    }

    /// Encodes the value as the JSON value of the same kind.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let string): try container.encode(string)
        case .number(let number): try container.encode(number)
        case .bool(let bool): try container.encode(bool)
        case .null: try container.encodeNil()
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        }
    }
}
