import Pusher
import ViewTree

/// Parses scenario files. Every error is collected (a line in error is skipped with its block),
/// so one run reports all of them.
struct ScenarioParser {
    private let file: String
    private(set) var diagnostics: [Diagnostic] = []
    /// What the blocks of headers in error hold: read for their own errors, then dropped, but
    /// their view references are still checked.
    private var checkedOnly: [Element] = []
    /// The style of `present DEST` with none, as the directives so far set it.
    private var defaultPresentation: PresentationStyle?
    /// How deep elements after `->` nest on the line being read.
    private var inlineDepth = 0
    /// How deep values and rules may nest: input drives these parsers' recursion, so a limit
    /// keeps a runaway line from exhausting the stack.
    static let maximumNesting = 256
    /// How deep elements after `->` may nest. Lower: each level is three calls with large frames
    /// (a whole element's head), and 256 of them overflowed a 512 KB thread under the address
    /// sanitizer. No real scenario chains more than a few.
    static let maximumInlineNesting = 64
    /// How many terms one chain of `and` or `or` may join.
    static let maximumChain = 1_000

    /// The snapshot names `save` steps so far used, which `restore` may name.
    private var savedNames: Set<String> = []
    /// Whether `restore` must name a snapshot saved earlier in the file; the REPL's lines are
    /// checked when they run.
    private var checksSavedNames = true
    /// The most steps a file may have (`--max-steps`); reading stops at the step after it.
    private var stepLimit = Int.max
    /// One storage for each string the file repeats.
    private let strings = StringInterner()
    /// The events `on "NAME"` lines declared, which `event` steps may name; `nil` for the
    /// REPL's lines, checked when they run.
    private var declaredEvents: [String]? = []

    /// Every error found in a file, in source order.
    struct Failure: Error {
        let diagnostics: [Diagnostic]
    }

    /// Parses `source`; returns the scenario only when there is no error.
    /// Past `stepLimit` steps, the step after the last one allowed is an error and the rest of
    /// the file is not read: a file of ten million steps is refused at the cost of the first
    /// million, not held whole first.
    static func parse(_ source: String, file: String, stepLimit: Int = .max) throws(Failure) -> Scenario {
        var parser = ScenarioParser(file: file)
        parser.stepLimit = stepLimit
        let scenario = parser.parse(source)
        guard parser.diagnostics.isEmpty else {
            throw Failure(diagnostics: parser.diagnostics.sorted { $0.location < $1.location })
        }
        return scenario
    }

    /// Parses one step typed at the REPL, whose app defines `views`, as line `lineNumber` of
    /// `file`.
    static func parseStep(
        _ text: String, views: [String: ViewDefinition], defaultPresentation: PresentationStyle?,
        file: String, lineNumber: Int = 1
    ) throws(Failure) -> Step {
        var parser = ScenarioParser(file: file)
        parser.defaultPresentation = defaultPresentation
        parser.checksSavedNames = false
        parser.declaredEvents = nil
        let line = SourceLine(location: SourceLocation(file: file, line: lineNumber, column: 1), indentation: 0, text: Substring(text))
        let step: Step
        do throws(Diagnostic) {
            var cursor = try parser.cursor(for: line)
            step = try parser.step(line, &cursor)
        } catch {
            throw Failure(diagnostics: [error])
        }
        var diagnostics = parser.diagnostics
        ReferenceChecker(views: views).check(Scenario(file: file, source: text, views: views, steps: [step]), into: &diagnostics)
        guard diagnostics.isEmpty else { throw Failure(diagnostics: diagnostics) }
        return step
    }

    private init(file: String) {
        self.file = file
    }

    private mutating func parse(_ source: String) -> Scenario {
        var reader = LineReader(file: file)
        var scenario = Scenario(file: file, source: source)
        // Steps are most of a long file, and at most one a line: reserving for every line keeps
        // the array from doubling (pages never written cost nothing).
        let lines = source.utf8.count { $0 == UInt8(ascii: "\n") } + 1
        scenario.steps.reserveCapacity(stepLimit < lines ? stepLimit + 1 : lines)
        var appLine: Int?
        // Each top-level line is parsed as the reader ends its block; the reader's errors come
        // first, as they did when it read the whole file before.
        reader.read(source) { line in
            parse(line, into: &scenario, appLine: &appLine)
            return scenario.steps.count <= stepLimit
        }
        if scenario.steps.count > stepLimit {
            diagnostics.append(Diagnostic(.tooManySteps(limit: stepLimit), at: scenario.steps.removeLast().location))
        }
        diagnostics.insert(contentsOf: reader.diagnostics, at: 0)
        if appLine == nil {
            diagnostics.append(Diagnostic(.missingApp, at: SourceLocation(file: file, line: 1, column: 1)))
        }
        ReferenceChecker(views: scenario.views).check(scenario, checkedOnly: checkedOnly, into: &diagnostics)
        return scenario
    }

