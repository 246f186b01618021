/// Prints a subtree as box-drawn text, one node per line.
///
/// ```text
/// NavigationView [screen 0, covered]
/// ├─ Text "Home"
/// └─ NavigationLink "Details" [pushing]
///    └─ Screen [screen 1, visible]
///       └─ Text "Details"
/// ```
///
/// - Complexity: O(nodes × min(depth, indentation limit)) time and output.
@MainActor
struct TextTreePrinter {
    let options: RenderOptions
    let layerIndex: (ViewNode) -> Int

    func print(_ root: ViewNode) -> String {
        let (branch, last, through, blank): (StaticString, StaticString, StaticString, StaticString) = switch options.drawing {
        case .unicode: ("├─ ", "└─ ", "│  ", "   ")
        case .ascii: ("|- ", "`- ", "|  ", "   ")
        }
        var output = TextOutput()
        var kindNames = KindNames()
        var guides = Guides()
        TreeWalker.walk(from: root, liftingTransparent: true) { node, depth, isLast in
            if depth > 0 {
                // Ancestors deeper than the limit draw no guide: their lines say their depth.
                guides.keep(min(depth - 1, options.indentationLimit - 1))
                guides.write(to: &output)
                output.write(isLast ? last : branch)
                if depth < options.indentationLimit {
                    guides.append(isLast ? blank : through)
                }
            }
            writeLine(of: node, depth: depth, kindNames: &kindNames, to: &output)
            return .visitChildren
        }
        return output.string
    }

    /// Writes one node's line after its guides. Most nodes have a kind and maybe a text, and
    /// nothing else: they are written straight from the node, without a description.
    private func writeLine(of node: ViewNode, depth: Int, kindNames: inout KindNames, to output: inout TextOutput) {
        output.write(kindNames.name(of: node))
        if let text = node.text ?? node.label {
            output.write(" " as StaticString)
            output.writeQuoted(text)
        }
        let details = NodeDetails(node, layerIndex: layerIndex)
        for (key, value) in details.attributes {
            output.write(" \(key): \(value.printed)")
        }
        if depth > options.indentationLimit {
            output.write(" (depth \(depth))")
        }
        if !details.markers.isEmpty {
            output.write(" [")
            for (index, marker) in details.markers.enumerated() {
                if index > 0 { output.write(", ") }
                output.write(marker)
            }
            output.write("]")
        }
        output.write("\n" as StaticString)
    }
}

/// The guides (`│  ` or blank) that the current node's ancestors draw before its branch, kept as
/// bytes and changed only where the walk moves, so a line's indentation is one copy rather
/// than one write per level.
private struct Guides {
    private var bytes: [UInt8] = []
    /// `ends[i]`: the length of the first `i` guides in `bytes`.
    private var ends: [Int] = [0]
    private var count = 0

    /// Keeps the first `count` guides and drops the rest.
    mutating func keep(_ count: Int) {
        self.count = count
    }

    /// Adds a guide after the ones kept, overwriting what a dropped guide left there.
    mutating func append(_ guide: StaticString) {
        let start = ends[count]
        let end = start + guide.utf8CodeUnitCount
        if bytes.count < end {
            bytes.append(contentsOf: repeatElement(0, count: end - bytes.count))
        }
        guide.withUTF8Buffer { guide in
            bytes.withUnsafeMutableBufferPointer { bytes in
                for offset in 0..<guide.count {
                    bytes[start + offset] = guide[offset]
                }
            }
        }
        count += 1
        if ends.count == count { ends.append(end) } else { ends[count] = end }
    }

    func write(to output: inout TextOutput) {
        bytes.withUnsafeBufferPointer { output.write(UnsafeBufferPointer(rebasing: $0[..<ends[count]])) }
    }
}
