import Foundation

/// `stapel-bench`: measures the registry, the tree and the simulator against their floors and
/// against Stapel's algorithm, in one run.
///
///     swift run -c release --package-path Benchmarks stapel-bench [--quick] [--filter NAME] [--json]
@main
struct StapelBench {
    @MainActor
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--child-mount", arguments.count == 3, let shape = TreeShape(rawValue: arguments[1]), let size = Int(arguments[2]) {
            MountWorkload.child(shape: shape, size: size)
            return
        }
        var quick = false
        var json = false
        var filter: String?
        while !arguments.isEmpty {
            switch arguments.removeFirst() {
            case "--quick": quick = true
            case "--json": json = true
            case "--filter" where !arguments.isEmpty: filter = arguments.removeFirst()
            case "-h", "--help":
                print(
                    "Usage: stapel-bench [--quick] [--filter NAME] [--json]\n  workloads: registry, mount, flush, navigation, render, simulator, state, explore, scale"
                )
                return
            case let other:
                FileHandle.standardError.write(Data("stapel-bench: error: unknown argument \"\(other)\"\n".utf8))
                exit(2)
            }
        }
        let bench = quick ? Bench.quick : Bench.full
        let workloads: [(String, () -> [Row])] = [
            ("registry", { RegistryWorkload.run(bench, quick: quick) }),
            ("mount", { MountWorkload.run(bench, quick: quick) }),
            ("flush", { FlushWorkload.run(bench, quick: quick) }),
            ("navigation", { NavigationWorkload.run(bench, quick: quick) }),
            ("render", { RenderWorkload.run(bench, quick: quick) }),
            ("simulator", { SimulatorWorkload.run(bench, quick: quick) }),
            ("state", { StateWorkload.run(bench, quick: quick) }),
            ("explore", { ExploreWorkload.run(bench, quick: quick) }),
            ("scale", { ScaleWorkload.run(bench, quick: quick) }),
        ]
        var rows: [Row] = []
        for (name, run) in workloads where filter.map(name.contains) ?? true {
            FileHandle.standardError.write(Data("running \(name)…\n".utf8))
            rows += run()
        }
        print(json ? Report.json(rows) : Report.table(rows))
    }
}
