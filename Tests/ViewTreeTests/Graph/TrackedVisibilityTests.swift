import Testing

@testable import ViewTree

/// Without a journal, only some nodes keep visibility flags of their own (screens, layers,
/// tabs, nodes with callbacks); the others read their nearest tracked ancestor's. Each journey
/// here runs twice, with a journal (every node tracked, the eager model) and without, and after
/// every step both hosts must agree on what is visible and which callbacks ran, and every
/// node's flags must agree with a fresh walk from the root.
@MainActor
@Suite struct TrackedVisibilityTests {
    @MainActor final class CallbackLog {
        var entries: [String] = []
    }

    /// Rows without callbacks under screens, a row with callbacks deep in plain containers, a
    /// nested navigation view, a sheet and tabs.
    struct App: View {
        let log: CallbackLog
        @State private var showsSheet = false
        @State private var tab = "One"
        @State private var extraRows = 0

        var body: some View {
            Button("Sheet") { showsSheet = true }
            Button("More rows") { extraRows += 1 }
            Button("Tab Two") { tab = "Two" }
            Button("Tab One") { tab = "One" }
            TabView(selection: $tab) {
                Tab("One") {
                    NavigationView {
                        VStack {
                            ForEach(0..<(20 + extraRows)) { Text("Row \($0)") }
                            VStack {
                                Text("Watched").onAppear { log.entries.append("appear Watched") }
                                    .onDisappear { log.entries.append("disappear Watched") }
                            }
                        }
                        NavigationLink("Detail") {
                            VStack {
                                Text("Detail body")
                                NavigationLink("Deeper") {
                                    Text("Deepest").onAppear { log.entries.append("appear Deepest") }
                                }
                            }
                        }
                    }
                }
                Tab("Two") {
                    VStack {
                        Text("Second tab").onAppear { log.entries.append("appear Second tab") }
                    }
                }
            }
            .sheet(isPresented: $showsSheet) {
                VStack {
                    Text("In the sheet").onAppear { log.entries.append("appear In the sheet") }
                    Button("Close") { showsSheet = false }
                }
            }
        }
    }

    enum Step {
        case tap(String)
        case back
    }

    func journey(_ steps: [Step]) throws {
        let eagerLog = CallbackLog()
        let lazyLog = CallbackLog()
        let eager = ViewHost(App(log: eagerLog), recordsJournal: true)
        let lazy = ViewHost(App(log: lazyLog), recordsJournal: false)
        for step in steps {
            switch step {
            case .tap(let label):
                try eager.tap(label)
                try lazy.tap(label)
            case .back:
                #expect(eager.back() == lazy.back())
            }
            #expect(lazy.visibleTexts == eager.visibleTexts, "after \(step)")
            #expect(lazyLog.entries == eagerLog.entries, "after \(step)")
            expectFlagsAgreeWithAFreshWalk(lazy)
            expectFlagsAgreeWithAFreshWalk(eager)
            expectInvariants(lazy)
        }
    }

    @Test func pushingAndGoingBack() throws {
        try journey([.tap("Detail"), .tap("Deeper"), .back, .back, .tap("Detail"), .back])
    }

    @Test func sheetsAndTabs() throws {
        try journey([
            .tap("Sheet"), .tap("Close"), .tap("Detail"), .tap("Tab Two"), .tap("Sheet"), .back,
            .tap("Tab One"), .back,
        ])
    }

    @Test func rowsAddedUnderACoveredScreen() throws {
        try journey([.tap("More rows"), .tap("Detail"), .back, .tap("More rows")])
    }

    /// Screens mounted in one pass with their links already active (a path set or restored at
    /// once) are covered as each link renders. A screen's views after its link mount once it is
    /// covered; their callbacks must not run, with or without a journal.
    @Test func screensCoveredAsTheyMountHideTheViewsAfterTheirLink() throws {
        struct Chain: View {
            let depth: Int
            let log: CallbackLog
            var body: some View {
                VStack {
                    if depth < 3 {
                        NavigationLink("Deeper \(depth)", destination: Chain(depth: depth + 1, log: log), isActive: .constant(true))
                    }
                    Text("After link \(depth)").onAppear { log.entries.append("appear \(depth)") }
                }
            }
        }
        struct Root: View {
            let log: CallbackLog
            var body: some View {
                NavigationView { Chain(depth: 0, log: log) }
            }
        }
        for recordsJournal in [false, true] {
            let log = CallbackLog()
            let host = ViewHost(Root(log: log), recordsJournal: recordsJournal)
            #expect(host.visibleTexts == ["After link 3"], "journal: \(recordsJournal)")
            #expect(log.entries == ["appear 3"], "journal: \(recordsJournal)")
            #expect(!host.isVisible("After link 2"))
            expectFlagsAgreeWithAFreshWalk(host)
            expectInvariants(host)
        }
    }

    @Test func aPushOverPlainRowsVisitsOnlyThePathToTrackedNodes() throws {
        struct Long: View {
            var body: some View {
                NavigationView {
                    ForEach(0..<1_000) { Text("Row \($0)") }
                    NavigationLink("Next") { Text("Next screen") }
                }
            }
        }
        let host = ViewHost(Long(), recordsJournal: false)
        let before = host.graph.visibilityVisits
        try host.tap("Next")
        let visits = host.graph.visibilityVisits - before
        #expect(visits < 20, "a push visited \(visits) nodes for visibility")
        #expect(host.visibleTexts == ["Next screen"])
        host.back()
        #expect(host.isVisible("Row 999"))
        expectFlagsAgreeWithAFreshWalk(host)
    }
}