    /// One top-level line with its block: a view, the app, a directive or declaration, or a step.
    private mutating func parse(_ line: SourceLine, into scenario: inout Scenario, appLine: inout Int?) {
        // A `view` or `app` line whose header fails still has its block read, for its errors.
        var unreadBlock: [SourceLine] = []
        do throws(Diagnostic) {
            var cursor = try cursor(for: line)
            switch cursor.peek?.kind {
            case .word("view")?:
                _ = cursor.next()
                unreadBlock = line.children
                let name = try cursor.expectWord("a view name after \"view\"")
                try cursor.expectEnd()
                if let existing = scenario.views[name] {
                    throw Diagnostic(.duplicateView(name, firstLine: existing.location.line), at: line.location)
                }
                unreadBlock = []
                scenario.views[name] = ViewDefinition(name: name, body: try block(of: line, for: "view \"\(name)\""), location: line.location)
            case .word("app")?:
                _ = cursor.next()
                unreadBlock = line.children
                try cursor.expectEnd()
                if let appLine {
                    throw Diagnostic(.duplicateApp(firstLine: appLine), at: line.location)
                }
                appLine = line.location.line
                unreadBlock = []
                scenario.app = try block(of: line, for: "\"app\"")
            case .word("invariant")?:
                guard scenario.steps.isEmpty else { throw Diagnostic(.directiveAfterSteps, at: line.location) }
                scenario.invariants.append(try invariant(line, &cursor))
            case .word("route")?:
                _ = cursor.next()
                guard scenario.steps.isEmpty else { throw Diagnostic(.directiveAfterSteps, at: line.location) }
                scenario.routes.append(try route(line, &cursor))
            case .word("state")? where scenario.steps.isEmpty:
                // `state KEY: VALUE, …`: app-wide bindings. After the steps, `state` is no step.
                _ = cursor.next()
                for (key, value) in try assignments(&cursor).values { scenario.state[key] = value }
                try cursor.expectEnd()
            case .word("binding")? where scenario.steps.isEmpty:
                // `binding KEY = top showing`. After the steps, `binding` is no step.
                _ = cursor.next()
                let key = try self.key(&cursor, "a binding key after \"binding\"")
                guard cursor.take(symbol: "=") else { throw cursor.failure(expected: "\"=\" after \"binding \(key)\"") }
                guard cursor.take(word: "top"), cursor.take(word: "showing") else {
                    throw cursor.failure(expected: "\"top showing\" after \"binding \(key) =\"")
                }
                try cursor.expectEnd()
                scenario.topShowingBindings.insert(key)
            case .word("on")? where cursor.peekSecond.map({ if case .string = $0.kind { true } else { false } }) ?? false:
                guard scenario.steps.isEmpty else { throw Diagnostic(.directiveAfterSteps, at: line.location) }
                let event = try self.event(line, &cursor)
                if let existing = scenario.event(named: event.name) {
                    throw Diagnostic(
                        .expected("an event declared once (it was on line \(existing.location.line))", found: Quoting.quoted(event.name)),
                        at: line.location)
                }
                scenario.events.append(event)
                declaredEvents?.append(event.name)
            case .word(let word)? where Self.directives.contains(word):
                guard scenario.steps.isEmpty else { throw Diagnostic(.directiveAfterSteps, at: line.location) }
                try directive(&cursor, into: &scenario)
                defaultPresentation = scenario.profile.defaultPresentation
            default:
                guard appLine != nil else {
                    throw cursor.failure(
                        expected:
                            Grammar.declarations.map { "\"\($0)\"" }.joined(separator: ", ") + " or a directive ("
                            + Grammar.directives.joined(separator: ", ") + ") before the first step"
                    )
                }
                scenario.steps.append(try step(line, &cursor))
            }
        } catch {
            diagnostics.append(error)
            if !unreadBlock.isEmpty { checkedOnly += elements(in: unreadBlock) }
        }
    }

    /// `invariant EXPECTATION`: any expectation, which must hold in every state.
    private func invariant(_ line: SourceLine, _ cursor: inout TokenCursor) throws(Diagnostic) -> Invariant {
        _ = cursor.next()
        let text = Self.withoutComment(line.text)
        let start = cursor.peek.flatMap { text.index(text.startIndex, offsetBy: $0.offset, limitedBy: text.endIndex) }
        let expectation = try self.expectation(line, &cursor)
        try cursor.expectEnd()
        if case .tree = expectation {
        } else if let child = line.children.first {
            throw Diagnostic(.unexpectedIndentation, at: child.location)
        }
        return Invariant(expectation: expectation, source: String(start.map { text[$0...] } ?? text), location: line.location)
    }

    /// `on "NAME" -> ACTION { then ACTION }`: an event from outside the app and what it does.
    private mutating func event(_ line: SourceLine, _ cursor: inout TokenCursor) throws(Diagnostic) -> EventDefinition {
        _ = cursor.next()
        let name = try cursor.expectString("an event name such as \"notification\" after \"on\"")
        try cursor.expect(symbol: "->")
        let action = try actions(&cursor, owner: line)
        try cursor.expectEnd()
        let made = action.make(action.takesBlock ? try block(of: line, for: "\"on\"") : [])
        if !action.takesBlock, let child = line.children.first {
            throw Diagnostic(.unexpectedIndentation, at: child.location)
        }
        return EventDefinition(name: name, action: made, location: line.location)
    }

    /// `route "/path/:param" -> DEST`, or the route's screen as the line's block.
    private mutating func route(_ line: SourceLine, _ cursor: inout TokenCursor) throws(Diagnostic) -> RouteDefinition {
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

    /// The first word of each step: what the REPL completes. The forms themselves are
    /// ``Grammar``'s; a misspelling is compared with their first words.
    static let stepWords = Grammar.firstWords(of: Grammar.steps)
    private static let elementWords = Grammar.firstWords(of: Grammar.elements)
    private static let actionWords = Grammar.firstWords(of: Grammar.actions)
    private static let expectationWords = Grammar.firstWords(of: Grammar.expectations)

    private static let expectedElement = "an element (" + Grammar.elements.joined(separator: ", ") + ") or a view name"
    private static let expectedAction = "an action (" + alternatives(Grammar.actions) + ")"
    private static let expectedStep = "a step (" + Grammar.steps.joined(separator: ", ") + ")"
    private static let expectedExpectation = alternatives(Grammar.expectations) + " after \"expect\""

    /// `a, b or c`.
    private static func alternatives(_ names: [String]) -> String {
        names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }

    /// The words that start a directive line.
    private static let directives = Set(Grammar.firstWords(of: Grammar.directives))

    /// `profile NAME`, then one axis each: `policy stapel|bubble`, `duplicates allow|reject`,
    /// `replacement replace|refuse`, `nesting declared|every screen`, `covered screens
    /// keep|unmount`, `containers screen|in place`, `container lookup innermost|first match`,
    /// `default presentation sheet|cover|none`, `transitions …`, `during transitions …`,
    /// `system back yes|no`, `errors silent|fatal`.
    private func directive(_ cursor: inout TokenCursor, into scenario: inout Scenario) throws(Diagnostic) {
        let directive = try cursor.expectWord("a directive")
        /// One of `options`, by name; a name may be several words.
        func choice<Option>(_ options: [(name: String, value: Option)], after words: String? = nil) throws(Diagnostic) -> Option {
            let expected = options.map { "\"\($0.name)\"" }.joined(separator: " or ") + " after \"\(words ?? directive)\""
            return try cursor.expectPhrase(among: options, expected)
        }
        func named<Option: RawRepresentable<String> & CaseIterable>(_: Option.Type) -> [(name: String, value: Option)] {
            Option.allCases.map { ($0.rawValue, $0) }
        }
        /// The second word of a two-word directive.
        func expect(_ word: String) throws(Diagnostic) {
            guard cursor.take(word: word) else { throw cursor.failure(expected: "\"\(word)\" after \"\(directive)\"") }
        }
        switch directive {
        case "profile": scenario.profile = NavigationProfile(try choice(named(ProfileName.self)))
        case "policy": scenario.profile.policy = try choice(named(PushPolicy.self))
        case "duplicates": scenario.profile.rules.duplicateIDs = try choice(named(NavigationRules.DuplicateIDs.self))
        case "replacement": scenario.profile.rules.replacement = try choice(named(NavigationRules.Replacement.self))
        case "covered":
            try expect("screens")
            scenario.profile.rules.coveredScreens = try choice(named(NavigationRules.CoveredScreens.self), after: "covered screens")
        case "containers": scenario.profile.rules.containers = try choice(named(NavigationRules.Containers.self))
        case "container":
            try expect("lookup")
            scenario.profile.rules.containerLookup = try choice(named(NavigationRules.ContainerLookup.self), after: "container lookup")
        case "default":
            try expect("presentation")
            scenario.profile.defaultPresentation = try choice(
                [("sheet", .sheet), ("cover", .fullScreenCover), ("none", nil)], after: "default presentation")
        case "transitions":
            // `transitions none`, `transitions 0.2s [EASING]`, `transitions layers 0.5s [EASING]`.
            let layersOnly = cursor.take(word: "layers")
            let transition = cursor.take(word: "none") ? nil : try self.transition(&cursor, after: "\"transitions\"", allowsNone: true)
            if layersOnly {
                scenario.profile.layerTransition = transition
            } else {
                scenario.profile.transition = transition
            }
        case "during":
            try expect("transitions")
            scenario.profile.duringTransitions = try choice(named(TransitionRule.self), after: "during transitions")
        case "system":
            try expect("back")
            scenario.profile.systemBack = try choice([("yes", true), ("no", false)], after: "system back")
        case "errors": scenario.profile.errorHandling = try choice(named(NavigationProfile.ErrorHandling.self))
        case "counts": scenario.profile.counting = try choice(named(NavigationProfile.Counting.self))
        default: scenario.profile.rules.nesting = try choice([("declared", .declared), ("every screen", .everyScreen)])
        }
        try cursor.expectEnd()
    }

    private func cursor(for line: SourceLine) throws(Diagnostic) -> TokenCursor {
        var tokens = try Lexer.tokens(of: line).get()
        for index in tokens.indices {
            if case .string(let string) = tokens[index].kind {
                tokens[index] = Token(kind: .string(strings.intern(string)), offset: tokens[index].offset)
            }
        }
        return TokenCursor(tokens: tokens, line: line)
    }
}

// MARK: - Elements

extension ScenarioParser {
    /// An element read from its line, waiting for the elements of its block (if it takes one).
    private struct Head {
        let takesBlock: Bool
        let make: ([Element]) -> Element

