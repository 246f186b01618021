import Testing

@testable import Pusher

/// One outcome answers every request: what changed, or `unchanged` with one reason; its kind,
/// status and words follow from that alone.
@Suite struct NavigationOutcomeTests {
    /// Requests on one stack, in order, each with the outcome it gets: every change a request
    /// makes and every reason a stack without time or guards gives.
    static func answers() -> [(request: NavigationRequest<String>, outcome: NavigationOutcome)] {
        let stack = AnyStack<String>(rules: NavigationRules(duplicateIDs: .reject, replacement: .refuse, nesting: .everyScreen))
        var answers: [(NavigationRequest<String>, NavigationOutcome)] = []
        func ask(_ request: NavigationRequest<String>) {
            answers.append((request, stack.apply(request).outcome))
        }
        ask(.push(view: "a"))  // no pusher
        stack.register(pusher: 1, name: "root", evaluate: .rule(.has("ok")))
        ask(.push(view: "a"))  // rejected
        ask(.push(view: "a", target: "nowhere"))
        ask(.pop(.previous))
        ask(.pop(.pusher(9)))
        ask(.pop(.pusher(1)))  // already empty
        ask(.push(view: "a", id: "a", context: ["ok": true]))
        ask(.push(view: "b", id: "a"))  // duplicate id
        ask(.pushScreens([], context: [:]))
        ask(.pushScreens([.init(view: "b", id: "b"), .init(view: "c", id: "c")]))
        ask(.pop(.to("nowhere")))
        ask(.pop(.to("c")))
        ask(.pop(.last(-1)))
        ask(.pop(.last(0)))
        ask(.remove("b"))
        ask(.popWithResult("done"))
        ask(.setScreens([.init(view: "x", id: "x")], context: ["ok": true]))
        ask(.pop(.previous))
        ask(.replaceRoot(.init(view: "new root")))
        ask(.hide("nowhere"))
        ask(.dismiss(.top))
        ask(.present(style: .sheet, view: "s", tag: "s"))
        ask(.dismiss(.to("nowhere")))
        ask(.dismiss(.to("s")))
        ask(.dismiss(.all))
        ask(.pop(.previous))
        return answers
    }

    @Test func everyOutcomeTellsItsKindStatusAndReasonFromItself() {
        for (request, outcome) in Self.answers() {
            if let reason = outcome.reason {
                #expect(outcome == .unchanged(reason), "\(request)")
                #expect(!outcome.didChange && outcome.kind == reason.kind && outcome.status == reason.status, "\(request)")
                #expect(outcome.description == reason.description, "\(request)")
                #expect(outcome.receiver == nil && outcome.emptied == nil && outcome.removedPushers.isEmpty, "\(request)")
            } else {
                #expect(outcome.didChange && outcome.status == .applied, "\(request)")
                #expect(outcome.receiver != nil || outcome.emptied != nil || outcome.presentedLayer != nil || !outcome.dismissedLayers.isEmpty)
            }
        }
    }

    @Test func theStackAnswersEachRequestAsItShould() {
        let kinds = Self.answers().map { "\($0.request) → \($0.outcome.kind)" }
        #expect(
            kinds == [
                "push \"a\" → no pusher", "push \"a\" → rejected", "push \"a\" to \"nowhere\" → unknown target", "pop → nothing to pop",
                "pop pusher 9 → unknown pusher", "pop pusher 1 → already empty", "push \"a\" with ok: true as \"a\" → pushed",
                "push \"b\" as \"a\" → duplicate id", "push  as one → nothing requested", "push \"b\" as \"b\", \"c\" as \"c\" as one → pushed",
                "pop to \"nowhere\" → unknown id", "pop to \"c\" → already on top", "pop -1 → invalid argument", "pop 0 → nothing requested",
                "remove \"b\" → removed", "pop with result \"done\" → result delivered", "set screens \"x\" as \"x\" with ok: true → screens set",
                "pop → popped",
                "replace root \"new root\" → root replaced", "hide \"nowhere\" → unknown target", "dismiss → nothing to dismiss",
                "present sheet \"s\" as \"s\" → presented", "dismiss to \"nowhere\" → unknown tag", "dismiss to \"s\" → already on top",
                "dismiss all → dismissed", "pop → nothing to pop",
            ])
    }

    /// The words `expect outcome` takes are the kinds of the outcomes and reasons, and the two
    /// the simulator adds (a profile's fatal error, a missing system back): no word is lost.
    @Test func everyWordOfExpectOutcomeNamesAnOutcomeOrAReason() {
        var kinds = Set(Self.answers().map(\.outcome.kind))
        let veto = LeaveVeto(screen: .baseRoot, screenID: nil, depth: 0, rule: "dirty")
        let error = RestoreError(path: "version", reason: "unknown")
        let notFound = RouteNotFound(url: "/x", segment: "x", position: 1)
        let others: [NavigationOutcome] = [
            .unchanged(.dropped(until: .seconds(1))), .unchanged(.queued(position: 1)), .unchanged(.vetoed(veto)),
            .unchanged(.invalidSnapshot(error)), .unchanged(.routeNotFound(notFound)),
            .unchanged(.rejectedByAll(context: [:])), .unchanged(.replacementNotAllowed("root")),
            .opened("/x", on: PusherInfo(id: 1), count: 1, removed: []), .restored(layers: 1, screens: 0, removed: []),
        ]
        kinds.formUnion(others.map(\.kind))
        #expect(kinds.union([.fatalError, .noSystemBack]) == Set(OutcomeKind.allCases))
        #expect(others.prefix(3).map(\.status) == [.dropped, .queued, .vetoed])
    }
}
