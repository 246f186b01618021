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
        let walk = PrintWalk(root)
        // A pre-order walk over unretained nodes, as the text printer's (see `PrintWalk`). A
        // node with children comes back after them, as a closing entry with the markers its
        // closing part writes; a node without children is written whole at once.
        var pending: [(node: Unmanaged<ViewNode>, isFirst: Bool, closing: [String]?)] = [(Unmanaged.passUnretained(root), true, nil)]
        while let (next, isFirst, closing) = pending.popLast() {
            next.withInstance { node in
                if let markers = closing {
                    writeClosing(of: node, markers: markers, to: &output)
                    return
                }
                if !isFirst { output.write(",") }
                let markers = writeOpening(of: node, to: &output)
                walk.check()
                pending.append((next, false, markers))
                guard walk.appendChildren(of: node, to: &pending, { child, position, _ in (child, position == 0, nil) }) else {
                    pending.removeLast()
                    writeClosing(of: node, markers: markers, to: &output)
                    return
                }
            }
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
            attribute.value.writeJSON(to: &output)
        }
        output.write("},\"children\":[")
        return details.markers
    }

    /// Closes the node's children and writes its kind, markers and text.
    private func writeClosing(of node: ViewNode, markers: [String], to output: inout TextOutput) {
        output.write("],\"kind\":")
        node.writeKindName(to: &output, quotedFor: .json)
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
