/// The states an ``Explorer`` found, quotiented by screen: one node per distinct stack of
/// screens (the stack's state description, view state ignored), one edge per move that leads
/// from one to another, each once. What a reviewer pastes into a pull request to see the app's
/// navigation; ``mermaid(cap:)`` and ``dot(cap:)`` print it.
///
/// ```swift
/// var explorer = Explorer { Shop() }
/// explorer.recordsScreenGraph = true
/// let graph = explorer.run().screenGraph!
/// print(graph.mermaid())   // flowchart TD …, GitHub renders it in Markdown
/// ```
public struct ScreenGraph: Sendable, Equatable {
    /// A move from one screen stack to another.
    public struct Edge: Sendable, Hashable {
        /// The node the move is made from, an index into ``ScreenGraph/nodes``.
        public let from: Int
        /// The node it leads to.
        public let to: Int
        /// The move, as a step writes it: `tap "Buy"`, `back`.
        public let move: String
    }

    /// The screen stacks, in the order the search first met them: the first is the app's.
    public private(set) var nodes: [String] = []
    /// The moves between two stacks, each once, in the order the search made them first.
    public private(set) var edges: [Edge] = []
    /// The nodes where a finding shows.
    public internal(set) var flagged: Set<Int> = []
    private var nodeIndex: [String: Int] = [:]
    private var edgeSet: Set<Edge> = []

    /// An empty graph.
    public init() {}

    /// The node of `screens`, added when new.
    mutating func node(_ screens: String) -> Int {
        if let index = nodeIndex[screens] { return index }
        nodes.append(screens)
        nodeIndex[screens] = nodes.count - 1
        return nodes.count - 1
    }

    /// Adds the edge unless it is there, or is a move that stays on its screen stack.
    mutating func add(from: Int, to: Int, move: String) {
        guard from != to else { return }
        let edge = Edge(from: from, to: to, move: move)
        if edgeSet.insert(edge).inserted { edges.append(edge) }
    }

    /// Mermaid's flowchart: GitHub renders it in Markdown. At most `cap` edges (Mermaid's own
    /// default limit is 500); a comment says how many were left out.
    public func mermaid(cap: Int = 500) -> String {
        func label(_ text: String) -> String {
            text.replacingOccurrences(of: "\"", with: "#quot;").replacingOccurrences(of: "|", with: "#124;")
        }
        var lines = ["flowchart TD"]
        let shown = edges.prefix(cap)
        for (index, node) in nodes.enumerated() { lines.append("  s\(index)[\"\(label(node))\"]") }
        for edge in shown { lines.append("  s\(edge.from) -->|\(label(edge.move))| s\(edge.to)") }
        if !flagged.isEmpty {
            lines.append("  classDef finding stroke:#d00,stroke-width:3px")
            lines.append("  class " + flagged.sorted().map { "s\($0)" }.joined(separator: ",") + " finding")
        }
        if edges.count > cap { lines.append("  %% \(edges.count - cap) of \(edges.count) edges left out: the cap is \(cap)") }
        return lines.joined(separator: "\n")
    }

    /// Graphviz's DOT, at most `cap` edges, a comment saying how many were left out.
    public func dot(cap: Int = 500) -> String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        var lines = ["digraph screens {", "  node [shape=box];"]
        for (index, node) in nodes.enumerated() {
            lines.append("  s\(index) [label=\(quoted(node))" + (flagged.contains(index) ? ", color=red, penwidth=3" : "") + "];")
        }
        for edge in edges.prefix(cap) { lines.append("  s\(edge.from) -> s\(edge.to) [label=\(quoted(edge.move))];") }
        if edges.count > cap { lines.append("  // \(edges.count - cap) of \(edges.count) edges left out: the cap is \(cap)") }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// Two graphs are equal when their nodes, edges and marked nodes are (the lookup tables
    /// that build them are not compared).
    public static func == (lhs: ScreenGraph, rhs: ScreenGraph) -> Bool {
        lhs.nodes == rhs.nodes && lhs.edges == rhs.edges && lhs.flagged == rhs.flagged
    }
}
