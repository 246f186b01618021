import Foundation
import Pusher
import ViewTree

/// Workload 7: navigation state. Restoring a snapshot of n screens and opening a deep link of n
/// screens, per screen, at two sizes: the cost per screen must not grow with n. And the size of
/// the snapshot as JSON.
enum StateWorkload {
    /// A screen saved by its number.
    struct Numbered: View, RestorableView {
        let number: Int
        var body: some View { Text("Screen \(number)") }
        var restorationKey: String { String(number) }
    }

    @MainActor
    static func run(_ bench: Bench, quick: Bool) -> [Row] {
        let sizes = quick ? [100, 1_000] : [1_000, 10_000]
        var rows: [Row] = []
        var smallest: Measurement?
        for size in sizes {
            let (measurement, cycle, bytes) = restore(bench, screens: size)
            smallest = smallest ?? measurement
            var row = Row(workload: "7 state", name: "restore \(size) screens, per screen", project: measurement, baselineName: nil, baseline: nil)
            row.note = String(format: "snapshot %.0f KB of JSON", Double(bytes) / 1_000)
            if size != sizes[0], let smallest {
                let growth = measurement.median / smallest.median
                row.note += String(format: ", %.2f× the %d-screen cost", growth, sizes[0])
                row.goal = "≤ 2× from \(sizes[0]); JSON < 1 MB"
                row.goalMet = growth <= 2 && bytes < 1_000_000
            }
            rows.append(row)
            // A flush frees what it removed, so the restore row does not pay for the pop before
            // it: this row shows the two together, the teardown's share as its ratio.
            rows.append(
                Row(
                    workload: "7 state", name: "pop \(size) screens to the root and restore them, per screen", project: cycle,
                    baselineName: "the restore alone", baseline: measurement))
        }
        // Ids of routed screens are their prefixes of the path: quadratic characters (about
        // 270 MB of peak memory at 10,000 screens), so the quick run stays small. The time per
        // screen is issue 41's row: flat to 10,000.
        let linkSizes = quick ? [100, 200] : [1_000, 10_000]
        var shortest: Measurement?
        for size in linkSizes {
            let measurement = open(bench, segments: size)
            shortest = shortest ?? measurement
            var row = Row(workload: "7 state", name: "open a \(size)-screen link, per screen", project: measurement, baselineName: nil, baseline: nil)
            if size != linkSizes[0], let shortest {
                let growth = measurement.median / shortest.median
                row.note = String(format: "%.2f× the %d-screen cost (ids are the path's prefixes)", growth, linkSizes[0])
                row.goal = "≤ 1.5× per screen from \(linkSizes[0])"
                row.goalMet = growth <= 1.5
            }
            rows.append(row)
        }
        return rows
    }

    /// Per screen: a restore of `screens` screens over the root, on a live host; and a pop of
    /// them to the root followed by the restore.
    @MainActor
    static func restore(_ bench: Bench, screens: Int) -> (Measurement, cycle: Measurement, bytes: Int) {
        let stack = Stack(rules: NavigationRules(nesting: .everyScreen))
        stack.restorer = { Int($0).map { AnyView(Numbered(number: $0)) } }
        let host = ViewHost(WithStapel { Text("Root") }.environmentObject(stack), recordsJournal: false)
        stack.perform(.pushScreens((1...screens).map { .init(view: AnyView(Numbered(number: $0)), id: ScreenID($0)) }))
        host.flush()
        let snapshot = stack.snapshot()
        let bytes = (try? JSONEncoder().encode(snapshot).count) ?? 0
        let restore = fromRoot(bench, stack, host, per: screens) { stack.restore(snapshot) }
        let cycle = bench.measure(iterations: 1) { _ in
            stack.popToRoot()
            host.flush()
            blackHole(stack.restore(snapshot))
            host.flush()
        }
        return (restore, cycle.divided(by: Double(screens)), bytes)
    }

    /// Per screen: opening a link whose every prefix names a screen, `segments` deep.
    @MainActor
    static func open(_ bench: Bench, segments: Int) -> Measurement {
        var routes = RouteTable<AnyView>()
        var pattern = ""
        for number in 1...segments {
            pattern += "/s"
            routes.add(pattern) { _ in AnyView(Numbered(number: number)) }
        }
        let stack = Stack(rules: NavigationRules(nesting: .everyScreen))
        stack.routes = routes
        let host = ViewHost(WithStapel { Text("Root") }.environmentObject(stack), recordsJournal: false)
        return fromRoot(bench, stack, host, per: segments) { stack.open(pattern) }
    }

    /// Per screen of `count`: `navigate` from the root screen, rendered.
    @MainActor
    static func fromRoot(_ bench: Bench, _ stack: Stack, _ host: ViewHost, per count: Int, _ navigate: () -> NavigationOutcome) -> Measurement {
        let measurement = bench.measure(
            iterations: 1,
            setUp: {
                stack.popToRoot()
                host.flush()
            }
        ) { _, _ in
            blackHole(navigate())
            host.flush()
        }
        return measurement.divided(by: Double(count))
    }
}
