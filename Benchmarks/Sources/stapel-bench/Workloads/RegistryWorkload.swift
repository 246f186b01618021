import Pusher

/// Workload 1: one push, one evaluate and one pop of the active pusher, with N pushers
/// registered, on `AnyStack<Int>`; against Stapel's algorithm and an array's append/removeLast.
enum RegistryWorkload {
    static func run(_ bench: Bench, quick: Bool) -> [Row] {
        let sizes = quick ? [10, 1_000] : [10, 1_000, 100_000]
        var rows: [Row] = []
        var projectAt: [Int: Measurement] = [:]
        for size in sizes {
            let project = bench.measure(
                iterations: 100_000,
                setUp: { () -> AnyStack<Int> in
                    let stack = AnyStack<Int>()
                    for id in 1...size { stack.register(pusher: PusherID(id)) }
                    return stack
                }
            ) { stack, iteration in
                stack.push(view: iteration)
                blackHole(stack.evaluate())
                stack.pop(pusher: PusherID(size))
            }
            projectAt[size] = project
            let stapelIterations = max(1, 100_000 / size)
            let stapel = bench.measure(
                iterations: stapelIterations,
                setUp: { () -> StapelRegistry in
                    let registry = StapelRegistry()
                    for id in 1...size { registry.register(id) }
                    return registry
                }
            ) { registry, iteration in
                registry.push(iteration)
                blackHole(registry.evaluate())
                registry.pop(size)
            }
            let floor = bench.measure(
                iterations: 100_000,
                setUp: { () -> [Int] in
                    Array(1...size)
                }
            ) { array, iteration in
                array.append(iteration)
                blackHole(array.last)
                array.removeLast()
            }
            var stapelRow = Row(
                workload: "1 registry", name: "push+evaluate+pop, N = \(size)", project: project,
                baselineName: "Stapel's algorithm", baseline: stapel)
            if size == 100_000 {
                stapelRow.goal = "≥ 1,000× cheaper than Stapel"
                stapelRow.goalMet = (stapelRow.ratio ?? 1) <= 0.001
            }
            var floorRow = Row(
                workload: "1 registry", name: "push+evaluate+pop, N = \(size)", project: project,
                baselineName: "Array append/removeLast", baseline: floor)
            // Issue 24's goal; the first round's (≤ 20×) is in BENCHMARKS.md.
            floorRow.goal = "≤ 8× floor"
            floorRow.goalMet = (floorRow.ratio ?? .infinity) <= 8
            if size == sizes.last, let smallest = projectAt[sizes[0]] {
                let growth = project.median / smallest.median
                floorRow.note = String(format: "%.2f× the N = %d cost", growth, sizes[0])
                floorRow.goal += "; ≤ 1.5× from N = 10"
                floorRow.goalMet = (floorRow.goalMet ?? false) && growth <= 1.5
            }
            rows += [stapelRow, floorRow]
        }
        return rows
    }
}
