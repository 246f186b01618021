import Pusher
import ViewTree

// MARK: - Actions

extension ScenarioParser {
    /// An action waiting for the line's block.
    struct PendingAction {
        let takesBlock: Bool
        let make: ([Element]) -> Action

        /// An action that takes no block.
        static func simple(_ action: Action) -> PendingAction {
            PendingAction(takesBlock: false) { _ in action }
        }
    }

    /// Where an action is read: the word that starts it, where, and the line whose block it may
    /// take.
    struct ActionSite {
        let word: String
        let location: SourceLocation
        let line: SourceLine
    }

    /// Reads an action after its first word.
    typealias ActionReader = @Sendable (inout ScenarioParser, inout TokenCursor, ActionSite) throws(Diagnostic) -> PendingAction

    /// Every action (``Grammar/actions``) by its first word: after `->` of a button, in `then`
    /// chains, and as a step.
    ///
    /// `push DEST [with CONTEXT] [as ID] [to "name"]`, `push DEST [as ID], DEST [as ID]… [with
    /// CONTEXT] [to "name"] as one`, `set screens DEST [as ID], …`, `replace root DEST [as ID]`,
    /// `remove ID`, `present sheet|cover DEST [as ID]`, a pop, a dismiss, `hide "name"`, `set
    /// KEY: VALUE, …` or `back`. DEST is one element, or the line's block when the line goes on
    /// with `with`, `as`, `to` or nothing; in a list each DEST is one element on the line.
    static let actionForms: [String: ActionReader] = [
        "push": { parser, cursor, site throws(Diagnostic) in try parser.push(&cursor, site) },
        "replace": { parser, cursor, site throws(Diagnostic) in
            guard cursor.take(word: "root") else { throw cursor.failure(expected: "\"root\" after \"replace\"") }
            let destination = try parser.actionDestination(&cursor, owner: site.line, allowsParameters: true)
            let id = try parser.optionalID(&cursor)
            let pace = try parser.pace(&cursor)
            return PendingAction(takesBlock: destination.takesBlock) {
                .navigate(.replaceRoot(.init(view: destination.make($0), id: id)), pace)
            }
        },
        "open": { parser, cursor, _ throws(Diagnostic) in
            .simple(.navigate(.open(try cursor.expectString("a URL such as \"/inbox/42?x=1\" after \"open\"")), try parser.pace(&cursor)))
        },
        "remove": { parser, cursor, _ throws(Diagnostic) in
            .simple(.navigate(.remove(try parser.screenID(&cursor, "a screen id (a string or a number) after \"remove\"")), try parser.pace(&cursor)))
        },
        "alert": { parser, cursor, _ throws(Diagnostic) in try parser.alert(.alert, &cursor) },
        "dialog": { parser, cursor, _ throws(Diagnostic) in try parser.alert(.confirmationDialog, &cursor) },
        "present": { parser, cursor, site throws(Diagnostic) in try parser.present(&cursor, site) },
        "pop": { parser, cursor, _ throws(Diagnostic) in
            if cursor.take(word: "with") {
                guard cursor.take(word: "result") else { throw cursor.failure(expected: "\"result\" after \"pop with\"") }
                return .simple(.navigate(.popWithResult(try parser.value(&cursor)), try parser.pace(&cursor)))
            }
            let target = try parser.popTarget(&cursor)
            return .simple(.navigate(.pop(target), try parser.pace(&cursor, oneByOne: target.allowsOneByOne)))
        },
        "dismiss": { parser, cursor, _ throws(Diagnostic) in
            let target = try parser.dismissTarget(&cursor)
            return .simple(.navigate(.dismiss(target), try parser.pace(&cursor, oneByOne: target.allowsOneByOne)))
        },
        "hide": { parser, cursor, _ throws(Diagnostic) in
            .simple(.navigate(.hide(try cursor.expectString("a pusher name after \"hide\"")), try parser.pace(&cursor)))
        },
        "set": { parser, cursor, site throws(Diagnostic) in
            // `set screens: 2` sets a binding named "screens".
            guard case .word("screens")? = cursor.peek?.kind, cursor.peekSecond?.kind != .symbol(":") else {
                return .simple(.set(try parser.assignments(&cursor)))
            }
            _ = cursor.next()
            var screens = [try parser.listedScreen(&cursor, owner: site.line)]
            while cursor.take(symbol: ",") {
                screens.append(try parser.listedScreen(&cursor, owner: site.line))
            }
            let context = try parser.optionalContext(&cursor)
            return .simple(.navigate(.setScreens(screens, context: context), try parser.pace(&cursor)))
        },
        "select": { _, cursor, _ throws(Diagnostic) in
            guard cursor.take(word: "tab") else { throw cursor.failure(expected: "\"tab\" after \"select\"") }
            return .simple(.selectTab(try cursor.expectString("a tab title after \"select tab\"")))
        },
        "back": { parser, cursor, _ throws(Diagnostic) in
            if cursor.take(word: "gesture") { return .simple(.backGesture(try parser.backGesture(&cursor))) }
            let force = cursor.take(word: "force")
            return .simple(.back(try parser.pace(&cursor).animation, force: force))
        },
    ]

