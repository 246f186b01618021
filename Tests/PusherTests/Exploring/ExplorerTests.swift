import Testing

@testable import Pusher
@testable import ViewTree

/// Apps with a known state space give exact counts; each finding has an app that produces it
/// and one that does not.
@MainActor
@Suite struct ExplorerTests {
    /// Screen `index` of a chain of `count`: a text, and a link to the next screen.
    struct Chain: View {
        let index: Int
        let count: Int
        var body: some View {
            Text("Screen \(index)")
            if index + 1 < count {
                StackNavigationLink("Next") { WithPusher { Chain(index: index + 1, count: count) } }
            }
        }
    }

    /// A full binary menu: every screen above `remaining` 0 links to a left and a right one.
    struct Menu: View {
        let path: String
        let remaining: Int
        var body: some View {
            Text(path.isEmpty ? "Root" : path)
            if remaining > 0 {
                StackNavigationLink("Left") { WithPusher { Menu(path: path + "L", remaining: remaining - 1) } }
                StackNavigationLink("Right") { WithPusher { Menu(path: path + "R", remaining: remaining - 1) } }
            }
        }
    }

    /// A sheet whose button presents the same sheet again.
    struct SelfPresenting: View {
        @Environment(Stack.self) private var stack: Stack?
        var body: some View {
            Text("Sheet")
            Button("Open") { _ = stack?.present(.sheet, AnyView(WithStapel { SelfPresenting() })) }
        }
    }

    @Test(arguments: [1, 2, 5, 12])
    func aChainOfScreensHasOneStatePerScreen(count: Int) {
        let exploration = Explorer { WithStapel { Chain(index: 0, count: count) } }.run(depth: count + 1)
        #expect(exploration.stateCount == count)
        #expect(exploration.isComplete)
        #expect(exploration.deepestLevel == count - 1)
        #expect(exploration.findings.isEmpty)
        #expect(exploration.seenTexts.isSuperset(of: (0..<count).map { "Screen \($0)" }))
    }

    /// Without `keepsEverySeenText`, a search keeps only the declared texts it saw, not one
    /// string per state, and still reports the declared texts it never saw, by search and by
    /// walks.
    @Test func aSearchCanKeepOnlyTheDeclaredTextsItSees() {
        var explorer = Explorer { WithStapel { Menu(path: "", remaining: 3) } }
        explorer.declaredTexts = ["LR", "Never"]
        explorer.keepsEverySeenText = false
        for exploration in [explorer.run(depth: 4), explorer.walk(count: 50, length: 6, seed: 1)] {
            #expect(exploration.seenTexts == ["LR"])
            #expect(exploration.findings.map(\.message).contains { $0.contains("\"Never\"") })
        }
        explorer.keepsEverySeenText = true
        #expect(explorer.run(depth: 4).seenTexts.isSuperset(of: ["Root", "L", "LR", "RRR", "Left", "Right"]))
    }

    @Test(arguments: [0, 1, 2, 4])
    func aFullBinaryMenuHasTwoToTheDepthPlusOneMinusOneStates(depth: Int) {
        let exploration = Explorer { WithStapel { Menu(path: "", remaining: depth) } }.run(depth: depth + 1)
        #expect(exploration.stateCount == (1 << (depth + 1)) - 1)
        #expect(exploration.isComplete)
        #expect(exploration.findings.isEmpty)
    }

    /// The pushes of a search of a binary menu, all on one stack (one launch), and the
    /// exploration.
    private func pushesExploring(depth: Int, searchDepth: Int? = nil, usesCustomMoves: Bool) throws -> (
        pushes: Int, exploration: Exploration
    ) {
        var launches: [StackAppDriver] = []
        var explorer = Explorer {
            let driver = StackAppDriver { WithStapel { Menu(path: "", remaining: depth) } }
            launches.append(driver)
            return driver
        }
        explorer.usesCustomMoves = usesCustomMoves
        let exploration = explorer.run(depth: searchDepth ?? depth + 1)
        let stack = try #require(launches.count == 1 ? launches.first?.stack : nil)
        return (stack.records(after: 0).filter { $0.outcome.kind == .pushed }.count, exploration)
    }

    /// Looking ahead, the search tries a state's moves as soon as it stands on it: each screen
    /// is pushed once, when found, and never walked to again.
    @Test(arguments: [1, 2, 4, 6])
    func lookingAheadPushesEveryScreenOnce(depth: Int) throws {
        let (pushes, exploration) = try pushesExploring(depth: depth, usesCustomMoves: false)
        #expect(exploration.stateCount == (1 << (depth + 1)) - 1)
        #expect(exploration.moveCount == exploration.stateCount * 2 - 1)
        #expect(pushes == exploration.stateCount - 1)
    }

    /// At the depth limit, a state found is not looked into: the search goes back out of it
    /// and on, without launching the app again.
    @Test func lookingAheadStopsAtTheDepthLimitWithoutRelaunching() throws {
        let (pushes, exploration) = try pushesExploring(depth: 6, searchDepth: 3, usesCustomMoves: false)
        #expect(exploration.stateCount == 15)
        #expect(exploration.limit == .depth(3))
        #expect(pushes == 14)
    }

