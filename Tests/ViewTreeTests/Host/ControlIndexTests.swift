import Testing

@testable import ViewTree

/// A tap looks its label up among the mounted controls by title. After every step of these
/// journeys the lookup must find exactly the controls a walk of the visible screen finds, for
/// every label in the tree, and the index must hold exactly the mounted controls.
@MainActor
@Suite struct ControlIndexTests {
    struct App: View {
        @State private var count = 0
        @State private var showsSheet = false
        @State private var showsExtra = true
        @State private var tab = "One"
        let composedLabel: Bool

        var body: some View {
            Button("Count \(count)") { count += 1 }
            Button("Sheet") { showsSheet = true }
            Button("Toggle extra") { showsExtra.toggle() }
            Button("Tab Two") { tab = "Two" }
            if showsExtra {
                Button("Extra") {}
                Button("Same") {}
            }
            if composedLabel {
                Button(action: {}) {
                    Text("Made of")
                    Text("views")
                }
            }
            // A link with no label at all, as a pusher's hidden link: never tapped by label.
            NavigationLink(destination: Text("Hidden"), isActive: .constant(false)) { EmptyView() }
            TabView(selection: $tab) {
                Tab("One") {
                    NavigationView {
                        Button("Same") {}
                        NavigationLink("Detail") {
                            Button("Same") {}
                            Button("Detail count \(count)") { count += 1 }
                        }
                    }
                }
                Tab("Two") {
                    Button("Same") {}
                }
            }
            .sheet(isPresented: $showsSheet) {
                Button("Close") { showsSheet = false }
                Button("Same") {}
            }
        }
    }

    /// Every label in the tree, visible or not.
    func allLabels(_ host: ViewHost) -> Set<String> {
        var labels = Set<String>()
        TreeWalker.walk(from: host.root) { node in
            if let label = node.label { labels.insert(label) }
            return .visitChildren
        }
        return labels
    }

    func expectLookupAgreesWithAWalk(_ host: ViewHost, sourceLocation: SourceLocation = #_sourceLocation) {
        var titled = 0
        var composed = 0
        TreeWalker.walk(from: host.root) { node in
            switch node.payload {
            case .button(let title): if title != nil { titled += 1 } else if node.label != nil { composed += 1 }
            case .navigationLink(let link): if link.title != nil { titled += 1 } else if node.label != nil { composed += 1 }
            default: break
            }
            return .visitChildren
        }
        #expect(host.graph.controls.count == (titled, composed), sourceLocation: sourceLocation)
        for label in allLabels(host).union(["Nowhere"]) {
            let looked = Set(host.visibleControls(labelled: label).map(ObjectIdentifier.init))
            let walked = Set(host.visibleControlsByWalking(labelled: label).map(ObjectIdentifier.init))
            #expect(looked == walked, "\(label)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [false, true])
    func lookupsFindWhatAWalkFinds(composedLabel: Bool) throws {
        let host = ViewHost(App(composedLabel: composedLabel), recordsJournal: false)
        #expect(host.graph.controls.isComplete == !composedLabel)
        expectLookupAgreesWithAWalk(host)
        let steps: [(ViewHost) throws -> Void] = [
            { try $0.tap("Count 0") }, { try $0.tap("Detail") }, { try $0.tap("Detail count 1") }, { _ = $0.back() },
            { try $0.tap("Toggle extra") }, { try $0.tap("Sheet") }, { try $0.tap("Close") }, { try $0.tap("Toggle extra") },
            { try $0.tap("Tab Two") },
        ]
        for step in steps {
            try step(host)
            expectLookupAgreesWithAWalk(host)
        }
        #expect(throws: TapError.ambiguous(label: "Same", count: 2)) { try host.tap("Same") }
        // Above a sheet, only the sheet's controls are visible.
        try host.tap("Sheet")
        expectLookupAgreesWithAWalk(host)
        try host.tap("Same")
    }

    @Test func theIndexEmptiesWhenTheHostGoes() {
        let host = ViewHost(App(composedLabel: true))
        host.graph.unmountAll()
        #expect(host.graph.controls.count == (0, 0))
    }
}