    static let actionWords = Grammar.firstWords(of: Grammar.actions)
    static let expectedAction = "an action (" + alternatives(Grammar.actions) + ")"

    /// One action, read by the entry of ``actionForms`` for its first word.
    mutating func action(_ cursor: inout TokenCursor, owner line: SourceLine) throws(Diagnostic) -> PendingAction {
        let location = cursor.location
        guard case .word(let word)? = cursor.peek?.kind else { throw cursor.failure(expected: Self.expectedAction) }
        _ = cursor.next()
        guard let form = lastActionForm.value(for: word, in: Self.actionForms) else {
            throw Diagnostic(.unknownWord(expected: Self.expectedAction, found: word, candidates: Self.actionWords), at: location)
        }
        return try form(&self, &cursor, ActionSite(word: word, location: location, line: line))
    }

    /// `push DEST …`, or a list of screens pushed `as one` (one screen too: `push A to "p" as
    /// one`). The first screen's context may come before or after its id.
    private mutating func push(_ cursor: inout TokenCursor, _ site: ActionSite) throws(Diagnostic) -> PendingAction {
        let destinationLocation = cursor.location
        let destination = try actionDestination(&cursor, owner: site.line)
        var context = try optionalContext(&cursor)
        let id = try optionalID(&cursor)
        var target: String?
        if cursor.peek?.kind != .symbol(","), !Self.startsAsOne(cursor) {
            if context.isEmpty { context = try optionalContext(&cursor) }
            target = cursor.take(word: "to") ? try cursor.expectString("a pusher name after \"to\"") : nil
            guard Self.startsAsOne(cursor) else {
                let pace = try pace(&cursor)
                return PendingAction(takesBlock: destination.takesBlock) { [context, target] in
                    .navigate(.push(view: destination.make($0), id: id, context: context, target: target), pace)
                }
            }
        }
        // Fast forward: the screens go in one request, one transition.
        guard !destination.takesBlock else {
            throw Diagnostic(.expected("a destination on the line before \",\" or \"as one\"", found: "a block"), at: destinationLocation)
        }
        var screens = [NavigationRequest<[Element]>.Screen(view: destination.make([]), id: id)]
        while cursor.take(symbol: ",") {
            screens.append(try listedScreen(&cursor, owner: site.line))
        }
        if context.isEmpty { context = try optionalContext(&cursor) }
        if target == nil { target = cursor.take(word: "to") ? try cursor.expectString("a pusher name after \"to\"") : nil }
        guard cursor.take(word: "as"), cursor.take(word: "one") else {
            throw cursor.failure(expected: "\",\" and another destination, or \"as one\" after the screens of \"push\"")
        }
        return .simple(.navigate(.pushScreens(screens, context: context, target: target), try pace(&cursor)))
    }

    /// `present sheet|cover DEST [as ID]`, or `present alert|dialog …`.
    private mutating func present(_ cursor: inout TokenCursor, _ site: ActionSite) throws(Diagnostic) -> PendingAction {
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
        let destination = try actionDestination(&cursor, owner: site.line, allowsParameters: true)
        let tag = try optionalID(&cursor)
        let pace = try pace(&cursor)
        return PendingAction(takesBlock: destination.takesBlock) { .navigate(.present(style: style, view: destination.make($0), tag: tag), pace) }
    }

