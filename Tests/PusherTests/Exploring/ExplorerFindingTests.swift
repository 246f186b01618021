import Testing
import ViewTree

@testable import Pusher

/// Each kind of finding: a tiny app that produces it, and one that does not.
@MainActor
@Suite struct ExplorerFindingTests {
    /// Tapping "Lock" leaves a screen with nothing to tap and nothing to go back to.
    struct Lock: View {
        @State private var locked = false
        var body: some View {
            if locked {
                Text("Locked")
            } else {
                Button("Lock") { locked = true }
            }
        }
    }

    struct Linked: View {
        let rule: PushPredicate?
        var body: some View {
            WithStapel(name: nil, predicate: rule) {
                Text("Home")
                StackNavigationLink("Go") { Text("There") }
            }
        }
    }

    private func findings(_ exploration: Exploration, _ title: String) -> [ExplorationFinding] {
        exploration.findings.filter { $0.title == title }
    }

    /// A pushed screen without a pusher of its own is replaced by the next push: reported only
    /// by a strict search, and not when the screen has a pusher.
    @Test(arguments: [false, true]) func aPushThatReplacesAScreenIsFoundOnlyWhenStrict(withPusher: Bool) {
        let app = { @MainActor @Sendable in
            WithStapel {
                Text("Home")
                StackNavigationLink("Second") {
                    if withPusher {
                        WithPusher { StackNavigationLink("Third") { Text("Third") } }
                    } else {
                        StackNavigationLink("Third") { Text("Third") }
                    }
                }
            }
        }
        #expect(Explorer(app).run().findings.isEmpty)
        var strict = Explorer(app)
        strict.isStrict = true
        let found = strict.run().findings
        if withPusher {
            #expect(found.isEmpty)
        } else {
            #expect(found == [ExplorationFinding(.replacedScreen(label: "Third", pusher: 1), path: [.tap("Second"), .tap("Third")])])
            #expect(found.first?.title == "replaced screen")
        }
    }

    @Test func aScreenWithNothingToTapAndNoWayBackIsADeadEnd() {
        let exploration = Explorer { WithStapel { Lock() } }.run()
        #expect(exploration.findings == [ExplorationFinding(.deadEnd(state: "root"), path: [.tap("Lock")])])
    }

    @Test func aPushedScreenWithoutButtonsIsNoDeadEnd() {
        let exploration = Explorer { Linked(rule: nil) }.run()
        #expect(exploration.stateCount == 2)
        #expect(findings(exploration, "dead end").isEmpty)
    }

    @Test func aPushEveryPusherRejectsIsReportedWithWhereItWasTapped() {
        let exploration = Explorer { Linked(rule: PushPredicate("never") { _ in false }) }.run()
        #expect(exploration.stateCount == 1)
        #expect(exploration.findings == [ExplorationFinding(.pushNeverAccepted(label: "Go", outcomes: [.rejected]), path: [])])
        #expect(exploration.outcomeKinds == [.rejected: 1, .nothingToPop: 1])
    }

    @Test func aPushAcceptedSomewhereIsNotReported() {
        // "Go" is rejected on the pushed screen, whose pusher says no, and accepted on the root.
        let exploration = Explorer {
            WithStapel {
                StackNavigationLink("Go") {
                    WithPusher(name: nil, predicate: PushPredicate("never") { _ in false }) {
                        StackNavigationLink("Go") { Text("Never") }
                    }
                }
            }
        }.run()
        #expect(exploration.outcomeKinds[.rejected] == 1)
        #expect(findings(exploration, "push never accepted").isEmpty)
    }

    @Test func aDeclaredTextNeverVisibleIsUnreachable() {
        var explorer = Explorer { Linked(rule: nil) }
        explorer.declaredTexts = ["Home", "Go", "There", "Elsewhere"]
        #expect(explorer.run().findings == [ExplorationFinding(.unreachable("Elsewhere"), path: [])])
    }

