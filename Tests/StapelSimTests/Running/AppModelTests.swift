import Foundation
import Testing

@testable import stapel_sim

/// The forms that model an app's behaviour: `if`/`else`, `state`, `{key}` interpolation, view
/// parameters, `for`, `on appear`, events, `then`, hidden links, `select tab` as an action and
/// `expect context`.
@MainActor
@Suite struct AppModelTests {
    /// Runs `check` on `text`; returns its output with the path shortened, and its exit code.
    private func check(_ text: String) throws -> (output: String, code: ExitCode) {
        try Fixtures.check(text, prefix: "app-model")
    }

    /// Expects every expectation of `text` to hold.
    private func expectPasses(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try Fixtures.expectPasses(text, prefix: "app-model", sourceLocation: sourceLocation)
    }

    // MARK: if / else

    @Test func aSetSwitchesTheBranchAndTheOldBranchUnmountsWithItsStateAndPushers() throws {
        try expectPasses(
            """
            app
              stapel
                if loggedIn == true
                  counter "Visits"
                  pusher "profile"
                    text "Profile area"
                  button "Log out" -> set loggedIn: false
                else
                  text "Please log in"
                  button "Log in" -> set loggedIn: true
            expect visible "Please log in"
            expect pushers 1
            tap "Log in"
            expect absent "Please log in"
            expect pushers 2
            tap "Visits +1"
            expect visible "Visits: 1"
            tap "Log out"
            expect absent "Visits: 1"
            expect pushers 1
            tap "Log in"
            expect visible "Visits: 0"
            """)
    }

    @Test func anIfWithoutElseShowsNothingWhenItsRuleFails() throws {
        try expectPasses(
            """
            app
              stapel
                if count > 2 and not (role == "guest")
                  text "Many"
                button "More" -> set count: 3
            expect absent "Many"
            tap "More"
            expect visible "Many"
            set role: "guest"
            expect absent "Many"
            """)
    }

    // MARK: state

    @Test func appWideStateSetOnOneScreenChangesWhatAnotherShows() throws {
        try expectPasses(
            """
            state loggedIn: false
            view Login
              button "Sign in" -> set loggedIn: true then back
            app
              stapel
                if loggedIn == true
                  text "Welcome"
                else
                  link "Log in" -> Login
            tap "Log in"
            tap "Sign in"
            expect visible "Welcome"
            expect depth 0
            """)
    }

    @Test func saveAndRestoreKeepAppWideState() throws {
        try expectPasses(
            """
            state loggedIn: false
            app
              stapel
                if loggedIn == true
                  text "Welcome"
                else
                  text "Guest"
            save "out"
            set loggedIn: true
            expect visible "Welcome"
            restore "out"
            expect visible "Guest"
            """)
    }

    @Test func aRestoredScreenReadsItsContextAndTheValuesBoundWhereItsLinkWas() throws {
        try expectPasses(
            """
            view Card
              text "Card {name}, row {card}"
              button "Keep {card}" -> set kept: "{card}"
            app
              stapel
                for card in ["Eevee", "Mew"]
                  link "{card}" with name: "{card}" -> Card
            tap "Mew"
            save "card"
            pop to root
            expect depth 0
            restore "card"
            expect visible "Card Mew, row Mew"
            expect context name == "Mew"
            tap "Keep Mew"
            expect binding kept == "Mew"
            """)
    }

    @Test func eachTabsScreensKeepTheirOwnValuesAndContexts() throws {
        // Two tabs' stacks number their screens alike: what `set` wrote on one screen and the
        // context it was pushed with were kept by that number alone, and the other tab's screen
        // overwrote them. Each stack keeps its own screens' values now, and a restore brings
        // them back.
        try expectPasses(
            """
            view Card
              text "Card {name}"
              button "Mark {name}" -> set marked: "{name}"
              button "Unmark" -> set marked: "none"
              text "Marked {marked}"
            app
              tabs
                tab "A"
                  stapel
                    link "Open A" with name: "Ann" -> Card
                tab "B"
                  stapel
                    link "Open B" with name: "Bob" -> Card
            tap "Open A"
            tap "Mark Ann"
            select tab "B"
            tap "Open B"
            tap "Mark Bob"
            select tab "A"
            expect visible "Marked Ann"
            expect context name == "Ann"
            expect context marked == "Ann"
            save "both"
            tap "Unmark"
            expect visible "Marked none"
            select tab "B"
            expect visible "Marked Bob"
            restore "both"
            select tab "A"
            expect visible "Marked Ann"
            """)
    }