    /// `ACTION { then ACTION }`: actions run in order, as statements in a closure. Only the last
    /// may take the line's block.
    mutating func actions(_ cursor: inout TokenCursor, owner line: SourceLine) throws(Diagnostic) -> PendingAction {
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
    func alert(_ style: PresentationStyle, _ cursor: inout TokenCursor) throws(Diagnostic) -> PendingAction {
        let location = cursor.location
        let title = try cursor.expectString("a title after \"\(style == .alert ? "alert" : "dialog")\"")
        let tag = try optionalID(&cursor)
        let pace = try pace(&cursor)
        return PendingAction(takesBlock: true) { buttons in
            .navigate(.present(style: style, view: [Element(kind: .text(title), location: location)] + buttons, tag: tag), pace)
        }
    }

    /// One screen of a list: `DEST [as ID]`, the destination one element on the line.
    mutating func listedScreen(_ cursor: inout TokenCursor, owner line: SourceLine) throws(Diagnostic) -> NavigationRequest<[Element]>.Screen {
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
    static func startsAsOne(_ cursor: TokenCursor) -> Bool {
        guard case .word("as")? = cursor.peek?.kind, case .word("one")? = cursor.peekSecond?.kind else { return false }
        return true
    }

    /// Whether the action's words end here: at the end of the line, a pace, or `then`.
    static func endsAction(_ cursor: TokenCursor) -> Bool {
        cursor.isAtEnd || startsPace(cursor) || cursor.peek?.kind == .word("then")
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
    func pace(_ cursor: inout TokenCursor, oneByOne allowsOneByOne: Bool = false) throws(Diagnostic) -> Pace {
        var pace = Pace()
        if allowsOneByOne, cursor.take(word: "one") {
            guard cursor.take(word: "by"), cursor.take(word: "one") else {
                throw cursor.failure(expected: "\"by one\" after \"one\"")
            }
            pace.oneByOne = true
        }
        if cursor.take(word: "animated") {
            guard let transition = try Self.transition(&cursor, after: "\"animated\"", allowsNone: false) else {
                throw cursor.failure(expected: "a duration after \"animated\"")
            }
            pace.animation = .animated(transition)
        } else if cursor.take(word: "instantly") {
            pace.animation = .instantly
        }
        return pace
    }

    /// After `back gesture`: `N%`, `cancel` or `finish`.
    func backGesture(_ cursor: inout TokenCursor) throws(Diagnostic) -> BackGestureStep {
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
    mutating func actionDestination(
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

    /// After `pop`: nothing, `to root`, `to ID`, `from ID`, `after N` or `N`.
    func popTarget(_ cursor: inout TokenCursor) throws(Diagnostic) -> PopTarget {
        if Self.endsAction(cursor) { return .previous }
        if cursor.take(word: "to") {
            return cursor.take(word: "root") ? .root : .to(try screenID(&cursor, "\"root\" or a screen id after \"pop to\""))
        }
        if cursor.take(word: "from") { return .from(try screenID(&cursor, "a screen id after \"pop from\"")) }
        if cursor.take(word: "after") { return .after(index: try cursor.expectInteger("an index after \"pop after\"")) }
        return .last(try cursor.expectInteger("\"to\", \"from\", \"after\", a count or end of line after \"pop\""))
    }

    /// After `dismiss`: nothing, `all`, `to ID`, `from ID` or `N`.
    func dismissTarget(_ cursor: inout TokenCursor) throws(Diagnostic) -> DismissTarget {
        if Self.endsAction(cursor) { return .top }
        if cursor.take(word: "all") { return .all }
        if cursor.take(word: "to") { return .to(try screenID(&cursor, "a layer tag after \"dismiss to\"")) }
        if cursor.take(word: "from") { return .from(try screenID(&cursor, "a layer tag after \"dismiss from\"")) }
        return .last(try cursor.expectInteger("\"all\", \"to\", \"from\", a count or end of line after \"dismiss\""))
    }
}
