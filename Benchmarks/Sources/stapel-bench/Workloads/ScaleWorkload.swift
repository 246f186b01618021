import Foundation

/// Workload 9: the paths issues 23 and 39 found superlinear, each at a small and a large size,
/// per item, through the release simulator as a whole process (its start-up taken off):
/// presenting layers then dismissing them all, tapping down nested pushers and back, tapping a
/// view that links to itself, one request of thousands of screens, delivering events among
/// thousands declared, selecting tabs beside a tab of a long list, and checking chains of view
/// definitions.
/// Goal: flat, at most 2× per item from the
/// small size to the large one.
enum ScaleWorkload {
    struct Case: Sendable {
        let name: String
        let unit: String
        let sizes: [Int]
        let arguments: [String]
        /// How many items of `unit` the scenario of a size has: the size, unless the size is of
        /// something else (the rows beside the tabs selected).
        var items: @Sendable (Int) -> Int = { $0 }
        let scenario: @Sendable (Int) -> String
    }

    static let cases: [Case] = [
        Case(name: "present n sheets, then dismiss all", unit: "layer", sizes: [100, 1_000], arguments: ["check"]) { count in
            "app\n  stapel\n    text \"Home\"\n" + (0..<count).map { "present sheet text \"Layer \($0)\"\n" }.joined()
                + "dismiss all\nexpect layers 0\n"
        },
        Case(name: "nested pushers tapped down and back", unit: "level", sizes: [1_000, 10_000], arguments: ["check"]) { count in
            "view Level\n  pusher\n    link \"Deeper\" -> Level\napp\n  stapel\n    Level\n"
                + String(repeating: "tap \"Deeper\"\n", count: count) + String(repeating: "back\n", count: count) + "expect depth 0\n"
        },
        Case(name: "a view linking to itself, tapped n times", unit: "tap", sizes: [1_000, 10_000], arguments: ["check"]) { count in
            "view Loop\n  text \"Loop\"\n  link \"Again\" -> Loop\napp\n  stapel\n    Loop\n"
                + String(repeating: "tap \"Again\"\n", count: count) + "expect visible \"Loop\"\n"
        },
        Case(name: "set screens of n screens in one request", unit: "screen", sizes: [3_200, 32_000], arguments: ["check", "--max-depth", "40000"]) {
            count in
            "app\n  stapel\n    text \"Home\"\nset screens " + (0..<count).map { "text \"S\($0)\"" }.joined(separator: ", ")
                + "\nexpect depth \(count)\n"
        },
        Case(name: "push of n screens as one", unit: "screen", sizes: [3_200, 32_000], arguments: ["check", "--max-depth", "40000"]) { count in
            "app\n  stapel\n    text \"Home\"\npush " + (0..<count).map { "text \"S\($0)\"" }.joined(separator: ", ")
                + " as one\nexpect depth \(count)\n"
        },
        Case(
            name: "run: the changes after each of n pushes, nesting every screen", unit: "push", sizes: [200, 2_000], arguments: ["run"],
            scenario: { count in
                "nesting every screen\napp\n  stapel\n    text \"Home\"\n" + (0..<count).map { "push text \"P\($0)\"\n" }.joined()
            }),
        Case(
            name: "run: the changes after each of n sheets", unit: "sheet", sizes: [100, 1_000], arguments: ["run"],
            scenario: { count in
                "app\n  stapel\n    text \"Home\"\n" + (0..<count).map { "present sheet text \"Layer \($0)\"\n" }.joined()
            }),
        Case(name: "n declared events, each delivered", unit: "event", sizes: [2_000, 20_000], arguments: ["check"]) { count in
            (0..<count).map { "on \"E\($0)\" -> set k: \($0)\n" }.joined() + "app\n  stapel\n    text \"Home\"\n"
                + (0..<count).map { "event \"E\($0)\"\n" }.joined()
        },
        Case(
            name: "5,000 selections between two tabs, beside a tab of n rows", unit: "selection", sizes: [1_000, 10_000], arguments: ["check"],
            items: { _ in 5_000 },
            scenario: { count in
                let rows = (0..<count).map(String.init).joined(separator: ", ")
                return "app\n  tabs\n    tab \"A\"\n      text \"a\"\n    tab \"B\"\n      text \"b\"\n    tab \"Rows\"\n      stapel\n"
                    + "        for k in [\(rows)]\n          text \"row\"\n"
                    + (0..<5_000).map { "select tab \"\($0 % 2 == 0 ? "B" : "A")\"\n" }.joined()
            }),
        // From 5,000: at 1,000 the views take less time than the process's start-up, and the
        // figure without start-up is a difference of two noisy ones (1.8–3.8 µs a view).
        Case(name: "a chain of view definitions, --syntax-only", unit: "view", sizes: [5_000, 50_000], arguments: ["check", "--syntax-only"]) {
            count in
            (0..<count).map { "view V\($0)\n  vstack\n    " + ($0 + 1 < count ? "V\($0 + 1)" : "text \"End\"") + "\n" }.joined()
                + "app\n  stapel\n    V0\n"
        },
    ]

    static func run(_ bench: Bench, quick: Bool) -> [Row] {
        guard let binary = SimulatorWorkload.binary() else {
            FileHandle.standardError.write(Data("9 scale: skipped, no release stapel-sim (swift build -c release --product stapel-sim)\n".utf8))
            return []
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stapel-scale-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let processBench = Bench(samples: min(bench.samples, 5), warmUp: 1)
        let tiny = directory.appendingPathComponent("tiny.stapel")
        try? "app\n  text \"x\"\n".write(to: tiny, atomically: true, encoding: .utf8)
        let startup = processBench.measure(iterations: 1) { _ in _ = ChildProcess.run(binary.path, ["check", tiny.path]) }

        var rows: [Row] = []
        for (number, scale) in cases.enumerated() {
            var smallest: Double?
            for size in scale.sizes {
                let file = directory.appendingPathComponent("scale-\(number)-\(size).stapel")
                try? scale.scenario(size).write(to: file, atomically: true, encoding: .utf8)
                let whole = processBench.measure(iterations: 1) { _ in _ = ChildProcess.run(binary.path, scale.arguments + [file.path]) }
                let items = Double(scale.items(size))
                let perItem = max(whole.median - startup.median, 0) / items
                smallest = smallest ?? perItem
                var row = Row(
                    workload: "9 scale", name: "\(scale.name), n = \(size), per \(scale.unit)", project: whole.divided(by: items),
                    baselineName: nil, baseline: nil)
                row.note = String(format: "%.1f µs a %@ without start-up", perItem / 1_000, scale.unit)
                if size != scale.sizes[0], let smallest, smallest > 0 {
                    let growth = perItem / smallest
                    row.note += String(format: ", %.2f× the n = %d cost", growth, scale.sizes[0])
                    row.goal = "≤ 2× per \(scale.unit) from n = \(scale.sizes[0])"
                    row.goalMet = growth <= 2
                }
                rows.append(row)
            }
        }
        return rows
    }
}
