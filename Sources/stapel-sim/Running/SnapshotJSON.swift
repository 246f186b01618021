import Foundation
import Pusher

/// A snapshot as `print snapshot` shows it: JSON with sorted keys, one value per line, two
/// spaces an indent. Laid out here rather than by the encoder, whose layout differs between
/// platforms: the output must be the same bytes everywhere.
enum SnapshotJSON {
    static func text(of snapshot: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(snapshot) else { return "{}" }
        return pretty(String(decoding: data, as: UTF8.self))
    }

    /// `compact` laid out one value per line; empty objects and arrays stay on theirs.
    static func pretty(_ compact: String) -> String {
        var output = ""
        var depth = 0
        var inString = false
        var escaped = false
        let characters = Array(compact)
        func newline() {
            output += "\n" + String(repeating: "  ", count: depth)
        }
        for (index, character) in characters.enumerated() {
            if inString {
                output.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"":
                inString = true
                output.append(character)
            case "{", "[":
                output.append(character)
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                if next == "}" || next == "]" { continue }
                depth += 1
                newline()
            case "}", "]":
                let previous = index > 0 ? characters[index - 1] : " "
                if previous != "{" && previous != "[" {
                    depth -= 1
                    newline()
                }
                output.append(character)
            case ",":
                output.append(character)
                newline()
            case ":":
                output += ": "
            default:
                output.append(character)
            }
        }
        return output
    }
}
