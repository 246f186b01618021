/// Turns one line into tokens. `#` outside a string starts a comment.
///
/// Reads UTF-8 bytes: scenario files are mostly ASCII, and going through `Unicode.Scalar`s and
/// `String`s per character made lexing most of the cost of parsing. Columns still count Unicode
/// scalars, so that carets line up under non-ASCII text.
///
/// - Complexity: O(bytes of the line).
enum Lexer {
    /// Appends the tokens of `line` to `tokens` (whose storage a caller may reuse line after
    /// line); returns the length in bytes of its code (without a comment or the spaces before
    /// it), or the first problem found in it.
    static func tokens(of line: SourceLine, into tokens: inout [Token], spellings: inout SpellingCache) -> Result<Int, Diagnostic> {
        // The line's bytes inside its whole text, which is contiguous: a slice's own path to
        // its bytes cost a fifth of lexing a step.
        func lex(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<Int, LexFailure> {
            var lexer = LineLexer(bytes: bytes)
            return lexer.run(into: &tokens, spellings: &spellings)
        }
        let range = line.byteRange
        let result =
            line.whole.utf8.withContiguousStorageIfAvailable { lex(UnsafeBufferPointer(rebasing: $0[range])) }
            ?? {
                var copy = String(line.text)
                return copy.withUTF8(lex)
            }()
        return result.mapError { Diagnostic($0.message, at: line.location(atColumn: $0.column)) }
    }
}

/// The first problem of a line, at a column of it.
private struct LexFailure: Error {
    let message: Diagnostic.Message
    let column: Int
}

/// The state of lexing one line: plain values, nothing to count or free.
private struct LineLexer {
    let bytes: UnsafeBufferPointer<UInt8>
    /// For lines with non-ASCII text: the column of each byte offset.
    private let columns: [Int]?
    private var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if !bytes.isASCII {
            var columns: [Int] = []
            columns.reserveCapacity(bytes.count + 1)
            var column = 0
            for byte in bytes {
                columns.append(column)
                if byte & 0xC0 != 0x80 { column += 1 }
            }
            columns.append(column)
            self.columns = columns
        } else {
            columns = nil
        }
    }

