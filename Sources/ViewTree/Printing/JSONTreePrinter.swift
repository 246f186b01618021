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
        var output = ""
        var pending: [Step] = [.open(root, isFirst: true)]
        while let step = pending.popLast() {
            switch step {
            case .open(let node, let isFirst):
                let description = NodeDescription(node, layerIndex: layerIndex)
                if !isFirst { output += "," }
                output += "{\"attributes\":{"
                let attributes = description.attributes.sorted { $0.key < $1.key }
                output += attributes.map { "\(Self.string($0.key)):\(Self.string($0.value.raw))" }.joined(separator: ",")
                output += "},\"children\":["
                pending.append(.close(description))
                for (index, child) in TreeWalker.printedChildren(of: node).enumerated().reversed() {
                    pending.append(.open(child, isFirst: index == 0))
                }
            case .close(let description):
                output += "],\"kind\":" + Self.string(description.kind)
                output += ",\"markers\":[" + description.markers.map(Self.string).joined(separator: ",") + "]"
                output += ",\"text\":" + (description.text.map(Self.string) ?? "null") + "}"
            }
        }
        return output
    }

    /// A JSON string literal.
    static func string(_ value: String) -> String {
        Quoting.quoted(value, style: .json)
    }
}
