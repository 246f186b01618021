import Pusher
import ViewTree

// MARK: - Elements

extension ScenarioParser {
    /// An element read from its line, waiting for the elements of its block (if it takes one).
    struct Head {
        let takesBlock: Bool
        let make: ([Element]) -> Element

        static func leaf(_ element: Element) -> Head {
            Head(takesBlock: false) { _ in element }
        }

        /// An element made of the line's block.
        static func block(_ make: @escaping ([Element]) -> Element) -> Head {
            Head(takesBlock: true, make: make)
        }
    }

    /// Where an element is read: the word that starts it, where, the line whose block it may
    /// take, and whether `with` after a view name is its parameters (not where it is a push's
    /// context).
    struct ElementSite {
        let word: String
        let location: SourceLocation
        let line: SourceLine
        let allowsParameters: Bool
    }

    /// Reads an element after its first word.
    typealias ElementReader = @Sendable (inout ScenarioParser, inout TokenCursor, ElementSite) throws(Diagnostic) -> Head

    /// Every element (``Grammar/elements``, but `else`, which the block reader reads) by its
    /// first word. A capitalized word that is none of these is a defined view.
    static let elementForms: [String: ElementReader] = [
        "text": { _, cursor, site throws(Diagnostic) in
            .leaf(Element(kind: .text(try cursor.expectString("a string after \"text\"")), location: site.location))
        },
        "counter": { _, cursor, site throws(Diagnostic) in
            .leaf(Element(kind: .counter(try cursor.expectString("a label after \"counter\"")), location: site.location))
        },
        "guard": { parser, cursor, site throws(Diagnostic) in
            guard cursor.take(word: "when") else { throw cursor.failure(expected: "\"when\" and a rule after \"guard\"") }
            return .leaf(Element(kind: .leaveGuard(try parser.rule(&cursor)), location: site.location))
        },
        "button": { parser, cursor, site throws(Diagnostic) in try parser.button(&cursor, site) },
        "link": { parser, cursor, site throws(Diagnostic) in
            cursor.peek?.kind == .word("when") ? try parser.hiddenLink(&cursor, site) : try parser.link(&cursor, site)
        },
        "listlink": { parser, cursor, site throws(Diagnostic) in try parser.link(&cursor, site) },
        "stapel": { parser, cursor, site throws(Diagnostic) in try parser.pusher(&cursor, site) },
        "pusher": { parser, cursor, site throws(Diagnostic) in try parser.pusher(&cursor, site) },
        "tabs": { _, _, site in .block { Element(kind: .tabs($0), location: site.location) } },
        "tab": { _, cursor, site throws(Diagnostic) in
            let title = try cursor.expectString("a title after \"tab\"")
            return .block { Element(kind: .tab(title, $0), location: site.location) }
        },
        "if": { parser, cursor, site throws(Diagnostic) in
            let rule = try parser.rule(&cursor)
            return .block { Element(kind: .conditional(rule, then: $0, otherwise: []), location: site.location) }
        },
        "for": { parser, cursor, site throws(Diagnostic) in try parser.repeated(&cursor, site) },
        "on": { parser, cursor, site throws(Diagnostic) in try parser.onAppear(&cursor, site) },
        "stack": { _, cursor, site in
            let name = cursor.takeString()
            return .block { Element(kind: .stack(name, $0), location: site.location) }
        },
        "navigation": { _, cursor, site throws(Diagnostic) in
            guard cursor.take(word: "bar") else { throw cursor.failure(expected: "\"bar\" after \"navigation\"") }
            return .block { Element(kind: .container(.navigationBar, $0), location: site.location) }
        },
        "overlay": container(.overlay),
        "vstack": container(.vStack),
        "hstack": container(.hStack),
        "list": container(.list),
        "group": container(.group),
    ]

    private static func container(_ kind: ContainerKind) -> ElementReader {
        { _, _, site in .block { Element(kind: .container(kind, $0), location: site.location) } }
    }

    /// Reads one element from the cursor. Containers, and links or pushes without `->`, take the
    /// line's block; an element after `->` takes it when it is one of those.
    /// `allowsParameters` is false where `with` after a view name is a push's context.
    mutating func head(_ cursor: inout TokenCursor, owner line: SourceLine, allowsParameters: Bool = true) throws(Diagnostic) -> Head {
        let location = cursor.location
        let word = try cursor.expectWord(Self.expectedElement)
        if let form = lastElementForm.value(for: word, in: Self.elementForms) {
            return try form(&self, &cursor, ElementSite(word: word, location: location, line: line, allowsParameters: allowsParameters))
        }
        guard word.first?.isUppercase == true else {
            throw Diagnostic(.unknownWord(expected: Self.expectedElement, found: word, candidates: Self.elementWords), at: location)
        }
        // `Card with id: 7`: a defined view used with parameters.
        let parameters = allowsParameters ? try optionalContext(&cursor) : [:]
        return .leaf(Element(kind: .reference(word, parameters: parameters), location: location))
    }

    static let elementWords = Grammar.firstWords(of: Grammar.elements)
    static let expectedElement = "an element (" + Grammar.elements.joined(separator: ", ") + ") or a view name"

    /// `button "Label" [when …] -> ACTION { then ACTION }`.
    private mutating func button(_ cursor: inout TokenCursor, _ site: ElementSite) throws(Diagnostic) -> Head {
        let label = try cursor.expectString("a label after \"button\"")
        let condition = try bindingCondition(&cursor)
        try cursor.expect(symbol: "->")
        let action = try self.actions(&cursor, owner: site.line)
        return Head(takesBlock: action.takesBlock) {
            Self.triggered(Element(kind: .button(label, action.make($0)), location: site.location), when: condition)
        }
    }

