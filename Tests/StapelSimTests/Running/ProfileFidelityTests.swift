import Foundation
import Pusher
import Testing

@testable import stapel_sim

/// The seed libraries' behaviour that a profile brings: no system back where the library has
/// none, and the calls NavigationStack stops the app on.
@MainActor
@Suite struct ProfileFidelityTests {
    private func check(_ text: String) throws -> (output: String, code: ExitCode) {
        try Fixtures.check(text, prefix: "fidelity")
    }

    private func expectPasses(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try Fixtures.expectPasses(text, prefix: "fidelity", sourceLocation: sourceLocation)
    }

    // MARK: system back

    @Test(arguments: [ProfileName.swiftUINavigationStack, .navigationStack])
    func aLibraryWithoutASystemBackHasNoBackStepOrGesture(profile: ProfileName) throws {
        try expectPasses(
            """
            profile \(profile.rawValue)
            app
              stapel
                text "Home"
                link "Open" -> text "Detail"
            tap "Open"
            settle
            back
            expect outcome no system back
            back gesture 40%
            expect outcome no system back
            expect visible "Detail"
            pop
            settle
            expect visible "Home"
            """)
    }

    @Test func systemBackYesDeclaresOneAndTheOtherProfilesHaveOne() throws {
        for profile in ["stapel", "screennavigatorkit", "innavigation", "navigationstack\nsystem back yes"] {
            try expectPasses(
                """
                profile \(profile)
                app
                  stapel
                    text "Home"
                    link "Open" -> text "Detail"
                tap "Open"
                settle
                back
                expect outcome popped
                settle
                expect visible "Home"
                """)
        }
        #expect(NavigationProfile.swiftUINavigationStack.systemBack == false)
        #expect(NavigationProfile.screenNavigatorKit.systemBack)
    }

    @Test func exploreFindsTheDeadEndOfAnAppWithNoSystemBack() throws {
        let app = """
            app
              stapel
                text "Home"
                link "Open" -> text "Detail"
            """
        let withBack = try TestFiles.write("profile stapel\n" + app, prefix: "system-back")
        let without = try TestFiles.write("profile swiftui-navigation-stack\n" + app, prefix: "no-system-back")
        #expect(Fixtures.run(["explore", withBack]).code == .success)
        let (output, code) = Fixtures.run(["explore", without])
        #expect(code == .failure)
        #expect(output.contains("dead end after tap \"Open\""), "\(output)")
    }

    // MARK: errors fatal

    /// A move NavigationStack stops the app on is a finding of `explore`, with a repro whose
    /// last step stops the app; with `errors silent` the same move is only refused.
    @Test func exploreReportsAMoveThatStopsTheAppAsAFatalError() throws {
        let app = """
            view Detail
              text "Detail"
              button "again" -> push text "X" to "Root"
            app
              stapel "Root"
                text "Home"
                button "open" -> push Detail to "Root"
            """
        let fatal = try TestFiles.write("profile navigationstack\n" + app, prefix: "explore-fatal")
        let repros = FileManager.default.temporaryDirectory.appendingPathComponent("fatal-repros-\(UUID().uuidString)").path
        let (output, code) = Fixtures.run(["explore", "--write-repros", repros, fatal])
        #expect(code == .failure)
        #expect(
            output.contains("fatal error after tap \"open\", tap \"again\"\n  the app stops: Replacing showing navigation view 'Root' not allowed"),
            "\(output)")
        let written = try FileManager.default.contentsOfDirectory(atPath: repros).filter { $0.contains("fatal-error") }
        #expect(written.count == 1)
        let check = Fixtures.run(["check"] + written.map { repros + "/" + $0 })
        #expect(check.code == .failure)
        #expect(check.output.contains("error: the app stopped: fatal error"), "\(check.output)")

