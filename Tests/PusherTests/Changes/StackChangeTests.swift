import Testing
import ViewTree

@testable import Pusher

/// `apply` is the one door: every request gives the same outcome and the same state through
/// its named method as through `apply`, and the change it returns says what changed.
@MainActor
@Suite struct StackChangeTests {
    /// The named method of `request` on `AnyStack`, or `nil` where `apply` is its only door. An
    /// exhaustive switch: a new request case does not compile until it is listed here.
    static func namedMethod(of request: NavigationRequest<String>) -> ((AnyStack<String>) -> NavigationOutcome)? {
        switch request {
        case .push(let view, let id, let context, let target, nil): { $0.push(view: view, id: id, context: context, to: target) }
        // A push from a screen (a view's trigger) has no named method.
        case .push: nil
        case .setScreens(let screens, let context): { $0.setScreens(screens, context: context) }
        case .pushScreens, .replaceRoot, .remove, .open, .restore, .popWithResult: nil
        case .pop(let target):
            switch target {
            case .previous: { $0.pop() }
            case .root: { $0.popToRoot() }
            case .to(let id): { $0.pop(to: id) }
            case .from(let id): { $0.pop(from: id) }
            case .last(let count): { $0.popLast(count) }
            case .after(let index): { $0.popAfter(index: index) }
            case .pusher(let id): { $0.pop(pusher: id) }
            }
        case .present(let style, let view, let tag): { $0.present(style, view, tag: tag) }
        case .dismiss(let target):
            switch target {
            case .top: { $0.dismiss() }
            case .all: { $0.dismissAll() }
            case .to(let tag): { $0.dismiss(to: tag) }
            case .from(let tag): { $0.dismiss(from: tag) }
            case .last(let count): { $0.dismissLast(count) }
            case .level: { $0.dismiss(target) }
            }
        case .hide(let name): { $0.hide(name) }
        }
    }

    /// Every request case, with every pop and dismissal target, some that go ahead and some
    /// that cannot.
    static let requests: [NavigationRequest<String>] = [
        .push(view: "d", id: "d"), .push(view: "d", id: "a"), .push(view: "d", target: "root"), .push(view: "d", target: "nobody"),
        .push(view: "d", context: ["ok": false]),
        .setScreens([.init(view: "x", id: "x"), .init(view: "y")]), .setScreens([]),
        .setScreens([.init(view: "x", id: "x"), .init(view: "x", id: "x")]),
        .pushScreens([.init(view: "p"), .init(view: "q", id: "q")]), .pushScreens([]),
        .replaceRoot(.init(view: "home", id: "home")), .remove("b"), .remove("missing"), .open("/x"), .open("/nowhere"),
        .pop(.previous), .pop(.root), .pop(.to("a")), .pop(.to("c")), .pop(.to("missing")), .pop(.from("b")), .pop(.last(2)), .pop(.last(0)),
        .pop(.last(-1)), .pop(.after(index: 1)), .pop(.after(index: 9)), .pop(.pusher(PusherID(2))), .pop(.pusher(PusherID(99))),
        .popWithResult(["picked": 1]),
        .present(style: .sheet, view: "s", tag: "s"), .present(style: .fullScreenCover, view: "f"),
        .dismiss(.top), .dismiss(.all), .dismiss(.to("s")), .dismiss(.from("s")), .dismiss(.last(1)), .dismiss(.last(-1)), .dismiss(.level(1)),
        .hide("root"), .hide("nobody"),
    ]

    /// A stack with screens "a", "b", "c" (the first pushed by "root"), a result "c" returned
    /// to "b" after a fourth screen popped, and with `sheet` a sheet tagged "s" on top holding one
    /// pushed screen.
    static func fixture(sheet: Bool) -> AnyStack<String> {
        let stack = AnyStack<String>(rules: NavigationRules(nesting: .everyScreen))
        stack.register(pusher: 1, name: "root", evaluate: PushPredicate { $0["ok"] != false })
        stack.routes.add("/x") { _ in "routed" }
        for id in ["a", "b", "c", "d"] { stack.apply(.push(view: id, id: ScreenID(id))) }
        stack.apply(.popWithResult("from d"))
        if sheet {
            stack.apply(.present(style: .sheet, view: "s", tag: "s"))
            stack.apply(.push(view: "in sheet", id: "x"))
        }
        return stack
    }

    /// What a test compares of two stacks: every layer and screen, and the results kept.
    static func state(of stack: AnyStack<String>) -> String {
        let results = stack.withState { state in state.results.map { "\($0.key): \($0.value)" }.sorted() }
        return stack.stateDescription + " results: \(results)"
    }

    @Test(arguments: [false, true])
    func everyRequestGivesTheSameThroughItsNamedMethodAsThroughApply(sheet: Bool) {
        var named = 0
        for request in Self.requests {
            guard let method = Self.namedMethod(of: request) else { continue }
            named += 1
            let byRequest = Self.fixture(sheet: sheet)
            let byName = Self.fixture(sheet: sheet)
            let change = byRequest.apply(request)
            #expect(change.outcome == method(byName), "\(request)")
            #expect(Self.state(of: byRequest) == Self.state(of: byName), "\(request)")
            byRequest.checkInvariants()
            byName.checkInvariants()
        }
        #expect(named == 32)
    }

