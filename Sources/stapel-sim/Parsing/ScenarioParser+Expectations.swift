import Pusher
import ViewTree

// MARK: - Expectations

extension ScenarioParser {
    /// Reads an expectation after its first word; the line is there for `not`'s text and
    /// `tree`'s block.
    typealias ExpectationReader = @Sendable (ScenarioParser, inout TokenCursor, SourceLine) throws(Diagnostic) -> Expectation

    /// Every expectation (``Grammar/expectations``) by its first word: what follows `expect` and
    /// `invariant`.
    static let expectationForms: [String: ExpectationReader] = [
        "not": { parser, cursor, line throws(Diagnostic) in
            // A run of `not`s is read in a loop, not by recursion (a file may hold thousands),
            // and folds to one `not` or none: `not not X` is X.
            var negations = 1
            while cursor.take(word: "not") { negations += 1 }
            // The negated expectation as written, for the failure message.
            let text = cursor.source
            let start = cursor.peek.flatMap { text.index(text.startIndex, offsetBy: $0.offset, limitedBy: text.endIndex) }
            let source = String(start.map { text[$0...] } ?? text)
            // No `not` is left, so this reads one level.
            let negated = try parser.expectation(line, &cursor)
            return negations % 2 == 0 ? negated : .not(negated, source: source)
        },
        "visible": string("visible", Expectation.visible),
        "hidden": string("hidden", Expectation.hidden),
        "absent": string("absent", Expectation.absent),
        "accepts": { parser, cursor, _ throws(Diagnostic) in .accepts(try parser.optionalContext(&cursor)) },
        "rejects": { parser, cursor, _ throws(Diagnostic) in .rejects(try parser.optionalContext(&cursor)) },
        "pushers": count("a number of pushers", Expectation.pushers),
        "active": { _, cursor, _ throws(Diagnostic) in
            if let name = cursor.takeString() { return .activeName(name) }
            return .activeNumber(try cursor.expectInteger("a pusher name or number after \"active\""))
        },
        "depth": count("a number of pushed screens after \"depth\"", Expectation.depth),
        "layers": count("a number of modal layers after \"layers\"", Expectation.layers),
        "contains": { parser, cursor, _ throws(Diagnostic) in .contains(try parser.screenID(&cursor, "a screen id after \"contains\"")) },
        "result": { parser, cursor, _ throws(Diagnostic) in .result(try parser.value(&cursor)) },
        "state": { _, cursor, _ throws(Diagnostic) in
            .state(try cursor.expectString("a state description after \"state\", such as \"root > \\\"detail\\\"\""))
        },
        "outcome": { _, cursor, _ throws(Diagnostic) in
            let kinds = OutcomeKind.allCases.map { (name: $0.rawValue, value: $0) }
            let known = kinds.map(\.name).joined(separator: ", ")
            return .outcome(try cursor.expectPhrase(among: kinds, "an outcome (\(known)) after \"outcome\""))
        },
        "context": comparison("context", Expectation.context),
        "binding": comparison("binding", Expectation.binding),
        "description": string("description", expected: "a description after \"description\", such as \"['A'|'B']\"", Expectation.description),
        "transitioning": { _, _, _ in .transitioning(true) },
        "settled": { _, _, _ in .transitioning(false) },
        "time": { _, cursor, _ throws(Diagnostic) in
            .time(try ScenarioParser.duration(&cursor, "a duration such as 0.55s or 550ms after \"time\""))
        },
        "did": { _, cursor, _ throws(Diagnostic) in
            guard cursor.take(word: "appear") else { throw cursor.failure(expected: "\"appear\" after \"did\"") }
            return .didAppear(try cursor.expectString("a string after \"did appear\""))
        },
        "tree": { _, _, line in
            // An empty block is a tree not recorded yet: `check --record` fills it.
            .tree(line.rawBlock.isEmpty ? "" : line.rawBlock.joined(separator: "\n") + "\n")
        },
    ]

    static let expectationWords = Grammar.firstWords(of: Grammar.expectations)
    static let expectedExpectation = alternatives(Grammar.expectations) + " after \"expect\""

    /// One expectation, read by the entry of ``expectationForms`` for its first word.
    func expectation(_ line: SourceLine, _ cursor: inout TokenCursor) throws(Diagnostic) -> Expectation {
        let location = cursor.location
        let word = try cursor.expectWord(Self.expectedExpectation)
        guard let form = Self.expectationForms[word] else {
            throw Diagnostic(.unknownWord(expected: Self.expectedExpectation, found: word, candidates: Self.expectationWords), at: location)
        }
        return try form(self, &cursor, line)
    }

    /// An expectation of one string: `visible "Home"`.
    private static func string(
        _ word: String, expected: String? = nil, _ make: @escaping @Sendable (String) -> Expectation
    ) -> ExpectationReader {
        { _, cursor, _ throws(Diagnostic) in make(try cursor.expectString(expected ?? "a string after \"\(word)\"")) }
    }

    /// An expectation of a count, after an optional comparison: `depth <= 5`.
    private static func count(_ expected: String, _ make: @escaping @Sendable (PushRule.Comparison, Int) -> Expectation) -> ExpectationReader {
        { _, cursor, _ throws(Diagnostic) in
            let comparison = comparison(&cursor)
            return make(comparison, try cursor.expectInteger(expected))
        }
    }

    /// An expectation of a key compared with a value: `context id == 7`.
    private static func comparison(
        _ word: String, _ make: @escaping @Sendable (String, PushRule.Comparison, ContextValue) -> Expectation
    ) -> ExpectationReader {
        { parser, cursor, _ throws(Diagnostic) in
            let key = try parser.key(&cursor, "a \(word) key after \"\(word)\"")
            guard case .symbol(let symbol)? = cursor.peek?.kind, let comparison = PushRule.Comparison(rawValue: symbol) else {
                throw cursor.failure(expected: "a comparison (==, !=, <, <=, >, >=) after \"\(word) \(key)\"")
            }
            _ = cursor.next()
            return make(key, comparison, try parser.value(&cursor))
        }
    }

    /// `==`, `!=`, `<`, `<=`, `>` or `>=` before a count, if one is there; none means `==`.
    private static func comparison(_ cursor: inout TokenCursor) -> PushRule.Comparison {
        guard case .symbol(let symbol)? = cursor.peek?.kind, let comparison = PushRule.Comparison(rawValue: symbol) else { return .equal }
        _ = cursor.next()
        return comparison
    }
}