        static func leaf(_ element: Element) -> Head {
            Head(takesBlock: false) { _ in element }
        }
    }

    /// One block being parsed: its lines, how far it got, what it built, and what the element
    /// owning it does with the result.
    private struct Frame {
        let lines: [SourceLine]
        var next = 0
        var built: [Element] = []
        let finish: (([Element]) -> Element)?
        /// Where in the parent's `built` the finished element goes instead of after the others:
        /// an `else` block completes the `if` before it.
        var replacing: Int?
        /// The index in `built` of an `if` on the line just read, which an `else` may complete.
        var openIf: Int?
    }

    /// The elements of the lines under `line`; at least one.
    private mutating func block(of line: SourceLine, for owner: String) throws(Diagnostic) -> [Element] {
        guard !line.children.isEmpty else { throw Diagnostic(.emptyBlock(owner), at: line.location) }
        return elements(in: line.children)
    }

    /// The elements of `lines` and of every block below them, without recursion: files nest
    /// thousands of levels deep. A line in error is reported and skipped with its block.
    private mutating func elements(in lines: [SourceLine]) -> [Element] {
        var frames = [Frame(lines: lines, finish: nil)]
        // The top frame is read through its index, never copied: a copy would share `built` and
        // make every append copy the whole array.
        while !frames.isEmpty {
            let top = frames.count - 1
            guard frames[top].next < frames[top].lines.count else {
                let done = frames.removeLast()
                guard let finish = done.finish else { return done.built }
                let parent = frames.count - 1
                let element = finish(done.built)
                switch done.replacing {
                case let index? where index >= 0:
                    frames[parent].built[index] = element
                case .some:
                    // The block of a header in error (or the `else` of an `if` in error): only
                    // checked.
                    checkedOnly.append(element)
                case nil:
                    frames[parent].built.append(element)
                    if case .conditional(_, _, let otherwise) = element.kind, otherwise.isEmpty {
                        frames[parent].openIf = frames[parent].built.count - 1
                    }
                }
                continue
            }
            let line = frames[top].lines[frames[top].next]
            frames[top].next += 1
            let openIf = frames[top].openIf
            frames[top].openIf = nil
            // Whether the line's block is still read when the line fails: yes when its header
            // failed (as swift-syntax treats a header it cannot read as unknown and goes on),
            // no when the line was read and has a block it may not have.
            var readsBlockOnFailure = true
            do throws(Diagnostic) {
                var cursor = try cursor(for: line)
                if cursor.take(word: "else") {
                    try elseBlock(line, &cursor, completing: openIf, in: &frames)
                    continue
                }
                // An `if` in error still owns the `else` after it: one error, not two.
                if case .word("if")? = cursor.peek?.kind { frames[top].openIf = Self.failedIf }
                let head = try self.head(&cursor, owner: line)
                try cursor.expectEnd()
                if head.takesBlock {
                    guard !line.children.isEmpty else {
                        throw Diagnostic(.emptyBlock(Self.owner(of: line)), at: line.location)
                    }
                    frames.append(Frame(lines: line.children, finish: head.make))
                } else {
                    if let child = line.children.first {
                        readsBlockOnFailure = false
                        throw Diagnostic(.unexpectedIndentation, at: child.location)
                    }
                    frames[frames.count - 1].built.append(head.make([]))
                }
            } catch {
                diagnostics.append(error)
                if readsBlockOnFailure, !line.children.isEmpty {
                    frames.append(Self.checkedOnly(line))
                }
            }
        }
        return []
    }

    /// A frame that reads the block of `line`, whose header failed, for the errors inside it:
    /// what it builds is dropped.
    private static func checkedOnly(_ line: SourceLine) -> Frame {
        var frame = Frame(lines: line.children, finish: { Element(kind: .container(.group, $0), location: line.location) })
        frame.replacing = failedIf
        return frame
    }

    /// The `openIf` of a frame whose last line was an `if` in error.
    private static let failedIf = -1

    /// `else` and its block, which complete the `if` at `openIf` in the top frame.
    private func elseBlock(_ line: SourceLine, _ cursor: inout TokenCursor, completing openIf: Int?, in frames: inout [Frame]) throws(Diagnostic) {
        try cursor.expectEnd()
        let top = frames.count - 1
        if openIf == Self.failedIf {
            frames.append(Self.checkedOnly(line))
            return
        }
        guard let openIf, case .conditional(let rule, let then, _) = frames[top].built[openIf].kind else {
            throw Diagnostic(
                .expected("\"else\" right after an \"if\" block at the same indentation", found: "\"else\" with no \"if\""), at: line.location)
        }
        guard !line.children.isEmpty else { throw Diagnostic(.emptyBlock("\"else\""), at: line.location) }
        let location = frames[top].built[openIf].location
        var frame = Frame(lines: line.children, finish: { Element(kind: .conditional(rule, then: then, otherwise: $0), location: location) })
        frame.replacing = openIf
        frames.append(frame)
    }

