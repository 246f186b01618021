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
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                switch style {
                case .swift: result += "\\u{\(hex)}"
                case .json: result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        result += "\""
        return result
    }
}
