import Foundation

/// Workload 6: the simulator as a whole process: a generated scenario of 10,000 steps on a
/// 1,000-node app with `--final`, and parse throughput of a large scenario (`--syntax-only`).
///
/// Uses the release `stapel-sim` of the main package (`swift build -c release --product stapel-sim`
/// in the repository root), or the binary named by `STAPEL_SIM`.
enum SimulatorWorkload {
    static func binary() -> URL? {
        if let path = ProcessInfo.processInfo.environment["STAPEL_SIM"] {
            return URL(fileURLWithPath: path)
        }
        let bench = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        // Benchmarks/.build/<triple>/release/stapel-bench → the repository root.
        var directory = bench.deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = directory.appendingPathComponent(".build/release/stapel-sim")
            if directory.lastPathComponent != "Benchmarks", FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    static func run(_ bench: Bench, quick: Bool) -> [Row] {
        guard let binary = binary() else {
            FileHandle.standardError.write(Data("6 simulator: skipped, no release stapel-sim (swift build -c release --product stapel-sim)\n".utf8))
            return []
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stapel-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let steps = quick ? 1_000 : 10_000
        let scenario = directory.appendingPathComponent("steps.stapel")
        let large = directory.appendingPathComponent("large.stapel")
        let tiny = directory.appendingPathComponent("tiny.stapel")
        try? generatedScenario(steps: steps).write(to: scenario, atomically: true, encoding: .utf8)
        let timed = directory.appendingPathComponent("timed.stapel")
        try? generatedScenario(steps: steps, transitions: true).write(to: timed, atomically: true, encoding: .utf8)
        let largeText = largeScenario(lines: quick ? 20_000 : 200_000)
        try? largeText.write(to: large, atomically: true, encoding: .utf8)
        try? "app\n  text \"x\"\n".write(to: tiny, atomically: true, encoding: .utf8)
        let suiteSize = quick ? (files: 30, steps: 300) : (files: 300, steps: 300)
        let suite = writeSuite(files: suiteSize.files, steps: suiteSize.steps, in: directory)

        let processBench = Bench(samples: min(bench.samples, 5), warmUp: 1)
        let run = processBench.measure(iterations: 1) { _ in runProcess(binary, ["run", "--final", scenario.path]) }
        let timedRun = processBench.measure(iterations: 1) { _ in runProcess(binary, ["run", "--final", timed.path]) }
        let startup = processBench.measure(iterations: 1) { _ in runProcess(binary, ["check", "--syntax-only", tiny.path]) }
        let parse = processBench.measure(iterations: 1) { _ in runProcess(binary, ["check", "--syntax-only", large.path]) }
        let checkSuite = processBench.measure(iterations: 1) { _ in runProcess(binary, ["check"] + suite.map(\.path)) }
        let jobs = ProcessInfo.processInfo.activeProcessorCount
        let checkSuiteInJobs = processBench.measure(iterations: 1) { _ in
            runProcess(binary, ["check", "--jobs", String(jobs)] + suite.map(\.path))
        }

        var runRow = Row(workload: "6 simulator", name: "\(steps) steps, 1,000-node app, --final", project: run, baselineName: nil, baseline: nil)
        runRow.goal = "< 1 s; ≤ 0.1 s at 10,000 steps"
        runRow.goalMet = run.median < (quick ? 1e9 : 1e8)
        let megabytes = Double(largeText.utf8.count) / 1_000_000
        let parseSeconds = max(parse.median - startup.median, 1) / 1e9
        var parseRow = Row(
            workload: "6 simulator", name: String(format: "parse %.1f MB (--syntax-only)", megabytes), project: parse,
            baselineName: "process start-up", baseline: startup)
        parseRow.note = String(format: "%.1f MB/s", megabytes / parseSeconds)
        parseRow.goal = "≥ 20 MB/s"
        parseRow.goalMet = megabytes / parseSeconds >= 20
        var timedRow = Row(
            workload: "6 simulator", name: "\(steps) steps with 0.3 s transitions, --final", project: timedRun,
            baselineName: "no transitions", baseline: run)
        timedRow.note = "a settle after each navigating step"
        timedRow.goal = "< 1 s"
        timedRow.goalMet = timedRun.median < 1e9
        var suiteRow = Row(
            workload: "6 simulator", name: "check \(suiteSize.files) files of \(suiteSize.steps) steps, 1,000-node app", project: checkSuite,
            baselineName: "process start-up", baseline: startup)
        suiteRow.note = String(format: "%.1f µs a step", (checkSuite.median - startup.median) / Double(suiteSize.files * suiteSize.steps) / 1e3)
        suiteRow.goal = "< 1 s for 300 files"
        suiteRow.goalMet = quick ? nil : checkSuite.median < 1e9
        var jobsRow = Row(
            workload: "6 simulator", name: "the same check with --jobs \(jobs)", project: checkSuiteInJobs,
            baselineName: "one process", baseline: checkSuite)
        jobsRow.goal = "< 1 s for 300 files"
        jobsRow.goalMet = quick ? nil : checkSuiteInJobs.median < 1e9
        return [runRow, timedRow, suiteRow, jobsRow, parseRow] + memoryRows(binary, in: directory, quick: quick)
    }

    /// The memory a parsed step keeps, by kind: the growth of the peak resident memory of
    /// `check --syntax-only` from a file of N steps of the kind to one of 10 N, less the growth
    /// of the file itself (the scenario keeps its text), per added step. The difference of two
    /// sizes leaves out what any run costs (start-up, buffers, the allocator's arenas).
    static func memoryRows(_ binary: URL, in directory: URL, quick: Bool) -> [Row] {
        let kinds = [
            ("push", #"push Detail"#), ("push with a block", "push\n  text \"Pushed\"\n  link \"More\" -> Detail"),
            ("expect", #"expect visible "Continue to checkout""#), ("tap", #"tap "Continue to checkout""#), ("back", "back"),
        ]
        let steps = quick ? 10_000 : 100_000
        let measure = Bench(samples: 1, warmUp: 0)
        var rows: [Row] = []
        guard ChildProcess.peakMemory(binary.path, ["--version"]) != nil else {
            FileHandle.standardError.write(Data("6 simulator: memory rows skipped, no GNU time (/usr/bin/time)\n".utf8))
            return []
        }
        for (name, step) in kinds {
            var peaks: [(bytes: Int, fileBytes: Int)] = []
            var timing: Measurement?
            for count in [steps, steps * 10] {
                let file = directory.appendingPathComponent("memory.stapel")
                let text =
                    "view Detail\n  text \"D\"\napp\n  stapel\n    button \"Continue to checkout\" -> back\n"
                    + String(repeating: step + "\n", count: count)
                try? text.write(to: file, atomically: true, encoding: .utf8)
                var peak: Int?
                timing = measure.measure(iterations: 1) { _ in
                    peak = ChildProcess.peakMemory(binary.path, ["check", "--syntax-only", file.path])
                }
                if let peak { peaks.append((peak, text.utf8.count)) }
                try? FileManager.default.removeItem(at: file)
            }
            guard let timing, peaks.count == 2 else { continue }
            let perStep = Double(peaks[1].bytes - peaks[0].bytes - (peaks[1].fileBytes - peaks[0].fileBytes)) / Double(steps * 9)
            var row = Row(
                workload: "6 simulator", name: "memory of a parsed step: \(name), \(steps * 10) steps", project: timing, baselineName: nil,
                baseline: nil)
            row.note = String(format: "%.0f B a step beyond its text (%.0f B of text)", perStep, Double(step.utf8.count + 1))
            row.goal = "≤ 100 B a step"
            row.goalMet = perStep <= 100
            rows.append(row)
        }
        return rows
    }

    /// `files` copies of the generated scenario of `steps` steps, as a CI suite would hold.
    static func writeSuite(files: Int, steps: Int, in directory: URL) -> [URL] {
        let folder = directory.appendingPathComponent("suite")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = generatedScenario(steps: steps)
        return (0..<files).map { index in
            let file = folder.appendingPathComponent(String(format: "scenario-%03d.stapel", index))
            try? text.write(to: file, atomically: true, encoding: .utf8)
            return file
        }
    }

    private static func runProcess(_ binary: URL, _ arguments: [String]) {
        ChildProcess.run(binary.path, arguments)
    }

    /// An app of about 1,000 nodes (330 counters and a link) and `steps` steps cycling through
    /// taps, pushes, backs and expectations.
    ///
    /// With `transitions`, every push and pop takes 0.3 s and each navigating step is followed by
    /// a `settle`, which counts as a step.
    static func generatedScenario(steps: Int, transitions: Bool = false) -> String {
        var text = (transitions ? "transitions 0.3s\n" : "") + "app\n  stapel\n    link \"Next\"\n      pusher\n        text \"Detail\"\n    vstack\n"
        for index in 0..<330 {
            text += "      counter \"C\(index)\"\n"
        }
        let cycle = [
            "tap \"C7 +1\"", "tap \"Next\"", "expect visible \"Detail\"", "back",
            "expect absent \"Detail\"", "expect pushers 1",
            "push text \"Pushed\"", "pop", "evaluate", "expect accepts",
        ]
        let navigates: Set<String> = ["tap \"Next\"", "back", "push text \"Pushed\"", "pop"]
        var written = 0
        var index = 0
        while written < steps {
            let step = cycle[index % cycle.count]
            text += step + "\n"
            written += 1
            index += 1
            if transitions, navigates.contains(step), written < steps {
                text += "settle\n"
                written += 1
            }
        }
        return text
    }

    /// A scenario of `lines` lines: an app of texts and links, and as many expectations.
    static func largeScenario(lines: Int) -> String {
        var text = "app\n  stapel\n"
        for index in 0..<(lines / 2) {
            text += "    link \"Item \(index)\" with index: \(index), tags: [\"a\", \"b\"] -> text \"Item \(index) detail\"\n"
        }
        for index in 0..<(lines / 2) {
            text += "expect accepts with index: \(index), role: \"admin\"\n"
        }
        return text
    }
}
