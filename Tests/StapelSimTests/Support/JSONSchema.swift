import Foundation

/// A JSON value, read strictly: `true` is a boolean, never the number 1; a number with a
/// fraction or an exponent is a `number`, any other an `integer`.
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    struct SyntaxError: Error, CustomStringConvertible {
        let offset: Int
        let expected: String
        var description: String { "expected \(expected) at byte \(offset)" }
    }

    /// Reads one JSON document. Hand-written rather than `JSONDecoder` with a `try?` per kind:
    /// each failed attempt threw, and reading the runs' output that way took 9 of
    /// `JSONSchemaTests`' 10 seconds. Recursive: it reads only the suite's own output.
    static func parse(_ text: some StringProtocol) throws -> JSONValue {
        var reader = Reader(bytes: Array(text.utf8))
        let value = try reader.value()
        reader.skipSpace()
        guard reader.offset == reader.bytes.count else { throw SyntaxError(offset: reader.offset, expected: "the end") }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        mutating func skipSpace() {
            while offset < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[offset]) { offset += 1 }
        }

        mutating func value() throws -> JSONValue {
            skipSpace()
            guard offset < bytes.count else { throw SyntaxError(offset: offset, expected: "a value") }
            switch bytes[offset] {
            case UInt8(ascii: "{"): return try object()
            case UInt8(ascii: "["): return try array()
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try literal("true", .bool(true))
            case UInt8(ascii: "f"): return try literal("false", .bool(false))
            case UInt8(ascii: "n"): return try literal("null", .null)
            default: return try number()
            }
        }

        private mutating func literal(_ word: String, _ value: JSONValue) throws -> JSONValue {
            let end = offset + word.utf8.count
            guard end <= bytes.count, bytes[offset..<end].elementsEqual(word.utf8) else { throw SyntaxError(offset: offset, expected: word) }
            offset = end
            return value
        }

        private mutating func expect(_ byte: Character) throws {
            skipSpace()
            guard offset < bytes.count, bytes[offset] == byte.asciiValue else { throw SyntaxError(offset: offset, expected: "'\(byte)'") }
            offset += 1
        }

        /// Whether the next byte (after spaces) is `byte`; reads it if so.
        private mutating func take(_ byte: Character) -> Bool {
            skipSpace()
            guard offset < bytes.count, bytes[offset] == byte.asciiValue else { return false }
            offset += 1
            return true
        }

        private mutating func object() throws -> JSONValue {
            try expect("{")
            var members: [String: JSONValue] = [:]
            if take("}") { return .object(members) }
            repeat {
                skipSpace()
                let key = try string()
                try expect(":")
                members[key] = try value()
            } while take(",")
            try expect("}")
            return .object(members)
        }

        private mutating func array() throws -> JSONValue {
            try expect("[")
            var elements: [JSONValue] = []
            if take("]") { return .array(elements) }
            repeat { elements.append(try value()) } while take(",")
            try expect("]")
            return .array(elements)
        }

        private mutating func string() throws -> String {
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw SyntaxError(offset: offset, expected: "a string") }
            offset += 1
            var units: [UInt8] = []
            var utf16: [UInt16] = []
            func flushUTF16() {
                guard !utf16.isEmpty else { return }
                units.append(contentsOf: String(decoding: utf16, as: UTF16.self).utf8)
                utf16 = []
            }
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                switch byte {
                case UInt8(ascii: "\""):
                    flushUTF16()
                    return String(decoding: units, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard offset < bytes.count else { break }
                    let escape = bytes[offset]
                    offset += 1
                    if escape == UInt8(ascii: "u") {
                        guard offset + 4 <= bytes.count, let unit = UInt16(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
                        else { throw SyntaxError(offset: offset, expected: "four hex digits") }
                        offset += 4
                        utf16.append(unit)
                        continue
                    }
                    flushUTF16()
                    let escapes: [UInt8: UInt8] = [
                        UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
                        UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
                    ]
                    guard let unescaped = escapes[escape] else { throw SyntaxError(offset: offset - 1, expected: "an escape") }
                    units.append(unescaped)
                case 0x00..<0x20:
                    throw SyntaxError(offset: offset - 1, expected: "an escaped control character")
                default:
                    flushUTF16()
                    units.append(byte)
                }
            }
            throw SyntaxError(offset: offset, expected: "the string's closing quote")
        }

        private mutating func number() throws -> JSONValue {
            let start = offset
            let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
            let fractionOrExponent: [UInt8] = [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")]
            let signs: [UInt8] = [UInt8(ascii: "-"), UInt8(ascii: "+")]
            var isInteger = true
            while offset < bytes.count, digits.contains(bytes[offset]) || signs.contains(bytes[offset]) || fractionOrExponent.contains(bytes[offset])
            {
                if fractionOrExponent.contains(bytes[offset]) { isInteger = false }
                offset += 1
            }
            let text = String(decoding: bytes[start..<offset], as: UTF8.self)
            if isInteger, let integer = Int(text) { return .integer(integer) }
            guard !isInteger, let number = Double(text) else { throw SyntaxError(offset: start, expected: "a value") }
            return .number(number)
        }
    }
}

