import Testing
import ViewTree

@testable import Pusher

/// Leave guards: every way of leaving a guarded screen is vetoed while its rule holds for the
/// screen's context, changes nothing, and says so; a forced request goes through.
@MainActor
@Suite struct LeaveGuardTests {
    nonisolated static let dirty = PushPredicate.rule(.compare(key: "dirty", comparison: .equal, value: true))

    /// A screen with a guard and a button that makes it dirty.
    struct Editor: View {
        let title: String
        @Environment(Stack.self) private var stack: Stack?
        @Environment(\.screenKey) private var screen

        var body: some View {
            LeaveGuard(LeaveGuardTests.dirty)
            Text(title)
            Button("Type") { stack?.setContext(["dirty": true], of: screen) }
        }
    }

    /// A host whose stack shows a dirty editor as screen 1 ("editor") below a plain screen 2
    /// when `above`.
    func dirtyEditor(above: Bool = false, rules: NavigationRules = NavigationRules(nesting: .everyScreen)) throws -> (Stack, ViewHost) {
        let stack = Stack(rules: rules)
        let host = ViewHost(WithStapel { Text("Home") }.environmentObject(stack))
        stack.push(view: AnyView(Editor(title: "Editor")), id: "editor")
        try host.tap("Type")
        if above { stack.push(view: AnyView(Text("Above")), id: "above") }
        return (stack, host)
    }

    /// Whether the last request was vetoed by the editor's guard, and the state is as before.
    func expectVetoed(_ outcome: NavigationOutcome, _ stack: Stack, state: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(outcome.kind == .vetoed, "\(outcome)", sourceLocation: sourceLocation)
        #expect(stack.stateDescription == state, sourceLocation: sourceLocation)
        #expect(stack.log.last?.outcome == outcome, sourceLocation: sourceLocation)
    }

    @Test func aCleanScreenLeavesAndADirtyOneIsVetoed() throws {
        let stack = Stack()
        let host = ViewHost(WithStapel { Text("Home") }.environmentObject(stack))
        stack.push(view: AnyView(Editor(title: "Editor")), id: "editor")
        #expect(host.contains("Editor") && stack.guardCount == 1)
        #expect(host.back() == .popped(screen: 1), "a guard whose rule does not hold lets the screen go")
        #expect(stack.guardCount == 0, "the guard left with its screen")
        stack.push(view: AnyView(Editor(title: "Editor")), id: "editor")
        #expect(stack.context(of: stack.visibleScreen).isEmpty, "a screen pushed again starts with a fresh context")
        try host.tap("Type")
        #expect(stack.context(of: stack.visibleScreen) == ["dirty": true])
        #expect(host.back() == .bindingIgnored)
        #expect(stack.log.last?.outcome.description == #"vetoed: screen 1 "editor" guards leaving: dirty == true"#)
        #expect(host.visibleTexts.contains("Editor"))
        #expect(host.render().contains("LeaveGuard rule: dirty == true [holds]"))
    }

    /// Every pop and reset, as it prints.
    nonisolated static let leavingRequests = [
        "pop", "pop to root", #"pop from "editor""#, "pop 2", "set screens", "replace root", #"open "/""#, #"remove "editor""#,
    ]

    func request(_ line: String) -> NavigationRequest<AnyView> {
        switch line {
        case "pop": .pop(.previous)
        case "pop to root": .pop(.root)
        case #"pop from "editor""#: .pop(.from("editor"))
        case "pop 2": .pop(.last(2))
        case "set screens": .setScreens([])
        case #"open "/""#: .open("/")
        case "replace root": .replaceRoot(.init(view: AnyView(Text("New"))))
        default: .remove("editor")
        }
    }

