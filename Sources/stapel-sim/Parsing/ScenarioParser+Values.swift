import Pusher
import ViewTree

// MARK: - Context and rules

extension ScenarioParser {
    /// `with key: value, …`, or the empty context when the next word is not `with`.
    func optionalContext(_ cursor: inout TokenCursor) throws(Diagnostic) -> PushContext {
        guard cursor.take(word: "with") else { return [:] }
        return try assignments(&cursor)
    }

    /// `key: value, …`: at least one.
    func assignments(_ cursor: inout TokenCursor) throws(Diagnostic) -> PushContext {
        var context = PushContext()
        repeat {
            let key = try self.key(&cursor, "a context key")
            try cursor.expect(symbol: ":")
            context[key] = try value(&cursor)
        } while cursor.take(symbol: ",")
        return context
    }

    func key(_ cursor: inout TokenCursor, _ what: String) throws(Diagnostic) -> String {
        switch cursor.peek?.kind {
        case .word(let word)?:
            _ = cursor.next()
            return word
        case .string(let string)?:
            _ = cursor.next()
            return string
        default:
            throw cursor.failure(expected: what)
        }
    }

    func value(_ cursor: inout TokenCursor, depth: Int = 0) throws(Diagnostic) -> ContextValue {
        let what = "a value (a string, a number, true, false, null or a [list])"
        switch cursor.peek?.kind {
        case .string(let string)?:
            _ = cursor.next()
            return .string(string)
        case .number(let number)?:
            _ = cursor.next()
            return .number(number)
        case .word("true")?:
            _ = cursor.next()
            return true
        case .word("false")?:
            _ = cursor.next()
            return false
        case .word("null")?:
            _ = cursor.next()
            return .null
        case .symbol("[")?:
            return .array(try list(&cursor, depth: depth))
        default:
            throw cursor.failure(expected: what)
        }
    }

    func list(_ cursor: inout TokenCursor, depth: Int = 0) throws(Diagnostic) -> [ContextValue] {
        guard depth < Self.maximumNesting else { throw Diagnostic(.tooDeep("lists", limit: Self.maximumNesting), at: cursor.location) }
        try cursor.expect(symbol: "[")
        var values: [ContextValue] = []
        if cursor.take(symbol: "]") { return values }
        repeat {
            values.append(try value(&cursor, depth: depth + 1))
        } while cursor.take(symbol: ",")
        try cursor.expect(symbol: "]")
        return values
    }

    /// `or` binds loosest, then `and`, then `not`; comparisons bind tightest.
    /// A rule nests no deeper than ``maximumNesting`` (`not` and parentheses), chains no more
    /// than ``maximumChain`` terms, and its tree is no more than ``maximumRuleHeight`` levels
    /// high in all (a chain of n terms is n high): rules are evaluated, printed, compared and
    /// freed recursively, and parentheses around the first term of each chain would otherwise
    /// multiply the two limits.
    func rule(_ cursor: inout TokenCursor, depth: Int = 0) throws(Diagnostic) -> PushRule {
        try disjunction(&cursor, depth: depth).rule
    }

    /// A rule and the height of its tree.
    private typealias MeasuredRule = (rule: PushRule, height: Int)

    private func disjunction(_ cursor: inout TokenCursor, depth: Int) throws(Diagnostic) -> MeasuredRule {
        var (rule, height) = try conjunction(&cursor, depth: depth)
        var terms = 1
        while cursor.take(word: "or") {
            terms += 1
            guard terms <= Self.maximumChain else { throw Self.chainTooLong(at: cursor.location) }
            let location = cursor.location
            let next = try conjunction(&cursor, depth: depth)
            (rule, height) = (.or(rule, next.rule), try Self.checked(height: max(height, next.height) + 1, at: location))
        }
        return (rule, height)
    }

    private func conjunction(_ cursor: inout TokenCursor, depth: Int) throws(Diagnostic) -> MeasuredRule {
        var (rule, height) = try negation(&cursor, depth: depth)
        var terms = 1
        while cursor.take(word: "and") {
            terms += 1
            guard terms <= Self.maximumChain else { throw Self.chainTooLong(at: cursor.location) }
            let location = cursor.location
            let next = try negation(&cursor, depth: depth)
            (rule, height) = (.and(rule, next.rule), try Self.checked(height: max(height, next.height) + 1, at: location))
        }
        return (rule, height)
    }

    /// `height`, unless it passes the limit.
    private static func checked(height: Int, at location: SourceLocation) throws(Diagnostic) -> Int {
        guard height <= maximumRuleHeight else {
            throw Diagnostic(.tooDeep("a rule's terms (each term of an \"and\" or \"or\" chain one level)", limit: maximumRuleHeight), at: location)
        }
        return height
    }

