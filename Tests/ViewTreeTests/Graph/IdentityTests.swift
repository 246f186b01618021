import Testing

@testable import ViewTree

@MainActor
@Suite struct IdentityTests {
    struct Row: Identifiable {
        let id: Int
        let title: String
    }

    struct RowView: View {
        let title: String
        @State private var taps = 0
        var body: some View {
            Button("\(title) \(taps)") { taps += 1 }
        }
    }

    struct Rows: View {
        @State private var rows = [Row(id: 1, title: "one"), Row(id: 2, title: "two"), Row(id: 3, title: "three")]
        var body: some View {
            Button("Remove two") { rows.removeAll { $0.id == 2 } }
            Button("Reverse") { rows.reverse() }
            Button("Rename one") { rows[rows.firstIndex { $0.id == 1 } ?? 0] = Row(id: 1, title: "uno") }
            List {
                ForEach(rows) { row in
                    RowView(title: row.title)
                }
            }
        }
    }

    @Test func theSameIdentityKeepsTheNodeObject() throws {
        let host = ViewHost(Rows())
        let list = try #require(host.firstNode { $0.kindName == "List" })
        let first = try #require(host.firstNode { $0.label == "one 0" })
        try host.tap("Rename one")
        #expect(host.firstNode { $0.kindName == "List" } === list)
        #expect(host.firstNode { $0.label == "uno 0" } === first)
    }

    @Test func removingAnElementUnmountsOnlyItsNodes() throws {
        let host = ViewHost(Rows())
        try host.tap("one 0")
        host.clearJournal()
        try host.tap("Remove two")
        #expect(
            takeJournal(host) == [
                "disappear Button \"two 0\"", "disappear RowView", "unmount Button \"two 0\"", "unmount RowView",
            ])
        #expect(host.isVisible("one 1"))
        expectInvariants(host)
    }

    @Test func movingAnElementKeepsItsNodeAndState() throws {
        let host = ViewHost(Rows())
        try host.tap("three 0")
        let three = host.firstNode { $0.label == "three 1" }?.parent
        host.clearJournal()
        try host.tap("Reverse")
        #expect(host.journal.isEmpty)
        #expect(host.visibleTexts.suffix(3) == ["three 1", "two 0", "one 0"])
        #expect(host.firstNode { $0.label == "three 1" }?.parent === three)
        expectInvariants(host)
    }

    @Test func aChangedTypeAtTheSamePositionIsANewNode() throws {
        struct Swapper: View {
            @State private var asButton = false
            var body: some View {
                Button("Swap") { asButton = true }
                AnyView(asButton ? AnyView(Button("Same") {}) : AnyView(Text("Same")))
            }
        }
        let host = ViewHost(Swapper())
        let text = try #require(host.firstNode { $0.text == "Same" })
        try host.tap("Swap")
        #expect(!text.isMounted)
        #expect(host.firstNode { $0.label == "Same" }?.kindName == "Button")
    }

    @Test func childrenMadeAtMountKeepTheirNodesWhenTheParentRendersAgain() throws {
        // A mount makes children as the body flattens; a later render collects elements and
        // matches them by key. Both must make the same keys, repeated ids included.
        struct Rows: View {
            @State private var taps = 0
            var body: some View {
                Button("Tap \(taps)") { taps += 1 }
                Text("explicit").id(7)
                ForEach(["a", "a"], id: \.self) { Text($0) }
            }
        }
        let host = ViewHost(Rows())
        let before = host.root.children.flatMap { [$0] + $0.children }
        try host.tap("Tap 0")
        let after = host.root.children.flatMap { [$0] + $0.children }
        #expect(after.count == before.count)
        #expect(zip(before, after).allSatisfy { $0 === $1 })
        #expect(host.visibleTexts.suffix(3) == ["explicit", "a", "a"])
        expectInvariants(host)
    }

    @Test func eachNodeOfAMountStartsFromACleanList() throws {
        // One list makes the children of every node a mount renders, one node after another:
        // nothing an earlier node's render left in it may reach a later node.
        struct Plumbing: View, TreeTransparent {
            var body: some View { Text("inside") }
        }
        struct Panel: View {
            let title: String
            @State private var taps = 0
            var body: some View {
                Button("\(title) \(taps)") { taps += 1 }
                Text(title).id(title)
            }
        }
        struct Screen: View {
            var body: some View {
                VStack {
                    Plumbing()
                    Text("x").id(1)
                    ForEach(["y", "y"], id: \.self) { Text($0) }
                }
                Panel(title: "first")
                Panel(title: "second")
            }
        }
        let host = ViewHost(Screen())
        var nodes: [ViewNode] = []
        var pending = [host.root]
        while let node = pending.popLast() {
            nodes.append(node)
            pending += node.children
            #expect(node.hasTransparentChild == node.children.contains { $0.traits.contains(.transparent) }, "\(node.kindName)")
        }
        // A render of a node that has children collects elements into a new list; keys made
        // by the mount's list must match them, or the nodes would be made again.
        try host.tap("second 0")
        let panel = try #require(host.firstNode { $0.label == "second 1" }?.parent)
        #expect(panel.children.allSatisfy { child in nodes.contains { $0 === child } })
        expectInvariants(host)
    }

    @Test func duplicateIDsAreToldApartAndReported() {
        let host = ViewHost(ForEach(["a", "a"], id: \.self) { Text($0) })
        #expect(host.visibleTexts == ["a", "a"])
        #expect(host.journal.contains { $0.description.hasPrefix("diagnostic: two children share one identity") })
        expectInvariants(host)
    }

    /// A view numbered by the host machinery, as a pushed screen is by its push.
    struct Numbered: View {
        @State private var number = 1
        @State private var isOn = false
        var body: some View {
            Button("Next") { number += 1 }
            Button("Toggle") { isOn.toggle() }
            Text(isOn ? "on" : "off")
            RowView(title: "row").structuralID(number)
        }
    }

    @Test func aStructuralNumberIsAnIdentityNeitherPrintedNorFound() throws {
        let host = ViewHost(Numbered())
        try host.tap("row 0")
        let row = try #require(host.firstNode { $0.label == "row 1" })
        // Another change renders the parent again: the same number keeps the node and its state.
        try host.tap("Toggle")
        #expect(host.isVisible("on"))
        #expect(host.firstNode { $0.label == "row 1" } === row)
        // A new number is a new view: the old node leaves and the state starts again.
        try host.tap("Next")
        #expect(!row.isMounted)
        #expect(host.isVisible("row 0"))
        #expect(host.node(withID: 2) == nil)
        #expect(!host.render().contains("id:"))
        expectInvariants(host)
    }
}