    @Test func aViewUsedWithOtherParametersIsRestoredWithItsOwn() throws {
        // One view used with two parameters is two destinations: a restore of the second
        // showed the first one's parameters when both were kept under the view's name alone.
        try expectPasses(
            """
            view Page
              text "Page {p}"
            app
              stapel
                link "Start" -> Page with p: "a"
                button "Sheet" -> present sheet Page with p: "s"
                link "Other" -> Page with p: "b"
            tap "Start"
            back
            tap "Sheet"
            save "sheet"
            dismiss
            tap "Other"
            save "other"
            pop to root
            restore "sheet"
            expect visible "Page s"
            expect absent "Page a"
            dismiss
            restore "other"
            expect visible "Page b"
            expect absent "Page a"
            """)
    }

    @Test func aScreenSetByAnEventIsRestoredWithWhatItWasSetWith() throws {
        // `set screens … with` gives the screen its values as a link does: a restore (and
        // explore, which restores checkpoints) must show them, not the bare placeholder.
        try expectPasses(
            """
            view Card
              text "Card {name}"
            on "new card" -> set screens Card with name: "Mew"
            app
              stapel
                text "All cards"
            event "new card"
            save "mew"
            pop to root
            restore "mew"
            expect visible "Card Mew"
            expect context name == "Mew"
            """)
    }

    // MARK: interpolation and parameters

    @Test func placeholdersReadTheScopeAndBracesEscape() throws {
        try expectPasses(
            """
            state user: "Ana", count: 3
            view Badge
              text "{label} for {user}"
              button "Open {label}" -> alert "About {label}"
                button "OK" -> dismiss
            app
              stapel
                text "{user} has {count} cards"
                text "{{user}} stays, {nobody} too"
                counter "{user}'s taps"
                Badge with label: "gold"
                link "Settings of {user}" -> text "Settings"
            expect visible "Ana has 3 cards"
            expect visible "{user} stays, {nobody} too"
            expect visible "Ana's taps: 0"
            expect visible "gold for Ana"
            tap "Open gold"
            expect visible "About gold"
            tap "OK"
            tap "Settings of Ana"
            expect visible "Settings"
            """)
    }

    /// A defined view's own texts, links and buttons read its parameters where it builds them;
    /// what it holds that reads the scope later (a view, a `for`, an `if`, a pusher's screens)
    /// still finds them around it, and a binding set later shows at once.
    @Test func aDefinedViewsParametersReachEveryFormInItsBody() throws {
        try expectPasses(
            """
            view Card
              text "Card {who}"
              vstack
                text "Nested {who}"
                for n in [1, 2]
                  text "Row {n} of {who}"
              if flag == true
                text "Flag for {who}"
              Badge with tag: "{who}!"
              link "Open {who}" -> pusher
                text "Inside {who}"
              button "Raise {who}" -> set flag: true
            view Badge
              text "Badge {tag}"
            app
              stapel
                Card with who: "Ana"
                link "Next" -> Card with who: "Bo"
            expect visible "Card Ana"
            expect visible "Nested Ana"
            expect visible "Row 2 of Ana"
            expect visible "Badge Ana!"
            expect absent "Flag for Ana"
            tap "Raise Ana"
            expect visible "Flag for Ana"
            tap "Next"
            expect visible "Card Bo"
            expect visible "Row 1 of Bo"
            expect visible "Badge Bo!"
            expect visible "Flag for Bo"
            tap "Open Bo"
            expect visible "Inside Bo"
            """)
    }

    @Test func aPushedScreenReadsItsContextAndExpectContextChecksIt() throws {
        try expectPasses(
            """
            view Detail
              text "Product #{id}"
              button "Rename" -> set name: "B"
              text "Name {name}"
            app
              stapel
                link "Open" with id: 7, name: "A" -> Detail
            tap "Open"
            expect visible "Product #7"
            expect visible "Name A"
            expect context id == 7
            expect context id >= 5
            expect not context id < 7
            tap "Rename"
            expect visible "Name B"
            expect context name == "B"
            """)
    }

    @Test func expectContextSaysWhatTheScreenHas() throws {
        let (output, code) = try check(
            """
            app
              stapel
                link "Open" with id: 7 -> text "Detail"
            tap "Open"
            expect context id == 8
            """)
        #expect(code == .failure)
        #expect(output.contains("expected the visible screen's context to have id == 8, found id: 7 (context: id: 7)"), "\(output)")
    }

