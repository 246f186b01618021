import Testing
import ViewTree

@testable import Pusher

/// Editing the stack as data: pushing several screens as one, replacing the root, removing a
/// screen from the middle; first on `AnyStack` with no view tree, then on a live host.
@MainActor
@Suite struct StackEditingTests {
    /// A registry with a root pusher named "root" whose screens nest the next, with `ids` pushed
    /// in order.
    func registry(_ ids: [ScreenID?], rules: NavigationRules = NavigationRules(nesting: .everyScreen)) -> AnyStack<String> {
        ScreenNavigationTests().stack(ids, rules: rules)
    }

    func screens(_ ids: ScreenID...) -> [NavigationRequest<String>.Screen] {
        ids.map { .init(view: "view \($0)", id: $0) }
    }

    // MARK: Pushing as one

    @Test func pushingSeveralAsOneNestsThemOnTheActivePusher() {
        let stack = registry(["a"])
        let outcome = stack.apply(.pushScreens(screens("b", "c"), context: [:])).outcome
        guard case .screensPushed(let to, let count, let replaced, let popped) = outcome else {
            Issue.record("expected screens pushed, got \(outcome)")
            return
        }
        #expect(count == 2 && !replaced && popped.isEmpty)
        #expect(to.id == 2, "the active pusher is the one the stack made for screen a")
        #expect(stack.stateDescription == #"root > "a" > "b" > "c""#)
        #expect(outcome.description == "pushed 2 screens as one to pusher 2")
        #expect(outcome.kind == .pushed)
    }

