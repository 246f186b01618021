/// Writes strings the way every printer and message of the package shows them: in double quotes,
/// with quotes, backslashes and control characters escaped.
package enum Quoting {
    /// How control characters other than `\n`, `\r` and `\t` are escaped.
    package enum Style {
        /// `\u{1b}`, as Swift and the scenario language write it.
        case swift
        /// `\u001b`, as JSON requires.
        case json
    }

    package static func quoted(_ string: String, style: Style = .swift) -> String {
        var result = ""
        append(string, style: style, to: &result)
        return result
    }

    /// Appends `string` quoted to `output`; a string with nothing to escape is copied as it is.
    static func append<Sink: QuotedTextSink & ~Copyable>(_ string: String, style: Style = .swift, to output: inout Sink) {
        output.write("\"")
        if !needsEscaping(string.utf8) {
            output.write(contentsOf: string)
            output.write("\"")
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output.write("\\\"")
            case "\\": output.write("\\\\")
            case "\n": output.write("\\n")
            case "\t": output.write("\\t")
            case "\r": output.write("\\r")
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                switch style {
                case .swift: output.write(contentsOf: "\\u{\(hex)}")
                case .json: output.write(contentsOf: "\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                }
            default:
                output.write(scalar: scalar)
            }
        }
        output.write("\"")
    }

    /// Whether the UTF-8 bytes hold a quote, a backslash or a control character. A loop rather than
    /// `contains(where:)`: printers ask it for every text of a tree.
    static func needsEscaping(_ utf8: some Sequence<UInt8>) -> Bool {
        for byte in utf8 where byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
            return true
        }
        return false
    }
}
