import Testing
import ViewTree

@testable import Pusher

/// One stack per tab: independent under random operations, back on the selected tab only, and
/// saved and restored together.
@MainActor
@Suite struct TabStacksTests {
    static let titles = ["A", "B", "C"]

    func app(_ tabs: TabStacks) -> ViewHost {
        ViewHost(
            TabView(selection: tabs.selectionBinding) {
                ForEach(Self.titles, id: \.self) { title in
                    Tab(title) { WithStapel { Text("root \(title)") }.environmentObject(tabs.stack(for: title)) }
                }
            })
    }

    @Test(arguments: 0..<10)
    func tabStacksAreIndependentUnderRandomOperations(seed: Int) {
        let tabs = TabStacks(Self.titles) { Stack(rules: NavigationRules(nesting: .everyScreen)) }
        let host = app(tabs)
        var random = StackPerformModelTests.Random(state: UInt64(seed))
        var depths = ["A": 0, "B": 0, "C": 0]
        for number in 1...40 {
            let selected = tabs.selection
            switch random.next(4) {
            case 0:
                tabs.select(Self.titles[random.next(3)])
            case 1:
                tabs.selectedStack.push(view: AnyView(Text("\(selected) \(number)")))
                depths[selected, default: 0] += 1
            case 2:
                if host.back() != .nothingToGoBackTo { depths[selected, default: 0] -= 1 }
            default:
                tabs.selectedStack.pop()
                depths[selected] = max(0, (depths[selected] ?? 0) - 1)
            }
            host.flush()
            for title in Self.titles {
                #expect(tabs.stack(for: title).depth == depths[title], "seed \(seed), step \(number), tab \(title)")
            }
            #expect(
                host.visibleTexts.allSatisfy { $0.hasPrefix(tabs.selection) || $0 == "root \(tabs.selection)" },
                "only the selected tab shows: \(host.visibleTexts)")
        }
    }

    @Test func aTabsSnapshotRestoresEveryTabAndTheSelection() {
        let tabs = TabStacks(Self.titles) { Stack(rules: NavigationRules(nesting: .everyScreen)) }
        let host = app(tabs)
        tabs.select("B")
        host.flush()  // the tab's root appears, and its pusher registers
        tabs.selectedStack.restorer = { AnyView(Text($0)) }
        tabs.selectedStack.push(view: AnyView(Restorable(key: "b1")))
        host.flush()
        let saved = tabs.snapshot()
        #expect(saved.selection == "B" && saved.tabs["B"]?.screenCount == 1 && saved.tabs["A"]?.screenCount == 0)
        tabs.selectedStack.popToRoot()
        tabs.select("C")
        let outcomes = tabs.restore(saved)
        #expect(outcomes.values.allSatisfy { $0.kind == .restored })
        #expect(tabs.selection == "B")
        #expect(host.visibleTexts == ["b1"])
        #expect(!tabs.select("Z") && tabs.selection == "B", "an unknown title changes nothing")
    }

    struct Restorable: View, RestorableView {
        let key: String
        var body: some View { Text(key) }
        var restorationKey: String { key }
    }
}
