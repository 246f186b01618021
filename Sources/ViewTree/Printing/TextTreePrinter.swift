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
        // guides[i]: whether the ancestor at depth i + 1 has siblings after it.
        var guides: [Bool] = []
        TreeWalker.walk(from: root, liftingTransparent: true) { node, depth, isLast in
            if depth > 0 {
                guides.removeLast(max(0, guides.count - (depth - 1)))
                for hasMore in guides.prefix(options.indentationLimit - 1) {
                    output.write(hasMore ? through : blank)
                }
                output.write(isLast ? last : branch)
                guides.append(!isLast)
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
