import Testing
import ViewTree

@testable import Pusher

/// A stack with transitions: the gate under each rule, one-by-one pops, reuse of a screen's
/// transition, async calls, and a reference model of the gate at random instants.
@MainActor
@Suite struct TransitionGateTests {
    func app(_ stack: Stack) -> ViewHost {
        ViewHost(WithStapel { Text("Home") }.environmentObject(stack))
    }

    func screen(_ text: String) -> AnyView {
        AnyView(Text(text))
    }

    func stack(_ rule: TransitionRule, _ seconds: Double = 0.55) -> Stack {
        let stack = Stack(rules: NavigationRules(nesting: .everyScreen))
        stack.transition = .seconds(seconds, .linear)
        stack.duringTransitions = rule
        return stack
    }

    @Test func underDropACallDuringATransitionIsRefusedAndEvenANoOpPopClosesTheGate() {
        let stack = stack(.drop)
        let host = app(stack)
        #expect(stack.pop().kind == .nothingToPop)
        #expect(stack.isTransitioning, "INNavigation's gate closes on every call")
        #expect(stack.push(view: screen("A")) == .unchanged(.dropped(until: .milliseconds(550))))
        host.advance(by: .milliseconds(550))
        #expect(stack.push(view: screen("A")).kind == .pushed)
        host.advance(by: .milliseconds(300))
        #expect(stack.push(view: screen("B")).kind == .dropped)
        host.settle()
        #expect(stack.depth == 1 && host.visibleTexts == ["A"])
        #expect(stack.log.map(\.outcome.kind) == [.nothingToPop, .dropped, .pushed, .dropped])
    }

    @Test func aBackGestureUnderWayIsATransitionThatDropsCalls() {
        let stack = stack(.drop)
        let host = app(stack)
        stack.push(view: screen("A"))
        host.settle()
        #expect(!stack.isTransitioning)
        #expect(host.moveBackGesture(to: 0.4))
        #expect(stack.isTransitioning, "the user drags a transition")
        #expect(stack.push(view: screen("B")) == .unchanged(.dropped(until: nil)))
        #expect(NavigationOutcome.unchanged(.dropped(until: nil)).description == "dropped: a back gesture is under way")
        #expect(host.cancelBackGesture())
        #expect(!stack.isTransitioning)
        #expect(stack.push(view: screen("B")).kind == .pushed)
    }

    @Test(arguments: [false, true])
    func callsQueuedDuringABackGestureRunWhenItEnds(finishes: Bool) {
        let stack = stack(.queue, 0.35)
        let host = app(stack)
        stack.push(view: screen("A"))
        host.settle()
        #expect(host.moveBackGesture(to: 0.5))
        #expect(stack.push(view: screen("B")) == .unchanged(.queued(position: 1)))
        if finishes {
            // The pop runs what is left of its transition; the push waits for it.
            #expect(host.finishBackGesture() == .popped(screen: 1))
            #expect(stack.waitingCount == 1)
            host.settle()
        } else {
            #expect(host.cancelBackGesture())
            #expect(stack.waitingCount == 0)
            host.settle()
        }
        #expect(host.visibleTexts == ["B"])
        #expect(stack.depth == (finishes ? 1 : 2), "B replaced A, or went on top of it")
    }

    /// ScreenNavigatorKit: a queued push waits for the one before, so that screen got its
    /// didAppear before it was covered; applied at once, the covered one never did.
    @Test(arguments: [TransitionRule.queue, .apply])
    func aScreenThatAppearedAndWasCoveredStillGotItsDidAppear(rule: TransitionRule) {
        let stack = stack(rule, 0.35)
        let host = app(stack)
        stack.push(view: screen("A"))
        stack.push(view: screen("B"))
        host.settle()
        #expect(host.visibleTexts == ["B"] && host.screenDidAppear(showing: "B"))
        #expect(host.screenDidAppear(showing: "A") == (rule == .queue))
        #expect(!host.screenDidAppear(showing: "Nowhere"))
    }

