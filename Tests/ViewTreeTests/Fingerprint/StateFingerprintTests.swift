import Observation
import Testing

@testable import ViewTree

/// Fingerprints: equal exactly when trees print the same, the same across hosts and runs, kept
/// up to date by every kind of change, and costing what a move changed at any depth.
@MainActor
@Suite struct StateFingerprintTests {
    struct Counter: View {
        let start: Int
        @State private var count: Int?
        var body: some View {
            Text("Count: \(count ?? start)")
            Button("+1") { count = (count ?? start) + 1 }
        }
    }

    /// A counter deep inside a large static list: the change is far from the root.
    struct Page: View {
        let start: Int
        var body: some View {
            VStack {
                ForEach(0..<200) { Text("Row \($0)") }
                VStack { VStack { Counter(start: start) } }
                ForEach(0..<200) { Text("Tail \($0)") }
            }
        }
    }

    @Test func twoHostsInOneStateHaveOneFingerprint() throws {
        let tapped = ViewHost(Page(start: 0))
        let before = tapped.stateFingerprint
        try tapped.tap("+1")
        let fresh = ViewHost(Page(start: 1))
        #expect(tapped.render() == fresh.render())
        #expect(tapped.stateFingerprint == fresh.stateFingerprint)
        #expect(tapped.stateFingerprint != before)
    }

    @Test func aChangeInsideAKeptSubtreeChangesTheFingerprintEveryTime() throws {
        let host = ViewHost(Page(start: 0))
        var seen: Set<StateFingerprint> = [host.stateFingerprint]
        for _ in 0..<5 {
            try host.tap("+1")
            #expect(seen.insert(host.stateFingerprint).inserted)
        }
        // The kept fingerprints agree with a host that hashes everything afresh.
        #expect(host.stateFingerprint == ViewHost(Page(start: 5)).stateFingerprint)
    }

    @Test func pushingAndGoingBackReturnsToTheFingerprintBefore() throws {
        let host = ViewHost(
            NavigationView {
                Text("Home")
                NavigationLink("Details") { Page(start: 0) }
            })
        let home = host.stateFingerprint
        try host.tap("Details")
        let details = host.stateFingerprint
        #expect(details != home)
        host.back()
        #expect(host.stateFingerprint == home)
        try host.tap("Details")
        #expect(host.stateFingerprint == details)
    }

    @Test func theNodeCountIsTheTreesSize() {
        let host = ViewHost(
            VStack {
                Text("A")
                Text("B")
            })
        let (_, count) = host.fingerprintState()
        #expect(count == host.render().split(separator: "\n").count)
    }

    // MARK: The kept fingerprint follows every kind of change

    struct Navigation: View {
        var body: some View {
            NavigationView {
                Text("Home")
                NavigationLink("Details") {
                    Text("Detail")
                    NavigationLink("More") { Text("More") }
                }
            }
        }
    }

    @Test func theKeptFingerprintFollowsATransitionFromStartToEnd() throws {
        let host = ViewHost(Navigation())
        expectKeptFingerprintAgrees(host)
        host.animateNextChange(Transition(.milliseconds(500), .linear))
        try host.tap("Details")
        for _ in 0..<6 {
            #expect(host.render().contains("%]") || !host.isTransitioning)
            expectKeptFingerprintAgrees(host)
            host.advance(by: .milliseconds(100))
        }
        #expect(!host.isTransitioning)
        expectKeptFingerprintAgrees(host)
        host.animateNextChange(Transition(.milliseconds(300), .easeIn))
        host.back()
        expectKeptFingerprintAgrees(host)
        host.advance(by: .milliseconds(150))
        expectKeptFingerprintAgrees(host)
        host.advance(by: .milliseconds(150))
        expectKeptFingerprintAgrees(host)
    }

    @Test func theKeptFingerprintFollowsABackGesture() throws {
        let host = ViewHost(Navigation())
        try host.tap("Details")
        try host.tap("More")
        expectKeptFingerprintAgrees(host)
        #expect(host.moveBackGesture(to: 0.3))
        expectKeptFingerprintAgrees(host)
        #expect(host.moveBackGesture(to: 0.6))
        expectKeptFingerprintAgrees(host)
        #expect(host.cancelBackGesture())
        expectKeptFingerprintAgrees(host)
        #expect(host.moveBackGesture(to: 0.5))
        _ = host.finishBackGesture()
        host.advance(by: .seconds(1))
        // The gesture's screen is the one popped, not the one below that it showed.
        #expect(host.visibleTexts == ["Detail", "More"])
        expectKeptFingerprintAgrees(host)
    }

    @Observable final class Model {
        var rows = ["b", "c", "d"]
        var first = false
        var second = false
        var tab = "One"
    }

    /// Two layers over a list, each shown by its own flag, and two tabs.
    struct Layered: View {
        let model: Model
        var body: some View {
            // Read here, so that a change renders the body again.
            let (first, second) = (model.first, model.second)
            VStack {
                ForEach(model.rows, id: \.self) { Text("Row \($0)") }
                TabView(selection: Binding(get: { model.tab }, set: { model.tab = $0 })) {
                    Tab("One") { Text("In one") }
                    Tab("Two") { Text("In two") }
                }
            }
            .sheet(isPresented: Binding(get: { first }, set: { model.first = $0 })) { Text("First") }
            .fullScreenCover(isPresented: Binding(get: { second }, set: { model.second = $0 })) { Text("Second") }
        }
    }