    /// Without looking ahead (a driver's own moves turn it off), a screen with nothing to tap
    /// is still pushed once: going back out of it just after it was found was its one move.
    /// Every other screen is pushed again at its turn. (Deeper menus also push screens on the
    /// walk between cousins.)
    @Test(arguments: [1, 2])
    func aScreenWhoseOnlyMoveIsBackIsPushedOnce(depth: Int) throws {
        let (pushes, exploration) = try pushesExploring(depth: depth, usesCustomMoves: true)
        #expect(exploration.stateCount == (1 << (depth + 1)) - 1)
        let inner = exploration.stateCount - (1 << depth) - 1
        #expect(pushes == exploration.stateCount - 1 + inner)
    }

    /// Reading what was tried ahead finds what walking to each state finds: the same states,
    /// moves, findings (in order, with their paths), texts, outcomes and screen graph, for apps
    /// that show every kind of finding and stop at either limit.
    @Test(arguments: 0..<8)
    func lookingAheadFindsWhatWalkingFinds(app: Int) {
        var explorer: Explorer
        var depth = 10
        var maxStates = 100_000
        switch app {
        case 0:
            explorer = Explorer { WithStapel { Menu(path: "", remaining: 4) } }
            explorer.invariants = [ExplorationInvariant("no LRL") { !$0.host.visibleTexts.contains("LRL") }]
            explorer.declaredTexts = ["Root", "Never"]
        case 1:
            explorer = Explorer { WithStapel { Chain(index: 0, count: 9) } }
            depth = 4
        case 2:
            explorer = Explorer { WithStapel { Menu(path: "", remaining: 6) } }
            maxStates = 40
        case 3:
            explorer = Explorer { WithStapel { SelfPresenting() } }
            depth = 7
        case 4:
            explorer = Explorer { WithStapel { ExplorerFindingTests.Lock() } }
        case 5:
            explorer = Explorer {
                let driver = StackAppDriver {
                    WithStapel {
                        StackNavigationLink("Open", id: "a") { WithPusher { StackNavigationLink("Open", id: "a") { Text("Twice") } } }
                        Button("Same") {}
                        Button("Same") {}
                    }
                }
                driver.stack.rules.duplicateIDs = .reject
                return driver
            }
        case 6:
            explorer = Explorer {
                WithStapel {
                    Text("Home")
                    StackNavigationLink("Second") { StackNavigationLink("Third") { Text("Third") } }
                }
            }
            explorer.isStrict = true
        default:
            explorer = Explorer { WithStapel { Menu(path: "", remaining: 3) } }
            explorer.recordsScreenGraph = true
        }
        var walking = explorer
        walking.looksAhead = false
        let read = explorer.run(depth: depth, maxStates: maxStates)
        let walked = walking.run(depth: depth, maxStates: maxStates)
        read.expectSameSearch(as: walked)
    }

    @Test func theDepthLimitStopsTheSearchAndSaysSo() {
        let exploration = Explorer { WithStapel { Chain(index: 0, count: 10) } }.run(depth: 3)
        #expect(exploration.stateCount == 4)
        #expect(exploration.limit == .depth(3))
        #expect(!exploration.isComplete)
    }

    @Test func theStateLimitStopsTheSearchAndSaysSo() {
        let exploration = Explorer { WithStapel { Menu(path: "", remaining: 5) } }.run(depth: 10, maxStates: 20)
        #expect(exploration.stateCount == 20)
        #expect(exploration.limit == .states(20))
    }

    @Test func aSheetThatPresentsItselfGrowsWithoutBoundFoundOnce() throws {
        let exploration = Explorer { WithStapel { SelfPresenting() } }.run(depth: 6)
        #expect(exploration.limit == .depth(6))
        let growth = exploration.findings.filter { $0.title == "unbounded growth" }
        try #require(growth.count == 1)
        #expect(growth[0].kind == .unboundedGrowth(cycle: [.tap("Open")], from: .init(depth: 0, layers: 0), to: .init(depth: 0, layers: 2)))
        #expect(growth[0].path == [.tap("Open"), .tap("Open")])
    }

    /// Screens in a ring, each pushing the next on a pusher of its own: the stack grows with
    /// every lap.
    struct Ring: View {
        let index: Int
        let length: Int
        var body: some View {
            WithPusher {
                Text("Ring \(index)")
                StackNavigationLink("Next \(index)") { Ring(index: (index + 1) % length, length: length) }
            }
        }
    }

    /// A cycle of six moves is found at depth 8: once met, it is played a second time at once,
    /// where the search alone would need depth 12 to see it twice.
    @Test func aLongCycleIsFoundOnceTheSearchMeetsIt() throws {
        let exploration = Explorer { WithStapel { Ring(index: 0, length: 6) } }.run(depth: 8)
        let growth = exploration.findings.filter { $0.title == "unbounded growth" }
        try #require(growth.count == 1)
        let lap = (0..<6).map { ExplorationMove.tap("Next \($0)") }
        #expect(growth[0].kind == .unboundedGrowth(cycle: lap, from: .init(depth: 0, layers: 0), to: .init(depth: 12, layers: 0)))
        #expect(growth[0].path == lap + lap)
    }

