import Pusher
import ViewTree

/// Writes a parsed ``Scenario`` back as scenario text, in canonical form: the inverse of
/// ``ScenarioParser``. Parsing what it prints gives the same scenario
/// (`parse(print(parse(f))) == parse(f)`, checked over the examples, the test fixtures and
/// generated files), which is what holds the parser and the printer to one grammar.
///
/// ```swift
/// let scenario = try ScenarioParser.parse(text, file: "app.stapel")
/// ScenarioPrinter.text(of: scenario)   // the same scenario, laid out canonically
/// ```
///
/// What it writes: the directives that differ from the default profile, the declarations,
/// the views by name, the app, then the steps; two spaces a level; an element's destination
/// on its line (`-> Detail`) when it is one short element, else as its block. Comments and
/// blank lines are the source's, not the scenario's, so they are not kept: `stapel-sim format`
/// lays out a file and keeps them.
///
/// - Complexity: O(size of the scenario). Blocks are written with an explicit stack (files nest
///   thousands deep); the recursion that remains is bounded by the parser's limits (rules) or by
///   ``inlineBudget``.
enum ScenarioPrinter {
    /// How many elements one line may chain after `->` before the rest goes in a block.
    static let inlineBudget = 4

    /// The scenario as text.
    static func text(of scenario: Scenario) -> String {
        var lines: [String] = []
        let defaults = NavigationProfile.stapel
        for directive in Directive.all where directive.written(scenario.profile) != directive.written(defaults) {
            lines += directive.written(scenario.profile)
        }
        if !scenario.state.isEmpty { lines.append("state " + context(scenario.state)) }
        for key in scenario.topShowingBindings.sorted() { lines.append("binding \(self.key(key)) = top showing") }
        let writer = BlockWriter()
        for route in scenario.routes {
            writer.write(header: "route " + string(route.pattern), destination: route.destination, indent: 0, into: &lines)
        }
        for invariant in scenario.invariants {
            writer.write(expectation: invariant.expectation, after: "invariant ", indent: 0, into: &lines)
        }
        for event in scenario.events {
            writer.write(header: "on " + string(event.name) + " -> ", action: event.action, indent: 0, into: &lines)
        }
        for view in scenario.views.values.sorted(by: { $0.name < $1.name }) {
            writer.write(header: "view " + view.name, block: view.body, indent: 0, into: &lines)
        }
        writer.write(header: "app", block: scenario.app, indent: 0, into: &lines)
        for step in scenario.steps {
            writer.write(step: step.kind, into: &lines)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Values

    /// A string as the lexer reads it back: quotes, backslashes, new lines and tabs escaped.
    static func string(_ text: String) -> String {
        var result = "\""
        for character in text.unicodeScalars {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(character)
            }
        }
        return result + "\""
    }

    /// A key bare when it reads back as the same word, else quoted.
    static func key(_ key: String) -> String {
        let isWord =
            key.first.map { $0.isASCII && ($0.isLetter || $0 == "_") } == true
            && key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } && !reservedKeys.contains(key)
        return isWord ? key : string(key)
    }

    /// Words a rule or a context reads as something other than a key.
    private static let reservedKeys = Set(Grammar.keywords)

    static func value(_ value: ContextValue) -> String {
        switch value {
        case .string(let text): string(text)
        case .number: value.description
        case .bool(let bool): bool ? "true" : "false"
        case .null: "null"
        case .array(let values): "[" + values.map(self.value).joined(separator: ", ") + "]"
        // No scenario form writes an object; its JSON is the nearest words.
        case .object: value.description
        }
    }

    /// `key: value, …`, by key.
    static func context(_ context: PushContext) -> String {
        context.values.sorted { $0.key < $1.key }.map { key($0.key) + ": " + value($0.value) }.joined(separator: ", ")
    }

    /// ` with key: value, …`, or nothing for the empty context.
    static func with(_ context: PushContext) -> String {
        context.isEmpty ? "" : " with " + self.context(context)
    }

    static func id(_ id: ScreenID) -> String {
        switch id.base {
        case let text as String: string(text)
        case let number as Int: String(number)
        case let number as Double: ContextValue.number(number).description
        default: string(id.description)
        }
    }

    /// ` as ID`, or nothing.
    static func `as`(_ id: ScreenID?) -> String {
        id.map { " as " + self.id($0) } ?? ""
    }

    /// `300ms` when whole milliseconds, else the clock's own words (`0.0002505s`).
    static func duration(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        return nanoseconds % 1_000_000 == 0 ? "\(nanoseconds / 1_000_000)ms" : duration.scenarioDescription
    }

    static func easing(_ easing: Easing) -> String {
        ["linear", "ease-in", "ease-out", "ease-in-out"].contains(easing.name) ? easing.name : string(easing.name)
    }

    /// `DURATION EASING`.
    static func transition(_ transition: Transition) -> String {
        duration(transition.duration) + " " + easing(transition.easing)
    }

    // MARK: - Rules

    /// A rule in the fewest parentheses: `or` binds loosest, then `and`, then `not`. A chain of
    /// `and` or `or` is walked in a loop; only parentheses and `not` recurse, which the parser
    /// keeps within ``ScenarioParser/maximumNesting``.
    static func rule(_ rule: PushRule) -> String {
        disjunction(rule)
    }

    private static func disjunction(_ rule: PushRule) -> String {
        terms(of: rule) { if case .or(let first, let second) = $0 { (first, second) } else { nil } }.map(conjunction).joined(separator: " or ")
    }

    private static func conjunction(_ rule: PushRule) -> String {
        if case .or = rule { return "(" + disjunction(rule) + ")" }
        return terms(of: rule) { if case .and(let first, let second) = $0 { (first, second) } else { nil } }.map(negation).joined(separator: " and ")
    }

    /// The terms of a chain the parser built to the left (`.or(.or(a, b), c)`), in order, walked
    /// in a loop.
    private static func terms(of rule: PushRule, split: (PushRule) -> (PushRule, PushRule)?) -> [PushRule] {
        var terms: [PushRule] = []
        var left = rule
        while let (first, second) = split(left) {
            terms.append(second)
            left = first
        }
        terms.append(left)
        return terms.reversed()
    }

    private static func negation(_ rule: PushRule) -> String {
        switch rule {
        case .or, .and: "(" + disjunction(rule) + ")"
        case .not(let negated): "not " + negation(negated)
        case .has(let key): "has " + self.key(key)
        case .isIn(let key, let values): self.key(key) + " in " + value(.array(values))
        case .compare(let key, let comparison, let value): self.key(key) + " " + comparison.rawValue + " " + self.value(value)
        }
    }
}