        let silent = try TestFiles.write("profile navigationstack\nerrors silent\n" + app, prefix: "explore-silent")
        let quiet = Fixtures.run(["explore", silent]).output
        #expect(!quiet.contains("fatal error"), "\(quiet)")
        #expect(quiet.contains("push never accepted"), "\(quiet)")
    }

    @Test func aFatalErrorStopsTheAppAndEveryLaterStepThatActsFails() throws {
        let (output, code) = try check(
            """
            profile navigationstack
            app
              stapel "Root"
                text "Menu"
            push text "Blue" to "Root"
            push text "Green" to "Root"
            expect visible "Blue"
            pop
            expect visible "Blue"
            """)
        #expect(code == .failure)
        #expect(
            output.contains(
                "f.stapel:6:1: error: the app stopped: fatal error: Replacing showing navigation view 'Root' not allowed"),
            "\(output)")
        #expect(
            output.contains("f.stapel:8:1: error: the app stopped at line 6: fatal error: Replacing showing navigation view 'Root' not allowed"),
            "\(output)")
        #expect(output.hasSuffix("2 passed, 2 failed\n"), "\(output)")
    }

    @Test func expectOutcomeFatalErrorRightAfterAcknowledgesIt() throws {
        try expectPasses(
            """
            profile navigationstack
            app
              stapel "Root"
                pusher "Detail"
                  text "Menu"
            hide "Nowhere"
            expect outcome fatal error
            """)
        try expectPasses(
            """
            profile navigationstack
            app
              stapel "Root"
                text "Menu"
            pop
            expect outcome fatal error
            expect visible "Menu"
            """)
        let (output, _) = try check(
            """
            profile navigationstack
            app
              stapel "Root"
                text "Menu"
            pop
            expect visible "Menu"
            expect outcome fatal error
            """)
        #expect(
            output.contains("f.stapel:5:1: error: the app stopped: fatal error: No top navigation view available on the stack to reset"), "\(output)")
    }

    /// NavigationStack's sibling containers on one screen show at once, in place, and its
    /// `hideTopView` hides the leaf of its node list: the last container of the chain that
    /// shows from the first. Hiding S2 after S1 leaves S1 the leaf; hiding S2 shown before S1
    /// makes the presenting container the leaf although S1 still shows.
    @Test(arguments: [(first: "1", second: "2"), (first: "2", second: "1")])
    func siblingContainersShowInPlaceAndBackHidesTheLeafOfTheNodeList(first: String, second: String) throws {
        let backShows = first == "1" ? "expect visible \"Left\"\nexpect visible \"Split\"" : "expect visible \"Home\""
        try expectPasses(
            """
            profile navigationstack
            view Split
              text "Split"
              pusher "S1"
                text "Left"
                button "show 1" -> push text "L2" to "S1"
              pusher "S2"
                text "Right"
                button "show 2" -> push Right2 to "S2"
            view Right2
              text "R2"
              button "hide 2" -> hide "S2"
            app
              stapel "Root"
                text "Home"
                button "open" -> push Split to "Root"
            tap "open"
            settle
            tap "show \(first)"
            settle
            tap "show \(second)"
            settle
            expect visible "Split"
            expect visible "L2"
            expect visible "R2"
            expect description "['Root'|'S\(first)'|'S\(second)']"
            tap "hide 2"
            settle
            expect visible "L2"
            expect visible "Right"
            expect description "['Root'|'S\(first)'|'S\(second)']"
            pop
            settle
            \(backShows)
            """)
    }

    /// NavigationStack's `onDidAppear` fires once the transition's animation completes, and
    /// SwiftUI draws the old and the new view of a container until then: a show and a hide in
    /// place take the transition's time.
    @Test func anInPlaceShowOrHideAnimatesAndDidAppearWaitsForItsEnd() throws {
        try expectPasses(
            """
            profile navigationstack
            view Detail
              text "Detail"
              button "close" -> hide "Root"
            app
              stapel "Root"
                text "Home"
                button "open" -> push Detail to "Root"
            tap "open"
            expect transitioning
            expect visible "Detail"
            expect visible "Home"
            expect not did appear "Detail"
            wait 0.3s
            expect not did appear "Detail"
            expect visible "Home"
            wait 0.05s
            expect did appear "Detail"
            expect absent "Home"
            expect not transitioning
            tap "close"
            expect visible "Home"
            expect visible "Detail"
            expect not did appear "Home"
            settle
            expect did appear "Home"
            expect absent "Detail"
            """)
        // Without a transition, the swap is at once.
        try expectPasses(
            """
            profile navigationstack
            transitions none
            app
              stapel "Root"
                text "Home"
                button "open" -> push text "Detail" to "Root"
            tap "open"
            expect did appear "Detail"
            expect absent "Home"
            """)
    }

    /// NavigationStack looks a container up by the first id in its list: with "X" showing a
    /// view that holds another "X", a show to "X" replaces the outer one (which it may not) and a
    /// hide of "X" hides the outer one.
    @Test(arguments: ["fatal", "silent"])
    func navigationStackFindsTheFirstContainerOfAName(errors: String) throws {
        try expectPasses(
            """
            profile navigationstack
            errors \(errors)
            view Inner
              pusher "X"
                text "Inner"
                button "show" -> push text "Deep" to "X"
                button "hide" -> hide "X"
            app
              stapel "X"
                text "Root"
                button "go" -> push Inner to "X"
            tap "go"
            settle
            tap "show"
            expect outcome \(errors == "fatal" ? "fatal error" : "replacement not allowed")
            expect absent "Deep"
            """
                + (errors == "fatal"
                    ? ""
                    : """

                    settle
                    tap "hide"
                    expect outcome popped
                    settle
                    expect visible "Root"
                    expect depth 0
                    """))
    }

    @Test func errorsSilentRefusesTheCallAndTheAppGoesOn() throws {
        try expectPasses(
            """
            profile navigationstack
            errors silent
            app
              stapel "Root"
                text "Menu"
            push text "Blue" to "Root"
            push text "Green" to "Root"
            expect outcome replacement not allowed
            pop
            expect visible "Menu"
            pop
            expect outcome nothing to pop
            """)
    }

    @Test func aFatalErrorFromAButtonStopsTheAppToo() throws {
        let (output, code) = try check(
            """
            profile stapel
            errors fatal
            replacement refuse
            app
              stapel "Root"
                text "Menu"
                button "Twice" -> push text "A" to "Root" then push text "B" to "Root"
            tap "Twice"
            expect outcome fatal error
            tap "Twice"
            """)
        #expect(code == .failure)
        #expect(output.contains("f.stapel:10:1: error: the app stopped at line 8"), "\(output)")
    }

    // MARK: bindings as values, top showing, description

    @Test func threeLinksShareOneSelectionAndSettingItPushesOnlyTheMatchingOne() throws {
        try expectPasses(
            """
            profile swiftui-navigation-stack
            app
              stapel
                text "Home"
                link "Child 1" when sel == "child1" -> text "One"
                link "Child 2" when sel == "child2" -> text "Two"
                link "Child 3" when sel == "child3" -> text "Three"
            expect binding sel == null
            set sel: "child2"
            expect visible "Two"
            expect depth 1
            expect binding sel == null
            pop
            settle
            expect binding sel == null
            set sel: "other"
            expect binding sel == "other"
            expect binding sel != null
            expect depth 0
            expect binding missing == null
            """)
    }

    @Test func aTopShowingBindingReadsTheTopAndHidesItOneWay() throws {
        try expectPasses(
            """
            profile navigationstack
            binding showing = top showing
            app
              stapel "Root"
                text "Menu"
                button "Show" -> push Detail to "Root"
            view Detail
              text "Detail"
              button "Close" -> set showing: false
            expect binding showing == false
            tap "Show"
            settle
            expect binding showing == true
            set showing: true
            expect visible "Detail"
            tap "Close"
            expect outcome popped
            settle
            expect visible "Menu"
            expect binding showing == false
            """)
        expectError("binding k ⟨⟩top showing\napp\n  text \"x\"\n", #"expected "=" after "binding k", found "top""#)
    }

    @Test func expectDescriptionPrintsNavigationStacksNodeListWithHiddenNodesUntilTheNextShow() throws {
        try expectPasses(
            """
            profile navigationstack
            app
              stapel "ContentView1"
                text "One"
                button "Push" -> push ContentView2 to "ContentView1"
            view ContentView2
              pusher "ContentView2"
                text "Two"
                button "Push" -> push text "Three" to "ContentView2"
            expect description "[]"
            tap "Push"
            expect description "['ContentView1']"
            settle
            tap "Push"
            expect description "['ContentView1'|'ContentView2']"
            pop
            expect description "['ContentView1'|'ContentView2']"
            settle
            hide "ContentView1"
            settle
            expect visible "One"
            expect description "['ContentView1'|'ContentView2']"
            tap "Push"
            expect description "['ContentView1']"
            """)
        try expectPasses(
            """
            app
              stapel
                text "Home"
            push text "A" as "a"
            expect description "root > \\"a\\""
            """)
    }

    // MARK: the back gesture

    /// Each profile's rule for calls made while a transition runs holds while the user drags.
    @Test func aBackGestureInProgressIsATransitionUnderEachRule() throws {
        let rules = [
            ("innavigation", "expect outcome dropped", "expect visible \"Home\""),
            ("screennavigatorkit", "expect outcome queued", "expect visible \"Other\""),
            ("stapel", "expect outcome pushed", "expect visible \"Home\""),
        ]
        for (profile, outcome, after) in rules {
            try expectPasses(
                """
                profile \(profile)
                app
                  stapel
                    text "Home"
                    link "Open" -> text "Detail"
                tap "Open"
                settle
                expect not transitioning
                back gesture 40%
                expect transitioning
                push text "Other"
                \(outcome)
                back gesture finish
                settle
                expect not transitioning
                \(after)
                """)
        }
    }

    @Test func aLeaveGuardVetoesTheBackGestureAtItsStart() throws {
        try expectPasses(
            """
            app
              stapel
                text "Home"
                link "Open"
                  text "Form"
                  guard when dirty == true
                  button "Edit" -> set dirty: true
            tap "Open"
            tap "Edit"
            back gesture 40%
            expect outcome vetoed
            expect not transitioning
            expect hidden "Home"
            back gesture finish
            expect visible "Form"
            set dirty: false
            back gesture 40%
            expect visible "Home"
            back gesture finish
            expect outcome popped
            """)
    }

    // MARK: ScreenNavigatorKit's counts

    /// The controllers count a queued push at once while the screens appear one after another,
    /// and a modal until its view has disappeared, top first.
    @Test func theModelCountsWaitingPushesAtOnceAndModalsUntilTheyDisappear() throws {
        try expectPasses(
            """
            profile screennavigatorkit
            app
              stapel
                text "Home"
            push text "A"
            push text "B"
            expect outcome queued
            expect depth 2
            expect visible "A"
            expect absent "B"
            settle
            expect did appear "A"
            expect did appear "B"
            present sheet text "S1"
            settle
            present sheet text "S2"
            settle
            dismiss all one by one
            expect layers 2
            expect transitioning
            wait 0.35s
            expect layers 1
            wait 0.35s
            expect layers 0
            """)
        try expectPasses(
            """
            profile screennavigatorkit
            counts screens
            app
              stapel
                text "Home"
            push text "A"
            push text "B"
            expect depth 1
            """)
    }

    // MARK: custom bar and overlay

    /// INNavigation's `navigationBar(namespaceId:)`: each route's own bar, shown with its route;
    /// the top route's overlay above its content.
    @Test func aScreensBarAndOverlayShowWhileItsScreenIsOnTop() throws {
        try expectPasses(
            """
            profile innavigation
            view View1
              overlay
                text "Loading"
              text "View 1 content"
              navigation bar
                button "Back" -> pop
                text "View 1 Title"
            app
              stapel
                navigation bar
                  text "Root Title"
                text "Root"
            expect visible "Root Title"
            push View1
            settle
            expect visible "View 1 Title"
            expect visible "Loading"
            expect hidden "Root Title"
            tap "Back"
            settle
            expect visible "Root Title"
            expect absent "Loading"
            """)
    }

    @Test func theBarIsDrawnFirstAndTheOverlayLastWhereverTheyAreWritten() throws {
        let path = try TestFiles.write(
            """
            app
              overlay
                text "Above"
              text "Content"
              navigation bar
                text "Title"
            """, prefix: "fidelity")
        let run = Fixtures.run(["run", path])
        let lines = run.output.split(separator: "\n").map(String.init)
        let order = ["NavigationBar", "Text \"Content\"", "Overlay"].map { name in lines.firstIndex { $0.contains(name) } }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap(\.self) == order.compactMap(\.self).sorted())
        expectError("app\n  navigation ⟨⟩title\n    text \"x\"\n", #"expected "bar" after "navigation", found "title""#)
    }

    @Test func theNewDirectivesSayWhatTheyExpect() {
        expectError("system back ⟨⟩maybe\napp\n  text \"x\"\n", #"expected "yes" or "no" after "system back", found "maybe""#)
        expectError("errors ⟨⟩loud\napp\n  text \"x\"\n", #"expected "silent" or "fatal" after "errors", found "loud""#)
        expectError("counts ⟨⟩views\napp\n  text \"x\"\n", #"expected "screens" or "model" after "counts", found "views""#)
    }
}
