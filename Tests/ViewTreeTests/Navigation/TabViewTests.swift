import Testing

@testable import ViewTree

/// Tabs: one shown at a time, the others mounted and hidden with their state and navigation.
@MainActor
@Suite struct TabViewTests {
    /// Two tabs, each a navigation view with a link and a counter, and the selection.
    struct App: View {
        @State var selected = "Inbox"

        var body: some View {
            Button("Select Settings") { selected = "Settings" }
            Button("Select Inbox") { selected = "Inbox" }
            TabView(selection: $selected) {
                Tab("Inbox") {
                    NavigationView {
                        Text("Inbox")
                        NavigationLink("Open message") { Text("Message") }
                    }
                }
                Tab("Settings") {
                    NavigationView {
                        Text("Settings")
                        NavigationLink("Open about") { Text("About") }
                    }
                }
            }
        }
    }

    @Test func onlyTheSelectedTabIsVisibleAndEachKeepsItsStack() throws {
        let host = ViewHost(App(), recordsJournal: true)
        #expect(host.isVisible("Inbox") && !host.isVisible("Settings"))
        #expect(host.contains("Settings"), "a hidden tab stays mounted")
        try host.tap("Open message")
        #expect(host.isVisible("Message"))
        #expect(throws: TapError.self) { try host.tap("Open about") }
        try host.tap("Select Settings")
        #expect(host.isVisible("Settings") && !host.isVisible("Message"))
        try host.tap("Open about")
        #expect(host.back() == .popped(screen: 1), "back acts on the selected tab")
        #expect(host.isVisible("Settings"))
        try host.tap("Select Inbox")
        #expect(host.isVisible("Message"), "the other tab kept its pushed screen")
        #expect(host.render().contains(#"Tab "Settings" [hidden]"#))
        #expect(host.render().contains(#"Tab "Inbox" [selected]"#))
    }

    @Test func switchingTabsMakesTheirScreensDisappearAndAppear() throws {
        let host = ViewHost(App(), recordsJournal: true)
        host.clearJournal()
        try host.tap("Select Settings")
        let texts = host.journal.map(\.description).filter { $0.contains("Text") }
        #expect(texts == [#"disappear Text "Inbox""#, #"appear Text "Settings""#])
    }
}
