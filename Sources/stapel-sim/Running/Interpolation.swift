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
        // One pass over the bytes in place: `utf8.contains` twice walked the string's indices,
        // about 190 instructions for a short label, asked for every screen a render mounts.
        let isBrace = { (byte: UInt8) in byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") }
        return text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isBrace) } ?? text.utf8.contains(where: isBrace)
    }

    /// `text` with each `{key}` replaced by `value(key)`.
    ///
    /// Scans bytes, copying the runs between braces whole: a brace is a brace wherever it
    /// stands (braces are ASCII). Read character by character, a screen's `{path}` cost about
    /// 5,700 instructions a render (explore of a menu scenario: 3.5% of the search).
    ///
    /// - Complexity: O(length of `text`) plus the lookups.
    static func render(_ text: String, _ value: (String) -> ContextValue?) -> String {
        guard hasPlaceholders(text) else { return text }
        let bytes = text.utf8
        let open = UInt8(ascii: "{")
        let close = UInt8(ascii: "}")
        var result = ""
        result.reserveCapacity(bytes.count)
        // The start of the run not yet copied.
        var copied = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == open || byte == close else {
                index = bytes.index(after: index)
                continue
            }
            result += text[copied..<index]
            let next = bytes.index(after: index)
            if byte == close {
                // `}}` is one brace; a lone `}` stays as written.
                result.append("}")
                index = next < bytes.endIndex && bytes[next] == close ? bytes.index(after: next) : next
            } else if next < bytes.endIndex && bytes[next] == open {
                result.append("{")
                index = bytes.index(after: next)
            } else if let end = bytes[next...].firstIndex(of: close) {
                if let found = value(String(text[next..<end])) {
                    result += display(found)
                } else {
                    result += text[index...end]
                }
                index = bytes.index(after: end)
            } else {
                // An unclosed `{`: the rest as written.
                index = bytes.endIndex
                copied = next
                result.append("{")
                continue
            }
            copied = index
        }
        result += text[copied...]
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
