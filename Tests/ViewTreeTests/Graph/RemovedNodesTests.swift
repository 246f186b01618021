import Testing

@testable import ViewTree

/// What a flush removes is freed by that flush, not kept until the next one.
@MainActor
@Suite struct RemovedNodesTests {
    final class Tracker {}

    /// Sees whether the tracker a removed view held is still alive.
    final class Watch {
        weak var tracker: Tracker?
    }

    struct Holder: View {
        let watch: Watch
        @State private var tracker = Tracker()
        var body: some View {
            watch.tracker = tracker
            return Text("Held")
        }
    }

    struct Switch: View {
        let watch: Watch
        @State private var shown = true
        var body: some View {
            VStack {
                Button("Hide") { shown = false }
                if shown {
                    VStack { Holder(watch: watch) }
                }
            }
        }
    }

    @Test func aRemovedSubtreeIsFreedByTheFlushThatRemovedIt() throws {
        let watch = Watch()
        let host = ViewHost(Switch(watch: watch))
        #expect(watch.tracker != nil)
        try host.tap("Hide")
        host.flush()
        #expect(host.visibleTexts.contains("Held") == false)
        // Before, the removed nodes (and the state they held) lived on until the next pass.
        #expect(watch.tracker == nil)
    }

    final class Log {
        var entries: [String] = []
    }

    struct Farewell: View {
        let log: Log
        @Environment(\.farewell) private var farewell
        var body: some View {
            Text("Here").onDisappear { log.entries.append(farewell) }
        }
    }

    struct Leaving: View {
        let log: Log
        @State private var shown = true
        var body: some View {
            Button("Leave") { shown = false }
            if shown {
                Farewell(log: log).environment(\.farewell, "goodbye")
            }
        }
    }

    @Test func aRemovedViewReadsItsEnvironmentInItsOnDisappear() throws {
        let log = Log()
        let host = ViewHost(Leaving(log: log))
        try host.tap("Leave")
        host.flush()
        #expect(host.visibleTexts == ["Leave"])
        #expect(log.entries == ["goodbye"])
    }

    struct Nested: View {
        let log: Log
        @State private var shown = true
        var body: some View {
            Button("Close") { shown = false }
            if shown {
                VStack {
                    Text("Outer").onDisappear { log.entries.append("outer") }
                    VStack {
                        Text("Plain").id("plain")
                        Text("Inner").onDisappear { log.entries.append("inner") }
                    }
                    .onDisappear { log.entries.append("inner stack") }
                }
                .onDisappear { log.entries.append("outer stack") }
            }
        }
    }

    @Test func aRemovedSubtreeDisappearsChildrenBeforeParents() throws {
        let log = Log()
        let host = ViewHost(Nested(log: log))
        let plain = try #require(host.node(withID: "plain"))
        #expect(plain.hasAppeared)
        try host.tap("Close")
        host.flush()
        // The removal walks parents first; the events still come children first, later
        // siblings before earlier ones, as a subtree always left.
        #expect(log.entries == ["inner", "inner stack", "outer", "outer stack"])
        // A node with nothing to run when it leaves stops having appeared all the same.
        #expect(!plain.isMounted)
        #expect(!plain.hasAppeared)
    }
}

private struct FarewellKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    fileprivate var farewell: String {
        get { self[FarewellKey.self] }
        set { self[FarewellKey.self] = newValue }
    }
}
