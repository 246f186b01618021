import Testing

@testable import ViewTree

/// The counters a node keeps in four bytes (the pass that mounted or touched it, the stamp of a
/// visible screen) start again when they run out, and the tree behaves as before: each journey
/// runs on a host whose counter is about to run out and on a fresh one, and both must agree.
@MainActor
@Suite struct CountersRunningOutTests {
    @MainActor final class EventLog {
        var entries: [String] = []
    }

    struct Level: View {
        let number: Int
        let log: EventLog
        var body: some View {
            VStack {
                Text("Level \(number)")
                    .onAppear { log.entries.append("appear \(number)") }
                    .onDisappear { log.entries.append("disappear \(number)") }
                if number < 4 {
                    NavigationLink("Next \(number)") { Level(number: number + 1, log: log) }
                }
            }
        }
    }

    struct Root: View {
        let log: EventLog
        var body: some View {
            NavigationView { Level(number: 0, log: log) }
        }
    }

    /// Pushes to the top and back, twice, recording what is visible after each step.
    private func journey(_ host: ViewHost) throws -> [[String]] {
        var seen: [[String]] = [host.visibleTexts]
        for _ in 0..<2 {
            for number in 0..<4 {
                try host.tap("Next \(number)")
                seen.append(host.visibleTexts)
            }
            for _ in 0..<4 {
                host.back()
                seen.append(host.visibleTexts)
            }
        }
        return seen
    }

    /// Runs the journey on a fresh host and on one that `prepare` set up, and expects the same
    /// visible texts, the same events and a sound tree. Returns the prepared host.
    @discardableResult
    private func expectSameJourney(
        sourceLocation: SourceLocation = #_sourceLocation, after prepare: (ViewHost) -> Void
    ) throws -> ViewHost {
        let freshLog = EventLog()
        let expected = try journey(ViewHost(Root(log: freshLog), recordsJournal: false))
        let log = EventLog()
        let host = ViewHost(Root(log: log), recordsJournal: false)
        prepare(host)
        let seen = try journey(host)
        #expect(seen == expected, sourceLocation: sourceLocation)
        #expect(log.entries == freshLog.entries, sourceLocation: sourceLocation)
        expectInvariants(host, sourceLocation: sourceLocation)
        return host
    }

    @Test func thePassCountStartsAgainAndEventsStayTheSame() throws {
        let host = try expectSameJourney { $0.graph.pass = Graph.noPass - 3 }
        #expect(host.graph.pass < 100, "the count did not start again")
    }

    @Test func visibleScreensAreStampedAgainAndStillLeaveTheList() throws {
        try expectSameJourney { $0.graph.visiblePushedScreens = VisibleScreenList(lastStamp: .max - 2) }
    }
}