    @Test func theModelCountsWaitingCallsAtOnceAndLeavingModalsUntilTheyEnd() {
        let stack = stack(.queue, 0.35)
        let host = app(stack)
        stack.push(view: screen("A"))
        stack.push(view: screen("B"))
        #expect(stack.depth == 1)
        #expect(stack.countsAfterWaitingCalls == (depth: 2, layers: 0))
        stack.present(.sheet, screen("S"))
        #expect(stack.layers.isEmpty)
        #expect(stack.countsAfterWaitingCalls == (depth: 0, layers: 1), "the depth of the sheet, the top layer")
        host.settle()
        #expect(stack.countsAfterWaitingCalls == (depth: 0, layers: 1))
        stack.dismiss()
        #expect(stack.layers.isEmpty && host.leavingLayerCount == 1, "the sheet's view is still on screen")
        host.settle()
        #expect(host.leavingLayerCount == 0)
    }

    @Test func underQueueCallsRunInOrderEachAfterTheLastTransition() {
        let stack = stack(.queue, 0.3)
        let host = app(stack)
        stack.push(view: screen("A"))
        #expect(stack.push(view: screen("B")) == .unchanged(.queued(position: 1)))
        #expect(stack.push(view: screen("C")) == .unchanged(.queued(position: 2)))
        #expect(stack.depth == 1)
        host.advance(by: .milliseconds(300))
        #expect(stack.depth == 2 && host.isVisible("B"))
        host.settle()
        #expect(stack.depth == 3 && host.now == .milliseconds(900))
        // One record per request: each queued push's record goes from queued to applied.
        #expect(stack.log.map(\.id) == [1, 2, 3])
        #expect(stack.log.map(\.outcome.kind) == [.pushed, .pushed, .pushed])
        #expect(stack.log.map(\.time) == [.zero, .zero, .zero], "when each arrived")
        #expect(stack.log.map { $0.steps.map(\.time) } == [[.zero], [.milliseconds(300)], [.milliseconds(600)]], "when each ran")
    }

    @Test func underApplyACallRetargetsTheRunningTransition() {
        let stack = stack(.apply, 0.3)
        let host = app(stack)
        stack.push(view: screen("A"))
        host.advance(by: .milliseconds(100))
        #expect(stack.push(view: screen("B")).kind == .pushed)
        host.advance(by: .milliseconds(250))
        #expect(host.isTransitioning, "the new transition runs its whole length from 0.1 s")
        host.advance(by: .milliseconds(50))
        #expect(!host.isTransitioning && host.visibleTexts == ["B"] && host.screenDidAppear(showing: "B"))
    }

    @Test func popToRootOneByOneTakesATransitionPerScreen() {
        let stack = stack(.drop)
        let host = app(stack)
        for name in ["A", "B", "C"] {
            stack.push(view: screen(name))
            host.settle()
        }
        let start = host.now
        host.clearJournal()
        #expect(stack.popToRoot(oneByOne: true).kind == .popped)
        #expect(stack.depth == 2)
        #expect(stack.push(view: screen("D")).kind == .dropped, "calls meanwhile are dropped")
        host.settle()
        #expect(host.now - start == .milliseconds(1650), "3 × 0.55 s")
        #expect(stack.depth == 0 && host.visibleTexts == ["Home"])
        let appearances = host.journal.filter { $0.event == .appear && $0.node?.text != nil }.map(\.timedDescription)
        #expect(appearances == [#"1.65s appear Text "B""#, #"2.2s appear Text "A""#, #"2.75s appear Text "Home""#])
    }

    @Test func dismissAllOneByOneCountsDownLayerByLayer() {
        let stack = stack(.queue, 0.5)
        let host = app(stack)
        for tag in ["one", "two", "three"] {
            stack.present(.sheet, screen(tag), tag: ScreenID(tag))
            host.settle()
        }
        stack.dismissAll(oneByOne: true)
        #expect(stack.layers.count == 2)
        host.advance(by: .milliseconds(500))
        #expect(stack.layers.count == 1)
        host.settle()
        #expect(stack.layers.isEmpty && host.layerCount == 1)
    }

    @Test func aPopReusesTheTransitionItsScreenWasPushedWith() {
        let stack = Stack()
        let host = app(stack)
        stack.perform(.push(view: screen("A")), animation: .animated(.seconds(0.4)))
        host.settle()
        let pushedAt = host.now
        stack.pop()
        #expect(host.isTransitioning)
        host.settle()
        #expect(host.now - pushedAt == .milliseconds(400))
        stack.perform(.push(view: screen("B")), animation: .instantly)
        stack.pop()
        #expect(!host.isTransitioning, "pushed instantly, popped instantly")
    }