    /// `when KEY` or `when KEY == VALUE` after a link's or a button's label, if there.
    private func bindingCondition(_ cursor: inout TokenCursor) throws(Diagnostic) -> BindingCondition? {
        guard cursor.take(word: "when") else { return nil }
        let key = try self.key(&cursor, "a binding name after \"when\"")
        guard cursor.take(symbol: "==") else { return .isTrue(key) }
        return .equals(key, try value(&cursor))
    }

    /// `element`, fired also by `condition` when there is one.
    private static func triggered(_ element: Element, when condition: BindingCondition?) -> Element {
        guard let condition else { return element }
        return Element(kind: .triggered(condition, element), location: element.location)
    }

    /// What an empty-block message calls the line's element: its first word.
    private static func owner(of line: SourceLine) -> String {
        "\"" + (line.text.split(separator: " ").first.map(String.init) ?? "") + "\""
    }

    /// Reads one element from the cursor. Containers, and links or pushes without `->`, take the
    /// line's block; an element after `->` takes it when it is one of those.
    /// `allowsParameters` is false where `with` after a view name is a push's context.
    private mutating func head(_ cursor: inout TokenCursor, owner line: SourceLine, allowsParameters: Bool = true) throws(Diagnostic) -> Head {
        let location = cursor.location
        let elements = Self.expectedElement
        let word = try cursor.expectWord(elements)
        switch word {
        case "text":
            return .leaf(Element(kind: .text(try cursor.expectString("a string after \"text\"")), location: location))
        case "counter":
            return .leaf(Element(kind: .counter(try cursor.expectString("a label after \"counter\"")), location: location))
        case "guard":
            guard cursor.take(word: "when") else { throw cursor.failure(expected: "\"when\" and a rule after \"guard\"") }
            return .leaf(Element(kind: .leaveGuard(try rule(&cursor)), location: location))
        case "button":
            let label = try cursor.expectString("a label after \"button\"")
            let condition = try bindingCondition(&cursor)
            try cursor.expect(symbol: "->")
            let action = try self.actions(&cursor, owner: line)
            return Head(takesBlock: action.takesBlock) {
                Self.triggered(Element(kind: .button(label, action.make($0)), location: location), when: condition)
            }
        case "link" where cursor.peek?.kind == .word("when"):
            // `link when KEY -> DEST`: no control, only the binding fires it.
            guard let condition = try bindingCondition(&cursor) else { throw cursor.failure(expected: "\"when\" after \"link\"") }
            let context = try optionalContext(&cursor)
            let id = try optionalID(&cursor)
            let destination = try self.destination(&cursor, owner: line)
            return Head(takesBlock: destination.takesBlock) {
                Element(kind: .hiddenLink(condition, context: context, id: id, destination: destination.make($0)), location: location)
            }
        case "link", "listlink":
            let label = try cursor.expectString("a label (or \"when\" and a binding, for a link with no control) after \"\(word)\"")
            let condition = word == "link" ? try bindingCondition(&cursor) : nil
            let context = try optionalContext(&cursor)
            let id = try optionalID(&cursor)
            let destination = try self.destination(&cursor, owner: line)
            return Head(takesBlock: destination.takesBlock) { block in
                let link = Element(
                    kind: .link(label, context: context, id: id, destination: destination.make(block), isListRow: word == "listlink"),
                    location: location)
                return Self.triggered(link, when: condition)
            }
        case "stapel", "pusher":
            var name: String?
            if case .string(let string)? = cursor.peek?.kind {
                _ = cursor.next()
                name = string
            }
            let rule = cursor.take(word: "when") ? try self.rule(&cursor) : nil
            // `pusher guard when RULE`: the guard of the screen the pusher's content is on.
            var leaveGuard: Element?
            if cursor.take(word: "guard") {
                let guardLocation = cursor.location
                guard cursor.take(word: "when") else { throw cursor.failure(expected: "\"when\" and a rule after \"guard\"") }
                leaveGuard = Element(kind: .leaveGuard(try self.rule(&cursor)), location: guardLocation)
            }
            return Head(takesBlock: true) {
                Element(
                    kind: .pusher(isRoot: word == "stapel", name: name, rule: rule, content: (leaveGuard.map { [$0] } ?? []) + $0), location: location
                )
            }
        case "tabs":
            return Head(takesBlock: true) { Element(kind: .tabs($0), location: location) }
        case "tab":
            let title = try cursor.expectString("a title after \"tab\"")
            return Head(takesBlock: true) { Element(kind: .tab(title, $0), location: location) }
        case "if":
            let rule = try self.rule(&cursor)
            return Head(takesBlock: true) { Element(kind: .conditional(rule, then: $0, otherwise: []), location: location) }
        case "for":
            let key = try self.key(&cursor, "a name for each value after \"for\", as in for card in [\"A\", \"B\"]")
            guard cursor.take(word: "in") else { throw cursor.failure(expected: "\"in\" after \"for \(key)\"") }
            guard case .symbol("[")? = cursor.peek?.kind else {
                throw cursor.failure(expected: "a list of values such as [\"A\", \"B\"] after \"in\"")
            }
            let values = try list(&cursor)
            return Head(takesBlock: true) { Element(kind: .repeated(key: key, values: values, content: $0), location: location) }
        case "on":
            guard cursor.take(word: "appear") else { throw cursor.failure(expected: "\"appear\" after \"on\"") }
            let delay = cursor.take(word: "after") ? try duration(&cursor, "a duration such as 2s or 300ms after \"after\"") : nil
            try cursor.expect(symbol: "->")
            let action = try actions(&cursor, owner: line)
            return Head(takesBlock: action.takesBlock) { Element(kind: .onAppear(delay: delay, action.make($0)), location: location) }
        case "stack":
            var name: String?
            if case .string(let string)? = cursor.peek?.kind {
                _ = cursor.next()
                name = string
            }
            return Head(takesBlock: true) { Element(kind: .stack(name, $0), location: location) }
        case "navigation":
            guard cursor.take(word: "bar") else { throw cursor.failure(expected: "\"bar\" after \"navigation\"") }
            return Head(takesBlock: true) { Element(kind: .container(.navigationBar, $0), location: location) }
        case "overlay":
            return Head(takesBlock: true) { Element(kind: .container(.overlay, $0), location: location) }
        case "vstack", "hstack", "list", "group":
            let kind: ContainerKind =
                switch word {
                case "vstack": .vStack
                case "hstack": .hStack
                case "list": .list
                default: .group
                }
            return Head(takesBlock: true) { Element(kind: .container(kind, $0), location: location) }
        default:
            guard word.first?.isUppercase == true else {
                throw Diagnostic(.unknownWord(expected: elements, found: word, candidates: Self.elementWords), at: location)
            }
            // `Card with id: 7`: a defined view used with parameters.
            let parameters = allowsParameters ? try optionalContext(&cursor) : [:]
            return .leaf(Element(kind: .reference(word, parameters: parameters), location: location))
        }
    }

