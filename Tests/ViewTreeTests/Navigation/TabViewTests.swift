import Observation
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

    /// Many tabs of many rows each, the selection in state, and the tabs' content given the
    /// same environment object at every render (as an app hands each tab its stack).
    struct ManyTabs: View {
        @State var selected = "T0"
        let model: TabModel

        var body: some View {
            Button("Next") { selected = "T\((Int(selected.dropFirst()) ?? 0) + 1)" }
            TabView(selection: $selected) {
                ForEach(0..<20, id: \.self) { tab in
                    Tab("T\(tab)") {
                        VStack {
                            ForEach(0..<50, id: \.self) { row in Text("T\(tab) row \(row)") }
                        }
                        .environmentObject(model)
                    }
                }
            }
        }
    }

    @Observable final class TabModel {}

    /// A selection renders the tab view, its tabs' nodes and the two tabs whose selected state
    /// changes, not the content of any tab: selecting wrote an environment value once, which
    /// rendered every row of every tab again (1,000 renders here, each selection).
    @Test func selectingATabRendersNoTabsContent() throws {
        let host = ViewHost(ManyTabs(model: TabModel()), recordsJournal: false)
        #expect(host.isVisible("T0 row 3") && !host.isVisible("T1 row 3"))
        let before = host.renderCount
        try host.tap("Next")
        #expect(host.isVisible("T1 row 3") && !host.isVisible("T0 row 3") && host.contains("T0 row 3"))
        let rendered = host.renderCount - before
        print("RENDERED", rendered)
        #expect(rendered < 100, "\(rendered) renders for one selection of 20 tabs of 50 rows")
        #expect(host.render().contains(#"Tab "T1" [selected]"#))
    }
}
