/// Where printers write: text as UTF-8 bytes, turned into one `String` at the end.
///
/// Appending many short strings to a `String` costs a capacity and uniqueness check each time;
/// appending bytes to an array is a copy.
struct TextOutput {
    private(set) var bytes: [UInt8] = []

    mutating func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ utf8: [UInt8]) {
        bytes.append(contentsOf: utf8)
    }

    mutating func write(_ scalar: Unicode.Scalar) {
        if scalar.isASCII {
            bytes.append(UInt8(scalar.value))
        } else {
            bytes.append(contentsOf: String(scalar).utf8)
        }
    }

    /// Writes `text` in double quotes, escaped as `Quoting` does.
    mutating func writeQuoted(_ text: String, style: Quoting.Style = .swift) {
        Quoting.append(text, style: style, to: &self)
    }

    var string: String {
        String(decoding: bytes, as: UTF8.self)
    }
}

extension TextOutput: QuotedTextSink {}
extension String: QuotedTextSink {
    mutating func write(_ text: String) { self += text }
    mutating func write(_ scalar: Unicode.Scalar) { unicodeScalars.append(scalar) }
}

/// Anything `Quoting` can write into.
protocol QuotedTextSink {
    mutating func write(_ text: String)
    mutating func write(_ scalar: Unicode.Scalar)
}
