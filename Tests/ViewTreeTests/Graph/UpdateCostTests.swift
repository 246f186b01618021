import Testing

@testable import ViewTree

@MainActor
@Suite struct UpdateCostTests {
    struct Leaf: View {
        @State private var count = 0
        var body: some View {
            Button("Leaf \(count)") { count += 1 }
        }
    }

    @Test func aStateChangeRendersOnlyItsNodesSubtree() throws {
        let host = ViewHost(
            VStack {
                ForEach(0..<500) { Text("Row \($0)") }
                Leaf()
            }, recordsJournal: false)
        let before = host.renderCount
        try host.tap("Leaf 0")
        // The Leaf composite and its Button, not the 500 rows or their containers.
        #expect(host.renderCount - before == 2)
        #expect(host.isVisible("Leaf 1"))
    }

    @Test func aParentRenderRelinksStateSoItSurvives() throws {
        struct Parent: View {
            @State private var renders = 0
            var body: some View {
                Button("Render \(renders)") { renders += 1 }
                Leaf()
            }
        }
        let host = ViewHost(Parent())
        try host.tap("Leaf 0")
        try host.tap("Render 0")
        try host.tap("Leaf 1")
        #expect(host.visibleTexts == ["Render 1", "Leaf 2"])
    }
}