    @Test(arguments: leavingRequests)
    func everyPopAndResetIsVetoed(line: String) throws {
        let (stack, host) = try dirtyEditor()
        let request = request(line)
        #expect(request.description.hasPrefix(line))
        expectVetoed(stack.perform(request), stack, state: #"root > "editor""#)
        #expect(host.visibleTexts.contains("Editor"))
    }

    @Test func poppingToTheGuardedScreenRemovesOnlyTheScreensAbove() throws {
        let (stack, host) = try dirtyEditor(above: true)
        #expect(stack.pop(to: "editor").kind == .popped)
        #expect(host.visibleTexts.contains("Editor"))
    }

    @Test func aPushThatReplacesTheGuardedScreenIsVetoed() throws {
        // Stapel's nesting: a second push to the root pusher replaces the editor.
        let (stack, _) = try dirtyEditor(rules: NavigationRules())
        expectVetoed(stack.push(view: AnyView(Text("Other"))), stack, state: #"root > "editor""#)
    }

    @Test func screensAboveTheGuardedOneStillPop() throws {
        let (stack, host) = try dirtyEditor(above: true)
        #expect(host.back() == .popped(screen: 2))
        expectVetoed(stack.pop(), stack, state: #"root > "editor""#)
    }

    @Test func theGuardVetoesTheBackGestureAtItsStart() throws {
        let (stack, host) = try dirtyEditor()
        let requests = stack.requestCount
        #expect(!host.moveBackGesture(to: 0.4), "the gesture does not begin")
        #expect(host.backGestureProgress == nil)
        #expect(!stack.isTransitioning)
        #expect(stack.requestCount == requests + 1)
        expectVetoed(try #require(stack.log.last?.outcome), stack, state: #"root > "editor""#)
        #expect(host.visibleTexts == ["Editor", "Type"], "the screen below never appeared")
        stack.setContext(["dirty": false], of: stack.visibleScreen)
        #expect(host.moveBackGesture(to: 0.4), "a clean screen may be dragged away")
        #expect(host.finishBackGesture() == .popped(screen: 1))
    }

    @Test func aGuardThatTurnsDuringTheGestureVetoesItsFinish() throws {
        let (stack, host) = try dirtyEditor()
        stack.setContext(["dirty": false], of: stack.visibleScreen)
        #expect(host.moveBackGesture(to: 0.6))
        stack.setContext(["dirty": true], of: stack.visibleScreen)
        #expect(host.finishBackGesture() == .bindingIgnored)
        #expect(stack.log.last?.outcome.kind == .vetoed)
        #expect(host.visibleTexts.contains("Editor"))
    }

    @Test func aGuardedSheetIsNotDismissedByDismissOrDragDown() throws {
        let stack = Stack()
        let host = ViewHost(WithStapel { Text("Home") }.environmentObject(stack))
        stack.present(.sheet, AnyView(Editor(title: "Sheet")), tag: "s")
        try host.tap("Type")
        for request in [NavigationRequest<AnyView>.dismiss(.top), .dismiss(.all), .dismiss(.from("s"))] {
            expectVetoed(stack.perform(request), stack, state: #"root | sheet "s": root"#)
        }
        #expect(host.back() == .bindingIgnored, "dragging the sheet down is a dismissal too")
        #expect(stack.log.last?.outcome.description == "vetoed: the root screen guards leaving: dirty == true")
        #expect(host.visibleTexts.contains("Sheet"))
    }

    @Test func aForcedRequestGoesPastTheGuard() throws {
        let (stack, host) = try dirtyEditor()
        let outcome = stack.overridingGuards { host.back() }
        #expect(outcome == .popped(screen: 1))
        #expect(stack.depth == 0 && stack.guardCount == 0)
    }

    @Test func aVetoedRequestLeavesTheRegistryUntouchedForTheNextOne() throws {
        let (stack, host) = try dirtyEditor(above: true)
        expectVetoed(stack.popToRoot(), stack, state: #"root > "editor" > "above""#)
        #expect(host.visibleTexts == ["Above"])
        #expect(stack.pop().kind == .popped, "the screen above the guarded one pops")
        #expect(stack.stateDescription == #"root > "editor""#)
    }
}