    /// Only a complete search may say a text is never visible: one stopped at its depth says
    /// how far it looked.
    @Test func aSearchStoppedEarlySaysNotReachedWithinItsLimit() throws {
        var explorer = Explorer { Linked(rule: nil) }
        explorer.declaredTexts = ["Home", "Go", "There", "Elsewhere"]
        let stopped = explorer.run(depth: 0)
        #expect(stopped.limit == .depth(0))
        let finding = try #require(stopped.findings.first { $0.title == "not reached" })
        #expect(finding.kind == .notReached("There", limit: .depth(0)))
        #expect(finding.message == #""There" is declared but not reached within depth 0: the search stopped before every reachable state"#)
        #expect(!stopped.findings.contains { $0.title == "unreachable" })
        #expect(explorer.run().findings.map(\.title) == ["unreachable"])
    }

    @Test func aRefusedDuplicateIDIsReported() {
        let explorer = Explorer {
            let driver = StackAppDriver {
                WithStapel {
                    StackNavigationLink("Open", id: "a") { WithPusher { StackNavigationLink("Open", id: "a") { Text("Twice") } } }
                }
            }
            driver.stack.rules.duplicateIDs = .reject
            return driver
        }
        let exploration = explorer.run()
        #expect(findings(exploration, "duplicate id") == [ExplorationFinding(.duplicateIDRefused(label: "Open"), path: [.tap("Open")])])
        // The same app allowing duplicates pushes twice.
        let allowing = Explorer {
            WithStapel { StackNavigationLink("Open", id: "a") { WithPusher { StackNavigationLink("Open", id: "a") { Text("Twice") } } } }
        }.run()
        #expect(allowing.findings.isEmpty)
        #expect(allowing.stateCount == 3)
    }

    @Test func twoVisibleButtonsWithOneLabelAreAnAmbiguousTap() {
        let ambiguous = Explorer {
            WithStapel {
                Button("Same") {}
                Button("Same") {}
            }
        }.run()
        #expect(ambiguous.findings == [ExplorationFinding(.ambiguousTap(label: "Same", count: 2), path: [])])
        let distinct = Explorer {
            WithStapel {
                Button("One") {}
                Button("Two") {}
            }
        }.run()
        #expect(distinct.findings.isEmpty)
    }

    /// A few labels are compared pairwise, many through a table: both find the same taps and
    /// ambiguous labels, in the order shown.
    @Test func manyVisibleLabelsFindTheSameAmbiguousTapsAsFew() {
        func findings(rows: Int) -> [ExplorationFinding] {
            Explorer {
                WithStapel {
                    Button("Same") {}
                    ForEach(0..<rows, id: \.self) { row in Button("Row \(row)") {} }
                    Button("Other") {}
                    Button("Same") {}
                    Button("Other") {}
                    Button("Same") {}
                }
            }.run().findings
        }
        let expected = [
            ExplorationFinding(.ambiguousTap(label: "Same", count: 3), path: []),
            ExplorationFinding(.ambiguousTap(label: "Other", count: 2), path: []),
        ]
        #expect(5 + 2 <= Explorer.labelsComparedPairwise)
        #expect(findings(rows: 2) == expected)
        #expect(5 + 40 > Explorer.labelsComparedPairwise)
        #expect(findings(rows: 40) == expected)
    }

    @Test func aBrokenInvariantIsReportedOnceWithTheShortestPath() {
        var explorer = Explorer { WithStapel { ExplorerTests.Chain(index: 0, count: 6) } }
        explorer.invariants = [
            ExplorationInvariant("depth <= 2") { $0.stack.depth <= 2 },
            ExplorationInvariant("always") { _ in true },
        ]
        let exploration = explorer.run()
        #expect(
            exploration.findings == [
                ExplorationFinding(
                    .invariantBroken(name: "depth <= 2", problem: "it does not hold"), path: [.tap("Next"), .tap("Next"), .tap("Next")])
            ])
        #expect(
            exploration.findings.first?.description
                == #"invariant broken after tap "Next", tap "Next", tap "Next": invariant depth <= 2 broken: it does not hold"#)
    }

    @Test func theSameAppExploresToTheSameResultEveryTime() {
        let runs = (0..<3).map { _ in Explorer { WithStapel { ExplorerTests.Menu(path: "", remaining: 3) } }.run(depth: 3) }
        #expect(Set(runs.map(\.stateCount)).count == 1)
        #expect(Set(runs.map { $0.findings.map(\.description) }).count == 1)
    }
}
