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

    /// The strokes that draw a line's branch (`branch`, or `last` for a last child) after its
    /// ancestors' guides (`through` below an ancestor with siblings after it, `blank` below a
    /// last child).
    static func strokes(_ drawing: RenderOptions.Drawing) -> (branch: StaticString, last: StaticString, through: StaticString, blank: StaticString) {
        switch drawing {
        case .unicode: ("├─ ", "└─ ", "│  ", "   ")
        case .ascii: ("|- ", "`- ", "|  ", "   ")
        }
    }

    func print(_ root: ViewNode) -> String {
        let (branch, last, through, blank) = Self.strokes(options.drawing)
        var output = TextOutput()
        var guides = Guides()
        let walk = PrintWalk(root)
        writeLine(of: root, depth: 0, to: &output)
        // A pre-order walk over the nodes still to print, each with its depth and whether it is
        // its parent's last child. The nodes are unretained (see `PrintWalk`): retaining each
        // was an atomic operation on a line of memory not read yet, which stalled the walk.
        var pending: [(node: Unmanaged<ViewNode>, depth: Int, isLast: Bool)] = []
        _ = walk.appendChildren(of: root, to: &pending) { ($0, 1, $1 == $2 - 1) }
        while let (next, depth, isLast) = pending.popLast() {
            next.withInstance { node in
                // Ancestors deeper than the limit draw no guide: their lines say their depth.
                guides.keep(min(depth - 1, options.indentationLimit - 1))
                guides.write(to: &output)
                output.write(isLast ? last : branch)
                writeLine(of: node, depth: depth, to: &output)
                walk.check()
                guard walk.appendChildren(of: node, to: &pending, { ($0, depth + 1, $1 == $2 - 1) }) else { return }
                if depth < options.indentationLimit {
                    guides.append(isLast ? blank : through)
                }
            }
        }
        return output.string
    }

    /// Writes one node's line after its guides: kind, text, attributes and markers.
    private func writeLine(of node: ViewNode, depth: Int, to output: inout TextOutput) {
        writeContent(of: node, depth: depth, to: &output)
        output.write("\n")
    }

    /// Writes what a node's line shows after its guides and branch: kind, text, attributes,
    /// its depth when it is past the indentation limit, and markers.
    func writeContent(of node: ViewNode, depth: Int, to output: inout TextOutput) {
        node.writeKindName(to: &output)
        if let text = node.printedText {
            output.write(" ")
            output.writeQuoted(text)
        }
        let details = NodeDetails(node, layerIndex: layerIndex)
        if let details {
            for (key, value) in details.attributes {
                output.write(contentsOf: " \(key): \(value.printed)")
            }
        }
        if depth > options.indentationLimit {
            output.write(contentsOf: " (depth \(depth))")
        }
        if let details, !details.markers.isEmpty {
            output.write(" [")
            for (index, marker) in details.markers.enumerated() {
                if index > 0 { output.write(", ") }
                output.write(contentsOf: marker)
            }
            output.write("]")
        }
    }
}

/// The guides (`│  ` or blank) that the current node's ancestors draw before its branch, kept as
/// bytes and changed only where the walk moves, so a line's indentation is one copy rather
/// than one write per level.
private struct Guides: ~Copyable {
    private var bytes: UnsafeMutableBufferPointer<UInt8> = Self.zeroed(256)
    /// `ends[i]`: the length of the first `i` guides in `bytes`.
    private var ends: UnsafeMutableBufferPointer<Int> = Self.zeroed(64)
    private var count = 0

    deinit {
        bytes.deallocate()
        ends.deallocate()
    }

    /// Keeps the first `count` guides and drops the rest.
    mutating func keep(_ count: Int) {
        self.count = count
    }

    /// Adds a guide after the ones kept, overwriting what a dropped guide left there.
    mutating func append(_ guide: StaticString) {
        let start = ends[count]
        let end = start + guide.utf8CodeUnitCount
        if end > bytes.count { bytes = Self.grown(bytes, toHold: end) }
        if count + 2 > ends.count { ends = Self.grown(ends, toHold: count + 2) }
        guide.withUTF8Buffer { guide in
            _ = bytes[start..<end].initialize(fromContentsOf: guide)
        }
        count += 1
        ends[count] = end
    }

    func write(to output: inout TextOutput) {
        output.write(UnsafeBufferPointer(rebasing: bytes[..<ends[count]]))
    }

    private static func zeroed<Element: FixedWidthInteger>(_ count: Int) -> UnsafeMutableBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: count)
        buffer.initialize(repeating: 0)
        return buffer
    }

    private static func grown<Element: FixedWidthInteger>(_ buffer: UnsafeMutableBufferPointer<Element>, toHold needed: Int)
        -> UnsafeMutableBufferPointer<Element>
    {
        let grown: UnsafeMutableBufferPointer<Element> = zeroed(max(needed, buffer.count * 2))
        _ = grown.update(fromContentsOf: buffer)
        buffer.deallocate()
        return grown
    }
}