    /// Appends the line's tokens to `tokens`, making their strings through `spellings`.
    mutating func run(into tokens: inout [Token], spellings: inout SpellingCache) -> Result<Int, LexFailure> {
        tokens.reserveCapacity(8)
        while index < bytes.count {
            let start = index
            let byte = bytes[index]
            switch byte {
            case ascii(" "), ascii("\r"):
                index += 1
            case ascii("\t"):
                return .failure(LexFailure(message: .unexpectedCharacter("\\t"), column: column(start)))
            case ascii("#"):
                return .success(codeLength(before: start))
            case ascii("\""):
                switch string(spellings: &spellings) {
                case .success(let value): tokens.append(Token(kind: .string(value), offset: column(start)))
                case .failure(let diagnostic): return .failure(diagnostic)
                }
            case ascii("-") where index + 1 < bytes.count && bytes[index + 1] == ascii(">"):
                tokens.append(Token(kind: .symbol("->"), offset: column(start)))
                index += 2
            case ascii("0")...ascii("9"), ascii("-"), ascii("+"), ascii("."):
                index += 1
                // A sign belongs to the number only right after its exponent's `e`: `1e-5`.
                while index < bytes.count,
                    Self.isNumberByte(bytes[index])
                        || (bytes[index] == ascii("-") || bytes[index] == ascii("+")) && (bytes[index - 1] | 0x20) == ascii("e")
                {
                    index += 1
                }
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                guard let number = Double(text), number.isFinite else {
                    return .failure(LexFailure(message: .expected("a number", found: "\"\(text)\""), column: column(start)))
                }
                tokens.append(Token(kind: .number(number), offset: column(start)))
            case ascii("="), ascii("!"), ascii("<"), ascii(">"):
                if index + 1 < bytes.count, bytes[index + 1] == ascii("=") {
                    tokens.append(
                        Token(
                            kind: .symbol(byte == ascii("=") ? "==" : byte == ascii("!") ? "!=" : byte == ascii("<") ? "<=" : ">="),
                            offset: column(start)))
                    index += 2
                } else if byte != ascii("!") {
                    // `=` alone is a declaration's (`binding KEY = top showing`).
                    tokens.append(Token(kind: .symbol(String(UnicodeScalar(byte))), offset: column(start)))
                    index += 1
                } else {
                    return .failure(LexFailure(message: .unexpectedCharacter(String(UnicodeScalar(byte))), column: column(start)))
                }
            case ascii(":"), ascii(","), ascii("["), ascii("]"), ascii("("), ascii(")"), ascii("%"):
                tokens.append(Token(kind: .symbol(String(UnicodeScalar(byte))), offset: column(start)))
                index += 1
            default:
                guard let length = wordLength(at: index) else {
                    return .failure(LexFailure(message: .unexpectedCharacter(String(scalar(at: index))), column: column(start)))
                }
                index += length
                while index < bytes.count {
                    if let length = wordLength(at: index) {
                        index += length
                    } else if isInnerHyphen(at: index) {
                        index += 1
                    } else {
                        break
                    }
                }
                let word = spellings.string(for: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                tokens.append(Token(kind: .word(word), offset: column(start)))
            }
        }
        return .success(codeLength(before: bytes.count))
    }

    /// `end` without the spaces before it.
    private func codeLength(before end: Int) -> Int {
        var end = end
        while end > 0 && bytes[end - 1] == ascii(" ") { end -= 1 }
        return end
    }

    /// A double-quoted string from `index`, unescaped; `index` ends past the closing quote.
    private mutating func string(spellings: inout SpellingCache) -> Result<String, LexFailure> {
        let start = index
        index += 1
        // Most strings have no escape: their bytes are the value, made a string once, not
        // copied into an array byte by byte first (a sixth of parsing a step with a label).
        let contentStart = index
        while index < bytes.count, bytes[index] != ascii("\""), bytes[index] != ascii("\\") {
            index += 1
        }
        if index < bytes.count, bytes[index] == ascii("\"") {
            index += 1
            return .success(spellings.string(for: UnsafeBufferPointer(rebasing: bytes[contentStart..<index - 1])))
        }
        var value = Array(bytes[contentStart..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == ascii("\"") {
                return .success(String(decoding: value, as: UTF8.self))
            }
            guard byte == ascii("\\") else {
                value.append(byte)
                continue
            }
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case ascii("\""): value.append(ascii("\""))
            case ascii("\\"): value.append(ascii("\\"))
            case ascii("n"): value.append(ascii("\n"))
            case ascii("t"): value.append(ascii("\t"))
            default:
                return .failure(LexFailure(message: .invalidEscape(String(scalar(at: index - 1))), column: column(index - 2)))
            }
        }
        return .failure(LexFailure(message: .unterminatedString, column: column(start)))
    }

    /// The length in bytes of the word character at `offset`, or `nil` when it is not one:
    /// ASCII letters, digits, `_` and `.`, and alphabetic non-ASCII scalars.
    private func wordLength(at offset: Int) -> Int? {
        let byte = bytes[offset]
        if byte < 0x80 {
            let isWord =
                (ascii("a")...ascii("z")).contains(byte) || (ascii("A")...ascii("Z")).contains(byte)
                || (ascii("0")...ascii("9")).contains(byte) || byte == ascii("_") || byte == ascii(".")
            return isWord ? 1 : nil
        }
        let scalar = scalar(at: offset)
        return scalar.properties.isAlphabetic ? String(scalar).utf8.count : nil
    }

    /// Whether the byte at `offset` is a hyphen between two letters, as in `ease-in-out`.
    private func isInnerHyphen(at offset: Int) -> Bool {
        guard bytes[offset] == ascii("-"), offset + 1 < bytes.count else { return false }
        let next = bytes[offset + 1] | 0x20
        return (ascii("a")...ascii("z")).contains(next)
    }

    /// The Unicode scalar that starts at `offset`.
    private func scalar(at offset: Int) -> Unicode.Scalar {
        let lead = bytes[offset]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        let end = min(bytes.count, offset + length)
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        return text.unicodeScalars.first ?? "\u{FFFD}"
    }

    /// The column of the byte at `offset`, counted from the line's first character (0).
    private func column(_ offset: Int) -> Int {
        columns.map { $0[offset] } ?? offset
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (ascii("0")...ascii("9")).contains(byte) || byte == ascii(".") || byte == ascii("e") || byte == ascii("E")
    }
}

/// The byte of an ASCII character.
private func ascii(_ character: Unicode.Scalar) -> UInt8 {
    UInt8(character.value)
}
