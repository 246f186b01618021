import Testing
import ViewTree

@testable import Pusher

/// One record per request, whatever happens to it over time: a queued push goes from queued to
/// applied in its one record, a pop to the root made one by one is one record with a step per
/// screen, and a restore is one record whose steps include the navigation its views caused.
@MainActor
@Suite struct NavigationRecordTests {
    func app(_ stack: Stack) -> ViewHost {
        ViewHost(WithStapel { Text("Home") }.environmentObject(stack))
    }

    func stack(_ rule: TransitionRule = .apply, seconds: Double? = nil) -> Stack {
        let stack = Stack(rules: NavigationRules(nesting: .everyScreen))
        stack.transition = seconds.map { .seconds($0, .linear) }
        stack.duringTransitions = rule
        return stack
    }

    @Test func aQueuedPushIsOneRecordThatGoesFromQueuedToApplied() {
        let stack = stack(.queue, seconds: 0.3)
        let host = app(stack)
        stack.push(view: AnyView(Text("A")))
        #expect(stack.push(view: AnyView(Text("B"))) == .unchanged(.queued(position: 1)))
        let queued = stack.log.last
        #expect(queued?.id == 2 && queued?.status == .queued && queued?.steps.isEmpty == true)

        let revision = stack.logRevision
        host.advance(by: .milliseconds(300))
        host.settle()
        let updated = stack.records(updatedAfter: revision)
        #expect(updated.map(\.id) == [2], "the same record, not a new one")
        #expect(updated.first?.status == .applied)
        #expect(updated.first?.steps.map(\.time) == [.milliseconds(300)])
        #expect(stack.log.count == 2 && stack.requestCount == 2)
        #expect(host.isVisible("B"))
    }

    @Test(arguments: [nil, 0.25])
    func aPopToRootOneByOneIsOneRecordWithAStepPerScreen(seconds: Double?) {
        let stack = stack(seconds: seconds)
        let host = app(stack)
        for text in ["A", "B", "C"] { stack.perform(.push(view: AnyView(Text(text))), animation: .instantly) }
        let before = stack.requestCount
        stack.popToRoot(oneByOne: true)
        host.settle()
        let records = stack.records(after: before)
        #expect(records.count == 1)
        let record = records.first
        #expect(record?.request.description == "pop to root")
        #expect(record?.status == .applied)
        #expect(record?.steps.map(\.change.request.description) == ["pop", "pop", "pop"])
        #expect(record?.steps.map { $0.change.emptied?.id } == [PusherID(3), PusherID(2), PusherID(1)])
        let step = Duration.seconds(seconds ?? 0)
        #expect(record?.steps.map(\.time) == [.zero, step, step * 2])
        #expect(stack.depth == 0 && host.isVisible("Home"))
    }

    @Test func aRestoreIsOneRecordWhoseStepsIncludeWhatItsViewsDid() {
        let stack = stack()
        // Unowned, as the stack keeps its restorer: a strong capture is a cycle.
        stack.restorer = { [unowned stack] key in
            switch key {
            case "list": AnyView(Text("List"))
            // A screen that pushes a banner as it appears: navigation the restore causes.
            case "pushing": AnyView(Text("Pushing").onAppear { stack.push(view: AnyView(Text("Banner")), id: "banner") })
            default: nil
            }
        }
        let host = app(stack)
        let snapshot = NavigationSnapshot(layers: [
            .init(screens: [.init(id: "list", key: "list"), .init(id: "pushing", key: "pushing")])
        ])
        let before = stack.requestCount
        let outcome = stack.restore(snapshot)
        host.flush()
        #expect(outcome.kind == .restored)
        let records = stack.records(after: before)
        #expect(records.count == 1, "the banner's push is a step of the restore, not a record of its own")
        #expect(
            records.first?.steps.map(\.change.outcome.kind) == [.pushed, .pushed, .pushed],
            "the two restored screens, then the banner the second one pushed")
        #expect(records.first?.steps.last?.change.request.description == #"push AnyView as "banner""#)
        #expect(host.isVisible("Banner"))
    }

    @Test func aRefusedRequestHasItsReasonAndNoSteps() {
        let stack = stack()
        _ = app(stack)
        stack.pop()
        #expect(stack.log.last?.status == .refused)
        #expect(stack.log.last?.outcome.kind == .nothingToPop)
        #expect(stack.log.last?.steps.isEmpty == true)
    }

    @Test func theLogKeepsItsLimitAndItsOrderWithUpdatedRecords() {
        let stack = stack(.queue, seconds: 0.1)
        stack.logLimit = 3
        let host = app(stack)
        for number in 1...7 { stack.push(view: AnyView(Text("\(number)"))) }
        host.settle()
        #expect(stack.log.map(\.id) == [5, 6, 7])
        #expect(stack.log.allSatisfy { $0.status == .applied })
        #expect(host.isVisible("7"))
    }

    @Test func theLogBoundsItsStepsAndKeepsTheLatestRecordWhole() {
        let stack = stack()
        stack.logLimit = 2  // at most 20 steps, trimmed once past 40
        let host = app(stack)
        func pushAndPopOneByOne(_ count: Int) {
            stack.perform(.pushScreens((1...count).map { .init(view: AnyView(Text("\($0)")), id: ScreenID($0)) }))
            host.flush()
            stack.popToRoot(oneByOne: true)
            host.settle()
        }
        pushAndPopOneByOne(45)
        #expect(stack.log.map(\.id) == [2], "past 40 steps: the push goes, the latest stays")
        #expect(stack.log.first?.steps.count == 45, "the latest record is kept whole")

        pushAndPopOneByOne(25)
        #expect(stack.log.map(\.id) == [3, 4], "the next push makes 46 steps: the 45 go")
        #expect(stack.log.map(\.steps.count) == [1, 25])
        stack.push(view: AnyView(Text("Again")))
        #expect(stack.log.map(\.id) == [4, 5])
    }
}
