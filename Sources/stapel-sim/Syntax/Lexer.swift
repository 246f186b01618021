import Foundation

/// Turns one line into tokens. `#` outside a string starts a comment.
///
/// - Complexity: O(characters of the line).
struct Lexer {
    /// The tokens of `line`, or the first problem found in it.
    static func tokens(of line: SourceLine) -> Result<[Token], Diagnostic> {
        var tokens: [Token] = []
        let scalars = Array(line.text.unicodeScalars)
        var index = 0
        func location(_ at: Int) -> SourceLocation {
            SourceLocation(file: line.location.file, line: line.location.line, column: line.location.column + at)
        }
        while index < scalars.count {
            let scalar = scalars[index]
            let start = index
            switch scalar {
            case " ", "\r":
                index += 1
            case "\t":
                return .failure(Diagnostic(.unexpectedCharacter("\\t"), at: location(start)))
            case "#":
                return .success(tokens)
            case "\"":
                index += 1
                var string = String.UnicodeScalarView()
                var closed = false
                while index < scalars.count {
                    let next = scalars[index]
                    index += 1
                    if next == "\"" {
                        closed = true
                        break
                    }
                    guard next == "\\" else {
                        string.append(next)
                        continue
                    }
                    guard index < scalars.count else { break }
                    let escaped = scalars[index]
                    index += 1
                    switch escaped {
                    case "\"": string.append("\"")
                    case "\\": string.append("\\")
                    case "n": string.append("\n")
                    case "t": string.append("\t")
                    default: return .failure(Diagnostic(.invalidEscape(String(escaped)), at: location(index - 2)))
                    }
                }
                guard closed else { return .failure(Diagnostic(.unterminatedString, at: location(start))) }
                tokens.append(Token(kind: .string(String(string)), location: location(start)))
            case "-" where index + 1 < scalars.count && scalars[index + 1] == ">":
                tokens.append(Token(kind: .symbol("->"), location: location(start)))
                index += 2
            case "0"..."9", "-", "+", ".":
                while index < scalars.count, Self.isNumberScalar(scalars[index]) || (index == start && "+-".unicodeScalars.contains(scalars[index])) {
                    index += 1
                }
                let text = String(String.UnicodeScalarView(scalars[start..<index]))
                guard let number = Double(text), number.isFinite else {
                    return .failure(Diagnostic(.expected("a number", found: "\"\(text)\""), at: location(start)))
                }
                tokens.append(Token(kind: .number(number), location: location(start)))
            case "=", "!", "<", ">":
                if index + 1 < scalars.count, scalars[index + 1] == "=" {
                    tokens.append(Token(kind: .symbol(String(scalar) + "="), location: location(start)))
                    index += 2
                } else if scalar == "<" || scalar == ">" {
                    tokens.append(Token(kind: .symbol(String(scalar)), location: location(start)))
                    index += 1
                } else {
                    return .failure(Diagnostic(.unexpectedCharacter(String(scalar)), at: location(start)))
                }
            case ":", ",", "[", "]", "(", ")":
                tokens.append(Token(kind: .symbol(String(scalar)), location: location(start)))
                index += 1
            default:
                guard Self.isWordScalar(scalar) else {
                    return .failure(Diagnostic(.unexpectedCharacter(String(scalar)), at: location(start)))
                }
                while index < scalars.count, Self.isWordScalar(scalars[index]) {
                    index += 1
                }
                tokens.append(Token(kind: .word(String(String.UnicodeScalarView(scalars[start..<index]))), location: location(start)))
            }
        }
        return .success(tokens)
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            // The common case, without a Unicode property lookup.
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_" || scalar == "."
        }
        return scalar.properties.isAlphabetic
    }

    private static func isNumberScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || scalar == "." || scalar == "e" || scalar == "E"
    }
}
