import ViewTree

/// A declarative evaluation rule: data that can be printed, encoded, and parsed from scenario
/// files, where Stapel only has closures.
///
/// Build rules with keys and operators:
///
/// ```swift
/// let rule: PushRule = .key("expected") == "value"
/// let admins: PushRule = .key("role").isIn(["admin", "owner"]) && .has("token")
/// print(admins)   // role in ["admin", "owner"] and has token
/// ```
///
/// A missing key makes every comparison false except `!=`; `<`, `<=`, `>` and `>=` compare two
/// numbers or two strings and are false for anything else; `has` is true when the key is present
/// and not `null`.
public indirect enum PushRule: Sendable, Hashable, Codable {
    /// The value at `key` compared with `value`: `count > 3`.
    case compare(key: String, comparison: Comparison, value: ContextValue)
    /// The value at `key` is one of `values`: `role in ["admin", "owner"]`.
    case isIn(key: String, values: [ContextValue])
    /// `key` is present and not `null`: `has token`.
    case has(key: String)
    /// The rule does not hold.
    case not(PushRule)
    /// Both rules hold.
    case and(PushRule, PushRule)
    /// Either rule holds.
    case or(PushRule, PushRule)

    /// How a `compare` rule compares the context's value with the rule's.
    public enum Comparison: String, Sendable, Hashable, Codable, CaseIterable {
        case equal = "=="
        case notEqual = "!="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
    }

    /// A key of the context, to compare with operators: `.key("count") > 3`.
    public struct Key: Sendable, Hashable {
        /// The context key.
        public let name: String

        /// The context key `name`; lets `.key("count") > 3` be written where a rule is expected.
        public static func key(_ name: String) -> Key {
            Key(name: name)
        }
    }

    /// The context key `name`.
    public static func key(_ name: String) -> Key {
        Key(name: name)
    }

    /// True when the context has `key` with a value other than `null`.
    public static func has(_ key: String) -> PushRule {
        .has(key: key)
    }
}

// MARK: - Evaluating

extension PushRule {
    /// Whether `context` satisfies the rule.
    ///
    /// - Complexity: O(size of the rule), plus O(list) for `in`.
    public func accepts(_ context: PushContext) -> Bool {
        switch self {
        case .compare(let key, let comparison, let expected):
            guard let actual = context[key] else { return comparison == .notEqual }
            return Self.compare(actual, comparison, expected)
        case .isIn(let key, let values):
            return context[key].map(values.contains) ?? false
        case .has(let key):
            guard let value = context[key] else { return false }
            return value != .null
        case .not(let rule):
            return !rule.accepts(context)
        case .and(let left, let right):
            return left.accepts(context) && right.accepts(context)
        case .or(let left, let right):
            return left.accepts(context) || right.accepts(context)
        }
    }

    private static func compare(_ actual: ContextValue, _ comparison: Comparison, _ expected: ContextValue) -> Bool {
        switch comparison {
        case .equal: return actual == expected
        case .notEqual: return actual != expected
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            let order: Int
            switch (actual, expected) {
            case (.number(let a), .number(let b)): order = a < b ? -1 : (a > b ? 1 : 0)
            case (.string(let a), .string(let b)): order = a < b ? -1 : (a > b ? 1 : 0)
            default: return false
            }
            switch comparison {
            case .less: return order < 0
            case .lessOrEqual: return order <= 0
            case .greater: return order > 0
            case .greaterOrEqual: return order >= 0
            case .equal, .notEqual: return false
            }
        }
    }
}

// MARK: - Operators

extension PushRule.Key {
    /// The value at this key equals `value`.
    public static func == (key: Self, value: ContextValue) -> PushRule { .compare(key: key.name, comparison: .equal, value: value) }
    /// The value at this key differs from `value`, or is missing.
    public static func != (key: Self, value: ContextValue) -> PushRule { .compare(key: key.name, comparison: .notEqual, value: value) }
    /// The value at this key is less than `value`.
    public static func < (key: Self, value: ContextValue) -> PushRule { .compare(key: key.name, comparison: .less, value: value) }
    /// The value at this key is at most `value`.
    public static func <= (key: Self, value: ContextValue) -> PushRule { .compare(key: key.name, comparison: .lessOrEqual, value: value) }
    /// The value at this key is greater than `value`.
    public static func > (key: Self, value: ContextValue) -> PushRule { .compare(key: key.name, comparison: .greater, value: value) }
    /// The value at this key is at least `value`.
    public static func >= (key: Self, value: ContextValue) -> PushRule { .compare(key: key.name, comparison: .greaterOrEqual, value: value) }

    /// The value at this key is one of `values`.
    public func isIn(_ values: [ContextValue]) -> PushRule {
        .isIn(key: name, values: values)
    }
}

extension PushRule {
    /// Both rules hold.
    public static func && (left: PushRule, right: PushRule) -> PushRule { .and(left, right) }
    /// Either rule holds.
    public static func || (left: PushRule, right: PushRule) -> PushRule { .or(left, right) }
    /// The rule does not hold.
    public static prefix func ! (rule: PushRule) -> PushRule { .not(rule) }
}

// MARK: - Printing

extension PushRule: CustomStringConvertible {
    /// The rule as a scenario file writes it, with parentheses only where they are needed:
    /// `role in ["admin", "owner"] and (has token or debug == true)`.
    public var description: String {
        switch self {
        case .compare(let key, let comparison, let value):
            "\(Self.printedKey(key)) \(comparison.rawValue) \(value)"
        case .isIn(let key, let values):
            "\(Self.printedKey(key)) in \(ContextValue.array(values))"
        case .has(let key):
            "has \(Self.printedKey(key))"
        case .not(let rule):
            if case .has = rule { "not \(rule)" } else { "not (\(rule))" }
        case .and(let left, let right):
            "\(left.operand(below: 2)) and \(right.operand(below: 2))"
        case .or(let left, let right):
            "\(left.operand(below: 1)) or \(right.operand(below: 1))"
        }
    }

    /// How tightly the rule binds when printed: `or` 1, `and` 2, the rest 3.
    private var precedence: Int {
        switch self {
        case .or: 1
        case .and: 2
        case .compare, .isIn, .has, .not: 3
        }
    }

    private func operand(below parent: Int) -> String {
        precedence < parent ? "(\(self))" : description
    }

    /// A key as rules print it: bare when it is a plain word, quoted otherwise.
    static func printedKey(_ key: String) -> String {
        let isWord =
            key.first.map { $0.isLetter || $0 == "_" } ?? false
            && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" }
            && !reservedWords.contains(key)
        return isWord ? key : Quoting.quoted(key)
    }

    /// Words a scenario file reads as part of a rule, so keys with these names are quoted.
    static let reservedWords: Set<String> = ["and", "or", "not", "in", "has", "true", "false", "null"]
}
