import Foundation

/// `stapel-bench`: measures the registry, the tree and the simulator against their floors and
/// against Stapel's algorithm, in one run.
///
///     swift run -c release --package-path Benchmarks stapel-bench [--quick] [--filter NAME] [--json]
///         [--save FILE] [--compare FILE]
///     stapel-bench --explore-states N
///
/// `--save FILE` also writes the run as JSON; `--compare FILE` prints each row's ratio to the
/// run saved there, flagging rows more than 10 % slower (a report: never a failure).
@main
struct StapelBench {
    @MainActor
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--child-mount", arguments.count == 3, let shape = TreeShape(rawValue: arguments[1]), let size = Int(arguments[2]) {
            MountWorkload.child(shape: shape, size: size)
            return
        }
        if arguments.first == "--explore-states", arguments.count == 2, let states = Int(arguments[1]) {
            ExploreWorkload.largeSearch(states: states)
            return
        }
        var quick = false
        var json = false
        var filter: String?
        var savePath: String?
        var comparison: Comparison?
        while !arguments.isEmpty {
            switch arguments.removeFirst() {
            case "--quick": quick = true
            case "--json": json = true
            case "--filter" where !arguments.isEmpty: filter = arguments.removeFirst()
            case "--save" where !arguments.isEmpty: savePath = arguments.removeFirst()
            case "--compare" where !arguments.isEmpty:
                let path = arguments.removeFirst()
                do {
                    comparison = try Comparison(contentsOf: path)
                } catch {
                    FileHandle.standardError.write(
                        Data("stapel-bench: error: cannot read the saved run \"\(path)\": \(error.localizedDescription)\n".utf8))
                    exit(2)
                }
            case "-h", "--help":
                print(
                    """
                    Usage: stapel-bench [--quick] [--filter NAME] [--json] [--save FILE] [--compare FILE]
                           stapel-bench --explore-states N
                      workloads: registry, mount, flush, navigation, render, simulator, state, explore, scale
                      --explore-states N   only one search of N states of a binary menu, with the
                                           process's peak memory (10,000,000: issue 38's figure)
                      --save FILE      also write the run as JSON to FILE
                      --compare FILE   print each row's ratio to the run saved in FILE, rows more than
                                       10% slower flagged (a report: the exit status stays 0)
                    """)
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
        if let comparison {
            print(comparison.table(rows))
        } else {
            print(json ? Report.json(rows) : Report.table(rows))
        }
        if let savePath {
            do {
                try Data((Report.json(rows) + "\n").utf8).write(to: URL(fileURLWithPath: savePath), options: .atomic)
            } catch {
                FileHandle.standardError.write(Data("stapel-bench: error: cannot write \"\(savePath)\": \(error.localizedDescription)\n".utf8))
                exit(2)
            }
        }
    }
}