    @Test func theKeptFingerprintFollowsMovedRowsRenumberedLayersAndTabs() {
        let model = Model()
        let host = ViewHost(Layered(model: model))
        expectKeptFingerprintAgrees(host)
        model.rows.insert("a", at: 0)
        expectKeptFingerprintAgrees(host)
        model.rows.remove(at: 2)
        model.rows.reverse()
        expectKeptFingerprintAgrees(host)
        model.tab = "Two"
        expectKeptFingerprintAgrees(host)
        model.first = true
        model.second = true
        host.flush()
        #expect(host.render().contains("[layer 2, top]"))
        expectKeptFingerprintAgrees(host)
        // The cover above it is now layer 1: its line changes with no render of its own.
        model.first = false
        host.flush()
        #expect(host.render().contains("[layer 1, top]"))
        expectKeptFingerprintAgrees(host)
        #expect(host.stateFingerprint == ViewHost(Layered(model: model)).stateFingerprint)
    }

    struct Tagged: View, TreeAnnotating {
        let annotations: [TreeAnnotation]
        var body: some View { Text("x") }
        var treeAnnotations: [TreeAnnotation] { annotations }
    }

    /// A fingerprint hashes a line's details as values, not as the printed strings: every part
    /// still counts, and lines that print the same (a number and its digits as a literal, a
    /// marker given before an attribute) hash the same.
    @Test func twoLinesHaveOneFingerprintExactlyWhenTheyPrintTheSame() {
        let pairs: [(AnyView, AnyView)] = [
            (AnyView(Text("a").id(1)), AnyView(Text("a").id(2))),
            (AnyView(Text("a").id(1)), AnyView(Text("a").id("1"))),
            (AnyView(Text("a").navigationTitle("A")), AnyView(Text("a").navigationTitle("B"))),
            (AnyView(Tagged(annotations: [.attribute("k", .integer(3))])), AnyView(Tagged(annotations: [.attribute("k", .literal("3"))]))),
            (AnyView(Tagged(annotations: [.attribute("k", .integer(3))])), AnyView(Tagged(annotations: [.attribute("k", .string("3"))]))),
            (AnyView(Tagged(annotations: [.attribute("k", .integer(3))])), AnyView(Tagged(annotations: [.attribute("j", .integer(3))]))),
            (
                AnyView(Tagged(annotations: [.marker("m"), .attribute("k", .integer(1))])),
                AnyView(Tagged(annotations: [.attribute("k", .integer(1)), .marker("m")]))
            ),
            (AnyView(Tagged(annotations: [.marker("m")])), AnyView(Tagged(annotations: [.marker("n")]))),
            (AnyView(Tagged(annotations: [.marker("m")])), AnyView(Tagged(annotations: [.attribute("m", .literal(""))]))),
        ]
        var printedTheSame = 0
        for (first, second) in pairs {
            let (one, other) = (ViewHost(first), ViewHost(second))
            let samePrint = one.render() == other.render()
            if samePrint { printedTheSame += 1 }
            #expect((one.stateFingerprint == other.stateFingerprint) == samePrint, "\(one.render())\n\(other.render())")
        }
        #expect(printedTheSame == 2)
    }

    // MARK: What a fingerprint costs

    /// A sheet whose button presents the same view again, one layer deeper each time.
    struct Loop: View {
        @State private var showsNext = false
        var body: some View {
            VStack {
                Text("Loop")
                Button("Again") { showsNext = true }
            }
            .sheet(isPresented: $showsNext) { Loop() }
        }
    }

    /// The terms one more sheet costs, fingerprinting after it is presented, at `depth` sheets.
    func termsForOneMoreSheet(at depth: Int) throws -> Int {
        let host = ViewHost(Loop())
        for _ in 0..<depth { try host.tap("Again") }
        _ = host.stateFingerprint
        let before = host.graph.treeFingerprint.termsMade
        try host.tap("Again")
        _ = host.stateFingerprint
        expectKeptFingerprintAgrees(host)
        return host.graph.treeFingerprint.termsMade - before
    }

    @Test func oneMoreSheetCostsAsManyTermsAtAnyDepth() throws {
        let shallow = try termsForOneMoreSheet(at: 10)
        #expect(shallow > 0 && shallow < 20, "the new layer's nodes, and the lines the presentation changed")
        #expect(try termsForOneMoreSheet(at: 200) == shallow)
    }

    @Test func aFingerprintThatStartedAgainAgreesAndForgetsTheNodesThatLeave() throws {
        let host = ViewHost(Loop())
        _ = host.stateFingerprint
        // Renders without a fingerprint pile up past the tree's size: the next one starts again.
        for _ in 0..<400 { try host.tap("Again") }
        let fingerprint = host.graph.treeFingerprint
        #expect(fingerprint.restarts >= 1)
        expectKeptFingerprintAgrees(host)
        // Nodes placed before and after the restart leave: each takes its own term, once.
        for _ in 0..<400 { #expect(host.back() != .nothingToGoBackTo) }
        expectKeptFingerprintAgrees(host)
        #expect(host.stateFingerprint == ViewHost(Loop()).stateFingerprint)
    }

    @Test func theHasherSeparatesStringsByLength() {
        var first = FingerprintHasher()
        first.combine("ab")
        first.combine("c")
        var second = FingerprintHasher()
        second.combine("a")
        second.combine("bc")
        #expect(first.finalize() != second.finalize())
        #expect(first.finalize() == first.finalize())
        #expect(first.finalize().description.count == 32)
    }
}
