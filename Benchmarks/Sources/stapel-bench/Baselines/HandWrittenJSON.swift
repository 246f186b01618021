import Foundation

/// The baseline of issue 41's JSON row: the same tree as plain data (a class per node with its
/// kind, text, attributes, markers and children), written out by a hand-written encoder that
/// produces exactly the bytes `ViewHost.renderJSON()` does. What it leaves out is what a view
/// tree adds: reading each node's view for its kind and text, and the attributes it derives.
final class HandWrittenJSON {
    /// One node of the plain tree.
    final class Node {
        let kind: String
        let text: String?
        /// Keys in sorted order, each with its value already as JSON (a number, a bool, a string).
        let attributes: [(key: String, json: String)]
        let markers: [String]
        let children: [Node]

        init(kind: String, text: String?, attributes: [(key: String, json: String)], markers: [String], children: [Node]) {
            self.kind = kind
            self.text = text
            self.attributes = attributes
            self.markers = markers
            self.children = children
        }
    }

    let root: Node

    /// The plain tree of a document `renderJSON()` wrote. Read bottom-up without recursion.
    init?(parsing json: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else { return nil }
        // Post-order: a node is made once its children are.
        var pending: [(object: [String: Any], visited: Bool)] = [(object, false)]
        var made: [Node] = []
        while let (next, visited) = pending.popLast() {
            let children = next["children"] as? [[String: Any]] ?? []
            guard visited else {
                pending.append((next, true))
                for child in children.reversed() { pending.append((child, false)) }
                continue
            }
            let kids = Array(made.suffix(children.count))
            made.removeLast(children.count)
            let attributes = (next["attributes"] as? [String: Any] ?? [:]).sorted { $0.key < $1.key }.map { key, value in
                let fragment = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
                return (key, fragment.map { String(decoding: $0, as: UTF8.self) } ?? "null")
            }
            made.append(
                Node(
                    kind: next["kind"] as? String ?? "", text: next["text"] as? String, attributes: attributes,
                    markers: next["markers"] as? [String] ?? [], children: kids))
        }
        guard made.count == 1 else { return nil }
        root = made[0]
    }

    /// The tree as JSON, written by hand into bytes: literals copied as UTF-8, strings copied
    /// whole unless they need escaping, one `String` made at the end. Recursive, as such an
    /// encoder usually is: the trees measured are a few levels deep.
    func encode() -> String {
        // Grown by doubling, as the printer's output is: neither knows the size beforehand.
        var output: [UInt8] = []
        Self.write(root, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private static func write(_ node: Node, to output: inout [UInt8]) {
        append(#"{"attributes":{"#, to: &output)
        for index in node.attributes.indices {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            write(node.attributes[index].key, to: &output)
            output.append(UInt8(ascii: ":"))
            append(node.attributes[index].json, to: &output)
        }
        append(#"},"children":["#, to: &output)
        for index in node.children.indices {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            write(node.children[index], to: &output)
        }
        append(#"],"kind":"#, to: &output)
        write(node.kind, to: &output)
        append(#","markers":["#, to: &output)
        for index in node.markers.indices {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            write(node.markers[index], to: &output)
        }
        append(#"],"text":"#, to: &output)
        if let text = node.text { write(text, to: &output) } else { append("null", to: &output) }
        output.append(UInt8(ascii: "}"))
    }

    /// Appends a literal's bytes in one copy.
    @inline(__always)
    private static func append(_ literal: StaticString, to output: inout [UInt8]) {
        literal.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    /// Appends a string's bytes in one copy.
    @inline(__always)
    private static func append(_ string: String, to output: inout [UInt8]) {
        var string = string
        string.withUTF8 { output.append(contentsOf: $0) }
    }

    /// Writes `string` quoted, escaping what JSON requires.
    private static func write(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var string = string
        let clean = string.withUTF8 { bytes in
            !bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        }
        if clean {
            append(string, to: &output)
        } else {
            for byte in string.utf8 {
                switch byte {
                case UInt8(ascii: "\""): append(#"\""#, to: &output)
                case UInt8(ascii: "\\"): append(#"\\"#, to: &output)
                case UInt8(ascii: "\n"): append(#"\n"#, to: &output)
                case UInt8(ascii: "\r"): append(#"\r"#, to: &output)
                case UInt8(ascii: "\t"): append(#"\t"#, to: &output)
                case 0..<0x20: output.append(contentsOf: String(format: "\\u%04x", byte).utf8)
                default: output.append(byte)
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
