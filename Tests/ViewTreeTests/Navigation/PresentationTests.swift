import Testing

@testable import ViewTree

@MainActor
@Suite struct PresentationTests {
    struct Settings: View {
        @State private var showsSheet = false
        @State private var showsCover = false
        var body: some View {
            NavigationView {
                Text("Home")
                Button("Settings") { showsSheet = true }
                    .sheet(isPresented: $showsSheet) {
                        Text("Settings")
                        Button("About") { showsCover = true }
                    }
            }
            .fullScreenCover(isPresented: $showsCover) {
                NavigationView {
                    Text("About")
                    NavigationLink("Licenses") { Text("Licenses") }
                }
            }
        }
    }

    @Test func aSheetBecomesTheVisibleLayerAndBackDismissesIt() throws {
        let host = ViewHost(Settings())
        try host.tap("Settings")
        #expect(host.layerCount == 2)
        #expect(host.visibleTexts == ["Settings", "About"])
        #expect(host.contains("Home") && !host.isVisible("Home"))
        expectInvariants(host)

        #expect(host.back() == .dismissed(.sheet))
        #expect(host.layerCount == 1)
        #expect(host.visibleTexts == ["Home", "Settings"])
        expectInvariants(host)
    }

    @Test func aCoverAboveASheetHasItsOwnNavigation() throws {
        let host = ViewHost(Settings())
        try host.tap("Settings")
        try host.tap("About")
        #expect(host.layerCount == 3)
        try host.tap("Licenses")
        #expect(host.visibleTexts == ["Licenses"])
        #expect(
            host.render() == """
                Settings
                └─ NavigationView [screen 0, covered]
                   ├─ Text "Home"
                   ├─ Button "Settings"
                   │  └─ Sheet [layer 1, covered]
                   │     ├─ Text "Settings"
                   │     └─ Button "About"
                   └─ FullScreenCover [layer 2, top]
                      └─ NavigationView [screen 0, covered]
                         ├─ Text "About"
                         └─ NavigationLink "Licenses" [pushing]
                            └─ Screen [screen 1, visible]
                               └─ Text "Licenses"

                """)
        expectInvariants(host)

        #expect(host.back() == .popped(screen: 1))
        #expect(host.back() == .dismissed(.fullScreenCover))
        #expect(host.visibleTexts == ["Settings", "About"])
        #expect(host.back() == .dismissed(.sheet))
        #expect(host.back() == .nothingToGoBackTo)
        expectInvariants(host)
    }

    @Test func aSheetPresentedAtMountIsTheTopLayer() {
        let host = ViewHost(Text("Below").sheet(isPresented: .constant(true)) { Text("Above") })
        #expect(host.layerCount == 2)
        #expect(host.visibleTexts == ["Above"])
        #expect(host.back() == .bindingIgnored)
        expectInvariants(host)
    }

    @Test func tapsDoNotReachLowerLayers() throws {
        let host = ViewHost(Settings())
        try host.tap("Settings")
        #expect(throws: TapError.notVisible(label: "Settings")) { try host.tap("Settings") }
    }
}