    /// The defect this door fixed: a named pop skipped the clean-up of results `apply` does, so
    /// a result outlived the screen it was returned to.
    @Test func aNamedPopDropsTheResultsOfTheScreensItRemoves() {
        let stack = Self.fixture(sheet: false)
        #expect(stack.withState { $0.results.count } == 1)
        stack.popToRoot()
        #expect(stack.withState { $0.results.isEmpty })
    }

    @Test func aChangeSaysWhatChanged() {
        let stack = AnyStack<String>(rules: NavigationRules(nesting: .everyScreen))
        stack.register(pusher: 1)
        let pushed = stack.apply(.push(view: "a"))
        #expect(pushed.status == .applied && pushed.receiver?.id == PusherID(1))
        #expect(pushed.activeBefore == PusherID(1) && pushed.activeAfter == PusherID(2), "the new screen's own pusher")
        stack.apply(.push(view: "b"))
        let presented = stack.apply(.present(style: .sheet, view: "s", tag: "s"))
        #expect(presented.presented?.tag == "s" && presented.layerCountBefore == 0 && presented.layerCountAfter == 1)
        let dismissed = stack.apply(.dismiss(.all))
        #expect(dismissed.dismissed.map(\.tag) == ["s"] && dismissed.layerCountAfter == 0)
        let popped = stack.apply(.pop(.root))
        #expect(popped.emptied?.id == PusherID(1) && popped.removed == [PusherID(2), PusherID(3)])
        var changed: [PusherID] = []
        popped.forEachChangedPusher { changed.append($0) }
        #expect(changed == [PusherID(1), PusherID(2), PusherID(3)])
        let refused = stack.apply(.pop(.previous))
        #expect(refused.status == .refused && !refused.didChange && refused.outcome.kind == .nothingToPop)
        #expect(refused.activeBefore == refused.activeAfter)
        #expect(refused.description == "pop → nothing to pop: the top layer shows its root screen")
    }

    /// The screens that appear and disappear: the visible screen on each side of every request
    /// case, from the fixture with and without a sheet, equals the stack's own answer before
    /// and after; the top screen found from the end equals the last of the top layer's list.
    @Test(arguments: [false, true], NavigationRules.Containers.allCases)
    func aChangeSaysWhichScreenAppearedAndWhichDisappeared(sheet: Bool, containers: NavigationRules.Containers) {
        for request in Self.requests {
            let stack = Self.fixture(sheet: sheet)
            stack.withState { $0.registry.rules.containers = containers }
            let before = stack.visibleScreen
            let change = stack.apply(request)
            #expect(change.visibleBefore == before, "\(request)")
            #expect(change.visibleAfter == stack.visibleScreen, "\(request)")
            #expect((change.appeared, change.disappeared) == (before == stack.visibleScreen ? (nil, nil) : (stack.visibleScreen, before)))
            stack.withState { state in
                #expect(state.registry.topScreenIndex == state.registry.screenIndices().last, "\(request)")
            }
        }
        let stack = AnyStack<String>()
        stack.register(pusher: 1)
        let pushed = stack.apply(.push(view: "detail", id: "detail"))
        #expect(pushed.appeared == ScreenKey(pusher: 1, number: 1) && pushed.disappeared == .baseRoot)
        let refused = stack.apply(.pop(.to("missing")))
        #expect(refused.appeared == nil && refused.disappeared == nil)
        let popped = stack.apply(.pop(.previous))
        #expect(popped.appeared == .baseRoot && popped.disappeared == ScreenKey(pusher: 1, number: 1))
    }

    /// `Stack`'s named methods, including those `AnyStack` has none of, are its door too.
    @Test func theViewStacksNamedMethodsAreItsDoor() {
        let requests: [(NavigationRequest<AnyView>, (Stack) -> NavigationOutcome)] = [
            (.open("/x"), { $0.open("/x") }),
            (.popWithResult(1), { $0.pop(returning: 1) }),
            (.pop(.to("a")), { $0.pop(to: "a") }),
            (.dismiss(.all), { $0.dismissAll() }),
            (.setScreens([.init(view: AnyView(Text("x")), id: "x")]), { $0.setScreens([.init(view: AnyView(Text("x")), id: "x")]) }),
            (.hide("root"), { $0.hide("root") }),
        ]
        func fixture() -> (Stack, ViewHost) {
            let stack = Stack(rules: NavigationRules(nesting: .everyScreen))
            stack.routes.add("/x") { _ in AnyView(Text("routed")) }
            let host = ViewHost(WithStapel { Text("Home") }.environmentObject(stack))
            for id in ["a", "b"] { stack.push(view: AnyView(Text(id)), id: ScreenID(id)) }
            stack.present(.sheet, AnyView(Text("s")), tag: "s")
            return (stack, host)
        }
        for (request, method) in requests {
            let (byRequest, first) = fixture()
            let (byName, second) = fixture()
            #expect(byRequest.perform(request) == method(byName), "\(request)")
            #expect(first.render() == second.render(), "\(request)")
        }
    }
}