    /// A destination waiting for the line's block: the elements it stands for, given the block.
    private struct Destination {
        let takesBlock: Bool
        let make: ([Element]) -> [Element]
    }

    /// After `->`: one element on the line; otherwise the block under the line.
    private mutating func destination(_ cursor: inout TokenCursor, owner line: SourceLine) throws(Diagnostic) -> Destination {
        if cursor.take(symbol: "->") {
            let head = try inlineHead(&cursor, owner: line)
            return Destination(takesBlock: head.takesBlock) { [head.make($0)] }
        }
        guard cursor.isAtEnd else { throw cursor.failure(expected: "\"->\" and a destination, or an indented block") }
        return Destination(takesBlock: true) { $0 }
    }

    /// An action waiting for the line's block.
    private struct PendingAction {
        let takesBlock: Bool
        let make: ([Element]) -> Action
    }

    /// `push DEST [with CONTEXT] [as ID] [to "name"]`, `push DEST [as ID], DEST [as ID]… [with
    /// CONTEXT] [to "name"] as one`, `set screens DEST [as ID], …`, `replace root DEST [as ID]`,
    /// `remove ID`, `present sheet|cover DEST [as ID]`, a pop, a dismiss, `hide "name"`, `set
    /// KEY: VALUE, …` or `back`. DEST is one element, or the line's block when the line goes on
    /// with `with`, `as`, `to` or nothing; in a list each DEST is one element on the line.
    private mutating func action(_ cursor: inout TokenCursor, owner line: SourceLine) throws(Diagnostic) -> PendingAction {
        let actions = Self.expectedAction
        let location = cursor.location
        guard case .word(let word)? = cursor.peek?.kind else { throw cursor.failure(expected: actions) }
        _ = cursor.next()
        let simple: Action
        switch word {
        case "push":
            let destinationLocation = cursor.location
            let destination = try actionDestination(&cursor, owner: line)
            var context = try optionalContext(&cursor)
            let id = try optionalID(&cursor)
            if cursor.peek?.kind == .symbol(",") || Self.startsAsOne(cursor) {
                // Fast forward: the screens go in one request, one transition.
                guard !destination.takesBlock else {
                    throw Diagnostic(.expected("a destination on the line before \",\" or \"as one\"", found: "a block"), at: destinationLocation)
                }
                var screens = [NavigationRequest<[Element]>.Screen(view: destination.make([]), id: id)]
                while cursor.take(symbol: ",") {
                    screens.append(try listedScreen(&cursor, owner: line))
                }
                if context.isEmpty { context = try optionalContext(&cursor) }
                let target = cursor.take(word: "to") ? try cursor.expectString("a pusher name after \"to\"") : nil
                guard cursor.take(word: "as"), cursor.take(word: "one") else {
                    throw cursor.failure(expected: "\",\" and another destination, or \"as one\" after the screens of \"push\"")
                }
                simple = .navigate(.pushScreens(screens, context: context, target: target), try pace(&cursor))
                break
            }
            let target = cursor.take(word: "to") ? try cursor.expectString("a pusher name after \"to\"") : nil
            let pace = try pace(&cursor)
            return PendingAction(takesBlock: destination.takesBlock) {
                .navigate(.push(view: destination.make($0), id: id, context: context, target: target), pace)
            }
        case "replace":
            guard cursor.take(word: "root") else { throw cursor.failure(expected: "\"root\" after \"replace\"") }
            let destination = try actionDestination(&cursor, owner: line, allowsParameters: true)
            let id = try optionalID(&cursor)
            let pace = try pace(&cursor)
            return PendingAction(takesBlock: destination.takesBlock) {
                .navigate(.replaceRoot(.init(view: destination.make($0), id: id)), pace)
            }
        case "open":
            simple = .navigate(.open(try cursor.expectString("a URL such as \"/inbox/42?x=1\" after \"open\"")), try pace(&cursor))
        case "remove":
            simple = .navigate(.remove(try screenID(&cursor, "a screen id (a string or a number) after \"remove\"")), try pace(&cursor))
        case "alert", "dialog":
            return try alert(word == "alert" ? .alert : .confirmationDialog, &cursor)
        case "present":
            if cursor.take(word: "alert") { return try alert(.alert, &cursor) }
            if cursor.take(word: "dialog") { return try alert(.confirmationDialog, &cursor) }
            let style: PresentationStyle
            if cursor.take(word: "sheet") {
                style = .sheet
            } else if cursor.take(word: "cover") {
                style = .fullScreenCover
            } else if let defaultPresentation {
                style = defaultPresentation
            } else {
                throw cursor.failure(expected: "\"sheet\" or \"cover\" after \"present\" (or a profile with a default presentation)")
            }
            let destination = try actionDestination(&cursor, owner: line, allowsParameters: true)
            let tag = try optionalID(&cursor)
            let pace = try pace(&cursor)
            return PendingAction(takesBlock: destination.takesBlock) { .navigate(.present(style: style, view: destination.make($0), tag: tag), pace) }
        case "pop" where cursor.peek?.kind == .word("with"):
            _ = cursor.next()
            guard cursor.take(word: "result") else { throw cursor.failure(expected: "\"result\" after \"pop with\"") }
            simple = .navigate(.popWithResult(try value(&cursor)), try pace(&cursor))
        case "pop":
            let target = try popTarget(&cursor)
            simple = .navigate(.pop(target), try pace(&cursor, oneByOne: target.allowsOneByOne))
        case "dismiss":
            let target = try dismissTarget(&cursor)
            simple = .navigate(.dismiss(target), try pace(&cursor, oneByOne: target.allowsOneByOne))
        case "hide": simple = .navigate(.hide(try cursor.expectString("a pusher name after \"hide\"")), try pace(&cursor))
        case "set":
            // `set screens: 2` sets a binding named "screens".
            if case .word("screens")? = cursor.peek?.kind, cursor.peekSecond?.kind != .symbol(":") {
                _ = cursor.next()
                var screens = [try listedScreen(&cursor, owner: line)]
                while cursor.take(symbol: ",") {
                    screens.append(try listedScreen(&cursor, owner: line))
                }
                let context = try optionalContext(&cursor)
                simple = .navigate(.setScreens(screens, context: context), try pace(&cursor))
            } else {
                simple = .set(try assignments(&cursor))
            }
        case "select":
            guard cursor.take(word: "tab") else { throw cursor.failure(expected: "\"tab\" after \"select\"") }
            simple = .selectTab(try cursor.expectString("a tab title after \"select tab\""))
        case "back":
            if cursor.take(word: "gesture") {
                simple = .backGesture(try backGesture(&cursor))
            } else {
                let force = cursor.take(word: "force")
                simple = .back(try pace(&cursor).animation, force: force)
            }
        default: throw Diagnostic(.unknownWord(expected: actions, found: word, candidates: Self.actionWords), at: location)
        }
        return PendingAction(takesBlock: false) { _ in simple }
    }

