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

    /// A view small enough to sit inline in an existential, leaving most of its buffer unused.
    struct Flag: View {
        let on: Bool
        var body: some View { Text(on ? "On" : "Off") }
    }

    /// The parent renders again and builds its stacks anew from the same erased views: neither
    /// stack, nor anything in it, renders again. An erased view compared by the bytes of an
    /// inline existential read as changed (the unused bytes are undefined after a copy).
    @Test func anErasedViewStoredInAParentDoesNotRenderAgainWithIt() throws {
        struct Parent: View {
            let small: AnyView
            let rows: AnyView
            @State private var count = 0
            var body: some View {
                Button("Count \(count)") { count += 1 }
                VStack { small }
                HStack { rows }
            }
        }
        let host = ViewHost(
            Parent(small: AnyView(Flag(on: true)), rows: AnyView(ForEach(0..<50) { Text("Row \($0)") })), recordsJournal: false)
        for count in 0..<20 {
            let before = host.renderCount
            try host.tap("Count \(count)")
            // The parent and its button.
            #expect(host.renderCount - before == 2)
        }
        #expect(host.isVisible("On") && host.isVisible("Row 49"))
    }
}
