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
        case close(NodeDescription)
    }

    func print(_ root: ViewNode) -> String {
        var output = TextOutput()
        var pending: [Step] = [.open(root, isFirst: true)]
        while let step = pending.popLast() {
            switch step {
            case .open(let node, let isFirst):
                let description = NodeDescription(node, layerIndex: layerIndex)
                if !isFirst { output.write(",") }
                output.write("{\"attributes\":{")
                for (index, attribute) in description.attributes.sorted(by: { $0.key < $1.key }).enumerated() {
                    if index > 0 { output.write(",") }
                    output.writeQuoted(attribute.key, style: .json)
                    output.write(":")
                    output.writeQuoted(attribute.value.raw, style: .json)
                }
                output.write("},\"children\":[")
                pending.append(.close(description))
                let children = TreeWalker.printedChildren(of: node)
                var index = children.count
                while index > 0 {
                    index -= 1
                    pending.append(.open(children[index], isFirst: index == 0))
                }
            case .close(let description):
                output.write("],\"kind\":")
                output.writeQuoted(description.kind, style: .json)
                output.write(",\"markers\":[")
                for (index, marker) in description.markers.enumerated() {
                    if index > 0 { output.write(",") }
                    output.writeQuoted(marker, style: .json)
                }
                output.write("],\"text\":")
                if let text = description.text {
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
