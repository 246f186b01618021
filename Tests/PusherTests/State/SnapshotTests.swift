import Foundation
import Testing
import ViewTree

@testable import Pusher

/// Snapshots and restores: the round trip through JSON is the identity, a restore shows what
/// was saved (Stapel-style pushers included, at any depth), and a snapshot that cannot be
/// restored changes nothing.
@MainActor
@Suite struct SnapshotTests {
    /// A screen that saves itself by number, and declares a pusher of its own when `nests`.
    struct Screen: View, RestorableView {
        let number: Int
        let nests: Bool

        var body: some View {
            Text("s\(number)")
            if nests {
                WithPusher { Text("inside s\(number)") }
            }
        }

        var restorationKey: String { "\(number)\(nests ? "+" : "")" }

        static func restore(_ key: String) -> AnyView? {
            let nests = key.hasSuffix("+")
            return Int(key.dropLast(nests ? 1 : 0)).map { AnyView(Screen(number: $0, nests: nests)) }
        }
    }

    func app(_ stack: Stack) -> ViewHost {
        stack.restorer = Screen.restore
        return ViewHost(WithStapel { Text("Home") }.environmentObject(stack), recordsJournal: true)
    }

    /// The tree as printed, without pusher numbers: a restore registers new ones.
    func tree(_ host: ViewHost) -> String {
        host.render().replacing(/\ pusher: \d+/, with: "")
    }

    func jsonRoundTrip(_ snapshot: NavigationSnapshot) throws -> NavigationSnapshot {
        try JSONDecoder().decode(NavigationSnapshot.self, from: try JSONEncoder().encode(snapshot))
    }

    /// Random pushes (some with ids, contexts and their own pushers), presentations, pops,
    /// contexts and results, reproducibly from `seed`; the host renders after each, as it
    /// would between a user's taps.
    func walk(_ stack: Stack, _ host: ViewHost, seed: UInt64, steps: Int) {
        var random = StackPerformModelTests.Random(state: seed)
        for number in 1...steps {
            switch random.next(8) {
            case 0, 1, 2:
                let id: ScreenID? = random.next(2) == 0 ? ScreenID("id\(number)") : nil
                let context: PushContext = random.next(3) == 0 ? ["n": .number(Double(number))] : [:]
                stack.push(view: AnyView(Screen(number: number, nests: random.next(2) == 0)), id: id, context: context)
            case 3:
                stack.present(random.next(2) == 0 ? .sheet : .fullScreenCover, AnyView(Screen(number: number, nests: false)), tag: ScreenID(number))
            case 4: stack.pop()
            case 5: stack.pop(returning: .number(Double(number)))
            case 6: stack.setContext(["dirty": .bool(random.next(2) == 0)], of: stack.visibleScreen)
            default: if random.next(3) == 0 { stack.dismiss() }
            }
            host.flush()
        }
    }

    @Test(arguments: 0..<40)
    func aRestoreThroughJSONShowsWhatWasSaved(seed: Int) throws {
        let stack = Stack()
        let host = app(stack)
        walk(stack, host, seed: UInt64(seed), steps: 16)
        let saved = stack.snapshot()
        let before = tree(host)
        #expect(try jsonRoundTrip(saved) == saved)

        let fresh = Stack()
        let freshHost = app(fresh)
        let outcome = fresh.restore(try jsonRoundTrip(saved))
        #expect(outcome.kind == .restored, "\(outcome)")
        #expect(fresh.snapshot() == saved, "snapshot → JSON → restore → snapshot is the identity")
        #expect(tree(freshHost) == before, "seed \(seed)")
        #expect(fresh.stateDescription == stack.stateDescription)

        // Restoring over a changed state of the same stack gives the same again.
        stack.dismissAll()
        stack.popToRoot()
        stack.push(view: AnyView(Screen(number: 99, nests: false)))
        #expect(stack.restore(saved).kind == .restored)
        #expect(stack.snapshot() == saved)
        #expect(tree(host) == before)
    }

