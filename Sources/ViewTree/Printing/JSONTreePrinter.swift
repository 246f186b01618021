/// Prints a subtree as one line of JSON with sorted keys:
/// `{"attributes":{},"children":[…],"kind":"Text","markers":[],"text":"Home"}`.
///
/// Written by hand rather than through `JSONEncoder` because the encoder recurses once per
/// level, and trees here may be 10,000 levels deep. Every node has every key, so tools can rely
/// on the shape.
///
/// - Complexity: O(nodes) time and output.
@MainActor
struct JSONTreePrinter {
    let layerIndex: (ViewNode) -> Int

    private enum Step {
        case open(ViewNode, isFirst: Bool)
        case close(kind: String, text: String?, markers: [String])
    }

    func print(_ root: ViewNode) -> String {
        var output = TextOutput()
        var pending: [Step] = [.open(root, isFirst: true)]
        while let step = pending.popLast() {
            switch step {
            case .open(let node, let isFirst):
                let details = NodeDetails(node, layerIndex: layerIndex)
                if !isFirst { output.write(",") }
                output.write("{\"attributes\":{")
                for (index, attribute) in (details?.attributes ?? []).sorted(by: { $0.key < $1.key }).enumerated() {
                    if index > 0 { output.write(",") }
                    output.writeQuoted(attribute.key, style: .json)
                    output.write(":")
                    output.writeQuoted(attribute.value.raw, style: .json)
                }
                output.write("},\"children\":[")
                pending.append(.close(kind: node.kindName, text: node.printedText, markers: details?.markers ?? []))
                let children = TreeWalker.printedChildren(of: node)
                var index = children.count
                while index > 0 {
                    index -= 1
                    pending.append(.open(children[index], isFirst: index == 0))
                }
            case .close(let kind, let text, let markers):
                output.write("],\"kind\":")
                output.writeQuoted(kind, style: .json)
                output.write(",\"markers\":[")
                for (index, marker) in markers.enumerated() {
                    if index > 0 { output.write(",") }
                    output.writeQuoted(marker, style: .json)
                }
                output.write("],\"text\":")
                if let text {
                    output.writeQuoted(text, style: .json)
                } else {
                    output.write("null")
                }
                output.write("}")
            }
        }
        return output.string
    }
}
