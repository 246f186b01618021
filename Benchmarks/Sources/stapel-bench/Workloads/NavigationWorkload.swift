import Observation
import Pusher
import ViewTree

/// Workload 4: one push and one back at the top of a Stapel hierarchy N screens deep, each screen
/// with its own pusher. The cost per step must not grow with the depth.
enum NavigationWorkload {
    struct Level: View {
        let number: Int

        var body: some View {
            WithPusher {
                Text("Level \(number)")
            }
        }
    }

    /// Shows the pushed screen's view in place, for the floor: mounting and unmounting it
    /// without navigation.
    @Observable @MainActor
    final class Switch {
        var isOn = false
    }

    struct InPlace: View {
        let toggle: Switch

        var body: some View {
            if toggle.isOn {
                Level(number: 1)
            }
        }
    }

    @MainActor
    static func run(_ bench: Bench, quick: Bool) -> [Row] {
        let depths = quick ? [10, 500] : [10, 10_000]
        var rows: [Row] = []
        var shallow: Measurement?
        let floor = mountAndUnmount(bench)
        for depth in depths {
            let (project, stack, _) = pushAndBack(bench, depth: depth, transition: nil)
            shallow = shallow ?? project
            var row = Row(
                workload: "4 navigation", name: "push + back at depth \(depth)", project: project,
                baselineName: "mount + unmount the screen in place", baseline: floor)
            row.note = "\(stack.pushers.count) pushers"
            row.goal = "≤ 10 µs; ≤ 2× the floor"
            row.goalMet = project.median <= 10_000 && project.median <= 2 * floor.median
            if depth != depths[0], let shallow {
                let growth = project.median / shallow.median
                row.note += String(format: ", %.2f× the depth-%d cost", growth, depths[0])
                row.goal = "≤ 10 µs; ≤ 2× the floor; ≤ 2× from depth \(depths[0])"
                row.goalMet = growth <= 2 && row.goalMet == true
            }
            rows.append(row)
        }
        rows.append(transitionRow(bench, depth: depths[0], baseline: shallow))
        rows += unflushedPushRows(bench)
        return rows
    }

    /// n pushes from a library caller that never flushes between them, then one flush: issue 39
    /// found this quadratic (a push read what the pushes before it had queued). Per push, flat
    /// from 1,000 to 10,000.
    @MainActor
    static func unflushedPushRows(_ bench: Bench) -> [Row] {
        var rows: [Row] = []
        var smallest: Measurement?
        for count in [1_000, 10_000] {
            let whole = bench.measure(
                iterations: 1,
                setUp: { () -> (Stack, ViewHost) in
                    let stack = Stack()
                    return (stack, ViewHost(WithStapel { Text("Root") }.environmentObject(stack), recordsJournal: false))
                }
            ) { state, _ in
                let (stack, host) = state
                for level in 1...count { blackHole(stack.push(view: AnyView(Level(number: level)))) }
                host.flush()
            }
            let project = whole.divided(by: Double(count))
            smallest = smallest ?? project
            var row = Row(
                workload: "4 navigation", name: "\(count) pushes without a flush, then one flush, per push", project: project, baselineName: nil,
                baseline: nil)
            if let smallest, count != 1_000 {
                let growth = project.median / smallest.median
                row.note = String(format: "%.2f× the per-push cost of 1,000", growth)
                row.goal = "≤ 2× per push from 1,000"
                row.goalMet = growth <= 2
            }
            rows.append(row)
        }
        return rows
    }

    /// The floor of a push and a back: the pushed screen's view mounted and unmounted in place,
    /// under the same root, with no navigation.
    @MainActor
    static func mountAndUnmount(_ bench: Bench) -> Measurement {
        let stack = Stack()
        let toggle = Switch()
        let host = ViewHost(WithStapel { InPlace(toggle: toggle) }.environmentObject(stack), recordsJournal: false)
        return bench.measure(iterations: 500) { _ in
            toggle.isOn = true
            host.settle()
            toggle.isOn = false
            host.settle()
        }
    }

    /// Push + back with a transition on each, settled after each: what time adds to a step,
    /// against the same step without transitions (measured above, in the same process).
    @MainActor
    static func transitionRow(_ bench: Bench, depth: Int, baseline: Measurement?) -> Row {
        let (project, _, host) = pushAndBack(bench, depth: depth, transition: .seconds(0.3))
        var row = Row(
            workload: "4 navigation", name: "push + back at depth \(depth), 0.3 s transitions",
            project: project, baselineName: baseline.map { _ in "no transitions" }, baseline: baseline)
        row.note = "settled after each step; the clock reads \(host.now.scenarioDescription)"
        return row
    }

    /// Push + back at the top of a hierarchy `depth` screens deep, with `transition` on the
    /// stack; with one, the clock is settled after each step (without, it never moves).
    @MainActor
    static func pushAndBack(_ bench: Bench, depth: Int, transition: Transition?) -> (Measurement, Stack, ViewHost) {
        let stack = Stack()
        stack.transition = transition
        let host = ViewHost(WithStapel { Text("Root") }.environmentObject(stack), recordsJournal: false)
        for level in 1...depth {
            stack.push(view: AnyView(Level(number: level)))
            host.settle()
        }
        let project = bench.measure(iterations: 500) { _ in
            stack.push(view: AnyView(Level(number: depth + 1)))
            host.settle()
            blackHole(host.back())
            host.settle()
        }
        return (project, stack, host)
    }
}
