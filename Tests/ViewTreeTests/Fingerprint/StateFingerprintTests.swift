import Testing

@testable import ViewTree

/// Fingerprints: equal exactly when trees print the same, the same across hosts and runs, and
/// kept subtrees never stale after a change inside them.
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
