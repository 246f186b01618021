import Foundation
import Pusher
import ViewTree

/// Workload 8: the explorer. Every state of a full binary menu under a 1,000-row root screen
/// (so the tree has over 1,000 nodes in every state), per state found, against the moves a
/// state costs at the least (a push and a back one screen down); and what the search keeps per
/// state.
enum ExploreWorkload {
    /// A screen of the menu: its path, and a left and a right link until `remaining` is 0.
    struct Menu: View {
        let path: String
        let remaining: Int
        var body: some View {
            Text(path.isEmpty ? "Root" : path)
            if remaining > 0 {
                StackNavigationLink("Left") { WithPusher { Menu(path: path + "L", remaining: remaining - 1) } }
                StackNavigationLink("Right") { WithPusher { Menu(path: path + "R", remaining: remaining - 1) } }
            }
        }
    }

    @MainActor
    static func run(_ bench: Bench, quick: Bool) -> [Row] {
        let depths = quick ? [4, 6] : [6, 8]
        var rows: [Row] = []
        var smallest: Measurement?
        for depth in depths {
            var bytes = 0
            var states = 0
            let measurement = bench.measure(iterations: 1, setUp: { () }) { _, _ in
                let exploration = Explorer {
                    WithStapel {
                        VStack { ForEach(0..<1_000) { Text("Row \($0)") } }
                        Menu(path: "", remaining: depth)
                    }
                }.run(depth: depth + 1)
                bytes = exploration.bytesPerState
                states = exploration.stateCount
            }.divided(by: Double((1 << (depth + 1)) - 1))
            smallest = smallest ?? measurement
            var row = Row(
                workload: "8 explore", name: "binary menu of depth \(depth), 1,000-row root, per state",
                project: measurement, baselineName: "tap a link and back", baseline: tapAndBack(bench, depth: depth))
            row.note = String(format: "%d states, %.0f states/s, %d B a state", states, 1e9 / measurement.median, bytes)
            row.goal = "≥ 100,000 states/s; ≤ 64 B a state"
            row.goalMet = 1e9 / measurement.median >= 100_000 && bytes <= 64
            if depth != depths[0], let smallest {
                row.note += String(format: ", %.2f× the depth-%d cost", measurement.median / smallest.median, depths[0])
            }
            rows.append(row)
        }
        return rows + scenarioFileRows(bench, quick: quick)
    }

    /// `stapel-bench --explore-states N`: one search of a binary menu of depth 23 without a
    /// root list (16.7 million states), stopped at `N` states, with the whole process's peak
    /// memory: what issue 38's "10 million states within 1 GB" is checked with. Too long for a
    /// run of every row (about 9 minutes for 10 million on the machine of BENCHMARKS.md).
    @MainActor
    static func largeSearch(states: Int) {
        let start = ContinuousClock.now
        var explorer = Explorer { WithStapel { Menu(path: "", remaining: 23) } }
        // As the simulator does: every screen shows its own path, which would be a string kept
        // per state.
        explorer.keepsEverySeenText = false
        let exploration = explorer.run(depth: 24, maxStates: states)
        let seconds = (ContinuousClock.now - start) / .seconds(1)
        let peak = MountWorkload.peakResidentKilobytes()
        print(
            String(
                format: "%d states in %.0f s (%.0f states/s); %d B a state kept; peak resident memory of the process %.0f MB;"
                    + " collision probability %.1e",
                exploration.stateCount, seconds, Double(exploration.stateCount) / seconds, exploration.bytesPerState, Double(peak) / 1_024,
                exploration.collisionProbability ?? 0))
    }

    /// The same shape written as a scenario and explored by the release `stapel-sim`, whole
    /// process: in one job, and split among as many jobs as there are cores (`--jobs`).
    static func scenarioFileRows(_ bench: Bench, quick: Bool) -> [Row] {
        guard let binary = SimulatorWorkload.binary() else { return [] }
        // Issue 38 names the shape: a binary menu of depth 14 under a 200-row root, 32,767 states.
        let depth = quick ? 9 : 14
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "stapel-bench-menu-\(ProcessInfo.processInfo.processIdentifier).stapel")
        try? menuScenario(depth: depth, rows: 200).write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let states = (1 << (depth + 1)) - 1
        let processBench = Bench(samples: min(bench.samples, 5), warmUp: 1)
        let arguments = ["explore", "--depth", String(depth + 1), file.path]
        let one = processBench.measure(iterations: 1) { _ in _ = ChildProcess.run(binary.path, arguments) }.divided(by: Double(states))
        let jobs = max(2, ProcessInfo.processInfo.activeProcessorCount)
        let split = processBench.measure(iterations: 1) { _ in _ = ChildProcess.run(binary.path, arguments + ["--jobs", String(jobs)]) }
            .divided(by: Double(states))
        var oneRow = Row(
            workload: "8 explore", name: "scenario: binary menu of depth \(depth), 200-row root, per state", project: one, baselineName: nil,
            baseline: nil)
        oneRow.note = String(format: "%d states, %.0f states/s, whole process", states, 1e9 / one.median)
        oneRow.goal = "≥ 100,000 states/s"
        oneRow.goalMet = 1e9 / one.median >= 100_000
        var splitRow = Row(
            workload: "8 explore", name: "the same with --jobs \(jobs), per state", project: split, baselineName: "one job", baseline: one)
        splitRow.note = String(format: "%.2f× as fast", one.median / split.median)
        splitRow.goal = "≥ 1.7× as fast"
        splitRow.goalMet = one.median / split.median >= 1.7
        return [oneRow, splitRow]
    }

    /// A binary menu of `depth` levels under a list of `rows` texts, as a scenario: a view per
    /// level, each screen's path a parameter.
    static func menuScenario(depth: Int, rows: Int) -> String {
        var lines = ["nesting every screen", ""]
        for level in 0...depth {
            lines += ["view M\(level)", "  text \"{path}\""]
            if level < depth {
                lines.append("  link \"Left\" -> M\(level + 1) with path: \"{path}L\"")
                lines.append("  link \"Right\" -> M\(level + 1) with path: \"{path}R\"")
            }
        }
        lines += ["app", "  stapel", "    list", "      for row in [" + (0..<rows).map(String.init).joined(separator: ", ") + "]"]
        lines += ["        text \"Row {row}\"", "    M0 with path: \"Root\"", ""]
        return lines.joined(separator: "\n")
    }

    /// The moves a state needs at the least: a push of one menu screen and a back, on the
    /// same app, without the search.
    @MainActor
    static func tapAndBack(_ bench: Bench, depth: Int) -> Measurement {
        let stack = Stack()
        let host = ViewHost(
            WithStapel {
                VStack { ForEach(0..<1_000) { Text("Row \($0)") } }
                Menu(path: "", remaining: depth)
            }.environmentObject(stack), recordsJournal: false)
        try? host.tap("Left")
        return bench.measure(iterations: 100) { _ in
            try? host.tap("Right")
            host.back()
        }
    }
}
