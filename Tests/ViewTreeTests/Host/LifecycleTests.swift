import Testing

@testable import ViewTree

@MainActor
@Suite struct LifecycleTests {
    struct Feed: View {
        @State private var showsBanner = true
        var body: some View {
            NavigationView {
                VStack {
                    Text("Feed")
                    NavigationLink("Post") {
                        Text("Post body")
                    }
                }
                Button("Flip") { showsBanner.toggle() }
                if showsBanner {
                    Text("Banner")
                } else {
                    Text("No banner")
                }
            }
        }
    }

    @Test func mountingRecordsMountsThenAppearsParentsFirst() {
        let host = ViewHost(Feed())
        #expect(
            takeJournal(host) == [
                "mount Feed", "mount NavigationView", "mount VStack", "mount Text \"Feed\"",
                "mount NavigationLink \"Post\"", "mount Button \"Flip\"", "mount Text \"Banner\"",
                "appear Feed", "appear NavigationView", "appear VStack", "appear Text \"Feed\"",
                "appear NavigationLink \"Post\"", "appear Button \"Flip\"", "appear Text \"Banner\"",
            ])
    }

    @Test func aPushCoversTheSourceChildrenFirstThenMountsAndShowsTheDestination() throws {
        let host = ViewHost(Feed())
        host.clearJournal()
        try host.tap("Post")
        #expect(
            takeJournal(host) == [
                "disappear Text \"Banner\"", "disappear Button \"Flip\"", "disappear NavigationLink \"Post\"",
                "disappear Text \"Feed\"", "disappear VStack", "disappear NavigationView",
                "mount Screen", "mount Text \"Post body\"",
                "appear Screen", "appear Text \"Post body\"",
            ])
    }

    @Test func backRemovesTheDestinationThenUncoversTheSource() throws {
        let host = ViewHost(Feed())
        try host.tap("Post")
        host.clearJournal()
        host.back()
        #expect(
            takeJournal(host) == [
                "disappear Text \"Post body\"", "disappear Screen",
                "unmount Text \"Post body\"", "unmount Screen",
                "appear NavigationView", "appear VStack", "appear Text \"Feed\"",
                "appear NavigationLink \"Post\"", "appear Button \"Flip\"", "appear Text \"Banner\"",
            ])
    }

    @Test func aBranchFlipUnmountsTheOldBranchBeforeMountingTheNew() throws {
        let host = ViewHost(Feed())
        host.clearJournal()
        try host.tap("Flip")
        #expect(
            takeJournal(host) == [
                "disappear Text \"Banner\"", "unmount Text \"Banner\"",
                "mount Text \"No banner\"", "appear Text \"No banner\"",
            ])
    }

    struct Greeter: View {
        @State private var greeting = "…"
        let log: RenderLog
        var body: some View {
            Text(greeting)
                .onAppear {
                    log.record("appear")
                    greeting = "Hello"
                }
                .onDisappear { log.record("disappear") }
        }
    }

    @Test func stateWrittenInOnAppearIsAppliedInTheSameFlush() {
        let log = RenderLog()
        let host = ViewHost(Greeter(log: log))
        #expect(host.visibleTexts == ["Hello"])
        #expect(log.entries == ["appear"])
    }

    @Test func callbacksFollowVisibility() throws {
        let log = RenderLog()
        let host = ViewHost(
            NavigationView {
                Greeter(log: log)
                NavigationLink("Away") { Text("Elsewhere") }
            })
        try host.tap("Away")
        host.back()
        #expect(log.entries == ["appear", "disappear", "appear"])
    }

    struct Restless: View {
        @State private var count = 0
        var body: some View {
            Text("\(count)").onAppear { count += 1 }
                .id(count)
        }
    }

    final class HostReference {
        weak var host: ViewHost?
    }

    struct FlushesWhileRendering: View {
        let reference: HostReference
        var body: some View {
            reference.host?.flush()
            return Text("Rendered")
        }
    }

    struct RevealsOnTap: View {
        let reference: HostReference
        @State private var shown = false
        var body: some View {
            VStack {
                Button("Show") { shown = true }
                if shown {
                    FlushesWhileRendering(reference: reference)
                    ForEach(0..<20) { Text("Row \($0)") }
                }
            }
        }
    }

    @Test func aBodyThatFlushesItsHostDoesNotChangeTheTreeMidPass() throws {
        let reference = HostReference()
        let host = ViewHost(RevealsOnTap(reference: reference))
        reference.host = host
        try host.tap("Show")
        #expect(host.isVisible("Rendered"))
        #expect(host.isVisible("Row 19"))
        #expect(host.journal.contains { $0.description.hasPrefix("diagnostic: flush called while views render") })
        expectInvariants(host)
    }

    @Test func aFlushThatNeverSettlesStopsAndSaysSo() {
        let host = ViewHost(Restless())
        #expect(
            host.journal.contains {
                if case .diagnostic(let message) = $0.event { message.hasPrefix("flush gave up after 100 passes") } else { false }
            })
        expectInvariants(host)
    }
}
