import Testing

@testable import ViewTree

/// A view whose number is fixed or kept in an `@OptionalState`, with a `@State` after it.
@MainActor
@Suite struct OptionalStateTests {
    struct Numbered: View {
        let fixed: Int?
        @OptionalState private var number: Int?
        @State private var taps = 0

        init(fixed: Int?) {
            self.fixed = fixed
            _number = OptionalState(isKept: fixed == nil)
        }

        var body: some View {
            Text("number \(fixed ?? number ?? 0)")
            if fixed == nil {
                Button("Take") { number = 7 }
            }
            Button("Taps \(taps)") { taps += 1 }
        }
    }

    struct Parent: View {
        let fixed: Int?
        @State private var renders = 0
        var body: some View {
            Button("Render parent \(renders)") { renders += 1 }
            Numbered(fixed: fixed)
        }
    }

    private func numbered(in host: ViewHost) throws -> ViewNode {
        try #require(host.firstNode { $0.kindName == "Numbered" })
    }

    @Test func aKeptStateHoldsItsValueAcrossRenders() throws {
        let host = ViewHost(Parent(fixed: nil))
        #expect(host.isVisible("number 0"))
        try host.tap("Take")
        try host.tap("Taps 0")
        try host.tap("Render parent 0")
        // A new view value from the parent links to the node's two slots again.
        #expect(host.isVisible("number 7"))
        #expect(host.isVisible("Taps 1"))
        #expect(try numbered(in: host).stateSlots.count == 2)
    }

    @Test func aStateNotKeptTakesNoSlotAndReadsNil() throws {
        let host = ViewHost(Parent(fixed: 3))
        #expect(host.isVisible("number 3"))
        // The `@State` after it takes the first slot, and keeps its value across renders.
        #expect(try numbered(in: host).stateSlots.count == 1)
        try host.tap("Taps 0")
        try host.tap("Render parent 0")
        #expect(host.isVisible("Taps 1"))
        #expect(try numbered(in: host).stateSlots.count == 1)
    }
}