    /// The search meets a two-screen ring first from its first screen and then, a level deeper,
    /// from its second: one cycle, one finding.
    @Test func everyRotationOfACycleIsOneFinding() {
        let exploration = Explorer { WithStapel { Ring(index: 0, length: 2) } }.run(depth: 8)
        #expect(exploration.findings.filter { $0.title == "unbounded growth" }.count == 1)
        #expect(ExplorationSearch.canonicalRotation(of: ["b", "c", "a"]) == ["a", "b", "c"])
    }

    /// A finding's id names what it is about, not how the search reached it: a cycle's id is
    /// the same whatever rotation, and two kinds about one label differ.
    @Test func aFindingsIdIsStableAndIgnoresThePathAndTheRotation() {
        let size = ExplorationFinding.StackSize(depth: 0, layers: 0)
        let cycle = ExplorationFinding(.unboundedGrowth(cycle: [.tap("A"), .tap("B")], from: size, to: size), path: [.tap("A")])
        let rotated = ExplorationFinding(.unboundedGrowth(cycle: [.tap("B"), .tap("A")], from: size, to: size), path: [.tap("B"), .back])
        #expect(cycle.id == rotated.id && cycle.id.count == 16)
        #expect(
            ExplorationFinding(.duplicateIDRefused(label: "Go"), path: []).id
                != ExplorationFinding(.ambiguousTap(label: "Go", count: 2), path: []).id)
    }

    @Test func aScreenThatLooksLikeTheOneBelowOnceIsNoGrowth() {
        // The pushed screen shows what the root shows, but its link ends the chain.
        let exploration = Explorer {
            WithStapel { StackNavigationLink("Open") { WithPusher { StackNavigationLink("Open") { Text("End") } } } }
        }.run()
        #expect(exploration.stateCount == 3)
        #expect(exploration.findings.isEmpty)
    }

    @Test func aChainHasNoGrowth() {
        let exploration = Explorer { WithStapel { Chain(index: 0, count: 8) } }.run(depth: 4)
        #expect(!exploration.findings.contains { $0.title == "unbounded growth" })
    }

    @Test func pushingAgainAfterBackReachesTheSameStateThoughPusherNumbersDiffer() throws {
        let stack = Stack()
        let host = ViewHost(WithStapel { Chain(index: 0, count: 3) }.environmentObject(stack))
        try host.tap("Next")
        let pushed = host.stateFingerprint
        host.back()
        try host.tap("Next")
        #expect(host.render().contains("pusher: 3"))
        #expect(host.stateFingerprint == pushed)
        try host.tap("Next")
        #expect(host.stateFingerprint != pushed)
    }

    /// Presents `count` sheets, each from the last, through the stack.
    func hostWithSheets(_ count: Int) -> (ViewHost, Stack) {
        let stack = Stack()
        let host = ViewHost(WithStapel { Text("Home") }.environmentObject(stack))
        for number in 0..<count { stack.present(.sheet, AnyView(Text("Sheet \(number)"))) }
        return (host, stack)
    }

    /// The active pusher moves to each new layer's root without a render of the one it leaves:
    /// the stack tells the host, and the kept fingerprint follows at a cost that does not grow
    /// with the layers.
    @Test func theFingerprintFollowsTheActivePusherAcrossLayersAtAFlatCost() {
        var costs: [Int] = []
        for depth in [10, 100] {
            let (host, stack) = hostWithSheets(depth)
            _ = host.stateFingerprint
            let before = host.graph.treeFingerprint.termsMade
            stack.present(.sheet, AnyView(Text("Sheet \(depth)")))
            #expect(host.render().contains("[active]"))
            #expect(host.stateFingerprint == hostWithSheets(depth + 1).0.stateFingerprint)
            costs.append(host.graph.treeFingerprint.termsMade - before)
            stack.dismiss()
            #expect(host.stateFingerprint == hostWithSheets(depth).0.stateFingerprint)
        }
        #expect(costs[0] == costs[1], "terms made for one more sheet at 10 and 100 layers: \(costs)")
    }

    /// Each push registers the new screen's pusher under a new number, so a new annotation key:
    /// those of views that left are dropped, and a long search keeps no more than the tree.
    @Test func annotationKeysDoNotPileUpOverManyPushes() throws {
        let stack = Stack()
        let host = ViewHost(WithStapel { Chain(index: 0, count: 3) }.environmentObject(stack))
        _ = host.stateFingerprint
        for _ in 0..<200 {
            try host.tap("Next")
            _ = host.stateFingerprint
            host.back()
            _ = host.stateFingerprint
        }
        try host.tap("Next")
        #expect(host.render().contains("pusher: 202"), "a new number at each push")
        #expect(host.graph.treeFingerprint.annotationKeyCount <= 3)
    }
}