    /// `link "Label" [when …] [with CONTEXT] [as ID] -> DEST` or `listlink "Label" …`.
    private mutating func link(_ cursor: inout TokenCursor, _ site: ElementSite) throws(Diagnostic) -> Head {
        let word = site.word
        let label = try cursor.expectString("a label (or \"when\" and a binding, for a link with no control) after \"\(word)\"")
        let condition = word == "link" ? try bindingCondition(&cursor) : nil
        let context = try optionalContext(&cursor)
        let id = try optionalID(&cursor)
        let destination = try self.destination(&cursor, owner: site.line)
        return Head(takesBlock: destination.takesBlock) { block in
            let link = Element(
                kind: .link(label, context: context, id: id, destination: destination.make(block), isListRow: word == "listlink"),
                location: site.location)
            return Self.triggered(link, when: condition)
        }
    }

    /// `link when KEY -> DEST`: no control, only the binding fires it.
    private mutating func hiddenLink(_ cursor: inout TokenCursor, _ site: ElementSite) throws(Diagnostic) -> Head {
        guard let condition = try bindingCondition(&cursor) else { throw cursor.failure(expected: "\"when\" after \"link\"") }
        let context = try optionalContext(&cursor)
        let id = try optionalID(&cursor)
        let destination = try self.destination(&cursor, owner: site.line)
        return Head(takesBlock: destination.takesBlock) {
            Element(kind: .hiddenLink(condition, context: context, id: id, destination: destination.make($0)), location: site.location)
        }
    }

    /// `stapel ["name"] [when RULE] [guard when RULE]` or `pusher …`, and its block.
    private func pusher(_ cursor: inout TokenCursor, _ site: ElementSite) throws(Diagnostic) -> Head {
        let name = cursor.takeString()
        let rule = cursor.take(word: "when") ? try self.rule(&cursor) : nil
        // `pusher guard when RULE`: the guard of the screen the pusher's content is on.
        var leaveGuard: Element?
        if cursor.take(word: "guard") {
            let guardLocation = cursor.location
            guard cursor.take(word: "when") else { throw cursor.failure(expected: "\"when\" and a rule after \"guard\"") }
            leaveGuard = Element(kind: .leaveGuard(try self.rule(&cursor)), location: guardLocation)
        }
        let isRoot = site.word == "stapel"
        return .block {
            Element(kind: .pusher(isRoot: isRoot, name: name, rule: rule, content: (leaveGuard.map { [$0] } ?? []) + $0), location: site.location)
        }
    }

    /// `for KEY in [VALUE, …]` and its block.
    private func repeated(_ cursor: inout TokenCursor, _ site: ElementSite) throws(Diagnostic) -> Head {
        let key = try self.key(&cursor, "a name for each value after \"for\", as in for card in [\"A\", \"B\"]")
        guard cursor.take(word: "in") else { throw cursor.failure(expected: "\"in\" after \"for \(key)\"") }
        guard case .symbol("[")? = cursor.peek?.kind else {
            throw cursor.failure(expected: "a list of values such as [\"A\", \"B\"] after \"in\"")
        }
        let values = try list(&cursor)
        return .block { Element(kind: .repeated(key: key, values: values, content: $0), location: site.location) }
    }

    /// `on appear [after DURATION] -> ACTION { then ACTION }`.
    private mutating func onAppear(_ cursor: inout TokenCursor, _ site: ElementSite) throws(Diagnostic) -> Head {
        guard cursor.take(word: "appear") else { throw cursor.failure(expected: "\"appear\" after \"on\"") }
        let delay = cursor.take(word: "after") ? try Self.duration(&cursor, "a duration such as 2s or 300ms after \"after\"") : nil
        try cursor.expect(symbol: "->")
        let action = try actions(&cursor, owner: site.line)
        return Head(takesBlock: action.takesBlock) { Element(kind: .onAppear(delay: delay, action.make($0)), location: site.location) }
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

    /// A destination waiting for the line's block: the elements it stands for, given the block.
    struct Destination {
        let takesBlock: Bool
        let make: ([Element]) -> [Element]
    }

    /// After `->`: one element on the line; otherwise the block under the line.
    mutating func destination(_ cursor: inout TokenCursor, owner line: SourceLine) throws(Diagnostic) -> Destination {
        if cursor.take(symbol: "->") {
            let head = try inlineHead(&cursor, owner: line)
            return Destination(takesBlock: head.takesBlock) { [head.make($0)] }
        }
        guard cursor.isAtEnd else { throw cursor.failure(expected: "\"->\" and a destination, or an indented block") }
        return Destination(takesBlock: true) { $0 }
    }

    /// An element written after another on the same line, no deeper than ``maximumInlineNesting``.
    mutating func inlineHead(_ cursor: inout TokenCursor, owner line: SourceLine, allowsParameters: Bool = true) throws(Diagnostic) -> Head {
        guard inlineDepth < Self.maximumInlineNesting else {
            throw Diagnostic(.tooDeep("elements after \"->\"", limit: Self.maximumInlineNesting), at: cursor.location)
        }
        inlineDepth += 1
        defer { inlineDepth -= 1 }
        return try head(&cursor, owner: line, allowsParameters: allowsParameters)
    }
}