    /// `ACTION { then ACTION }`: actions run in order, as statements in a closure. Only the last
    /// may take the line's block.
    private mutating func actions(_ cursor: inout TokenCursor, owner line: SourceLine) throws(Diagnostic) -> PendingAction {
        var earlier: [Action] = []
        var pending = try action(&cursor, owner: line)
        while case .word("then")? = cursor.peek?.kind {
            guard !pending.takesBlock else {
                throw Diagnostic(.expected("a destination on the line before \"then\"", found: "a block"), at: cursor.location)
            }
            _ = cursor.next()
            guard !cursor.isAtEnd else { throw cursor.failure(expected: Self.expectedAction + " after \"then\"") }
            earlier.append(pending.make([]))
            pending = try action(&cursor, owner: line)
        }
        guard !earlier.isEmpty else { return pending }
        let last = pending
        return PendingAction(takesBlock: last.takesBlock) { .sequence(earlier + [last.make($0)]) }
    }

    /// `alert "Title" [as ID]` (or `dialog`), whose block holds its buttons: a layer that
    /// shows the title and the buttons.
    private func alert(_ style: PresentationStyle, _ cursor: inout TokenCursor) throws(Diagnostic) -> PendingAction {
        let location = cursor.location
        let title = try cursor.expectString("a title after \"\(style == .alert ? "alert" : "dialog")\"")
        let tag = try optionalID(&cursor)
        let pace = try pace(&cursor)
        return PendingAction(takesBlock: true) { buttons in
            .navigate(.present(style: style, view: [Element(kind: .text(title), location: location)] + buttons, tag: tag), pace)
        }
    }

    /// One screen of a list: `DEST [as ID]`, the destination one element on the line.
    private mutating func listedScreen(_ cursor: inout TokenCursor, owner line: SourceLine) throws(Diagnostic) -> NavigationRequest<[Element]>.Screen
    {
        let location = cursor.location
        let head = try self.head(&cursor, owner: line, allowsParameters: false)
        guard !head.takesBlock else {
            throw Diagnostic(
                .expected(
                    "a destination on the line (a view name or a one-line element) in a list of screens", found: "an element that takes a block"),
                at: location)
        }
        return .init(view: [head.make([])], id: try optionalID(&cursor))
    }

    /// Whether `as one` follows, which ends a fast-forward push rather than naming an id.
    private static func startsAsOne(_ cursor: TokenCursor) -> Bool {
        guard case .word("as")? = cursor.peek?.kind, case .word("one")? = cursor.peekSecond?.kind else { return false }
        return true
    }

    /// Whether the next word starts a pace (`animated`, `instantly`).
    private static func startsPace(_ cursor: TokenCursor) -> Bool {
        switch cursor.peek?.kind {
        case .word("animated")?, .word("instantly")?: true
        default: false
        }
    }

    /// After a navigation: `animated DURATION [EASING]`, `instantly`, and where `oneByOne`
    /// allows it `one by one`; nothing keeps the stack's pace.
    private func pace(_ cursor: inout TokenCursor, oneByOne allowsOneByOne: Bool = false) throws(Diagnostic) -> Pace {
        var pace = Pace()
        if allowsOneByOne, cursor.take(word: "one") {
            guard cursor.take(word: "by"), cursor.take(word: "one") else {
                throw cursor.failure(expected: "\"by one\" after \"one\"")
            }
            pace.oneByOne = true
        }
        if cursor.take(word: "animated") {
            guard let transition = try transition(&cursor, after: "\"animated\"", allowsNone: false) else {
                throw cursor.failure(expected: "a duration after \"animated\"")
            }
            pace.animation = .animated(transition)
        } else if cursor.take(word: "instantly") {
            pace.animation = .instantly
        }
        return pace
    }

