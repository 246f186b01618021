/// A URL read as a route table reads it: the path's segments and the query items, each
/// percent-decoded. A scheme and host (`app://inbox/42`) read as segments of the path.
struct URLPath {
    let segments: [String]
    let query: PushContext

    init(_ url: String) {
        var rest = Substring(url)
        if let fragment = rest.firstIndex(of: "#") { rest = rest[..<fragment] }
        if let afterScheme = Self.endOfScheme(in: rest) { rest = rest[afterScheme...] }
        var query = PushContext()
        if let mark = rest.firstIndex(of: "?") {
            for item in rest[rest.index(after: mark)...].split(separator: "&") {
                let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let key = Self.decoded(parts[0])
                guard !key.isEmpty else { continue }
                query[key] = parts.count > 1 ? ContextValue(parsing: Self.decoded(parts[1])) : true
            }
            rest = rest[..<mark]
        }
        segments = rest.split(separator: "/").map(Self.decoded)
        self.query = query
    }

    /// Where the first `://` ends, found on bytes: a search by characters was a quarter of adding
    /// a route.
    private static func endOfScheme(in text: Substring) -> Substring.Index? {
        let utf8 = text.utf8
        var index = utf8.startIndex
        while let colon = utf8[index...].firstIndex(of: UInt8(ascii: ":")) {
            let rest = utf8[colon...]
            if rest.starts(with: "://".utf8) { return utf8.index(colon, offsetBy: 3) }
            index = utf8.index(after: colon)
        }
        return nil
    }

    /// `text` with each `%XX` decoded and `+` kept; invalid escapes and bytes stay as written.
    private static func decoded(_ text: Substring) -> String {
        // On bytes: `contains("%")` is Foundation's substring search, most of adding a route.
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension ContextValue {
    /// `text` as a number or a boolean when it reads as one, else as a string.
    init(parsing text: String) {
        if text == "true" || text == "false" {
            self = .bool(text == "true")
        } else if let number = Double(text), number.isFinite, text.first.map({ $0.isNumber || $0 == "-" }) == true {
            self = .number(number)
        } else {
            self = .string(text)
        }
    }
}
