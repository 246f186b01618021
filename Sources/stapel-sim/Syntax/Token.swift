import Pusher
import ViewTree

/// One token of a scenario line, with where it starts.
struct Token: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// A bare word: a keyword, a view name or a context key.
        case word(String)
        /// A double-quoted string, unescaped.
        case string(String)
        case number(Double)
        /// `->`, `:`, `,`, `[`, `]`, `(`, `)`, `==`, `!=`, `<`, `<=`, `>`, `>=`.
        case symbol(String)
    }

    let kind: Kind
    /// The token's column, counted from the line's first non-space character (0). A location
    /// would carry the file's name, retained and released for every token.
    let offset: Int

    /// The token as a message quotes it: `word "tap"`, `string "Push"`, `"->"`.
    var quoted: String {
        switch kind {
        case .word(let word): "\"\(word)\""
        case .string(let string): "string \(Quoting.quoted(string))"
        case .number(let number): "number \(ContextValue.number(number))"
        case .symbol(let symbol): "\"\(symbol)\""
        }
    }
}
