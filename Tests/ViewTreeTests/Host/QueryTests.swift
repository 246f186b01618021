import Testing

@testable import ViewTree

@MainActor
@Suite struct QueryTests {
    struct Shop: View {
        @State private var taps = 0
        var body: some View {
            NavigationView {
                Text("Taps: \(taps)")
                Button("Buy") { taps += 1 }
                Button(action: { taps += 10 }) {
                    HStack {
                        Text("Buy")
                        Text("ten")
                    }
                }
                NavigationLink("Cart") {
                    Text("Cart")
                    Button("Checkout") {}
                }
            }
        }
    }

    struct Shelf: View {
        @State private var isStocked = true
        var body: some View {
            Button("Clear") { isStocked = false }
            if isStocked {
                ForEach(0..<20) { Text("Item \($0)") }
            }
        }
    }

    /// A predicate from outside may change the tree it searches (here it taps a button that
    /// removes every item): the walk of `firstNode(where:)` keeps the nodes it will visit alive.
    /// The host's own queries walk unretained because their predicates only read.
    @Test func aPredicateThatChangesTheTreeEndsItsSearchSafely() throws {
        let host = ViewHost(Shelf())
        var tapped = false
        let found = host.firstNode { node in
            if !tapped, node.label == "Clear" {
                tapped = true
                try? host.tap("Clear")
            }
            return node.text == "Item 19"
        }
        #expect(tapped)
        #expect(found?.isMounted == false)
        #expect(host.node(withID: "none") == nil)
        #expect(!host.contains("Item 0"))
    }

    /// One walk for both gives what each query gives: a label made of views is a label, not a
    /// text of its own (its texts are texts already).
    @Test func textsAndLabelsInOneWalkAreWhatEachQueryGives() throws {
        let host = ViewHost(Shop())
        let both = host.visibleTextsAndLabels()
        #expect(both.texts == host.visibleTexts)
        #expect(both.labels == host.visibleLabels)
        #expect(both.labels == ["Buy", "Buy ten", "Cart"])
        #expect(both.texts == ["Taps: 0", "Buy", "Buy", "ten", "Cart"])
        try host.tap("Cart")
        #expect(host.visibleTextsAndLabels().texts == host.visibleTexts)
        #expect(host.visibleTextsAndLabels().labels == ["Checkout"])
    }

    @Test func aLabelMadeOfViewsIsTheirTextsJoined() throws {
        let host = ViewHost(Shop())
        try host.tap("Buy ten")
        #expect(host.isVisible("Taps: 10"))
    }

    @Test func tappingACoveredLabelThrowsAndChangesNothing() throws {
        let host = ViewHost(Shop())
        try host.tap("Cart")
        let before = host.render()
        host.clearJournal()
        #expect(throws: TapError.notVisible(label: "Buy")) { try host.tap("Buy") }
        #expect(host.render() == before)
        #expect(host.journal.isEmpty)
    }

    @Test func tappingAMissingLabelThrowsAndChangesNothing() {
        let host = ViewHost(Shop())
        let before = host.render()
        #expect(throws: TapError.notFound(label: "Sell")) { try host.tap("Sell") }
        #expect(host.render() == before)
    }

    @Test func errorsNameTheLabel() {
        #expect(TapError.notFound(label: "Sell").description == #"no button or link labelled "Sell""#)
        #expect(TapError.notVisible(label: "Buy").description == #"button or link "Buy" is not visible: it is covered"#)
        #expect(TapError.ambiguous(label: "On", count: 2).description == #"2 visible buttons or links are labelled "On""#)
    }

    @Test func visibleTextsAreTheTopScreensStrings() throws {
        let host = ViewHost(Shop())
        #expect(host.visibleTexts == ["Taps: 0", "Buy", "Buy", "ten", "Cart"])
        try host.tap("Cart")
        #expect(host.visibleTexts == ["Cart", "Checkout"])
        #expect(host.contains("Taps: 0"))
        #expect(!host.contains("Taps: 1"))
    }
}