    /// A card that shows what it was pushed with, saved under one key for every card.
    struct Card: View, RestorableView {
        let name: String
        var body: some View { Text("Card \(name)") }
        var restorationKey: String { "card" }
    }

    /// A stack whose contextual restorer makes a card of the name it was shown with, and a host
    /// of it.
    private func cardApp() -> (Stack, ViewHost) {
        let stack = Stack()
        stack.contextualRestorer = { key, context in
            guard key == "card", case .string(let name)? = context["name"] else { return nil }
            return AnyView(Card(name: name))
        }
        return (stack, ViewHost(WithStapel { Text("Home") }.environmentObject(stack)))
    }

    /// Saves the state of `stack`, pops to the root and restores it: expects the tree to print as
    /// it did. Returns the snapshot.
    @discardableResult
    private func expectRestoreBringsBack(_ stack: Stack, in host: ViewHost, sourceLocation: SourceLocation = #_sourceLocation)
        -> NavigationSnapshot
    {
        let saved = stack.snapshot()
        let before = tree(host)
        stack.popToRoot()
        host.flush()
        #expect(stack.restore(saved).kind == .restored, sourceLocation: sourceLocation)
        host.flush()
        #expect(tree(host) == before, sourceLocation: sourceLocation)
        return saved
    }

    @Test func aContextualRestorerRebuildsEachScreenFromWhatItWasPushedWith() throws {
        let (stack, host) = cardApp()
        // Set, it is preferred to the plain restorer.
        stack.restorer = { _ in AnyView(Text("not this one")) }
        for name in ["Eevee", "Mew"] {
            stack.push(view: AnyView(Card(name: name)), context: ["name": .string(name)])
            host.flush()
        }
        let saved = expectRestoreBringsBack(stack, in: host)
        #expect(host.isVisible("Card Mew"))

        // Without it, the key alone must do: this restorer knows no context.
        stack.contextualRestorer = nil
        stack.restorer = { key in key == "card" ? AnyView(Card(name: "?")) : nil }
        stack.popToRoot()
        #expect(stack.restore(saved).kind == .restored)
        host.flush()
        #expect(host.isVisible("Card ?"))
    }

    @Test func screensSetOrPushedTogetherAreSavedWithTheContextTheyWereShownWith() throws {
        let (stack, host) = cardApp()
        let mew = NavigationRequest<AnyView>.Screen(view: AnyView(Card(name: "Mew")), id: "mew")
        #expect(stack.setScreens([mew], context: ["name": .string("Mew")]).kind == .screensSet)
        host.flush()
        let saved = expectRestoreBringsBack(stack, in: host)
        #expect(saved.layers.first?.screens.map(\.context) == [["name": .string("Mew")]])
        #expect(host.isVisible("Card Mew"))

        // Pushed together, every screen of the chain keeps it; removing the first keeps the
        // second's.
        let screens = ["a", "b"].map { NavigationRequest<AnyView>.Screen(view: AnyView(Card(name: "Eevee")), id: ScreenID($0)) }
        stack.popToRoot()
        _ = stack.perform(.pushScreens(screens, context: ["name": .string("Eevee")]))
        host.flush()
        #expect(stack.snapshot().layers.first?.screens.map(\.context) == [["name": .string("Eevee")], ["name": .string("Eevee")]])
        _ = stack.perform(.remove("a"))
        host.flush()
        #expect(stack.snapshot().layers.first?.screens.map(\.context) == [["name": .string("Eevee")]])
    }

    @Test func stapelPushersThatRegisterOnAppearRestoreAtAnyDepth() {
        let stack = Stack()
        let host = app(stack)
        for number in 1...30 {
            stack.push(view: AnyView(Screen(number: number, nests: true)))
            host.flush()  // its pusher registers as it appears, before the next push
        }
        let saved = stack.snapshot()
        let before = tree(host)
        #expect(stack.depth == 30)
        stack.popToRoot()
        #expect(stack.restore(saved).kind == .restored)
        #expect(stack.depth == 30)
        #expect(tree(host) == before, "each screen's own pusher shows the next, as before")
        #expect(host.visibleTexts == ["s30", "inside s30"])
    }

    /// Where no screen declares a pusher, the stack made one inside each screen but the last;
    /// a restore makes it as it shows the screen, so each screen's content mounts once (made
    /// after the screen rendered, it wrapped the content, which mounted again: two mounts of
    /// "s1" without the mark). A snapshot without the mark, as one written before it, restores
    /// the same tree.
    @Test func aScreenInAPusherTheStackMadeIsRestoredWithoutMountingTheOneBelowTwice() throws {
        let stack = Stack()
        let host = app(stack)
        stack.perform(.pushScreens((1...3).map { .init(view: AnyView(Screen(number: $0, nests: false))) }))
        host.flush()
        let saved = stack.snapshot()
        let before = tree(host)
        #expect(saved.layers[0].screens.map(\.inStackPusher) == [nil, true, true])
        #expect(try jsonRoundTrip(saved) == saved)
        var unmarked = saved
        for index in unmarked.layers[0].screens.indices { unmarked.layers[0].screens[index].inStackPusher = nil }
        for snapshot in [saved, unmarked] {
            stack.popToRoot()
            host.flush()
            host.clearJournal()
            #expect(stack.restore(snapshot).kind == .restored)
            #expect(tree(host) == before)
            if snapshot == saved {
                let mounts = host.journal.map(\.description).filter { $0 == #"mount Text "s1""# }
                #expect(mounts.count == 1, "\(host.journal.map(\.description))")
            }
        }
    }

    /// Screens in pushers the stack made are restored in one pass, as a push of them all shows
    /// them: the pusher the stack makes in a screen has the next screen before anything renders.
    /// What a restore renders beyond such a push (the pushers it tells to look again) does not
    /// grow with the screens; shown a pass each, every such pusher rendered first with nothing
    /// in it, then again (43 renders more than the push for 20 screens, 23 for 10).
    @Test func screensInPushersTheStackMadeAreRestoredInOnePass() {
        func rendersBeyondAPush(ofScreens count: Int) -> Int {
            let stack = Stack()
            let host = app(stack)
            let start = host.renderCount
            stack.perform(.pushScreens((1...count).map { .init(view: AnyView(Screen(number: $0, nests: false))) }))
            host.flush()
            let pushRenders = host.renderCount - start
            let saved = stack.snapshot()
            let before = tree(host)
            stack.popToRoot()
            host.flush()
            let restoreStart = host.renderCount
            #expect(stack.restore(saved).kind == .restored)
            host.flush()
            #expect(tree(host) == before)
            return host.renderCount - restoreStart - pushRenders
        }
        #expect(rendersBeyondAPush(ofScreens: 20) == rendersBeyondAPush(ofScreens: 10))
    }

    /// Screens pushed as one: the covered screen never appeared, so the pusher it declares
    /// never registered and the screen above went to the pusher the stack made. A restore shows
    /// the same: settled on its own, the covered screen appeared, its pusher registered, and
    /// the screen above went into that one instead (a tree unlike the one saved).
    @Test func aRestoreKeepsAScreenInThePusherTheStackMadeWhereTheOneBelowDeclaresOne() throws {
        let stack = Stack()
        let host = app(stack)
        stack.perform(.pushScreens([.init(view: AnyView(Screen(number: 1, nests: true))), .init(view: AnyView(Screen(number: 2, nests: false)))]))
        host.flush()
        let saved = stack.snapshot()
        let before = tree(host)
        #expect(saved.layers[0].screens.map(\.inStackPusher) == [nil, true])
        stack.popToRoot()
        host.flush()
        #expect(stack.restore(saved).kind == .restored)
        #expect(tree(host) == before)
        #expect(stack.snapshot() == saved)
    }

    @Test func withNoPusherInsideAScreenTheStackMakesOne() {
        let stack = AnyStack<String>()
        stack.register(pusher: 1)
        var snapshot = NavigationSnapshot(layers: [.init(screens: [.init(key: "a"), .init(key: "b")])])
        stack.routes = RouteTable()
        let invalid = RestoreError(path: "layers[0].screens[0]", reason: #"no view for key "a""#)
        #expect(stack.apply(.restore(snapshot)).outcome == .unchanged(.invalidSnapshot(invalid)))
        stack.withState { $0.restorer = { $0.uppercased() } }
        #expect(stack.apply(.restore(snapshot)).outcome.kind == .restored)
        #expect(stack.depth == 2 && stack.screens.map { stack.pusher($0.pusher.id)?.content } == ["A", "B"])
        snapshot.version = 2
        #expect(stack.apply(.restore(snapshot)).outcome.kind == .invalidSnapshot)
    }

    @Test func aSnapshotThatCannotBeRestoredChangesNothing() throws {
        let stack = Stack()
        let host = app(stack)
        stack.push(view: AnyView(Screen(number: 1, nests: false)), id: "kept")
        host.flush()
        host.clearJournal()
        let state = stack.stateDescription
        let cases: [(NavigationSnapshot, String)] = [
            (NavigationSnapshot(layers: [.init(screens: [.init(key: "nope")])]), #"at layers[0].screens[0]: no view for key "nope""#),
            (
                NavigationSnapshot(layers: [.init(screens: [.init(route: "/missing")])]),
                #"at layers[0].screens[0]: unknown route: no route matches "/missing" at segment 1 "missing""#
            ),
            (
                NavigationSnapshot(layers: [.init(screens: [.init(key: "1", pusher: "ghost")])]),
                #"at layers[0].screens[0].pusher: no pusher named "ghost""#
            ),
            (NavigationSnapshot(layers: [.init(), .init(style: .sheet)]), "at layers[1].key: no key to rebuild the layer's content from"),
            (NavigationSnapshot(layers: []), "at layers[0]: no layers: the first is the stack's own"),
            (
                {
                    var old = NavigationSnapshot(layers: [.init()])
                    old.version = 0
                    return old
                }(), "at version: version 0 is not 1, the version this library reads"
            ),
            (NavigationSnapshot(layers: [.init(screens: [.init()])]), "at layers[0].screens[0]: no key or route to rebuild the screen from"),
        ]
        for (snapshot, message) in cases {
            let outcome = stack.restore(snapshot)
            #expect(outcome.description == "invalid snapshot: \(message): nothing restored")
            #expect(outcome.kind == .invalidSnapshot)
        }
        #expect(stack.stateDescription == state)
        #expect(host.journal.isEmpty, "no view mounted, appeared or left")
    }

    @Test func aGuardedScreenVetoesTheRestoreThatWouldRemoveIt() throws {
        let stack = Stack()
        let host = app(stack)
        let saved = stack.snapshot()
        stack.push(view: AnyView(LeaveGuard(.rule(.has("dirty")))), id: "editor")
        stack.setContext(["dirty": true], of: stack.visibleScreen)
        #expect(stack.restore(saved).kind == .vetoed)
        #expect(stack.stateDescription == #"root > "editor""#)
        #expect(stack.overridingGuards { stack.restore(saved) }.kind == .restored)
        #expect(stack.depth == 0 && host.visibleTexts == ["Home"])
    }

    @Test func routesRebuildOpenedScreensAndTheSnapshotPrintsAsData() throws {
        let stack = Stack()
        var routes = RouteTable<AnyView>()
        routes.add("/a") { _ in AnyView(Text("A")) }
        routes.add("/a/:id") { AnyView(Text("A \($0.parameters["id"] ?? .null)")) }
        stack.routes = routes
        let host = app(stack)
        stack.open("/a/7")
        let saved = stack.snapshot()
        #expect(saved.layers.first?.screens.map(\.route) == ["/a", "/a/7"])
        stack.popToRoot()
        #expect(stack.restore(saved).kind == .restored)
        #expect(host.visibleTexts == ["A 7"])
        let json = String(decoding: try JSONEncoder().encode(saved), as: UTF8.self)
        #expect(!json.contains("pusher\":1"), "no pusher number is saved")
    }
}
