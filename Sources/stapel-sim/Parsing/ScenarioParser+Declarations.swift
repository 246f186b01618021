import Pusher
import ViewTree

// MARK: - Declarations and directives

extension ScenarioParser {
    /// How a top-level form is read: the parser, the line's tokens (at its first word), the line
    /// with its block, and the scenario it adds to.
    typealias DeclarationReader = @Sendable (inout ScenarioParser, inout TokenCursor, SourceLine, inout Scenario) throws(Diagnostic) -> Void

    /// A form that starts a top-level line before the steps.
    struct Declaration {
        /// `view` and `app` may come after steps; the others set up what the steps run on.
        let allowedAfterSteps: Bool
        let read: DeclarationReader
    }

    /// Every declaration (``Grammar/declarations``) and directive (``Directive/all``), by its
    /// first word.
    static let declarations: [String: Declaration] = {
        var table: [String: Declaration] = [
            "view": Declaration(allowedAfterSteps: true) { parser, cursor, line, scenario throws(Diagnostic) in
                try parser.view(line, &cursor, into: &scenario)
            },
            "app": Declaration(allowedAfterSteps: true) { parser, cursor, line, scenario throws(Diagnostic) in
                try parser.app(line, &cursor, into: &scenario)
            },
            "invariant": Declaration(allowedAfterSteps: false) { parser, cursor, line, scenario throws(Diagnostic) in
                scenario.invariants.append(try parser.invariant(line, &cursor))
            },
            "route": Declaration(allowedAfterSteps: false) { parser, cursor, line, scenario throws(Diagnostic) in
                scenario.routes.append(try parser.route(line, &cursor))
            },
            // `state KEY: VALUE, …`: app-wide bindings.
            "state": Declaration(allowedAfterSteps: false) { parser, cursor, _, scenario throws(Diagnostic) in
                _ = cursor.next()
                for (key, value) in try parser.assignments(&cursor).values { scenario.state[key] = value }
                try cursor.expectEnd()
            },
            "binding": Declaration(allowedAfterSteps: false) { parser, cursor, _, scenario throws(Diagnostic) in
                scenario.topShowingBindings.insert(try parser.topShowingBinding(&cursor))
            },
            "on": Declaration(allowedAfterSteps: false) { parser, cursor, line, scenario throws(Diagnostic) in
                try parser.event(line, &cursor, into: &scenario)
            },
        ]
        for word in Directive.named.keys {
            table[word] = Declaration(allowedAfterSteps: false) {
                parser, cursor, _, scenario throws(Diagnostic) in
                try parser.directive(&cursor, into: &scenario)
            }
        }
        return table
    }()

    /// `view Name` and its block.
    private mutating func view(_ line: SourceLine, _ cursor: inout TokenCursor, into scenario: inout Scenario) throws(Diagnostic) {
        _ = cursor.next()
        unreadBlock = line.children
        let name = try cursor.expectWord("a view name after \"view\"")
        try cursor.expectEnd()
        if let existing = scenario.views[name] {
            throw Diagnostic(.duplicateView(name, firstLine: existing.location.line), at: line.location)
        }
        unreadBlock = []
        scenario.views[name] = ViewDefinition(name: name, body: try block(of: line, for: "view \"\(name)\""), location: line.location)
    }

    /// `app` and its block, once.
    private mutating func app(_ line: SourceLine, _ cursor: inout TokenCursor, into scenario: inout Scenario) throws(Diagnostic) {
        _ = cursor.next()
        unreadBlock = line.children
        try cursor.expectEnd()
        if let appLine {
            throw Diagnostic(.duplicateApp(firstLine: appLine), at: line.location)
        }
        appLine = line.location.line
        unreadBlock = []
        scenario.app = try block(of: line, for: "\"app\"")
    }

