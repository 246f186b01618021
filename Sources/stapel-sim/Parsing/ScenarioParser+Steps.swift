import Pusher
import ViewTree

// MARK: - Steps

extension ScenarioParser {
    /// Reads a step at its first word: what it is, and whether it took the line's block.
    typealias StepReader = @Sendable (inout ScenarioParser, inout TokenCursor, SourceLine) throws(Diagnostic) -> (Step.Kind, usesBlock: Bool)

    /// Every step (``Grammar/steps``) by its first word. The steps that are actions are read by
    /// ``actionForms``.
    static let stepForms: [String: StepReader] = {
        var table: [String: StepReader] = [
            "tap": word { cursor throws(Diagnostic) in .tap(try cursor.expectString("a label after \"tap\"")) },
            "evaluate": { parser, cursor, _ throws(Diagnostic) in
                _ = cursor.next()
                return (.evaluate(try parser.optionalContext(&cursor)), false)
            },
            "explain": { parser, cursor, _ throws(Diagnostic) in
                _ = cursor.next()
                return (.explain(try parser.optionalContext(&cursor)), false)
            },
            "wait": word { cursor throws(Diagnostic) in
                .wait(try ScenarioParser.duration(&cursor, "a duration such as 0.25s or 300ms after \"wait\""))
            },
            "settle": word { _ in .settle },
            "print": word { cursor in cursor.take(word: "snapshot") ? .printSnapshot : .print },
            "select": word { cursor throws(Diagnostic) in
                guard cursor.take(word: "tab") else { throw cursor.failure(expected: "\"tab\" after \"select\"") }
                return .selectTab(try cursor.expectString("a tab title after \"select tab\""))
            },
            "save": { parser, cursor, _ throws(Diagnostic) in
                _ = cursor.next()
                let name = try cursor.expectString("a snapshot name after \"save\"")
                parser.savedNames.insert(name)
                return (.save(name), false)
            },
            "restore": { parser, cursor, _ throws(Diagnostic) in
                _ = cursor.next()
                return (.restore(try parser.savedName(&cursor)), false)
            },
            "event": { parser, cursor, _ throws(Diagnostic) in
                _ = cursor.next()
                return (.event(try parser.declaredEvent(&cursor)), false)
            },
            "expect": { parser, cursor, line throws(Diagnostic) in
                _ = cursor.next()
                return (.expect(try parser.expectation(line, &cursor)), !line.rawBlock.isEmpty)
            },
        ]
        for word in Grammar.firstWords(of: Grammar.actions) where table[word] == nil {
            table[word] = actionStep(word)
        }
        return table
    }()

    /// A step that is an action: read by ``actionForms``, its block (if it takes one) read here.
    private static func actionStep(_ word: String) -> StepReader {
        { parser, cursor, line throws(Diagnostic) in
            let action = try parser.action(&cursor, owner: line)
            guard action.takesBlock else { return (.action(action.make([])), false) }
            let block = try parser.block(of: line, for: "\"" + word + "\"")
            return (.action(action.make(block)), true)
        }
    }

    /// A step that reads its words after the first with `read`, and takes no block.
    private static func word(_ read: @escaping @Sendable (inout TokenCursor) throws(Diagnostic) -> Step.Kind) -> StepReader {
        { _, cursor, _ throws(Diagnostic) in
            _ = cursor.next()
            return (try read(&cursor), false)
        }
    }

    /// The first word of each step: what the REPL completes. The forms themselves are
    /// ``Grammar``'s; a misspelling is compared with their first words.
    static let stepWords = Grammar.firstWords(of: Grammar.steps)
    static let expectedStep = "a step (" + Grammar.steps.joined(separator: ", ") + ")"

    /// `a, b or c`.
    static func alternatives(_ names: [String]) -> String {
        names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }

    /// One step, read by the entry of ``stepForms`` for its first word.
    mutating func step(_ line: SourceLine, _ cursor: inout TokenCursor) throws(Diagnostic) -> Step {
        let kind = try stepKind(line, &cursor)
        return Step(kind: kind, location: line.location, source: cursor.source)
    }

    /// What the step on `line` does: all that checking a step as its file is read needs (the
    /// step itself is read again where it is written when it runs).
    mutating func stepKind(_ line: SourceLine, _ cursor: inout TokenCursor) throws(Diagnostic) -> Step.Kind {
        guard case .word(let word)? = cursor.peek?.kind else { throw cursor.failure(expected: Self.expectedStep) }
        guard let form = lastStepForm.value(for: word, in: Self.stepForms) else {
            throw Diagnostic(.unknownWord(expected: Self.expectedStep, found: word, candidates: Self.stepWords), at: line.location)
        }
        let (kind, usesBlock) = try form(&self, &cursor, line)
        try cursor.expectEnd()
        if !usesBlock, let child = line.children.first {
            throw Diagnostic(.unexpectedIndentation, at: child.location)
        }
        return kind
    }

    /// After `restore`: the name of a snapshot a `save` before it kept (the REPL's lines are
    /// checked when they run).
    private func savedName(_ cursor: inout TokenCursor) throws(Diagnostic) -> String {
        let location = cursor.location
        let name = try cursor.expectString("a snapshot name after \"restore\"")
        guard savedNames.contains(name) || !checksSavedNames else {
            let saved = savedNames.sorted().map { Quoting.quoted($0) }.joined(separator: ", ")
            throw Diagnostic(
                .expected("the name of a snapshot saved before this step (\(saved.isEmpty ? "none is" : saved))", found: Quoting.quoted(name)),
                at: location)
        }
        return name
    }

    /// After `event`: the name of an event an `on "NAME"` line declared.
    private func declaredEvent(_ cursor: inout TokenCursor) throws(Diagnostic) -> String {
        let location = cursor.location
        let name = try cursor.expectString("an event name after \"event\"")
        if let declaredEvents, !declaredEvents.contains(name) {
            let declared = declaredEvents.inOrder.map { Quoting.quoted($0) }.joined(separator: ", ")
            throw Diagnostic(
                .expected(
                    "the name of an event declared with on \"NAME\" -> … (\(declared.isEmpty ? "none is" : declared))",
                    found: Quoting.quoted(name) + Suggestion.phrase(for: name, among: declaredEvents.inOrder)),
                at: location)
        }
        return name
    }
}
