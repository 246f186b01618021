import Testing

@testable import ViewTree

@MainActor
@Suite struct ChildrenTests {
    struct Card: View {
        let rows: Int
        var body: some View {
            VStack {
                ForEach(0..<rows) { Text("Row \($0)") }
            }
        }
    }

    /// Three mounted texts to build collections from, in tree order.
    private func texts(_ host: ViewHost) throws -> [ViewNode] {
        let forEach = try #require(host.root.children.first?.children.first)
        return Array(forEach.children)
    }

    @Test func aCompositeHasItsBodyAsItsOnlyChild() throws {
        let host = ViewHost(Card(rows: 3))
        #expect(host.root.children.count == 1)
        let stack = try #require(host.root.children.first)
        #expect(stack.kindName == "VStack")
        #expect(stack.parent === host.root)
        #expect(try texts(host).map(\.text) == ["Row 0", "Row 1", "Row 2"])
    }

    @Test func appendingKeepsTheOrderAcrossEveryShape() throws {
        let host = ViewHost(Card(rows: 3))
        let nodes = try texts(host)
        var children = ViewNode.Children()
        #expect(children.isEmpty)
        for (count, node) in nodes.enumerated() {
            children.append(node)
            #expect(children.count == count + 1)
            #expect(children.last === node)
        }
        #expect(children.map(\.serial) == nodes.map(\.serial))
        #expect(children.reversed().map(\.serial) == nodes.reversed().map(\.serial))
    }

    @Test func reservingRoomKeepsTheChildren() throws {
        let host = ViewHost(Card(rows: 3))
        let nodes = try texts(host)
        var children = ViewNode.Children()
        children.append(nodes[0])
        children.reserveCapacity(8)
        children.append(nodes[1])
        children.append(nodes[2])
        #expect(children.map(\.serial) == nodes.map(\.serial))
    }

    @Test func arraysOfEveryLengthBecomeTheSameChildren() throws {
        let host = ViewHost(Card(rows: 3))
        let nodes = try texts(host)
        for length in 0...nodes.count {
            let children = ViewNode.Children(Array(nodes.prefix(length)))
            #expect(children.map(\.serial) == nodes.prefix(length).map(\.serial))
            #expect(children.indices == 0..<length)
        }
    }

    @Test func movingTheChildrenOutLeavesNoneAndKeepsAnArrayWhole() throws {
        let host = ViewHost(Card(rows: 3))
        let nodes = try texts(host)
        for length in 0...nodes.count {
            var children = ViewNode.Children(Array(nodes.prefix(length)))
            var single = [host.root]
            var arrays: [[ViewNode]] = []
            children.moveAll(to: &single, arrays: &arrays)
            #expect(children.isEmpty)
            let moved = single + arrays.joined()
            #expect(moved.map(\.serial) == ([host.root] + nodes.prefix(length)).map(\.serial))
            #expect(arrays.count == (length > 1 ? 1 : 0))
        }
    }

    @Test func aWalkGetsTheChildrenLastFirst() throws {
        let host = ViewHost(Card(rows: 3))
        let nodes = try texts(host)
        for length in 0...nodes.count {
            let children = ViewNode.Children(Array(nodes.prefix(length)))
            var pending: [Unmanaged<ViewNode>] = []
            children.appendUnretainedInReverse(to: &pending)
            #expect(pending.map { $0.takeUnretainedValue().serial } == nodes.prefix(length).reversed().map(\.serial))
            var retained = [host.root]
            children.appendInReverse(to: &retained)
            #expect(retained.map(\.serial) == ([host.root] + nodes.prefix(length).reversed()).map(\.serial))
        }
    }
}