    // MARK: for

    @Test func forRepeatsItsBlockWithTheValueInScope() throws {
        try expectPasses(
            """
            view Card
              text "Card {name}"
            app
              stapel
                for card in ["Pikachu", "Eevee"]
                  link "{card}" with name: "{card}" -> Card
                for n in [1, 2, 3]
                  text "Row {n}"
            expect visible "Row 3"
            tap "Eevee"
            expect visible "Card Eevee"
            expect context name == "Eevee"
            back
            tap "Pikachu"
            expect visible "Card Pikachu"
            """)
    }

    @Test func whatALinkInAForShowsKeepsTheValueAroundIt() throws {
        try expectPasses(
            """
            app
              stapel
                for card in ["A", "B"]
                  link "{card}" -> text "Showing {card}"
            tap "B"
            expect visible "Showing B"
            """)
    }

    // MARK: on appear

    @Test func appearActionsRunWhenTheScreenAppearsAndDelayedOnesWaitOnTheClock() throws {
        try expectPasses(
            """
            state loggedIn: false
            view Splash
              text "Splash"
              on appear after 2s -> replace root Home
            view Home
              text "Home"
              if loggedIn == false
                on appear -> push Login
            view Login
              text "Login"
              button "Sign in" -> set loggedIn: true then back
            app
              stapel
                Splash
            wait 1.9s
            expect visible "Splash"
            wait 0.1s
            expect visible "Login"
            tap "Sign in"
            expect visible "Home"
            expect depth 0
            """)
    }

    @Test func aDelayedAppearActionIsCancelledWhenItsScreenDisappearsFirst() throws {
        try expectPasses(
            """
            app
              stapel
                text "Root"
                link "Ad" -> pusher
                  text "Ad"
                  on appear after 3s -> push text "Too late"
            tap "Ad"
            wait 1s
            back
            wait 5s
            expect visible "Root"
            expect absent "Too late"
            """)
    }

    // MARK: events

    @Test func anEventStepRunsTheDeclaredActions() throws {
        try expectPasses(
            """
            nesting every screen
            on "notification" -> push text "Inbox" then push text "Message 7"
            app
              stapel
                text "Home"
            event "notification"
            expect visible "Message 7"
            expect depth 2
            """)
    }

    @Test func exploreTriesEveryDeclaredEventFromEveryState() throws {
        let path = try TestFiles.write(
            """
            nesting every screen
            on "deep link" -> push text "Deep"
            app
              stapel
                text "Home"
            """, prefix: "event-explore")
        let (output, code) = Fixtures.run(["explore", path, "--depth", "4"])
        #expect(code == .failure)
        #expect(output.contains("unbounded growth after event \"deep link\""), "\(output)")
    }

    // MARK: then, hidden links, tabs

    @Test func eachActionOfAButtonIsItsOwnRequestAndMeetsTheStateTheOnesBeforeLeft() throws {
        try expectPasses(
            """
            nesting every screen
            app
              stapel
                button "Two deep" -> push text "One" then push text "Two"
                button "Save" -> set saved: true then push text "Saved"
            tap "Two deep"
            expect depth 2
            back
            back
            tap "Save"
            expect visible "Saved"
            expect depth 1
            """)
    }

    @Test func aHiddenLinkDrawsNoControlAndFiresOnItsBinding() throws {
        try expectPasses(
            """
            app
              stapel
                text "Home"
                link when showDetail -> text "Detail"
            expect tree
              WithStapel
              └─ NavigationView [screen 0, visible]
                 └─ PusherView pusher: 1 [active]
                    ├─ Text "Home"
                    └─ NavigationLink
            set showDetail: true
            expect visible "Detail"
            """)
    }

    @Test func aKeyATriggerFiresOnIsOneBindingOfTheAppThatEveryScreenReads() throws {
        // The trigger sets it back to false, as `NavigationLink(isActive:)` does its `@State`:
        // the screen that set it reads false too, not what `set` wrote on it.
        try expectPasses(
            """
            app
              stapel
                text "Active {isActive}"
                link when isActive -> text "Details"
            set isActive: true
            expect visible "Details"
            back
            expect visible "Active false"
            expect binding isActive == false
            """)
    }

