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
        var guides = Guides()
        TreeWalker.walk(from: root, liftingTransparent: true) { node, depth, isLast in
            if depth > 0 {
                // Ancestors deeper than the limit draw no guide: their lines say their depth.
                guides.keep(min(depth - 1, options.indentationLimit - 1))
                output.write(guides.bytes)
                output.write(isLast ? last : branch)
                if depth < options.indentationLimit {
                    guides.append(isLast ? blank : through)
                }
            }
            append(NodeDescription(node, layerIndex: layerIndex), depth: depth, to: &output)
            output.write("\n")
            return .visitChildren
        }
        return output.string
    }

    /// Appends one node's line in place: building a string per line and then copying it cost
    /// more than the rest of printing.
    private func append(_ description: NodeDescription, depth: Int, to output: inout TextOutput) {
        output.write(description.kind)
        if let text = description.text {
            output.write(" ")
            output.writeQuoted(text)
        }
        for (key, value) in description.attributes {
            output.write(" \(key): \(value.printed)")
        }
        if depth > options.indentationLimit {
            output.write(" (depth \(depth))")
        }
        if !description.markers.isEmpty {
            output.write(" [")
            for (index, marker) in description.markers.enumerated() {
                if index > 0 { output.write(", ") }
                output.write(marker)
            }
            output.write("]")
        }
    }
}

/// The guides (`│  ` or blank) that the current node's ancestors draw before its branch, kept as
/// bytes and changed only where the walk moves, so a line's indentation is one copy rather
/// than one write per level.
private struct Guides {
    private(set) var bytes: [UInt8] = []
    /// `ends[i]`: the length of `bytes` with the first `i` guides.
    private var ends: [Int] = [0]

    /// Keeps the first `count` guides and drops the rest.
    mutating func keep(_ count: Int) {
        bytes.removeLast(bytes.count - ends[count])
        ends.removeLast(ends.count - count - 1)
    }

    mutating func append(_ guide: StaticString) {
        guide.withUTF8Buffer { bytes.append(contentsOf: $0) }
        ends.append(bytes.count)
    }
}
