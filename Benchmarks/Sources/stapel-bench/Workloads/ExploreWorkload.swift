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
            row.goal = "≥ 100,000 states/s; < 200 B a state"
            row.goalMet = 1e9 / measurement.median >= 100_000 && bytes < 200
            if depth != depths[0], let smallest {
                row.note += String(format: ", %.2f× the depth-%d cost", measurement.median / smallest.median, depths[0])
            }
            rows.append(row)
        }
        return rows
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