    /// `DURATION [EASING]`: a duration in seconds or milliseconds (`0.2s`, `300ms`), then an
    /// easing (`linear`, `ease-in`, `ease-out`, `ease-in-out`, or a quoted name of your own);
    /// ease-out when none is named. A zero duration is no transition.
    private func transition(_ cursor: inout TokenCursor, after owner: String, allowsNone: Bool) throws(Diagnostic) -> Transition? {
        let expected = allowsNone ? "\"none\" or a duration such as 0.2s or 300ms after \(owner)" : "a duration such as 0.2s or 300ms after \(owner)"
        let duration = try self.duration(&cursor, expected)
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
    private func duration(_ cursor: inout TokenCursor, _ expected: String) throws(Diagnostic) -> Duration {
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

    /// After `back gesture`: `N%`, `cancel` or `finish`.
    private func backGesture(_ cursor: inout TokenCursor) throws(Diagnostic) -> BackGestureStep {
        if cursor.take(word: "cancel") { return .cancel }
        if cursor.take(word: "finish") { return .finish }
        let expected = "a progress such as 40%, \"cancel\" or \"finish\" after \"back gesture\""
        guard case .number(let number)? = cursor.peek?.kind, (0...100).contains(number) else { throw cursor.failure(expected: expected) }
        _ = cursor.next()
        try cursor.expect(symbol: "%")
        return .progress(number / 100)
    }

    /// The destination of a push or a presentation: one element on the line, or the line's
    /// block when nothing or a keyword follows.
    /// `allowsParameters`: whether `with` after a view name is its parameters (for a push it is
    /// the push's context).
    private mutating func actionDestination(
        _ cursor: inout TokenCursor, owner line: SourceLine, allowsParameters: Bool = false
    ) throws(Diagnostic) -> Destination {
        switch cursor.peek?.kind {
        case nil, .word("with")?, .word("to")?, .word("as")?, .word("animated")?, .word("instantly")?, .word("then")?:
            return Destination(takesBlock: true) { $0 }
        default:
            let head = try inlineHead(&cursor, owner: line, allowsParameters: allowsParameters)
            return Destination(takesBlock: head.takesBlock) { [head.make($0)] }
        }
    }

    /// An element written after another on the same line, no deeper than ``maximumInlineNesting``.
    private mutating func inlineHead(_ cursor: inout TokenCursor, owner line: SourceLine, allowsParameters: Bool = true) throws(Diagnostic) -> Head {
        guard inlineDepth < Self.maximumInlineNesting else {
            throw Diagnostic(.tooDeep("elements after \"->\"", limit: Self.maximumInlineNesting), at: cursor.location)
        }
        inlineDepth += 1
        defer { inlineDepth -= 1 }
        return try head(&cursor, owner: line, allowsParameters: allowsParameters)
    }

    /// After `pop`: nothing, `to root`, `to ID`, `from ID`, `after N` or `N`.
    private func popTarget(_ cursor: inout TokenCursor) throws(Diagnostic) -> PopTarget {
        if cursor.isAtEnd || Self.startsPace(cursor) { return .previous }
        if cursor.take(word: "to") {
            return cursor.take(word: "root") ? .root : .to(try screenID(&cursor, "\"root\" or a screen id after \"pop to\""))
        }
        if cursor.take(word: "from") { return .from(try screenID(&cursor, "a screen id after \"pop from\"")) }
        if cursor.take(word: "after") { return .after(index: try cursor.expectInteger("an index after \"pop after\"")) }
        return .last(try cursor.expectInteger("\"to\", \"from\", \"after\", a count or end of line after \"pop\""))
    }

    /// After `dismiss`: nothing, `all`, `to ID`, `from ID` or `N`.
    private func dismissTarget(_ cursor: inout TokenCursor) throws(Diagnostic) -> DismissTarget {
        if cursor.isAtEnd || Self.startsPace(cursor) { return .top }
        if cursor.take(word: "all") { return .all }
        if cursor.take(word: "to") { return .to(try screenID(&cursor, "a layer tag after \"dismiss to\"")) }
        if cursor.take(word: "from") { return .from(try screenID(&cursor, "a layer tag after \"dismiss from\"")) }
        return .last(try cursor.expectInteger("\"all\", \"to\", \"from\", a count or end of line after \"dismiss\""))
    }

    /// `as ID`, or `nil` when the next word is not `as`.
    private func optionalID(_ cursor: inout TokenCursor) throws(Diagnostic) -> ScreenID? {
        guard !Self.startsAsOne(cursor), cursor.take(word: "as") else { return nil }
        return try screenID(&cursor, "a screen id (a string or a number) after \"as\"")
    }

    /// A string or a number; `1` is not `"1"`.
    private func screenID(_ cursor: inout TokenCursor, _ what: String) throws(Diagnostic) -> ScreenID {
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
}

// MARK: - Steps

extension ScenarioParser {
    private mutating func step(_ line: SourceLine, _ cursor: inout TokenCursor) throws(Diagnostic) -> Step {
        let steps = Self.expectedStep
        guard case .word(let word)? = cursor.peek?.kind else { throw cursor.failure(expected: steps) }
        var usedBlock = false
        let kind: Step.Kind
        switch word {
        case "push", "pop", "back", "present", "alert", "dialog", "dismiss", "hide", "set", "replace", "remove", "open":
            let action = try self.action(&cursor, owner: line)
            usedBlock = action.takesBlock
            kind = .action(action.make(action.takesBlock ? try block(of: line, for: "\"\(word)\"") : []))
        case "tap":
            _ = cursor.next()
            kind = .tap(try cursor.expectString("a label after \"tap\""))
        case "evaluate":
            _ = cursor.next()
            kind = .evaluate(try optionalContext(&cursor))
        case "explain":
            _ = cursor.next()
            kind = .explain(try optionalContext(&cursor))
        case "wait":
            _ = cursor.next()
            kind = .wait(try duration(&cursor, "a duration such as 0.25s or 300ms after \"wait\""))
        case "settle":
            _ = cursor.next()
            kind = .settle
        case "print":
            _ = cursor.next()
            kind = cursor.take(word: "snapshot") ? .printSnapshot : .print
        case "select":
            _ = cursor.next()
            guard cursor.take(word: "tab") else { throw cursor.failure(expected: "\"tab\" after \"select\"") }
            kind = .selectTab(try cursor.expectString("a tab title after \"select tab\""))
        case "save":
            _ = cursor.next()
            let name = try cursor.expectString("a snapshot name after \"save\"")
            savedNames.insert(name)
            kind = .save(name)
        case "restore":
            _ = cursor.next()
            let location = cursor.location
            let name = try cursor.expectString("a snapshot name after \"restore\"")
            guard savedNames.contains(name) || !checksSavedNames else {
                let saved = savedNames.sorted().map { Quoting.quoted($0) }.joined(separator: ", ")
                throw Diagnostic(
                    .expected("the name of a snapshot saved before this step (\(saved.isEmpty ? "none is" : saved))", found: Quoting.quoted(name)),
                    at: location)
            }
            kind = .restore(name)
        case "event":
            _ = cursor.next()
            let location = cursor.location
            let name = try cursor.expectString("an event name after \"event\"")
            if let declaredEvents, !declaredEvents.contains(name) {
                let declared = declaredEvents.map { Quoting.quoted($0) }.joined(separator: ", ")
                throw Diagnostic(
                    .expected(
                        "the name of an event declared with on \"NAME\" -> … (\(declared.isEmpty ? "none is" : declared))",
                        found: Quoting.quoted(name) + Suggestion.phrase(for: name, among: declaredEvents)),
                    at: location)
            }
            kind = .event(name)
        case "expect":
            _ = cursor.next()
            kind = .expect(try expectation(line, &cursor))
            usedBlock = !line.rawBlock.isEmpty
        default:
            throw Diagnostic(.unknownWord(expected: steps, found: word, candidates: Self.stepWords), at: line.location)
        }
        try cursor.expectEnd()
        if !usedBlock, let child = line.children.first {
            throw Diagnostic(.unexpectedIndentation, at: child.location)
        }
        return Step(kind: kind, location: line.location, source: Self.withoutComment(line.text))
    }

    private func expectation(_ line: SourceLine, _ cursor: inout TokenCursor) throws(Diagnostic) -> Expectation {
        let kinds = Self.expectedExpectation
        let location = cursor.location
        let word = try cursor.expectWord(kinds)
        switch word {
        case "not":
            // A run of `not`s is read in a loop, not by recursion (a file may hold thousands),
            // and folds to one `not` or none: `not not X` is X.
            var negations = 1
            while cursor.take(word: "not") { negations += 1 }
            // The negated expectation as written, for the failure message.
            let text = Self.withoutComment(line.text)
            let start = cursor.peek.flatMap { text.index(text.startIndex, offsetBy: $0.offset, limitedBy: text.endIndex) }
            let source = String(start.map { text[$0...] } ?? text)
            // No `not` is left, so this reads one level.
            let negated = try expectation(line, &cursor)
            return negations % 2 == 0 ? negated : .not(negated, source: source)
        case "visible": return .visible(try cursor.expectString("a string after \"visible\""))
        case "hidden": return .hidden(try cursor.expectString("a string after \"hidden\""))
        case "absent": return .absent(try cursor.expectString("a string after \"absent\""))
        case "accepts": return .accepts(try optionalContext(&cursor))
        case "rejects": return .rejects(try optionalContext(&cursor))
        case "pushers": return .pushers(comparison(&cursor), try cursor.expectInteger("a number of pushers"))
        case "active":
            if case .string(let name)? = cursor.peek?.kind {
                _ = cursor.next()
                return .activeName(name)
            }
            return .activeNumber(try cursor.expectInteger("a pusher name or number after \"active\""))
        case "depth": return .depth(comparison(&cursor), try cursor.expectInteger("a number of pushed screens after \"depth\""))
        case "layers": return .layers(comparison(&cursor), try cursor.expectInteger("a number of modal layers after \"layers\""))
        case "contains": return .contains(try screenID(&cursor, "a screen id after \"contains\""))
        case "result": return .result(try value(&cursor))
        case "state": return .state(try cursor.expectString("a state description after \"state\", such as \"root > \\\"detail\\\"\""))
        case "outcome":
            let kinds = OutcomeKind.allCases.map { (name: $0.rawValue, value: $0) }
            let known = kinds.map(\.name).joined(separator: ", ")
            return .outcome(try cursor.expectPhrase(among: kinds, "an outcome (\(known)) after \"outcome\""))
        case "context", "binding":
            let key = try self.key(&cursor, "a \(word) key after \"\(word)\"")
            guard case .symbol(let symbol)? = cursor.peek?.kind, let comparison = PushRule.Comparison(rawValue: symbol) else {
                throw cursor.failure(expected: "a comparison (==, !=, <, <=, >, >=) after \"\(word) \(key)\"")
            }
            _ = cursor.next()
            let value = try value(&cursor)
            return word == "context" ? .context(key: key, comparison, value) : .binding(key: key, comparison, value)
        case "description": return .description(try cursor.expectString("a description after \"description\", such as \"['A'|'B']\""))
        case "transitioning": return .transitioning(true)
        case "settled": return .transitioning(false)
        case "time": return .time(try duration(&cursor, "a duration such as 0.55s or 550ms after \"time\""))
        case "did":
            guard cursor.take(word: "appear") else { throw cursor.failure(expected: "\"appear\" after \"did\"") }
            return .didAppear(try cursor.expectString("a string after \"did appear\""))
        case "tree":
            // An empty block is a tree not recorded yet: `check --record` fills it.
            return .tree(line.rawBlock.isEmpty ? "" : line.rawBlock.joined(separator: "\n") + "\n")
        case let other:
            throw Diagnostic(.unknownWord(expected: kinds, found: other, candidates: Self.expectationWords), at: location)
        }
    }

    /// `==`, `!=`, `<`, `<=`, `>` or `>=` before a count, if one is there; none means `==`.
    private func comparison(_ cursor: inout TokenCursor) -> PushRule.Comparison {
        guard case .symbol(let symbol)? = cursor.peek?.kind, let comparison = PushRule.Comparison(rawValue: symbol) else { return .equal }
        _ = cursor.next()
        return comparison
    }

    /// The line as written, without a trailing comment or the spaces before it. Reads bytes:
    /// it runs on every step.
    private static func withoutComment(_ text: Substring) -> Substring {
        let end = text.withBytes { bytes in
            var inString = false
            var escaped = false
            var end = bytes.count
            for (offset, byte) in bytes.enumerated() {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") && inString {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString.toggle()
                } else if byte == UInt8(ascii: "#") && !inString {
                    end = offset
                    break
                }
            }
            while end > 0 && bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
            return end
        }
        return Substring(text.utf8.prefix(end))
    }
}

// MARK: - Context and rules

extension ScenarioParser {
    /// `with key: value, …`, or the empty context when the next word is not `with`.
    private func optionalContext(_ cursor: inout TokenCursor) throws(Diagnostic) -> PushContext {
        guard cursor.take(word: "with") else { return [:] }
        return try assignments(&cursor)
    }

    /// `key: value, …`: at least one.
    private func assignments(_ cursor: inout TokenCursor) throws(Diagnostic) -> PushContext {
        var context = PushContext()
        repeat {
            let key = try self.key(&cursor, "a context key")
            try cursor.expect(symbol: ":")
            context[key] = try value(&cursor)
        } while cursor.take(symbol: ",")
        return context
    }

    private func key(_ cursor: inout TokenCursor, _ what: String) throws(Diagnostic) -> String {
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

    private func value(_ cursor: inout TokenCursor, depth: Int = 0) throws(Diagnostic) -> ContextValue {
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

    private func list(_ cursor: inout TokenCursor, depth: Int = 0) throws(Diagnostic) -> [ContextValue] {
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
    /// A rule nests no deeper than ``maximumNesting`` (`not` and parentheses) and chains no more
    /// than ``maximumChain`` terms: rules are evaluated, printed and encoded recursively.
    private func rule(_ cursor: inout TokenCursor, depth: Int = 0) throws(Diagnostic) -> PushRule {
        var rule = try conjunction(&cursor, depth: depth)
        var terms = 1
        while cursor.take(word: "or") {
            terms += 1
            guard terms <= Self.maximumChain else { throw Self.chainTooLong(at: cursor.location) }
            rule = .or(rule, try conjunction(&cursor, depth: depth))
        }
        return rule
    }

    private func conjunction(_ cursor: inout TokenCursor, depth: Int) throws(Diagnostic) -> PushRule {
        var rule = try negation(&cursor, depth: depth)
        var terms = 1
        while cursor.take(word: "and") {
            terms += 1
            guard terms <= Self.maximumChain else { throw Self.chainTooLong(at: cursor.location) }
            rule = .and(rule, try negation(&cursor, depth: depth))
        }
        return rule
    }

    private static func chainTooLong(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .expected("at most \(maximumChain) terms joined by \"and\" or \"or\" in one rule", found: "term \(maximumChain + 1)"), at: location)
    }

    private func negation(_ cursor: inout TokenCursor, depth: Int) throws(Diagnostic) -> PushRule {
        if case .word("not")? = cursor.peek?.kind {
            guard depth < Self.maximumNesting else {
                throw Diagnostic(.tooDeep("\"not\" and parentheses", limit: Self.maximumNesting), at: cursor.location)
            }
            _ = cursor.next()
            return .not(try negation(&cursor, depth: depth + 1))
        }
        if case .symbol("(")? = cursor.peek?.kind {
            guard depth < Self.maximumNesting else {
                throw Diagnostic(.tooDeep("\"not\" and parentheses", limit: Self.maximumNesting), at: cursor.location)
            }
            _ = cursor.next()
            let rule = try self.rule(&cursor, depth: depth + 1)
            try cursor.expect(symbol: ")")
            return rule
        }
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
