import Pusher
import Testing

/// Screens with ids, every pop, modal layers and the rules, on `AnyStack` with no view tree.
@Suite struct ScreenNavigationTests {
    /// A stack whose screens each nest the next, with `ids` pushed in order (`nil`: no id).
    func stack(_ ids: [ScreenID?], rules: NavigationRules = NavigationRules(nesting: .everyScreen)) -> AnyStack<String> {
        let stack = AnyStack<String>(rules: rules)
        stack.register(pusher: 1, name: "root")
        for (offset, id) in ids.enumerated() {
            stack.push(view: "screen \(offset + 1)", id: id)
        }
        return stack
    }

    @Test func idsTellScreensApartAndOneIsNotTheStringOne() {
        let stack = stack([1, "1", "detail"])
        #expect(stack.depth == 3)
        #expect(stack.screens.map(\.id) == [1, "1", "detail"])
        #expect(stack.contains(id: 1) && stack.contains(id: "1") && !stack.contains(id: 2))
        #expect(ScreenID(1) != ScreenID("1"))
        #expect(stack.stateDescription == #"root > 1 > "1" > "detail""#)
        #expect(stack.content(ofScreen: "1") == "screen 2")
    }

    @Test func popAtTheRootSaysSoAndChangesNothing() {
        let stack = stack([])
        #expect(stack.pop() == .unchanged(.nothingToPop))
        #expect(stack.popToRoot() == .unchanged(.nothingToPop))
        #expect(stack.depth == 0)
    }

    @Test func popToAnIDMakesThatScreenTheTop() {
        let stack = stack(["a", "b", "c"])
        #expect(stack.pop(to: "a").kind == .popped)
        #expect(stack.screens.map(\.id) == ["a"])
        #expect(stack.pusher(stack.activePusher?.id ?? 0)?.content == nil, "the top screen's own pusher is empty again")
    }

    @Test func popToAnUnknownIDOrTheTopScreenChangesNothing() {
        let stack = stack(["a", "b"])
        #expect(stack.pop(to: "z") == .unchanged(.unknownID("z")))
        #expect(stack.pop(to: "b") == .unchanged(.alreadyOnTop("b")))
        #expect(stack.pop(from: "z") == .unchanged(.unknownID("z")))
        #expect(stack.depth == 2)
    }

    @Test func popFromAnIDRemovesThatScreenAndAllAbove() {
        let stack = stack(["a", "b", "c"])
        #expect(stack.pop(from: "b").kind == .popped)
        #expect(stack.stateDescription == #"root > "a""#)
    }

    @Test func popLastCountsScreensFromTheTop() {
        let stack = stack([nil, nil, nil, nil])
        #expect(stack.popLast(0) == .unchanged(.nothingRequested))
        #expect(stack.popLast(-1).kind == .invalidArgument)
        #expect(stack.depth == 4)
        #expect(stack.popLast(2).kind == .popped)
        #expect(stack.depth == 2)
        #expect(stack.popLast(10).kind == .popped)
        #expect(stack.depth == 0)
        #expect(stack.popLast(1) == .unchanged(.nothingToPop))
    }

    @Test func popAfterKeepsTheScreensUpToAnIndex() {
        let stack = stack(["a", "b", "c"])
        #expect(stack.popAfter(index: 3) == .unchanged(.nothingRequested))
        #expect(stack.popAfter(index: 4).kind == .invalidArgument)
        #expect(stack.popAfter(index: -1).kind == .invalidArgument)
        #expect(stack.popAfter(index: 1).kind == .popped)
        #expect(stack.screens.map(\.id) == ["a"])
        #expect(stack.popAfter(index: 0).kind == .popped)
        #expect(stack.depth == 0)
    }

    @Test func duplicateIDsAreRejectedOrTheLowestWins() {
        let rejecting = stack(["a", "b"], rules: NavigationRules(duplicateIDs: .reject, nesting: .everyScreen))
        #expect(rejecting.push(view: "again", id: "a") == .unchanged(.duplicateID("a")))
        #expect(!rejecting.evaluate(id: "a"))
        #expect(rejecting.stateDescription == #"root > "a" > "b""#)

        let allowing = stack(["a", "b", "a"])
        #expect(allowing.depth == 3)
        #expect(allowing.pop(to: "a").kind == .popped, "the lowest screen with the id wins")
        #expect(allowing.stateDescription == #"root > "a""#)
    }

    @Test func aReplacedScreenNoLongerCountsAsADuplicate() {
        let stack = AnyStack<String>(rules: NavigationRules(duplicateIDs: .reject))
        stack.register(pusher: 1)
        stack.push(view: "first", id: "a")
        #expect(stack.push(view: "second", id: "a").didChange, "under declared nesting the push replaces the screen with the id")
        #expect(stack.depth == 1)
    }

    @Test func setScreensReplacesThePushedScreensAtOnce() {
        let stack = stack(["old"], rules: NavigationRules())
        let outcome = stack.setScreens([.init(view: "inbox", id: "inbox"), .init(view: "message", id: 42), .init(view: "reply")])
        #expect(outcome.kind == .screensSet)
        #expect(stack.stateDescription == #"root > "inbox" > 42 > screen 3"#)
        #expect(stack.setScreens([.init(view: "x", id: "d"), .init(view: "y", id: "d")]).kind == .screensSet, "duplicates are allowed by default")
        #expect(stack.setScreens([]).kind == .screensSet)
        #expect(stack.depth == 0)
    }

