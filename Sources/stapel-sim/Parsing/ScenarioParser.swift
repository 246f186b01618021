import Pusher
import ViewTree

/// Parses scenario files. Every error is collected (a line in error is skipped with its block),
/// so one run reports all of them.
///
/// The forms are read through tables keyed by their first word, one file per family:
/// declarations and directives (`ScenarioParser+Declarations`), the elements of blocks
/// (`+Elements`, `+Blocks`), actions (`+Actions`), steps (`+Steps`), expectations
/// (`+Expectations`), and the values, contexts and rules inside them (`+Values`). Each table's
/// words are ``Grammar``'s (a test holds them equal), so a new form is one entry of its table
/// plus its meaning in the runner.
struct ScenarioParser {
    let file: String
    var diagnostics: [Diagnostic] = []
    /// Elements whose view references are checked once every view is known: what the blocks
    /// of headers in error hold (read for their own errors, then dropped), and references in
    /// steps to views not defined when the step was read.
    var checkedOnly: [Element] = []
    /// The style of `present DEST` with none, as the directives so far set it.
    var defaultPresentation: PresentationStyle?
    /// How deep elements after `->` nest on the line being read.
    var inlineDepth = 0
    /// How deep values and rules may nest: input drives these parsers' recursion, so a limit
    /// keeps a runaway line from exhausting the stack.
    static let maximumNesting = 256
    /// How deep elements after `->` may nest. Lower: each level is three calls with large frames
    /// (a whole element's head), and 256 of them overflowed a 512 KB thread under the address
    /// sanitizer. No real scenario chains more than a few.
    static let maximumInlineNesting = 64
    /// How many terms one chain of `and` or `or` may join.
    static let maximumChain = 1_000
    /// How high a rule's tree may be in all: an `or` of 1,000-term `and` chains is 2,000 high,
    /// and a rule read by a person is a few levels. Checked as the rule is read, before any
    /// recursion over it (freeing a rule took about 93 bytes of stack a level: 90,000 levels
    /// overflowed the main thread).
    static let maximumRuleHeight = 2_500

    /// The snapshot names `save` steps so far used, which `restore` may name.
    var savedNames: Set<String> = []
    /// Whether `restore` must name a snapshot saved earlier in the file; the REPL's lines are
    /// checked when they run.
    var checksSavedNames = true
    /// The most steps a file may have (`--max-steps`); reading stops at the step after it.
    var stepLimit = Int.max
    /// One storage for each string the file repeats.
    let strings = StringInterner()
    /// Whether the lines read now are kept as values, their strings worth sharing: a
    /// declaration's. A step is kept as where it is written, so its strings are dropped with it
    /// (hashing each of a million steps' labels was a tenth of reading them).
    var internsStrings = false
    /// The storage of the tokens of the last step read, emptied, for the next line: a file of
    /// a million steps allocates one token array, not a million.
    private var spareTokens: [Token] = []
    /// The words and strings the lines so far spelled, which the next lines' tokens reuse.
    private var spellings = SpellingCache()
    /// The events `on "NAME"` lines declared, which `event` steps may name; `nil` for the
    /// REPL's lines, checked when they run.
    var declaredEvents: DeclaredNames? = DeclaredNames()

    /// Names in the order declared, with a set to ask: a file of thousands of events and as
    /// many `event` steps searched the list at each step.
    struct DeclaredNames {
        private(set) var inOrder: [String] = []
        private var known: Set<String> = []

        mutating func add(_ name: String) {
            if known.insert(name).inserted { inOrder.append(name) }
        }

