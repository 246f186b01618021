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
///
/// Evaluating, printing, comparing and hashing a rule use no recursion. Swift frees a rule one
/// level at a time, recursively, so a rule built in code should nest at most some tens of
/// thousands of levels (20,000 are tested); a scenario's rules nest at most 256.
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
    /// - Complexity: O(size of the rule), plus O(list) for `in`; without recursion, so a rule
    ///   built in code may nest as deep as memory allows.
    public func accepts(_ context: PushContext) -> Bool {
        // What is left to do, last first: evaluate a rule into `result`, or combine `result`
        // with what came before. `and` and `or` skip their right side as `&&` and `||` do.
        enum Step {
            case evaluate(PushRule)
            case negate
            case andThen(PushRule)
            case orElse(PushRule)
        }
        var steps: [Step] = [.evaluate(self)]
        var result = false
        while let step = steps.popLast() {
            switch step {
            case .evaluate(.compare(let key, let comparison, let expected)):
                guard let actual = context[key] else {
                    result = comparison == .notEqual
                    continue
                }
                result = Self.compare(actual, comparison, expected)
            case .evaluate(.isIn(let key, let values)):
                result = context[key].map(values.contains) ?? false
            case .evaluate(.has(let key)):
                result = context[key].map { $0 != .null } ?? false
            case .evaluate(.not(let rule)):
                steps += [.negate, .evaluate(rule)]
            case .evaluate(.and(let left, let right)):
                steps += [.andThen(right), .evaluate(left)]
            case .evaluate(.or(let left, let right)):
                steps += [.orElse(right), .evaluate(left)]
            case .negate:
                result.toggle()
            case .andThen(let right):
                if result { steps.append(.evaluate(right)) }
            case .orElse(let right):
                if !result { steps.append(.evaluate(right)) }
            }
        }
        return result
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

extension PushRule {
    /// Every key the rule reads: what a context has to hold for the rule to tell two apart.
    ///
    /// ```swift
    /// (.key("role") == "admin" && .has("token")).keys   // ["role", "token"]
    /// ```
    ///
    /// - Complexity: O(size of the rule), without recursion.
    public var keys: Set<String> {
        var keys: Set<String> = []
        var pending = [self]
        while let rule = pending.popLast() {
            switch rule {
            case .compare(let key, _, _), .isIn(let key, _), .has(let key): keys.insert(key)
            case .not(let inner): pending.append(inner)
            case .and(let left, let right), .or(let left, let right): pending += [left, right]
            }
        }
        return keys
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

// MARK: - Equality

extension PushRule {
    /// Whether two rules are the same tree, compared without recursion.
    public static func == (lhs: PushRule, rhs: PushRule) -> Bool {
        var pairs = [(lhs, rhs)]
        while let pair = pairs.popLast() {
            switch pair {
            case (.compare(let key, let comparison, let value), .compare(let otherKey, let otherComparison, let otherValue)):
                guard key == otherKey, comparison == otherComparison, value == otherValue else { return false }
            case (.isIn(let key, let values), .isIn(let otherKey, let otherValues)):
                guard key == otherKey, values == otherValues else { return false }
            case (.has(let key), .has(let otherKey)):
                guard key == otherKey else { return false }
            case (.not(let rule), .not(let other)):
                pairs.append((rule, other))
            case (.and(let left, let right), .and(let otherLeft, let otherRight)),
                (.or(let left, let right), .or(let otherLeft, let otherRight)):
                pairs += [(right, otherRight), (left, otherLeft)]
            default:
                return false
            }
        }
        return true
    }

    /// Hashes the tree in the order ``==`` compares it, without recursion.
    public func hash(into hasher: inout Hasher) {
        var pending = [self]
        while let rule = pending.popLast() {
            switch rule {
            case .compare(let key, let comparison, let value):
                hasher.combine(0)
                hasher.combine(key)
                hasher.combine(comparison)
                hasher.combine(value)
            case .isIn(let key, let values):
                hasher.combine(1)
                hasher.combine(key)
                hasher.combine(values)
            case .has(let key):
                hasher.combine(2)
                hasher.combine(key)
            case .not(let rule):
                hasher.combine(3)
                pending.append(rule)
            case .and(let left, let right):
                hasher.combine(4)
                pending += [right, left]
            case .or(let left, let right):
                hasher.combine(5)
                pending += [right, left]
            }
        }
    }
}

// MARK: - Printing

extension PushRule: CustomStringConvertible {
    /// The rule as a scenario file writes it, with parentheses only where they are needed:
    /// `role in ["admin", "owner"] and (has token or debug == true)`. Written without
    /// recursion, as ``accepts(_:)`` is.
    public var description: String {
        enum Piece {
            case rule(PushRule)
            case text(String)
        }
        // Pieces still to write, last first; an operand that binds more loosely than its
        // operator goes in parentheses.
        func operand(_ rule: PushRule, below parent: Int) -> [Piece] {
            rule.precedence < parent ? [.text(")"), .rule(rule), .text("(")] : [.rule(rule)]
        }
        var pieces: [Piece] = [.rule(self)]
        var output = ""
        while let piece = pieces.popLast() {
            switch piece {
            case .text(let text):
                output += text
            case .rule(.compare(let key, let comparison, let value)):
                output += "\(Self.printedKey(key)) \(comparison.rawValue) \(value)"
            case .rule(.isIn(let key, let values)):
                output += "\(Self.printedKey(key)) in \(ContextValue.array(values))"
            case .rule(.has(let key)):
                output += "has \(Self.printedKey(key))"
            case .rule(.not(let rule)):
                if case .has = rule {
                    output += "not "
                    pieces.append(.rule(rule))
                } else {
                    output += "not ("
                    pieces += [.text(")"), .rule(rule)]
                }
            case .rule(.and(let left, let right)):
                pieces += operand(right, below: 2) + [.text(" and ")] + operand(left, below: 2)
            case .rule(.or(let left, let right)):
                pieces += operand(right, below: 1) + [.text(" or ")] + operand(left, below: 1)
            }
        }
        return output
    }

    /// How tightly the rule binds when printed: `or` 1, `and` 2, the rest 3.
    private var precedence: Int {
        switch self {
        case .or: 1
        case .and: 2
        case .compare, .isIn, .has, .not: 3
        }
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
