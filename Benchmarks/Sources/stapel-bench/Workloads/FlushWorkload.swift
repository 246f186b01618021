import ViewTree

/// Workload 3: one state change in one leaf of a large tree, then `flush()`. The cost must not
/// depend on the tree's size, and only the leaf's subtree may render.
enum FlushWorkload {
    /// Lets the benchmark change the leaf's state from outside the tree.
    @MainActor
    final class Handle {
        var increment: () -> Void = {}
    }

    struct Leaf: View {
        let handle: Handle
        @State private var count = 0

        var body: some View {
            // A result builder takes no statement: `let _ =` runs the assignment while rendering.
            // swift-format-ignore: NoAssignmentInExpressions
            let _ = handle.increment = { count += 1 }
            Text("Leaf \(count)")
        }
    }

    @MainActor
    static func run(_ bench: Bench, quick: Bool) -> [Row] {
        let sizes = quick ? [1_000, 10_000] : [1_000, 100_000, 1_000_000]
        var rows: [Row] = []
        var first: Measurement?
        for size in sizes {
            let handle = Handle()
            let host = ViewHost(
                VStack {
                    ForEach(0..<size) { Text("Row \($0)") }
                    Leaf(handle: handle)
                }, recordsJournal: false)
            let before = host.renderCount
            handle.increment()
            host.flush()
            let rendered = host.renderCount - before
            let project = bench.measure(iterations: 2_000) { _ in
                handle.increment()
                host.flush()
            }
            first = first ?? project
            var row = Row(workload: "3 flush", name: "one leaf of \(size) nodes", project: project, baselineName: nil, baseline: nil)
            row.note =
                "\(rendered) nodes rendered"
                + (size == sizes[0] ? "" : String(format: ", %.2f× the %d-node cost", project.median / (first?.median ?? 1), sizes[0]))
            row.goal = "< 5 µs; leaf's subtree only" + (size == sizes[0] ? "" : "; ≤ 2× from 1,000")
            row.goalMet =
                project.median < 5_000 && rendered == 2
                && (size == sizes[0] || project.median <= 2 * (first?.median ?? 0))
            rows.append(row)
        }
        return rows
    }
}
