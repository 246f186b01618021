import Pusher

/// `{key}` in a scenario's strings: replaced by the value the key has where the string shows.
///
/// `{{` and `}}` are literal braces. A key with no value prints as `{key}` unchanged, so a typo
/// shows on screen instead of vanishing. Strings print bare (`Pikachu`, not `"Pikachu"`); other
/// values as a scenario writes them (`7`, `true`, `["a"]`).
enum Interpolation {
    /// Whether `text` has a `{` that interpolation would read: a placeholder or an escaped brace.
    /// Checks bytes: it runs for every string an app declares.
    static func hasPlaceholders(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: "{")) || text.utf8.contains(UInt8(ascii: "}"))
    }

    /// `text` with each `{key}` replaced by `value(key)`.
    ///
    /// - Complexity: O(length of `text`) plus the lookups.
    static func render(_ text: String, _ value: (String) -> ContextValue?) -> String {
        guard hasPlaceholders(text) else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "}" {
                // `}}` is one brace; a lone `}` stays as written.
                result.append("}")
                index = next < text.endIndex && text[next] == "}" ? text.index(after: next) : next
                continue
            }
            guard character == "{" else {
                result.append(character)
                index = next
                continue
            }
            if next < text.endIndex && text[next] == "{" {
                result.append("{")
                index = text.index(after: next)
                continue
            }
            guard let close = text[next...].firstIndex(of: "}") else {
                result += text[index...]
                break
            }
            let key = String(text[next..<close])
            if let found = value(key) {
                result += display(found)
            } else {
                result += text[index...close]
            }
            index = text.index(after: close)
        }
        return result
    }

    /// A value as interpolation shows it: a string bare, anything else as a scenario writes it.
    static func display(_ value: ContextValue) -> String {
        if case .string(let string) = value { return string }
        return value.description
    }

    /// `context` with its string values interpolated.
    static func render(_ context: PushContext, _ value: (String) -> ContextValue?) -> PushContext {
        var rendered = context
        for (key, item) in context.values {
            if case .string(let string) = item, hasPlaceholders(string) { rendered[key] = .string(render(string, value)) }
        }
        return rendered
    }
}

extension PushContext {
    /// Whether any string value has a placeholder.
    var hasPlaceholders: Bool {
        values.values.contains { if case .string(let string) = $0 { Interpolation.hasPlaceholders(string) } else { false } }
    }
}