    /// `invariant EXPECTATION`: any expectation, which must hold in every state.
    private func invariant(_ line: SourceLine, _ cursor: inout TokenCursor) throws(Diagnostic) -> Invariant {
        _ = cursor.next()
        let text = cursor.source
        let start = cursor.peek.flatMap { text.index(text.startIndex, offsetBy: $0.offset, limitedBy: text.endIndex) }
        let expectation = try self.expectation(line, &cursor)
        try cursor.expectEnd()
        if case .tree = expectation {
        } else if let child = line.children.first {
            throw Diagnostic(.unexpectedIndentation, at: child.location)
        }
        return Invariant(expectation: expectation, source: String(start.map { text[$0...] } ?? text), location: line.location)
    }

    /// `binding KEY = top showing`: the key it declares.
    private func topShowingBinding(_ cursor: inout TokenCursor) throws(Diagnostic) -> String {
        _ = cursor.next()
        let key = try self.key(&cursor, "a binding key after \"binding\"")
        guard cursor.take(symbol: "=") else { throw cursor.failure(expected: "\"=\" after \"binding \(key)\"") }
        guard cursor.take(word: "top"), cursor.take(word: "showing") else {
            throw cursor.failure(expected: "\"top showing\" after \"binding \(key) =\"")
        }
        try cursor.expectEnd()
        return key
    }

    /// `on "NAME" -> ACTION { then ACTION }`: an event from outside the app and what it does.
    private mutating func event(_ line: SourceLine, _ cursor: inout TokenCursor, into scenario: inout Scenario) throws(Diagnostic) {
        _ = cursor.next()
        let name = try cursor.expectString("an event name such as \"notification\" after \"on\"")
        try cursor.expect(symbol: "->")
        let action = try actions(&cursor, owner: line)
        try cursor.expectEnd()
        let made = action.make(action.takesBlock ? try block(of: line, for: "\"on\"") : [])
        if !action.takesBlock, let child = line.children.first {
            throw Diagnostic(.unexpectedIndentation, at: child.location)
        }
        if let existing = scenario.event(named: name) {
            throw Diagnostic(
                .expected("an event declared once (it was on line \(existing.location.line))", found: Quoting.quoted(name)),
                at: line.location)
        }
        scenario.add(EventDefinition(name: name, action: made, location: line.location))
        declaredEvents?.add(name)
    }

    /// `route "/path/:param" -> DEST`, or the route's screen as the line's block.
    private mutating func route(_ line: SourceLine, _ cursor: inout TokenCursor) throws(Diagnostic) -> RouteDefinition {
        _ = cursor.next()
        let patternLocation = cursor.location
        let pattern = try cursor.expectString("a path such as \"/inbox/:id\" after \"route\"")
        guard pattern.hasPrefix("/") else {
            throw Diagnostic(.expected("a path starting with \"/\" after \"route\"", found: Quoting.quoted(pattern)), at: patternLocation)
        }
        let destination = try self.destination(&cursor, owner: line)
        try cursor.expectEnd()
        let elements = destination.takesBlock ? destination.make(try block(of: line, for: "\"route\"")) : destination.make([])
        if !destination.takesBlock, let child = line.children.first {
            throw Diagnostic(.unexpectedIndentation, at: child.location)
        }
        return RouteDefinition(pattern: pattern, destination: elements, location: line.location)
    }

    /// A directive line: the entry of ``Directive/all`` its first word names reads its value
    /// into the profile.
    private mutating func directive(_ cursor: inout TokenCursor, into scenario: inout Scenario) throws(Diagnostic) {
        let first = try cursor.expectWord("a directive")
        guard let directive = Directive.named[first] else {
            throw cursor.failure(expected: "a directive (" + Grammar.directives.joined(separator: ", ") + ")")
        }
        // The words after the first of a name such as `covered screens`.
        for word in directive.name.split(separator: " ").dropFirst() {
            guard cursor.take(word: String(word)) else { throw cursor.failure(expected: "\"\(word)\" after \"\(first)\"") }
        }
        try directive.read(&cursor, &scenario.profile)
        try cursor.expectEnd()
        defaultPresentation = scenario.profile.defaultPresentation
    }
}
