import Testing
import ViewTree

@testable import Pusher

/// Each profile sets its library's axes, and the axes that only profiles brought (covered
/// screens, containers in place, first-match lookup, a default presentation) behave as the
/// libraries do on a live host.
@MainActor
@Suite struct NavigationProfileTests {
    struct Tally: View {
        let name: String
        @State private var taps = 0

        var body: some View {
            Text("\(name): \(taps)")
            Button("\(name) +1") { taps += 1 }
        }
    }

    @Test(arguments: ProfileName.allCases)
    func aStackGivenAProfileReportsEveryAxisOfIt(name: ProfileName) {
        let profile = NavigationProfile(name)
        let stack = Stack(profile: profile)
        #expect(stack.profile == profile)
        #expect(stack.rules == profile.rules)
        #expect(stack.transition == profile.transition)
        #expect(stack.duringTransitions == profile.duringTransitions)
    }

    @Test func stapelsProfileIsWhatEveryStackStartsWith() {
        #expect(Stack().profile == .stapel)
        #expect(NavigationProfile(.stapel) == NavigationProfile())
    }

    @Test func theProfilesDifferWhereTheLibrariesDo() {
        #expect(NavigationProfile.swiftUINavigationStack.rules.coveredScreens == .unmount)
        #expect(NavigationProfile.swiftUINavigationStack.rules.duplicateIDs == .reject)
        #expect(NavigationProfile.swiftUINavigationStack.transition == Transition(.milliseconds(200), .easeOut))
        #expect(NavigationProfile.navigationStack.rules.containers == .inPlace)
        #expect(NavigationProfile.navigationStack.rules.containerLookup == .firstMatch)
        #expect(NavigationProfile.navigationStack.rules.replacement == .refuse)
        #expect(NavigationProfile.screenNavigatorKit.duringTransitions == .queue)
        #expect(NavigationProfile.screenNavigatorKit.rules.coveredScreens == .keep)
        #expect(NavigationProfile.inNavigation.duringTransitions == .drop)
        #expect(NavigationProfile.inNavigation.layerTransition == Transition(.milliseconds(500), .easeOut))
        #expect(NavigationProfile.inNavigation.defaultPresentation == .sheet)
    }

    @Test func coveredScreensUnmountAndComeBackWithFreshState() throws {
        let stack = Stack(rules: NavigationRules(nesting: .everyScreen, coveredScreens: .unmount))
        let host = ViewHost(WithStapel { Tally(name: "Root") }.environmentObject(stack))
        try host.tap("Root +1")
        stack.push(view: AnyView(Tally(name: "Child")))
        #expect(!host.contains("Root: 1"), "only the top view stays mounted")
        #expect(host.isVisible("Child: 0"))
        #expect(host.journal.contains { $0.description.contains("unmount") && $0.description.contains("Root") })
        try host.tap("Child +1")
        stack.pop()
        #expect(host.isVisible("Root: 0"), "the root is built afresh on pop")
    }

    @Test func coveredScreensKeepTheirStateByDefault() throws {
        let stack = Stack(rules: NavigationRules(nesting: .everyScreen))
        let host = ViewHost(WithStapel { Tally(name: "Root") }.environmentObject(stack))
        try host.tap("Root +1")
        stack.push(view: AnyView(Text("Child")))
        #expect(host.contains("Root: 1") && !host.isVisible("Root: 1"))
        stack.pop()
        #expect(host.isVisible("Root: 1"))
    }

    @Test func coveredContentStaysMountedUntilThePushTransitionEnds() {
        let stack = Stack(profile: .swiftUINavigationStack)
        let host = ViewHost(WithStapel { Text("Root") }.environmentObject(stack))
        stack.push(view: AnyView(Text("Child")))
        #expect(host.contains("Root"), "the root moves out of view first")
        host.advance(by: .milliseconds(200))
        #expect(!host.contains("Root"))
    }

    /// indieSoftware's sub-view example: two containers on one screen show side by side; going
    /// back hides the one shown last.
    @Test func containersInPlaceShowSideBySideAndGoBackInTheOrderShown() {
        let stack = Stack(profile: NavigationProfile(rules: NavigationRules(replacement: .refuse, containers: .inPlace)))
        let host = ViewHost(
            WithStapel(name: "root") {
                Text("Home")
                WithPusher(name: "A") { Text("default A") }
                WithPusher(name: "B") { Text("default B") }
            }
            .environmentObject(stack)
        )
        stack.push(view: AnyView(Text("alternative B")), to: "B")
        stack.push(view: AnyView(Text("alternative A")), to: "A")
        #expect(host.isVisible("Home") && host.isVisible("alternative A") && host.isVisible("alternative B"))
        #expect(!host.contains("default A") && !host.contains("default B"), "an alternative view replaces the default one")
        #expect(stack.depth == 2)
        #expect(stack.perform(.push(view: AnyView(Text("again")), target: "A")).kind == .replacementNotAllowed)
        stack.pop()
        #expect(host.isVisible("default A") && host.isVisible("alternative B"), "A was shown last")
        stack.pop()
        #expect(host.isVisible("default B"))
        #expect(stack.pop().kind == .nothingToPop)
    }

    /// In indieSoftware's NavigationStack the model finds the first node with an identifier: with
    /// container "X" showing a view that holds another "X", showing in "X" is refused and hiding
    /// "X" hides the outer one.
    @Test func firstMatchLookupFindsTheOuterContainer() {
        let stack = Stack(profile: .navigationStack)
        let host = ViewHost(WithStapel(name: "X") { Text("Root") }.environmentObject(stack))
        stack.push(view: AnyView(WithPusher(name: "X") { Text("Inner") }), to: "X")
        #expect(host.isVisible("Inner"))
        #expect(stack.perform(.push(view: AnyView(Text("Deeper")), target: "X")).kind == .replacementNotAllowed)
        #expect(stack.hide("X").kind == .popped)
        #expect(host.isVisible("Root"))

        let innermost = Stack(rules: NavigationRules(containers: .inPlace))
        let other = ViewHost(WithStapel(name: "X") { Text("Root") }.environmentObject(innermost))
        innermost.push(view: AnyView(WithPusher(name: "X") { Text("Inner") }), to: "X")
        #expect(innermost.perform(.push(view: AnyView(Text("Deeper")), target: "X")).kind == .pushed)
        #expect(other.isVisible("Deeper"))
    }

    @Test func aPresentationWithNoStyleUsesTheProfilesDefault() {
        let stack = Stack(profile: .inNavigation)
        let host = ViewHost(WithStapel { Text("Root") }.environmentObject(stack))
        stack.present(AnyView(Text("Settings")))
        #expect(stack.layers.map(\.style) == [.sheet])
        host.settle()
        let cover = Stack(profile: NavigationProfile(defaultPresentation: .fullScreenCover))
        _ = ViewHost(WithStapel { Text("Root") }.environmentObject(cover))
        cover.present(AnyView(Text("Login")))
        #expect(cover.layers.map(\.style) == [.fullScreenCover])
    }
}