    @Test func aQueuedCallLogsItsFinalOutcomeWhenItRuns() {
        let stack = stack(.queue, 0.3)
        let host = app(stack)
        stack.push(view: screen("A"))
        stack.pop(.to("missing"))
        host.settle()
        #expect(stack.log.count == 2)
        #expect(stack.log.last?.outcome.kind == .unknownID)
        #expect(stack.log.last?.status == .refused)
        #expect(stack.log.last?.steps.isEmpty == true, "it changed nothing")
    }

    @Test func awaitingACallReturnsWhenItsTransitionEnds() async {
        let stack = stack(.drop)
        let host = app(stack)
        let outcome = await stack.performAndWait(.push(view: screen("A")))
        #expect(outcome.kind == .pushed && host.now == .milliseconds(550) && !stack.isTransitioning)
        #expect(host.screenDidAppear(showing: "A"))
        await stack.performAndWait(.pop(.previous))
        #expect(host.now == .milliseconds(1100) && host.visibleTexts == ["Home"])
    }

    @Test func aRouterAwaitsItsRoutes() async {
        let router = Router(root: 0) { Text("Route \($0)") }
        router.stack.transition = .seconds(0.3)
        let host = ViewHost(router.view)
        #expect(await router.performAndWait(.push(view: 1)).kind == .pushed)
        #expect(host.now == .milliseconds(300) && host.screenDidAppear(showing: "Route 1") && router.routes == [1])
    }

    @Test func withNoTransitionTheClockNeverMoves() {
        let stack = Stack()
        let host = app(stack)
        stack.push(view: screen("A"))
        stack.push(view: screen("B"))
        #expect(!stack.isTransitioning && !host.isTransitioning && host.now == .zero)
        #expect(stack.log.allSatisfy { $0.time == .zero })
    }

    // MARK: - Reference model of the gate

    /// What the gate should do, without a tree: depth, when the gate opens, what waits.
    struct GateModel {
        let rule: TransitionRule
        let duration: Duration
        var depth = 0
        var busyUntil = Duration.zero
        var waiting: [Bool] = []  // true: a push, false: a pop

        /// Runs what waited behind transitions that ended by `now`, each at the end of the last.
        mutating func catchUp(to now: Duration) {
            while !waiting.isEmpty, busyUntil > .zero, busyUntil <= now {
                let at = busyUntil
                busyUntil = .zero
                while !waiting.isEmpty, busyUntil == .zero {
                    _ = run(waiting.removeFirst(), at: at)
                }
            }
            if busyUntil <= now { busyUntil = .zero }
        }

        mutating func request(push: Bool, at now: Duration) -> OutcomeKind {
            catchUp(to: now)
            if busyUntil > now {
                switch rule {
                case .drop: return .dropped
                case .queue:
                    waiting.append(push)
                    return .queued
                case .apply: break
                }
            }
            return run(push, at: now)
        }

        mutating func run(_ push: Bool, at now: Duration) -> OutcomeKind {
            let changed = push || depth > 0
            depth += push ? 1 : (depth > 0 ? -1 : 0)
            if changed || rule == .drop { busyUntil = now + duration }
            return push ? .pushed : (changed ? .popped : .nothingToPop)
        }
    }

    @Test(arguments: TransitionRule.allCases)
    func theGateMatchesItsModelAtRandomInstants(rule: TransitionRule) {
        for seed in 1...10 {
            var random = StackPerformModelTests.Random(state: UInt64(seed) * 7919)
            let stack = stack(rule, 0.3)
            let host = app(stack)
            var model = GateModel(rule: rule, duration: .milliseconds(300))
            for step in 0..<40 {
                host.advance(by: .milliseconds(random.next(5) * 100))
                let push = random.next(3) != 0
                let expected = model.request(push: push, at: host.now)
                let outcome = push ? stack.push(view: screen("s\(step)")) : stack.pop()
                #expect(outcome.kind == expected, "seed \(seed), step \(step) at \(host.now.scenarioDescription)")
                model.catchUp(to: host.now)
                #expect(stack.depth == model.depth, "seed \(seed), step \(step)")
            }
            host.settle()
            model.catchUp(to: .seconds(1_000))
            #expect(stack.depth == model.depth && stack.waitingCount == 0, "seed \(seed) after settling")
        }
    }
}