    @Test func triggersUnderASheetOrAnAlertPushOntoTheirOwnLayersStack() throws {
        try expectPasses(
            """
            app
              stapel
                text "Root"
                link when showDetail -> text "Detail"
                link "More" when showMore -> text "More"
                button "Go" when go -> push text "Gone"
                button "Ask" -> alert "Sure?"
                  button "OK" -> set done: true
                button "Sheet" -> present sheet text "Sheet"
            tap "Ask"
            set showDetail: true
            expect visible "Sure?"
            expect hidden "Detail"
            expect state "root > screen 1 | alert 1: root"
            tap "OK"
            expect visible "Detail"
            back
            tap "Sheet"
            set go: true
            expect visible "Sheet"
            expect hidden "Gone"
            expect state "root > screen 1 | sheet 1: root"
            dismiss
            expect visible "Gone"
            back
            tap "Sheet"
            set showMore: true
            expect state "root > screen 1 | sheet 1: root"
            dismiss
            expect visible "More"
            """)
    }

    @Test func aButtonSelectsATab() throws {
        try expectPasses(
            """
            app
              tabs
                tab "Shop"
                  stapel
                    button "Go to cart" -> select tab "Cart"
                tab "Cart"
                  stapel
                    text "Cart is empty"
            tap "Go to cart"
            expect visible "Cart is empty"
            """)
    }

    // MARK: independent stacks

    @Test func stacksSideBySideEachTakeTheirOwnPushesAndBackPopsTheLastPushedOne() throws {
        try expectPasses(
            """
            app
              hstack
                stack "list"
                  text "Inbox"
                  link "Message" -> text "Message body"
                stack "detail"
                  text "Nothing selected"
                  link "Info" -> text "Info body"
            tap "Message"
            tap "Info"
            expect visible "Message body"
            expect visible "Info body"
            back
            expect visible "Nothing selected"
            expect visible "Message body"
            back
            expect visible "Inbox"
            """)
    }

    @Test func aPushInsideAStackNeverGoesToAPusherOutsideIt() throws {
        try expectPasses(
            """
            app
              stapel
                text "Outer"
                stack
                  link "Inner push" -> text "Inner screen"
            tap "Inner push"
            expect visible "Inner screen"
            expect visible "Outer"
            expect depth 0
            """)
    }

    @Test func anAppearActionInAStackNavigatesThatStack() throws {
        try expectPasses(
            """
            app
              hstack
                stack "list"
                  text "Inbox"
                stack "detail"
                  text "Detail root"
                  on appear after 1s -> push text "Opened"
            wait 1s
            expect visible "Opened"
            expect visible "Inbox"
            """)
    }

