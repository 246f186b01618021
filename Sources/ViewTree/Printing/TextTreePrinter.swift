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
        let (branch, last, through, blank) = switch options.drawing {
        case .unicode: ("├─ ", "└─ ", "│  ", "   ")
        case .ascii: ("|- ", "`- ", "|  ", "   ")
        }
        var output = ""
        // guides[i]: whether the ancestor at depth i + 1 has siblings after it.
        var guides: [Bool] = []
        TreeWalker.walk(from: root, liftingTransparent: true) { node, depth, isLast in
            if depth > 0 {
                guides.removeLast(max(0, guides.count - (depth - 1)))
                for hasMore in guides.prefix(options.indentationLimit - 1) {
                    output += hasMore ? through : blank
                }
                output += isLast ? last : branch
                guides.append(!isLast)
            }
            output += line(for: NodeDescription(node, layerIndex: layerIndex), depth: depth)
            output += "\n"
            return .visitChildren
        }
        return output
    }

    private func line(for description: NodeDescription, depth: Int) -> String {
        var line = description.kind
        if let text = description.text {
            line += " " + Quoting.quoted(text)
        }
        for (key, value) in description.attributes {
            line += " \(key): \(value.printed)"
        }
        if depth > options.indentationLimit {
            line += " (depth \(depth))"
        }
        if !description.markers.isEmpty {
            line += " [" + description.markers.joined(separator: ", ") + "]"
        }
        return line
    }
}