    @Test func setScreensFollowsTheDuplicateRuleAndTheRootsPredicate() {
        let stack = AnyStack<String>(rules: NavigationRules(duplicateIDs: .reject))
        stack.register(pusher: 1, evaluate: .rule(.has("allowed")))
        #expect(stack.setScreens([.init(view: "x")]).kind == .rejected)
        #expect(
            stack.setScreens([.init(view: "x", id: "d"), .init(view: "y", id: "d")], context: ["allowed": true]) == .unchanged(.duplicateID("d")))
        #expect(stack.setScreens([.init(view: "x")], context: ["allowed": true]).kind == .screensSet)
        #expect(AnyStack<String>().setScreens([.init(view: "x")]) == .unchanged(.noPusher))
    }

    @Test func aNamedPusherRefusesReplacementOnlyUnderTheRefuseRule() {
        let stack = AnyStack<String>(rules: NavigationRules(replacement: .refuse))
        stack.register(pusher: 1, name: "main")
        #expect(stack.push(view: "first").didChange)
        #expect(stack.push(view: "second") == .unchanged(.replacementNotAllowed("main")))
        #expect(stack.pusher(1)?.content == "first")
        stack.rules.replacement = .replace
        #expect(stack.push(view: "second").didChange)
        #expect(stack.pusher(1)?.content == "second")
    }

    @Test func hidingANamedPusherRemovesEverythingNestedInIt() {
        let stack = AnyStack<String>()
        stack.register(pusher: 1)
        stack.register(pusher: 2, name: "detail")
        stack.push(view: "detail")
        stack.register(pusher: 3)
        stack.push(view: "inner")
        #expect(stack.hide("detail") == .popped(PusherInfo(id: 2, name: "detail"), removed: [3]))
        #expect(stack.hide("detail") == .unchanged(.alreadyEmpty(PusherInfo(id: 2, name: "detail"))))
        #expect(stack.hide("nowhere") == .unchanged(.unknownTarget("nowhere")))
    }
}

@Suite struct ModalLayerTests {
    func stack() -> AnyStack<String> {
        let stack = AnyStack<String>(rules: NavigationRules(nesting: .everyScreen))
        stack.register(pusher: 1)
        stack.push(view: "list", id: "list")
        return stack
    }

    @Test func pushesInsideAModalNestWithinItAndLeaveTheLayerBelowUnchanged() {
        let stack = stack()
        let layer = stack.present(.sheet, "login", tag: "login").presentedLayer
        #expect(layer?.level == 1 && layer?.tag == "login")
        #expect(stack.depth == 0, "the modal shows its own root")
        #expect(stack.push(view: "step 1", id: "step").didChange)
        #expect(stack.push(view: "step 2").didChange)
        #expect(stack.stateDescription == #"root > "list" | sheet "login": root > "step" > screen 2"#)
        #expect(stack.popToRoot().kind == .popped)
        #expect(stack.pop() == .unchanged(.nothingToPop), "pops act on the top layer only")
        #expect(stack.pop(to: "list") == .unchanged(.unknownID("list")))
        #expect(stack.stateDescription == #"root > "list" | sheet "login": root"#)
    }

    @Test func dismissWithNoModalSaysSo() {
        let stack = stack()
        #expect(stack.dismiss() == .unchanged(.nothingToDismiss))
        #expect(stack.dismissAll() == .unchanged(.nothingToDismiss))
        #expect(stack.dismissLast(1) == .unchanged(.nothingToDismiss))
        #expect(stack.dismissLast(-2).kind == .invalidArgument)
        #expect(stack.dismissLast(0) == .unchanged(.nothingRequested))
        #expect(stack.dismiss(to: "x") == .unchanged(.unknownTag("x")))
    }

    @Test func severalLayersAreDismissedTopFirst() {
        let stack = stack()
        stack.present(.sheet, "a", tag: "a")
        stack.present(.fullScreenCover, "b", tag: "b")
        stack.present(.sheet, "c")
        #expect(stack.dismiss(to: "b").kind == .dismissed)
        #expect(stack.dismiss(to: "b") == .unchanged(.layerAlreadyOnTop("b")))
        stack.present(.sheet, "c")
        guard case .dismissed(let layers) = stack.dismissAll() else {
            Issue.record("expected a dismissal")
            return
        }
        #expect(layers.map(\.level) == [3, 2, 1])
        #expect(layers.map(\.description) == ["sheet 3", #"full-screen cover "b""#, #"sheet "a""#])
        #expect(stack.layerCount == 0)
        #expect(stack.stateDescription == #"root > "list""#)
        #expect(stack.push(view: "next").didChange, "pushes reach the base layer again")
        #expect(stack.depth == 2)
    }

    @Test func dismissFromATagAndDismissLastCount() {
        let stack = stack()
        for tag in ["a", "b", "c"] { stack.present(.sheet, tag, tag: ScreenID(tag)) }
        #expect(stack.dismissLast(1).kind == .dismissed)
        #expect(stack.layers.map(\.tag) == ["a", "b"])
        #expect(stack.dismiss(from: "b").kind == .dismissed)
        #expect(stack.layers.map(\.tag) == ["a"])
        #expect(stack.content(ofLayer: 1) == "a")
        #expect(stack.dismissLast(5).kind == .dismissed)
        #expect(stack.layerCount == 0)
    }

    @Test func poppingAPusherBelowAModalTakesTheModalWithIt() {
        let stack = stack()
        stack.present(.sheet, "modal")
        stack.pop(pusher: 1)
        #expect(stack.layerCount == 0)
        #expect(stack.count == 1)
    }
}
