import Foundation
import Pusher

/// Reads the tokens of one line front to back, with the errors the parser reports.
struct TokenCursor {
    private var tokens: [Token]
    private var index = 0
    /// The text the line is in, where the line stands in it, and where it starts: what the
    /// cursor needs of its line (a copy of the whole line, with its blocks, would retain four
    /// references). The line's text is made when a message or a step's header asks.
    private let whole: String
    private let byteRange: Range<Int>
    private let start: SourceLocation
    /// The length in bytes of the line's code: what comes before a comment and the spaces
    /// before it.
    private let codeLength: Int

    init(tokens: [Token], line: SourceLine, codeLength: Int) {
        self.tokens = tokens
        whole = line.whole
        byteRange = line.byteRange
        start = line.location
        self.codeLength = codeLength
    }

    /// Takes the tokens' storage, emptied, for another line; the cursor is at its end after.
    mutating func takeTokens() -> [Token] {
        var taken: [Token] = []
        swap(&taken, &tokens)
        index = 0
        // Not `removeAll(keepingCapacity:)`: its generic path cost more than the line's lexing
        // of a word; a line has a handful of tokens.
        while taken.popLast() != nil {}
        return taken
    }

    /// The line as written, without a trailing comment or the spaces before it: what a step's
    /// header shows. The lexer found where the code ends; most lines come back as they are.
    var source: Substring {
        whole.slice(bytes: byteRange.lowerBound..<byteRange.lowerBound + codeLength)
    }

    /// Where the line ends, for "found end of line" messages. Computed when asked: counting a
    /// line's characters on every line cost a tenth of parsing.
    var endLocation: SourceLocation {
        start.advanced(byColumns: whole.slice(bytes: byteRange).unicodeScalars.count)
    }

    var isAtEnd: Bool { index == tokens.count }
    var peek: Token? { index < tokens.count ? tokens[index] : nil }
    /// The token after the next one.
    var peekSecond: Token? { index + 1 < tokens.count ? tokens[index + 1] : nil }
    var location: SourceLocation { peek.map { start.advanced(byColumns: $0.offset) } ?? endLocation }
    var foundDescription: String { peek?.quoted ?? "end of line" }

    mutating func next() -> Token? {
        defer { if index < tokens.count { index += 1 } }
        return peek
    }

    /// Takes the word `word` if it is next.
    mutating func take(word: String) -> Bool {
        guard case .word(word)? = peek?.kind else { return false }
        index += 1
        return true
    }

    /// Takes the symbol `symbol` if it is next.
    /// Takes a string if one is next.
    mutating func takeString() -> String? {
        guard case .string(let string)? = peek?.kind else { return nil }
        index += 1
        return string
    }

    mutating func take(symbol: String) -> Bool {
        guard case .symbol(symbol)? = peek?.kind else { return false }
        index += 1
        return true
    }

    func failure(expected: String) -> Diagnostic {
        Diagnostic(.expected(expected, found: foundDescription + suggestion(for: expected)), at: location)
    }

    /// `; did you mean "…"?` for what is next: the nearest of the words `expected` names, or
    /// the quoted form of a bare word (or `[list]`) where a string or value is expected.
    private func suggestion(for expected: String) -> String {
        let wantsString = ["a string", "a label", "a value", "a text", "a name"].contains { expected.contains($0) }
        switch peek?.kind {
        case .word(let word)?:
            if let near = Suggestion.closest(to: word, among: Self.words(in: expected)) { return "; did you mean \"\(near)\"?" }
            return wantsString ? "; did you mean \"\(word)\" (quoted)?" : ""
        case .symbol("[")? where wantsString:
            // `[admin]` where a label goes: the bracketed words, quoted as one string.
            var text = ""
            for token in tokens[index...] {
                switch token.kind {
                case .symbol(let symbol): text += symbol
                case .word(let word): text += word
                case .number(let number): text += ContextValue.number(number).description
                case .string(let string): text += string
                }
                if case .symbol("]") = token.kind { return "; did you mean \"\(text)\" (quoted)?" }
            }
            return ""
        case .symbol(let symbol)?:
            return Suggestion.closest(to: symbol, among: Self.words(in: expected)).map { "; did you mean \"\($0)\"?" } ?? ""
        default:
            return ""
        }
    }

    /// The words an "expected …" text names: each quoted one, and each of a parenthesized list
    /// (`a directive (profile, policy, …)`), so that every list of choices suggests the nearest.
    static func words(in expected: String) -> [String] {
        var words: [String] = []
        for match in expected.matches(of: /"([^"]+)"/) { words.append(String(match.output.1)) }
        for match in expected.matches(of: /\(([^()]+)\)/) {
            for item in match.output.1.split(separator: ",") {
                var word = item.trimmingPrefix(" ")
                if word.hasPrefix("or ") { word = word.dropFirst(3) }
                for part in word.split(separator: " or ") { words.append(String(part).trimmingCharacters(in: .whitespaces)) }
            }
        }
        return words
    }

    mutating func expect(symbol: String) throws(Diagnostic) {
        guard take(symbol: symbol) else { throw failure(expected: "\"\(symbol)\"") }
    }

    mutating func expectString(_ what: String) throws(Diagnostic) -> String {
        guard case .string(let string)? = peek?.kind else { throw failure(expected: what) }
        index += 1
        return string
    }

    mutating func expectWord(_ what: String) throws(Diagnostic) -> String {
        guard case .word(let word)? = peek?.kind else { throw failure(expected: what) }
        index += 1
        return word
    }

    mutating func expectInteger(_ what: String) throws(Diagnostic) -> Int {
        guard case .number(let number)? = peek?.kind, number == number.rounded(), abs(number) < 1e9 else {
            throw failure(expected: what)
        }
        index += 1
        return Int(number)
    }

    /// What the words up to the next token that is not a word name, joined by spaces, among
    /// `phrases` (`every screen`, `nothing to pop`).
    mutating func expectPhrase<Value>(among phrases: [(name: String, value: Value)], _ what: String) throws(Diagnostic) -> Value {
        let location = self.location
        let found = foundDescription
        var words: [String] = []
        while case .word(let word)? = peek?.kind {
            index += 1
            words.append(word)
        }
        let phrase = words.joined(separator: " ")
        guard let match = phrases.first(where: { $0.name == phrase }) else {
            let near = words.isEmpty ? nil : Suggestion.closest(to: phrase, among: phrases.map(\.name))
            throw Diagnostic(
                .expected(what, found: words.isEmpty ? found : "\"\(phrase)\"" + (near.map { "; did you mean \"\($0)\"?" } ?? "")), at: location)
        }
        return match.value
    }

    mutating func expectEnd() throws(Diagnostic) {
        guard isAtEnd else { throw failure(expected: "end of line") }
    }
}