    private static func chainTooLong(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .expected("at most \(maximumChain) terms joined by \"and\" or \"or\" in one rule", found: "term \(maximumChain + 1)"), at: location)
    }

    private func negation(_ cursor: inout TokenCursor, depth: Int) throws(Diagnostic) -> MeasuredRule {
        if case .word("not")? = cursor.peek?.kind {
            guard depth < Self.maximumNesting else {
                throw Diagnostic(.tooDeep("\"not\" and parentheses", limit: Self.maximumNesting), at: cursor.location)
            }
            let location = cursor.location
            _ = cursor.next()
            let (inner, height) = try negation(&cursor, depth: depth + 1)
            return (.not(inner), try Self.checked(height: height + 1, at: location))
        }
        if case .symbol("(")? = cursor.peek?.kind {
            guard depth < Self.maximumNesting else {
                throw Diagnostic(.tooDeep("\"not\" and parentheses", limit: Self.maximumNesting), at: cursor.location)
            }
            _ = cursor.next()
            let measured = try disjunction(&cursor, depth: depth + 1)
            try cursor.expect(symbol: ")")
            return measured
        }
        return (try comparison(&cursor), 1)
    }

    /// A term: `has KEY`, `KEY in [...]` or `KEY == VALUE` (any comparison).
    private func comparison(_ cursor: inout TokenCursor) throws(Diagnostic) -> PushRule {
        if cursor.take(word: "has") {
            return .has(key: try key(&cursor, "a context key after \"has\""))
        }
        let key = try self.key(&cursor, "a rule (key == value, key in [...], has key, not, parentheses)")
        if cursor.take(word: "in") {
            return .isIn(key: key, values: try list(&cursor))
        }
        guard case .symbol(let symbol)? = cursor.peek?.kind, let comparison = PushRule.Comparison(rawValue: symbol) else {
            throw cursor.failure(expected: "a comparison (==, !=, <, <=, >, >=) or \"in\" after \(Quoting.quoted(key))")
        }
        _ = cursor.next()
        let valueLocation = cursor.location
        let found = cursor.foundDescription
        let value = try value(&cursor)
        switch (comparison, value) {
        case (.less, .number), (.lessOrEqual, .number), (.greater, .number), (.greaterOrEqual, .number),
            (.equal, _), (.notEqual, _):
            return .compare(key: key, comparison: comparison, value: value)
        default:
            throw Diagnostic(.orderingNeedsNumber(comparison: comparison.rawValue, found: found), at: valueLocation)
        }
    }

    /// `as ID`, or `nil` when the next word is not `as`.
    func optionalID(_ cursor: inout TokenCursor) throws(Diagnostic) -> ScreenID? {
        guard !Self.startsAsOne(cursor), cursor.take(word: "as") else { return nil }
        return try screenID(&cursor, "a screen id (a string or a number) after \"as\"")
    }

    /// A string or a number; `1` is not `"1"`.
    func screenID(_ cursor: inout TokenCursor, _ what: String) throws(Diagnostic) -> ScreenID {
        switch cursor.peek?.kind {
        case .string(let string)?:
            _ = cursor.next()
            return ScreenID(string)
        case .number(let number)?:
            _ = cursor.next()
            if number == number.rounded(), abs(number) < 1e15 { return ScreenID(Int(number)) }
            return ScreenID(number)
        default:
            throw cursor.failure(expected: what)
        }
    }

    /// `DURATION [EASING]`: a duration in seconds or milliseconds (`0.2s`, `300ms`), then an
    /// easing (`linear`, `ease-in`, `ease-out`, `ease-in-out`, or a quoted name of your own);
    /// ease-out when none is named. A zero duration is no transition.
    static func transition(_ cursor: inout TokenCursor, after owner: String, allowsNone: Bool) throws(Diagnostic) -> Transition? {
        let expected = allowsNone ? "\"none\" or a duration such as 0.2s or 300ms after \(owner)" : "a duration such as 0.2s or 300ms after \(owner)"
        let duration = try Self.duration(&cursor, expected)
        var easing = Easing.easeOut
        switch cursor.peek?.kind {
        case .word(let name)? where Self.easings[name] != nil:
            _ = cursor.next()
            easing = Self.easings[name] ?? easing
        case .string(let name)?:
            _ = cursor.next()
            easing = Easing(name)
        default:
            break
        }
        return duration > .zero ? Transition(duration, easing) : nil
    }

    /// The easings a scenario names without quotes, as CSS writes them or as Swift does.
    private static let easings: [String: Easing] = [
        "linear": .linear, "ease-in": .easeIn, "ease-out": .easeOut, "ease-in-out": .easeInOut,
        "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
    ]

    /// A number followed by `s` or `ms`, at least zero.
    static func duration(_ cursor: inout TokenCursor, _ expected: String) throws(Diagnostic) -> Duration {
        guard case .number(let number)? = cursor.peek?.kind, number >= 0, number < 1e9 else { throw cursor.failure(expected: expected) }
        _ = cursor.next()
        if cursor.take(word: "s") {
            return .nanoseconds(Int64((number * 1e9).rounded()))
        }
        if cursor.take(word: "ms") {
            return .nanoseconds(Int64((number * 1e6).rounded()))
        }
        throw cursor.failure(expected: "a unit, \"s\" or \"ms\", after the number")
    }
}

extension PopTarget {
    /// Whether `one by one` may follow: the pops of several screens from the top.
    var allowsOneByOne: Bool {
        switch self {
        case .root, .last: true
        case .previous, .to, .from, .after, .pusher: false
        }
    }
}

extension DismissTarget {
    /// Whether `one by one` may follow: the dismissals of several layers from the top.
    var allowsOneByOne: Bool {
        switch self {
        case .all, .last: true
        case .top, .to, .from, .level: false
        }
    }
}
