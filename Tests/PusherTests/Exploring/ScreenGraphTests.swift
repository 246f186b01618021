import Testing

@testable import Pusher

/// The graph keeps each node and each move between two nodes once, and prints at most its cap of
/// edges with a note saying how many it left out.
@Suite struct ScreenGraphTests {
    @Test func nodesAndEdgesAreKeptOnceAndMovesThatStayAreNoEdges() {
        var graph = ScreenGraph()
        let root = graph.node("root")
        let detail = graph.node("root > screen 1")
        #expect(graph.node("root") == root)
        graph.add(from: root, to: detail, move: "tap \"Go\"")
        graph.add(from: root, to: detail, move: "tap \"Go\"")
        graph.add(from: detail, to: detail, move: "tap \"Stay\"")
        graph.add(from: detail, to: root, move: "back")
        #expect(graph.nodes == ["root", "root > screen 1"])
        #expect(graph.edges.map(\.move) == ["tap \"Go\"", "back"])
    }

    @Test func moreEdgesThanTheCapAreLeftOutWithANote() {
        var graph = ScreenGraph()
        let hub = graph.node("hub")
        for number in 0..<600 { graph.add(from: hub, to: graph.node("screen \(number)"), move: "tap \"\(number)\"") }
        let mermaid = graph.mermaid().split(separator: "\n")
        #expect(mermaid.filter { $0.contains(" -->|") }.count == 500)
        #expect(mermaid.last == "  %% 100 of 600 edges left out: the cap is 500")
        let dot = graph.dot(cap: 10).split(separator: "\n")
        #expect(dot.filter { $0.contains(" -> ") }.count == 10)
        #expect(dot.suffix(2) == ["  // 590 of 600 edges left out: the cap is 10", "}"])
    }
}
