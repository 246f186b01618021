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

    func print(_ root: ViewNode) -> String {
        var output = TextOutput()
        // One entry per level, as the text printer keeps (not one per node still to print): the
        // node, its children, the next child to print and the markers its closing part writes.
        var levels: [(node: ViewNode, children: ViewNode.Children, next: Int, markers: [String])] = []
        levels.append((root, TreeWalker.printedChildren(of: root), 0, writeOpening(of: root, to: &output)))
        while let top = levels.indices.last {
            let index = levels[top].next
            guard index < levels[top].children.count else {
                writeClosing(of: levels[top].node, markers: levels[top].markers, to: &output)
                levels.removeLast()
                continue
            }
            levels[top].next = index + 1
            if index > 0 { output.write(",") }
            let child = levels[top].children[index]
            let markers = writeOpening(of: child, to: &output)
            levels.append((child, TreeWalker.printedChildren(of: child), 0, markers))
        }
        return output.string
    }

    /// Writes the node's attributes and opens its children; returns its markers, which come
    /// after the children in sorted-key order.
    private func writeOpening(of node: ViewNode, to output: inout TextOutput) -> [String] {
        output.write("{\"attributes\":{")
        guard let details = NodeDetails(node, layerIndex: layerIndex) else {
            output.write("},\"children\":[")
            return []
        }
        let attributes = details.attributes.count > 1 ? details.attributes.sorted { $0.key < $1.key } : details.attributes
        for (index, attribute) in attributes.enumerated() {
            if index > 0 { output.write(",") }
            output.writeQuoted(attribute.key, style: .json)
            output.write(":")
            output.writeQuoted(attribute.value.raw, style: .json)
        }
        output.write("},\"children\":[")
        return details.markers
    }

    /// Closes the node's children and writes its kind, markers and text.
    private func writeClosing(of node: ViewNode, markers: [String], to output: inout TextOutput) {
        output.write("],\"kind\":")
        output.writeQuoted(node.kindName, style: .json)
        output.write(",\"markers\":[")
        for (index, marker) in markers.enumerated() {
            if index > 0 { output.write(",") }
            output.writeQuoted(marker, style: .json)
        }
        output.write("],\"text\":")
        if let text = node.printedText {
            output.writeQuoted(text, style: .json)
        } else {
            output.write("null")
        }
        output.write("}")
    }
}
