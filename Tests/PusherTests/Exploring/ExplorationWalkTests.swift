import Testing
import ViewTree

@testable import Pusher

/// Seeded random walks: the same seed makes the same walks, they reach what a breadth-first
/// search stopped at its depth does not, and every path they report is shrunk until no step
/// or pair of steps can be left out.
@MainActor
@Suite struct ExplorationWalkTests {
    /// Screens in a line, each pushing the next on a pusher of its own by either of two links:
    /// a walk goes forward two moves in three.
    struct Line: View {
        let index: Int
        var body: some View {
            Text("Screen \(index)")
            if index < 20 {
                StackNavigationLink("Next") { WithPusher { Line(index: index + 1) } }
                StackNavigationLink("Onward") { WithPusher { Line(index: index + 1) } }
            }
        }
    }

    private var explorer: Explorer {
        var explorer = Explorer { WithStapel { Line(index: 0) } }
        explorer.invariants = [ExplorationInvariant("Screen 13 never shows") { !$0.host.visibleTexts.contains("Screen 13") }]
        explorer.declaredTexts = ["Screen 20"]
        return explorer
    }

    @Test func walksFindWhatTheSearchStoppedAtItsDepthMissesAndRepeatForTheirSeed() throws {
        let search = explorer.run()
        #expect(search.limit == .depth(10) && !search.findings.contains { $0.title == "invariant broken" })
        let walks = explorer.walk(count: 10, length: 30, seed: 3)
        #expect(walks.limit == .walks(count: 10, length: 30, seed: 3) && !walks.isComplete)
        let broken = try #require(walks.findings.first { $0.title == "invariant broken" })
        #expect(broken.path.count == 13 && broken.path.allSatisfy { $0 != .back }, "shrunk to a shortest path: \(broken.path)")
        let again = explorer.walk(count: 10, length: 30, seed: 3)
        #expect(again.findings == walks.findings && again.stateCount == walks.stateCount && again.moveCount == walks.moveCount)
        #expect(walks.findings.contains { $0.kind == .notReached("Screen 20", limit: walks.limit) }, "walks claim nothing unreachable")
    }

    /// A path with detours (back and forth, pushes and their backs) shrinks to the moves that
    /// matter: deleting any one of them, or any two, no longer shows the finding.
    @Test func everyReportedPathIsMinimal() throws {
        for seed: UInt64 in [1, 2] {
            let finding = try #require(explorer.walk(count: 10, length: 30, seed: seed).findings.first { $0.title == "invariant broken" })
            let path = finding.path
            for index in path.indices {
                var shorter = path
                shorter.remove(at: index)
                #expect(!showsScreen13(after: shorter))
            }
            #expect(showsScreen13(after: path))
        }
    }

    /// Walks report what the search reports where they pass: here two buttons of one label at
    /// the first screen, with the empty path it shrinks to.
    @Test func walksReportAnAmbiguousLabelWithTheShortestPath() {
        let app = Explorer {
            WithStapel {
                Button("Same") {}
                Button("Same") {}
                StackNavigationLink("Go") { Text("There") }
            }
        }
        #expect(app.walk(count: 3, length: 10, seed: 9).findings == [ExplorationFinding(.ambiguousTap(label: "Same", count: 2), path: [])])
        #expect(app.run().findings == [ExplorationFinding(.ambiguousTap(label: "Same", count: 2), path: [])])
    }

    private func showsScreen13(after path: [ExplorationMove]) -> Bool {
        let driver = StackAppDriver { WithStapel { Line(index: 0) } }
        for move in path {
            switch move {
            case .tap(let label):
                do { _ = try driver.tap(label) } catch { return false }
            case .back: _ = driver.back()
            case .custom: return false
            }
            _ = driver.host.settle()
        }
        return driver.host.visibleTexts.contains("Screen 13")
    }
}
