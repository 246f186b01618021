import Testing

@testable import ViewTree

@MainActor
@Suite struct NavigationLinkTests {
    struct Inbox: View {
        @State private var showsMessage = false
        @State private var drafts = 0
        var body: some View {
            NavigationView {
                Text("Inbox")
                Text("Drafts: \(drafts)")
                Button("Draft") { drafts += 1 }
                Button("Open programmatically") { showsMessage = true }
                NavigationLink(destination: Text("Message"), isActive: $showsMessage) {
                    Text("Open")
                }
            }
        }
    }

    @Test func settingTheBindingPushesAndCoversTheSource() throws {
        let host = ViewHost(Inbox())
        try host.tap("Draft")
        try host.tap("Open programmatically")
        #expect(host.visibleTexts == ["Message"])
        #expect(host.contains("Drafts: 1"))
        #expect(!host.isVisible("Drafts: 1"))
        #expect(
            host.render() == """
                Inbox
                └─ NavigationView [screen 0, covered]
                   ├─ Text "Inbox"
                   ├─ Text "Drafts: 1"
                   ├─ Button "Draft"
                   ├─ Button "Open programmatically"
                   └─ NavigationLink "Open" [pushing]
                      ├─ Text "Open"
                      └─ Screen [screen 1, visible]
                         └─ Text "Message"

                """)
        expectInvariants(host)
    }

    @Test func backPopsAndTheSourceKeepsItsState() throws {
        let host = ViewHost(Inbox())
        try host.tap("Draft")
        let source = host.firstNode { $0.text == "Drafts: 1" }
        try host.tap("Open")
        #expect(host.back() == .popped(screen: 1))
        #expect(host.visibleTexts == ["Inbox", "Drafts: 1", "Draft", "Open programmatically", "Open"])
        #expect(host.firstNode { $0.text == "Drafts: 1" } === source)
        #expect(!host.contains("Message"))
        #expect(host.back() == .nothingToGoBackTo)
        expectInvariants(host)
    }

    @Test func tappingAgainAfterBackPushesAgain() throws {
        let host = ViewHost(Inbox())
        try host.tap("Open")
        host.back()
        try host.tap("Open")
        #expect(host.visibleTexts == ["Message"])
    }

    struct Chain: View {
        let depth: Int
        var body: some View {
            Text("Level \(depth)")
            NavigationLink("Deeper") { Chain(depth: depth + 1) }
        }
    }

    @Test func linksNestScreensAndBackUnwindsThemOneByOne() throws {
        let host = ViewHost(NavigationView { Chain(depth: 0) })
        for _ in 0..<5 {
            try host.tap("Deeper")
        }
        #expect(host.visibleTexts == ["Level 5", "Deeper"])
        for screen in stride(from: 5, through: 1, by: -1) {
            #expect(host.back() == .popped(screen: screen))
            expectInvariants(host)
        }
        #expect(host.visibleTexts == ["Level 0", "Deeper"])
    }

    /// A chain pushed whole in one flush: screens becomes visible and are covered in mount order,
    /// the oldest first, and leave the host's list of visible screens wherever they are in it.
    struct PushedChain: View {
        let depth: Int
        let count: Int
        var body: some View {
            Text("Level \(depth)")
            if depth < count {
                NavigationLink("Deeper", destination: PushedChain(depth: depth + 1, count: count), isActive: .constant(true))
            }
        }
    }

    @Test func aChainPushedInOneFlushKeepsOneVisibleScreen() {
        let host = ViewHost(NavigationView { PushedChain(depth: 0, count: 300) })
        #expect(host.visibleTexts == ["Level 300"])
        #expect(host.graph.visiblePushedScreens.screens.count == 1)
        expectInvariants(host)
    }

    @Test func aConstantBindingCannotBePoppedAndSaysSo() {
        let host = ViewHost(
            NavigationView {
                NavigationLink("Pinned", destination: Text("Pinned screen"), isActive: .constant(true))
            })
        #expect(host.visibleTexts == ["Pinned screen"])
        #expect(host.back() == .bindingIgnored)
        #expect(host.visibleTexts == ["Pinned screen"])
    }

    @Test func aLinkWithoutNavigationViewPushesNothingAndSaysWhy() throws {
        let host = ViewHost(NavigationLink("Nowhere") { Text("Lost") })
        try host.tap("Nowhere")
        #expect(!host.contains("Lost"))
        #expect(
            host.journal.contains {
                $0.description == "diagnostic: navigation link is active but no NavigationView is above it (at NavigationLink \"Nowhere\")"
            })
    }

    @Test func aSecondActiveLinkInTheSameScreenWaits() {
        let host = ViewHost(
            NavigationView {
                NavigationLink("A", destination: Text("Screen A"), isActive: .constant(true))
                NavigationLink("B", destination: Text("Screen B"), isActive: .constant(true))
            })
        #expect(host.visibleTexts == ["Screen A"])
        #expect(!host.contains("Screen B"))
        expectInvariants(host)
    }
}
