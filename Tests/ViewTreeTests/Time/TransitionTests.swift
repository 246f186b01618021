import Testing
import ViewTree

/// Transitions on a plain navigation view: what stays mounted, what prints, and the journal
/// with its times.
@MainActor
@Suite struct TransitionTests {
    struct App: View {
        @State var showsDetail = false

        var body: some View {
            NavigationView {
                Text("Home")
                NavigationLink("Details", destination: Text("Detail").onDidAppear {}, isActive: $showsDetail)
            }
        }
    }

    func timedEvents(_ host: ViewHost) -> [String] {
        host.journal.map(\.timedDescription).filter { $0.contains("Text") || $0.contains("Screen") || $0.contains("NavigationView") }
    }

    @Test func aPushKeepsBothScreensAndDidAppearWaitsForTheEnd() {
        let host = ViewHost(App())
        host.clearJournal()
        host.animateNextChange(Transition(.milliseconds(500), .linear))
        try? host.tap("Details")
        #expect(host.isTransitioning)
        host.advance(by: .milliseconds(200))
        #expect(
            host.render() == """
                App
                └─ NavigationView [screen 0, leaving 40%]
                   ├─ Text "Home"
                   └─ NavigationLink "Details" [pushing]
                      └─ Screen [screen 1, entering 40%]
                         └─ Text "Detail"

                """)
        #expect(!host.screenDidAppear(showing: "Detail"))
        host.advance(by: .milliseconds(300))
        #expect(!host.isTransitioning && host.screenDidAppear(showing: "Detail"))
        #expect(
            timedEvents(host) == [
                #"0s disappear Text "Home""#, #"0s disappear NavigationView"#,
                #"0s mount Screen"#, #"0s mount Text "Detail""#,
                #"0s appear Screen"#, #"0s appear Text "Detail""#,
                #"0.5s didAppear Screen"#, #"0.5s didAppear Text "Detail""#,
            ])
    }

    @Test func aPopKeepsTheLeavingScreenMountedUntilTheEnd() {
        let host = ViewHost(App())
        try? host.tap("Details")
        host.clearJournal()
        host.animateNextChange(Transition(.milliseconds(400), .easeIn))
        #expect(host.back() == .popped(screen: 1))
        host.advance(by: .milliseconds(200))
        #expect(host.contains("Detail") && !host.isVisible("Detail"), "the leaving screen is mounted, not visible")
        #expect(host.render().contains("Screen [screen 1, leaving 25%]"))
        host.settle()
        #expect(!host.contains("Detail"))
        #expect(
            timedEvents(host) == [
                #"0s disappear Text "Detail""#, #"0s disappear Screen"#,
                #"0s appear NavigationView"#, #"0s appear Text "Home""#,
                #"0.4s unmount Text "Detail""#, #"0.4s unmount Screen"#,
                #"0.4s didAppear NavigationView"#,
            ])
    }

    @Test func withNoTransitionNothingChanges() {
        let host = ViewHost(App())
        host.clearJournal()
        try? host.tap("Details")
        #expect(!host.isTransitioning && host.screenDidAppear(showing: "Detail") && host.now == .zero)
        #expect(!host.journal.contains { $0.event == .didAppear }, "with no transition didAppear is implied by appear")
    }

    @Test func aPushedBackLeavingScreenKeepsItsNode() {
        let host = ViewHost(App())
        try? host.tap("Details")
        let detail = host.firstNode { $0.text == "Detail" }
        host.animateNextChange(Transition(.milliseconds(400)))
        host.back()
        try? host.tap("Details")
        host.settle()
        #expect(host.firstNode { $0.text == "Detail" } === detail, "the same destination pushed back while leaving is revived")
        #expect(host.isVisible("Detail") && detail?.isMounted == true)
    }

    @Test func aCancelledGestureFiresOnlyTheAppearDisappearPairOfTheScreenBelow() {
        let host = ViewHost(App())
        try? host.tap("Details")
        host.clearJournal()
        #expect(host.moveBackGesture(to: 0.4))
        #expect(host.isVisible("Home") && host.isVisible("Detail"))
        #expect(host.render().contains("NavigationView [screen 0, entering 40%]"))
        host.moveBackGesture(to: 0.7)
        #expect(host.render().contains("Screen [screen 1, leaving 70%]"))
        #expect(host.cancelBackGesture())
        #expect(host.visibleTexts == ["Detail"])
        #expect(
            timedEvents(host) == [
                #"0s appear NavigationView"#, #"0s appear Text "Home""#,
                #"0s disappear Text "Home""#, #"0s disappear NavigationView"#,
            ])
    }

    @Test func aFinishedGesturePopsOverWhatIsLeftOfTheTransition() {
        let host = ViewHost(App())
        try? host.tap("Details")
        host.clearJournal()
        host.moveBackGesture(to: 0.75)
        host.animateNextChange(Transition(.milliseconds(400), .linear))
        #expect(host.finishBackGesture() == .popped(screen: 1))
        host.settle()
        #expect(host.now == .milliseconds(100), "a quarter of 0.4 s was left")
        #expect(host.visibleTexts == ["Home", "Details"])
        #expect(
            timedEvents(host) == [
                #"0s appear NavigationView"#, #"0s appear Text "Home""#,
                #"0s disappear Text "Detail""#, #"0s disappear Screen"#,
                #"0.1s unmount Text "Detail""#, #"0.1s unmount Screen"#,
                #"0.1s didAppear NavigationView"#,
            ])
    }

    /// The screen below shows while the gesture runs: letting go pops the gesture's screen, not
    /// that one.
    @Test func aFinishedGestureOnASecondPushedScreenPopsThatScreen() throws {
        let host = ViewHost(
            NavigationView {
                Text("Home")
                NavigationLink("Details") {
                    Text("Detail")
                    NavigationLink("More") { Text("More") }
                }
            })
        try host.tap("Details")
        try host.tap("More")
        #expect(host.moveBackGesture(to: 0.5))
        #expect(host.finishBackGesture() == .popped(screen: 2))
        #expect(host.visibleTexts == ["Detail", "More"])
    }

    @Test func aClockOutlivesAHostWhoseTransitionRuns() {
        let clock = VirtualClock()
        var host: ViewHost? = ViewHost(App(), clock: clock)
        host?.animateNextChange(Transition(.milliseconds(300)))
        try? host?.tap("Details")
        #expect(host?.isTransitioning == true)
        host = nil
        #expect(clock.settle() && clock.now == .milliseconds(300), "the transition's end finds no host and does nothing")
    }

    @Test func aGestureNeedsAPushedScreen() {
        let host = ViewHost(App())
        #expect(!host.moveBackGesture(to: 0.5))
        #expect(host.finishBackGesture() == .nothingToGoBackTo)
        #expect(!host.cancelBackGesture())
    }
}