    @Test func pushingAsOneFollowsThePredicateTheTargetAndTheDuplicateRule() {
        let stack = AnyStack<String>(rules: NavigationRules(duplicateIDs: .reject))
        stack.register(pusher: 1, name: "main", evaluate: .rule(.has("ok")))
        #expect(stack.apply(.pushScreens(screens("a"), context: [:])).outcome.kind == .rejected)
        #expect(stack.apply(.pushScreens(screens("a", "a"), context: ["ok": true])).outcome == .unchanged(.duplicateID("a")))
        #expect(
            stack.apply(.pushScreens(screens("a"), context: ["ok": true], target: "elsewhere")).outcome == .unchanged(.unknownTarget("elsewhere")))
        #expect(stack.apply(.pushScreens([], context: ["ok": true])).outcome == .unchanged(.nothingRequested))
        #expect(stack.depth == 0, "nothing refused changed anything")
        #expect(stack.apply(.pushScreens(screens("a", "b"), context: ["ok": true], target: "main")).outcome.kind == .pushed)
        #expect(stack.depth == 2)
    }

    @Test func pushingAsOneRejectsAnIDAScreenBelowAlreadyHas() {
        let stack = registry(["a"], rules: NavigationRules(duplicateIDs: .reject, nesting: .everyScreen))
        #expect(stack.apply(.pushScreens(screens("b", "a"))).outcome == .unchanged(.duplicateID("a")))
        #expect(stack.stateDescription == #"root > "a""#)
    }

    // MARK: Replacing the root

    @Test func replacingTheRootRemovesEveryPushedScreen() {
        let stack = registry(["a", "b"])
        let outcome = stack.apply(.replaceRoot(.init(view: "home", id: "home"))).outcome
        #expect(outcome == .rootReplaced(PusherInfo(id: 1, name: "root"), removed: [2, 3]))
        #expect(outcome.description == #"replaced the root of pusher 1 "root", removing pusher 2, pusher 3"#)
        #expect(stack.depth == 0)
        #expect(stack.stateDescription == #"root "home""#)
        #expect(AnyStack<String>().apply(.replaceRoot(.init(view: "x"))).outcome == .unchanged(.noPusher))
    }

    @Test func replacingTheRootActsOnTheTopLayer() {
        let stack = registry(["a"])
        stack.apply(.present(style: .sheet, view: "sheet", tag: "s"))
        stack.apply(.push(view: "in sheet", id: "x"))
        stack.apply(.replaceRoot(.init(view: "new", id: "n")))
        #expect(stack.stateDescription == #"root > "a" | sheet "s": root "n""#)
    }

    // MARK: Removing from the middle

    @Test func removingAScreenKeepsTheScreensAboveOneLevelLower() {
        let stack = registry(["a", "b", "c", "d"])
        let outcome = stack.apply(.remove("b")).outcome
        guard case .removed(let id, let from, _, let kept) = outcome else {
            Issue.record("expected removed, got \(outcome)")
            return
        }
        #expect(id == "b" && kept == 2)
        #expect(from.id == 2, "screen b was shown by the pusher of screen a, which now shows c")
        #expect(stack.stateDescription == #"root > "a" > "c" > "d""#)
        #expect(stack.content(ofScreen: "c") == "screen 3" && stack.content(ofScreen: "d") == "screen 4")
        #expect(outcome.description == #"removed screen "b" from pusher 2, keeping 2 screens above"#)
    }

    @Test func removingTheTopOrAnUnknownScreen() {
        let stack = registry(["a", "b"])
        #expect(stack.apply(.remove("zz")).outcome == .unchanged(.unknownID("zz")))
        #expect(stack.apply(.remove("b")).outcome.kind == .removed)
        #expect(stack.stateDescription == #"root > "a""#)
        #expect(stack.apply(.remove("a")).outcome.kind == .removed)
        #expect(stack.depth == 0)
    }

    @Test func theNewRequestsPrintAsAScenarioWritesThem() {
        let screens: [NavigationRequest<String>.Screen] = [.init(view: "A", id: "a"), .init(view: "B")]
        #expect(NavigationRequest<String>.pushScreens(screens, context: ["k": 1]).description == #"push "A" as "a", "B" with k: 1 as one"#)
        #expect(NavigationRequest<String>.replaceRoot(.init(view: "Home", id: 1)).description == #"replace root "Home" as 1"#)
        #expect(NavigationRequest<String>.remove("b").description == #"remove "b""#)
    }

    // MARK: On a live host

    @Test func aReplacedRootShowsInTheTreeAndStaysTheRoot() {
        let stack = Stack()
        let host = ViewHost(WithStapel { Text("Declared") }.environmentObject(stack))
        stack.push(view: AnyView(Text("Pushed")))
        #expect(host.visibleTexts == ["Pushed"])
        #expect(stack.perform(.replaceRoot(.init(view: AnyView(Text("New root")), id: "home"))).kind == .rootReplaced)
        #expect(host.visibleTexts == ["New root"])
        #expect(!host.contains("Declared"))
        #expect(host.back() == .nothingToGoBackTo)
        stack.push(view: AnyView(Text("Again")))
        #expect(host.visibleTexts == ["Again"])
        #expect(host.back() == .popped(screen: 1))
        #expect(host.visibleTexts == ["New root"])
        #expect(stack.stateDescription == #"root "home""#)
    }

    @Test func aRootReplacedTwiceIsANewScreenEachTime() {
        let stack = Stack()
        let host = ViewHost(WithStapel { Text("Declared") }.environmentObject(stack), recordsJournal: true)
        stack.perform(.replaceRoot(.init(view: AnyView(Text("Root")))))
        host.flush()
        host.clearJournal()
        stack.perform(.replaceRoot(.init(view: AnyView(Text("Root")))))
        host.flush()
        let texts = host.journal.map(\.description).filter { $0.contains("Text") }
        #expect(texts.contains(#"unmount Text "Root""#) && texts.contains(#"mount Text "Root""#))
    }

    /// A pusher view lays its parts out by hand (`PusherContent`), under either rule for
    /// covered screens: a replaced root mounts anew, even one equal to what it replaces, and
    /// the hidden link keeps its node through the change.
    @Test(arguments: [NavigationRules(), NavigationRules(coveredScreens: .unmount)])
    func replacingTheRootMountsItAndKeepsTheLink(rules: NavigationRules) {
        let stack = Stack(rules: rules)
        let host = ViewHost(WithStapel { Text("Declared") }.environmentObject(stack), recordsJournal: true)
        host.clearJournal()
        stack.perform(.replaceRoot(.init(view: AnyView(Text("Declared")))))
        host.flush()
        let lines = host.journal.map(\.description)
        #expect(lines.contains(#"unmount Text "Declared""#) && lines.contains(#"mount Text "Declared""#))
        #expect(!lines.contains { $0.contains("NavigationLink") && $0.contains("mount") })
        #expect(host.visibleTexts == ["Declared"])
    }

    @Test func removingFromTheMiddleOnAHostShowsTheScreensAbove() {
        let stack = Stack(rules: NavigationRules(nesting: .everyScreen))
        let host = ViewHost(WithStapel { Text("Home") }.environmentObject(stack))
        stack.perform(.pushScreens(["A", "B", "C"].map { .init(view: AnyView(Text($0)), id: ScreenID($0)) }))
        #expect(host.visibleTexts == ["C"])
        #expect(host.contains("A") && host.contains("B"), "the screens between are mounted but covered")
        stack.perform(.remove("B"))
        #expect(host.visibleTexts == ["C"])
        #expect(!host.contains("B"))
        #expect(host.back() == .popped(screen: 2))
        #expect(host.visibleTexts == ["A"])
    }
}