        func contains(_ name: String) -> Bool { known.contains(name) }
    }
    /// The line of the `app` block, once read: steps may follow only after it.
    var appLine: Int?
    /// The block of a top-level line whose header failed: still read, for its own errors.
    var unreadBlock: [SourceLine] = []
    /// The tables' entries for the first words read last (see ``LastLookup``).
    var lastDeclaration = LastLookup<Declaration>()
    var lastStepForm = LastLookup<StepReader>()
    var lastActionForm = LastLookup<ActionReader>()
    var lastElementForm = LastLookup<ElementReader>()

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
        var parser = lineParser(file: file, defaultPresentation: defaultPresentation)
        let line = SourceLine(text, at: SourceLocation(file: file, line: lineNumber, column: 1))
        let step: Step
        do throws(Diagnostic) {
            var cursor = try parser.cursor(for: line)
            step = try parser.step(line, &cursor)
        } catch {
            throw Failure(diagnostics: [error])
        }
        var diagnostics = parser.diagnostics
        let checker = ReferenceChecker(views: views)
        let unknown = checker.check(elements: step.destination, into: &diagnostics)
        checker.report(unknown, into: &diagnostics)
        guard diagnostics.isEmpty else { throw Failure(diagnostics: diagnostics) }
        return step
    }

    /// Reads again the step written at `start` of `text` (the start of line `line`), which
    /// parsed when the file was read: what ``ScenarioSteps`` keeps instead of the step.
    static func step(
        writtenIn text: String, at start: Int, line: Int, file: String, defaultPresentation: PresentationStyle?
    ) -> Step {
        var parser = lineParser(file: file, defaultPresentation: defaultPresentation)
        var reader = LineReader(file: file)
        var root: SourceLine?
        reader.read(text, from: start, firstLine: line) { line in
            root = line
            return false
        }
        do throws(Diagnostic) {
            guard let root else {
                throw Diagnostic(.expected("a step", found: "the end of the file"), at: SourceLocation(file: file, line: line, column: 1))
            }
            var cursor = try parser.cursor(for: root)
            return try parser.step(root, &cursor)
        } catch {
            // The same text read by the same parser: only a defect of the parser gets here.
            preconditionFailure("a step that parsed when its file was read no longer parses: \(error)")
        }
    }

    private init(file: String) {
        self.file = file
    }

    /// A parser for one step read on its own (the REPL's, or a file's read again): the saved
    /// names and events it may name are not known to it, and were checked when the file was
    /// read or are when the step runs.
    private static func lineParser(file: String, defaultPresentation: PresentationStyle?) -> ScenarioParser {
        var parser = ScenarioParser(file: file)
        parser.defaultPresentation = defaultPresentation
        parser.checksSavedNames = false
        parser.declaredEvents = nil
        parser.spellings = SpellingCache(slotCount: 0)
        return parser
    }

    private mutating func parse(_ source: String) -> Scenario {
        var reader = LineReader(file: file)
        var scenario = Scenario(file: file, source: source)
        scenario.steps = ScenarioSteps(writtenIn: source, file: file)
        // Steps are most of a long file, and at most one a line of two bytes or more: reserving
        // for that many keeps the array from doubling (pages never written cost nothing).
        // Counting the lines instead read the whole file, which a file over the step limit is
        // refused without (a tenth of refusing 54 MB).
        let lines = source.utf8.count / 2 + 1
        scenario.steps.reserveCapacity(stepLimit < lines ? stepLimit + 1 : lines)
        // Each top-level line is parsed as the reader ends its block; the reader's errors come
        // first, as they did when it read the whole file before.
        reader.read(source) { line in
            parse(line, into: &scenario)
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

    /// One top-level line with its block: a declaration or a directive, read by the entry of
    /// ``declarations`` for its first word, or a step.
    private mutating func parse(_ line: SourceLine, into scenario: inout Scenario) {
        unreadBlock = []
        do throws(Diagnostic) {
            var cursor = try cursor(for: line)
            if case .word(let word)? = cursor.peek?.kind, let declaration = lastDeclaration.value(for: word, in: Self.declarations) {
                guard scenario.steps.isEmpty || declaration.allowedAfterSteps else {
                    throw Diagnostic(.directiveAfterSteps, at: line.location)
                }
                // Lexed again, interning this time: declarations are few, steps many.
                internsStrings = true
                defer { internsStrings = false }
                cursor = try self.cursor(for: line)
                try declaration.read(&self, &cursor, line, &scenario)
                return
            }
            guard appLine != nil else {
                throw cursor.failure(
                    expected:
                        Grammar.declarations.map { "\"\($0)\"" }.joined(separator: ", ") + " or a directive ("
                        + Grammar.directives.joined(separator: ", ") + ") before the first step"
                )
            }
            let kind = try stepKind(line, &cursor)
            spareTokens = cursor.takeTokens()
            // The step is not kept as a value: what it mounts is checked now. A view may be
            // defined after the steps, so a name not defined yet is checked at the end.
            let destination = kind.destination
            if !destination.isEmpty {
                checkedOnly += ReferenceChecker(views: scenario.views).check(elements: destination, into: &diagnostics)
            }
            scenario.steps.append(writtenAt: line.byteRange.lowerBound, line: line.location.line, defaultPresentation: defaultPresentation)
        } catch {
            diagnostics.append(error)
            if !unreadBlock.isEmpty { checkedOnly += elements(in: unreadBlock) }
        }
    }

    mutating func cursor(for line: SourceLine) throws(Diagnostic) -> TokenCursor {
        var tokens: [Token] = []
        swap(&tokens, &spareTokens)
        let codeLength = try Lexer.tokens(of: line, into: &tokens, spellings: &spellings).get()
        guard internsStrings else { return TokenCursor(tokens: tokens, line: line, codeLength: codeLength) }
        for index in tokens.indices {
            if case .string(let string) = tokens[index].kind {
                tokens[index] = Token(kind: .string(strings.intern(string)), offset: tokens[index].offset)
            }
        }
        return TokenCursor(tokens: tokens, line: line, codeLength: codeLength)
    }
}