/// The part of JSON Schema (draft 2020-12) that `docs/schema/` uses: `type`, `enum`,
/// `properties`, `required`, `additionalProperties`, `items`, `minimum`, `oneOf`, and `$ref` to
/// `#/$defs/NAME` or to another file of the folder. Other keywords (titles, descriptions) are
/// ignored. CI checks the same schemas with Python's `jsonschema` too.
struct JSONSchema {
    let name: String
    /// Every schema of the folder, read once: a check of a run's output follows thousands of
    /// references to another file, and reading it again for each made the test take 25 s.
    private let schemas: [String: JSONValue]

    init(folder: URL, name: String) throws {
        self.name = name
        var schemas: [String: JSONValue] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".json") {
            schemas[file] = try JSONValue.parse(String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
        }
        self.schemas = schemas
    }

    /// Every way `value` breaks the schema, each with its JSON path; empty when it conforms.
    func problems(with value: JSONValue) throws -> [String] {
        let root = try loadedSchema(name)
        var problems: [String] = []
        try check(value, against: root, root: root, at: "$", into: &problems)
        return problems
    }

    private func loadedSchema(_ file: String) throws -> JSONValue {
        guard let schema = schemas[file] else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: file]) }
        return schema
    }

    private func check(_ value: JSONValue, against schema: JSONValue, root: JSONValue, at path: String, into problems: inout [String]) throws {
        guard case .object(let keywords) = schema else { return }
        if case .string(let reference)? = keywords["$ref"] {
            if reference.hasPrefix("#/$defs/") {
                guard case .object(let members) = root, case .object(let definitions)? = members["$defs"],
                    let definition = definitions[String(reference.dropFirst("#/$defs/".count))]
                else {
                    problems.append("\(path): unknown reference \(reference)")
                    return
                }
                try check(value, against: definition, root: root, at: path, into: &problems)
            } else {
                let other = try loadedSchema(reference)
                try check(value, against: other, root: other, at: path, into: &problems)
            }
        }
        if case .array(let choices)? = keywords["oneOf"] {
            var matching = 0
            for choice in choices {
                var found: [String] = []
                try check(value, against: choice, root: root, at: path, into: &found)
                if found.isEmpty { matching += 1 }
            }
            if matching != 1 { problems.append("\(path): matches \(matching) of the oneOf choices, not 1") }
        }
        if let type = keywords["type"] {
            let allowed: [String] =
                switch type {
                case .string(let one): [one]
                case .array(let many): many.compactMap { if case .string(let name) = $0 { name } else { nil } }
                default: []
                }
            if !allowed.contains(where: { Self.has(value, type: $0) }) {
                problems.append("\(path): expected \(allowed.joined(separator: " or ")), found \(value)")
                return
            }
        }
        if case .array(let choices)? = keywords["enum"], !choices.contains(value) {
            problems.append("\(path): \(value) is not one of \(choices)")
        }
        if case .integer(let minimum)? = keywords["minimum"], case .integer(let number) = value, number < minimum {
            problems.append("\(path): \(number) is below \(minimum)")
        }
        if case .object(let members) = value {
            if case .array(let required)? = keywords["required"] {
                for case .string(let key) in required where members[key] == nil {
                    problems.append("\(path): missing \(key)")
                }
            }
            let properties: [String: JSONValue] = if case .object(let properties)? = keywords["properties"] { properties } else { [:] }
            for (key, member) in members.sorted(by: { $0.key < $1.key }) {
                if let property = properties[key] {
                    try check(member, against: property, root: root, at: "\(path).\(key)", into: &problems)
                } else if let additional = keywords["additionalProperties"] {
                    if additional == .bool(false) {
                        problems.append("\(path): unexpected key \(key)")
                    } else {
                        try check(member, against: additional, root: root, at: "\(path).\(key)", into: &problems)
                    }
                }
            }
        }
        if case .array(let elements) = value, let items = keywords["items"] {
            for (index, element) in elements.enumerated() {
                try check(element, against: items, root: root, at: "\(path)[\(index)]", into: &problems)
            }
        }
    }

    private static func has(_ value: JSONValue, type: String) -> Bool {
        switch (value, type) {
        case (.null, "null"), (.bool, "boolean"), (.integer, "integer"), (.integer, "number"), (.number, "number"), (.string, "string"),
            (.array, "array"), (.object, "object"):
            true
        default:
            false
        }
    }
}