    @Test func exploreReportsAStackInsideAPushedScreen() throws {
        let path = try TestFiles.write(
            """
            view Home
              stapel
                text "Home"
                link "Log out" -> Login
            view Login
              stapel
                text "Login"
                link "Log in" -> Home
            app
              Home
            """, prefix: "nested-stack")
        let (output, code) = Fixtures.run(["explore", path, "--depth", "3"])
        #expect(code == .failure)
        #expect(
            output.contains(
                "nested stack after tap \"Log out\"\n  stapel (line 6) is a navigation stack inside a screen pushed on another: the app shows two navigation bars"
            ), "\(output)")
    }

    @Test func exploreFindsNoNestedStackInTabs() throws {
        let path = try TestFiles.write(
            """
            app
              tabs
                tab "A"
                  stapel
                    link "Next" -> text "Two"
                tab "B"
                  stack
                    text "B"
            """, prefix: "tabs-no-nesting")
        let (output, _) = Fixtures.run(["explore", path])
        #expect(!output.contains("nested stack"), "\(output)")
    }

    @Test func tappingATabsTitleSelectsItAndEachTabsPusherPrintsItsTab() throws {
        try expectPasses(
            """
            app
              tabs
                tab "Shop"
                  stapel
                    text "Products"
                tab "Cart"
                  stapel
                    text "Cart is empty"
            tap "Cart"
            expect visible "Cart is empty"
            expect tree
              TabView
              ├─ Tab "Shop" [hidden]
              │  └─ WithStapel
              │     └─ NavigationView [screen 0, covered]
              │        └─ PusherView pusher: 1 tab: "Shop" [active]
              │           ├─ Text "Products"
              │           └─ NavigationLink
              └─ Tab "Cart" [selected]
                 └─ WithStapel
                    └─ NavigationView [screen 0, visible]
                       └─ PusherView pusher: 1 tab: "Cart" [active]
                          ├─ Text "Cart is empty"
                          └─ NavigationLink
            """)
    }

    @Test func aTabBarInsideATabShowsItsOwnFirstTabAndKeepsAStackPerTab() throws {
        try expectPasses(
            """
            app
              tabs
                tab "Home"
                  stapel
                    text "Home"
                tab "Library"
                  tabs
                    tab "Books"
                      stapel
                        text "Books"
                        link "Book" -> text "A book"
                    tab "Films"
                      stapel
                        text "Films"
            tap "Library"
            expect visible "Books"
            tap "Book"
            expect visible "A book"
            expect depth 1
            tap "Films"
            expect visible "Films"
            expect depth 0
            select tab "Books"
            expect visible "A book"
            select tab "Home"
            expect visible "Home"
            select tab "Films"
            expect visible "Films"
            """)
    }

    /// A tab bar inside a navigation view whose tabs declare no `stapel` of their own, as a
    /// SwiftUI `TabView` inside a `NavigationView`: their views use the stack around the tab bar,
    /// so a sheet shows over everything and a push covers the tab bar (each tab's own stack had
    /// no root to show what it presented: the sheet was "presented" and seen nowhere).
    @Test func tabsWithoutARootOfTheirOwnUseTheStackAroundThem() throws {
        try expectPasses(
            """
            app
              stapel
                tabs
                  tab "Mail"
                    text "Inbox"
                    button "Compose" -> present sheet text "New message"
                    link "Open" -> text "A message"
                  tab "Notes"
                    stapel
                      text "Notes"
                      link "Note" -> text "A note"
            tap "Compose"
            expect visible "New message"
            expect layers 1
            back
            tap "Open"
            expect visible "A message"
            expect hidden "Inbox"
            expect depth 1
            back
            present sheet text "From a step"
            expect visible "From a step"
            back
            select tab "Notes"
            tap "Note"
            expect visible "A note"
            expect depth 1
            select tab "Mail"
            expect depth 0
            expect visible "Inbox"
            """)
    }

    // MARK: bad input

    @Test func anElseWithNoIfIsAnError() {
        expectError(
            """
            app
              stapel
                text "a"
                ⟨⟩else
                  text "b"
            """, #"expected "else" right after an "if" block at the same indentation, found "else" with no "if""#)
    }

    @Test func anIfInErrorReportsOneErrorNotAnotherForItsElse() {
        expectError(
            """
            app
              stapel
                if loggedIn ==⟨⟩
                  text "a"
                else
                  text "b"
            """, "expected a value (a string, a number, true, false, null or a [list]), found end of line")
    }

    @Test func forOverANonListIsAnError() {
        expectError(
            """
            app
              stapel
                for card in ⟨⟩"Pikachu"
                  text "{card}"
            """, #"expected a list of values such as ["A", "B"] after "in", found string "Pikachu""#)
    }

    @Test func anUnknownEventIsAnErrorThatSuggestsTheNearest() {
        expectError(
            """
            on "notification" -> back
            app
              text "a"
            event ⟨⟩"notifcation"
            """, #"expected the name of an event declared with on "NAME" -> … ("notification"), found "notifcation"; did you mean "notification"?"#)
    }

    @Test func thenWithNothingAfterItIsAnError() {
        expectError(
            """
            app
              stapel
                button "x" -> back then⟨⟩
            """,
            "expected an action (push, pop, back, present, alert, dialog, dismiss, hide, set, replace root, remove, open or select tab) after \"then\", found end of line"
        )
    }

    @Test func aBlockBeforeThenIsAnError() {
        expectError(
            """
            app
              stapel
                button "x" -> push ⟨⟩then back
            """, #"expected a destination on the line before "then", found a block"#)
    }
}

/// The example apps under `Examples/apps/`: their journeys pass, and `explore` finds nothing
/// (what it found while they were modelled is written in their comments, and fixed).
@MainActor
@Suite struct ExampleAppTests {
    nonisolated static let apps = ["onboarding", "cards", "settings"]

    @Test(arguments: apps)
    func theJourneysPassAndExploreFindsNothing(app: String) {
        let path = Fixtures.examples.appendingPathComponent("apps/\(app).stapel").path
        let check = Fixtures.run(["check", path])
        #expect(check.code == .success, "\(check.output)")
        let explore = Fixtures.run(["explore", path])
        #expect(explore.code == .success, "\(explore.output)")
        #expect(explore.output.contains("every reachable state explored"), "\(explore.output)")
    }
}
