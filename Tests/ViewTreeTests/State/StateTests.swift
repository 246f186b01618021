import Testing

@testable import ViewTree

@MainActor
@Suite struct StateTests {
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
        }
    }

    struct Parent: View {
        @State private var renders = 0
        @State private var user = "Ada"
        @State private var showsCounter = true
        var body: some View {
            Text("Parent renders: \(renders)")
            Button("Render parent") { renders += 1 }
            Button("Switch user") { user = "Grace" }
            Button("Toggle counter") { showsCounter.toggle() }
            if showsCounter {
                Counter().id(user)
            }
        }
    }

    @Test func stateSurvivesAParentRender() throws {
        let host = ViewHost(Parent())
        let counter = host.node(withID: "Ada")
        try host.tap("Add")
        try host.tap("Add")
        try host.tap("Render parent")
        #expect(host.isVisible("Parent renders: 1"))
        #expect(host.isVisible("Count: 2"))
        #expect(host.node(withID: "Ada") === counter)
        expectInvariants(host)
    }

    @Test func stateResetsWhenTheIdentityChanges() throws {
        let host = ViewHost(Parent())
        let counter = try #require(host.node(withID: "Ada"))
        try host.tap("Add")
        try host.tap("Switch user")
        #expect(host.isVisible("Count: 0"))
        #expect(!counter.isMounted)
        #expect(host.node(withID: "Grace") !== counter)
        expectInvariants(host)
    }

    @Test func stateResetsWhenABranchFlipsOutAndBackIn() throws {
        let host = ViewHost(Parent())
        try host.tap("Add")
        try host.tap("Toggle counter")
        #expect(!host.contains("Count: 1"))
        try host.tap("Toggle counter")
        #expect(host.isVisible("Count: 0"))
    }

    struct Toggle: View {
        @Binding var isOn: Bool
        var body: some View {
            Button(isOn ? "On" : "Off") { isOn.toggle() }
        }
    }

    struct Switchboard: View {
        @State private var isOn = false
        var body: some View {
            Text(isOn ? "lit" : "dark")
            Toggle(isOn: $isOn)
            Toggle(isOn: .constant(true))
        }
    }

    /// Saving the views' state walks the tree only while a node holds a saved `@State`: the
    /// graph counts them as they link their state and as they leave.
    @Test func theGraphCountsTheNodesThatHoldSavedState() throws {
        let host = ViewHost(Parent())
        #expect(host.graph.nodesWithSavedState == 2, "Parent and its Counter")
        try host.tap("Switch user")  // a new Counter: the old one left, the new one counts
        #expect(host.graph.nodesWithSavedState == 2)
        try host.tap("Toggle counter")
        #expect(host.graph.nodesWithSavedState == 1)
        #expect(host.graph.archiveState(of: [StateScope(owner: ObjectIdentifier(host), first: 0, second: 0)]).isEmpty)

        // A framework view's own state (not saved) is not counted.
        struct Bookkeeping: View {
            @State(wrappedValue: 0, isSaved: false) private var number: Int
            var body: some View { Text("\(number)") }
        }
        #expect(ViewHost(Bookkeeping()).graph.nodesWithSavedState == 0)
    }

    @Test func aBindingWritesThroughToTheOwnersState() throws {
        let host = ViewHost(Switchboard())
        try host.tap("Off")
        #expect(host.visibleTexts == ["lit", "On", "On"])
        #expect(throws: TapError.ambiguous(label: "On", count: 2)) { try host.tap("On") }
    }

    @Test func aConstantBindingIgnoresWrites() {
        let binding = Binding.constant(3)
        binding.wrappedValue = 4
        #expect(binding.wrappedValue == 3)
    }

    @Test func aMemberBindingWritesThePropertyOfTheWhole() {
        struct Point { var x = 0, y = 0 }
        var point = Point()
        let binding = Binding(get: { point }, set: { point = $0 })
        binding.x.wrappedValue = 5
        #expect(point.x == 5 && point.y == 0)
    }
}
