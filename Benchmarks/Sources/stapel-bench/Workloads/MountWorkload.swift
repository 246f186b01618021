import Foundation
import ViewTree

/// Workload 2: mounting trees of N views, per node, against allocating and linking N plain class
/// nodes; and peak memory per node, measured in a child process per size.
enum MountWorkload {
    static func cases(quick: Bool) -> [(TreeShape, Int)] {
        quick
            ? [(.wide, 1_000), (.balanced, 1_000), (.chain, 1_000)]
            : [
                (.wide, 1_000), (.wide, 100_000), (.wide, 1_000_000),
                (.balanced, 1_000), (.balanced, 100_000), (.balanced, 1_000_000), (.chain, 10_000),
            ]
    }

    @MainActor
    static func run(_ bench: Bench, quick: Bool) -> [Row] {
        var rows: [Row] = []
        for (shape, size) in cases(quick: quick) {
            let nodes = nodeCount(ViewHost(shape.view(size: size), recordsJournal: false))
            let samples = Bench(samples: size >= 1_000_000 ? min(bench.samples, 3) : bench.samples, warmUp: bench.warmUp)
            let floorNodes = floorTree(shape, size: size).count
            guard floorNodes == nodes else {
                // Divided by the project's count, a floor of another size is a wrong figure.
                FileHandle.standardError.write(
                    Data("stapel-bench: error: the \(shape.rawValue) floor has \(floorNodes) nodes and the project's tree \(nodes)\n".utf8))
                exit(1)
            }
            let project = samples.measure(iterations: 1) { _ in
                blackHole(ViewHost(shape.view(size: size), recordsJournal: false))
            }
            let floor = samples.measure(iterations: 1) { _ in
                blackHole(floorTree(shape, size: size))
            }
            let perNode = project.divided(by: Double(nodes))
            let floorPerNode = floor.divided(by: Double(nodes))
            var row = Row(
                workload: "2 mount", name: "\(shape.rawValue), \(nodes) nodes (per node)", project: perNode,
                baselineName: "class nodes", baseline: floorPerNode)
            // Issue 24's goals; the first round's (≤ 5×, < 500 B) are in BENCHMARKS.md.
            row.goal = "≤ 1.5× floor"
            row.goalMet = (row.ratio ?? .infinity) <= 1.5
            if let bytes = peakBytesPerNode(shape: shape, size: size, nodes: nodes) {
                let copies = copies(ofSize: size)
                row.note = String(format: "%.0f B/node peak", bytes) + (copies > 1 ? " (\(copies) trees)" : "")
                row.goal += "; ≤ 300 B/node"
                row.goalMet = (row.goalMet ?? false) && bytes <= 300
            }
            rows.append(row)
        }
        return rows
    }

    /// The plain-node tree with the nodes and links of `shape.view(size:)`'s mounted tree.
    static func floorTree(_ shape: TreeShape, size: Int) -> FloorNode {
        switch shape {
        case .wide: FloorNode.wide(rows: size)
        case .balanced: FloorNode.balanced(levels: TreeShape.levels(for: size))
        case .chain: FloorNode.chain(depth: size)
        }
    }

    /// Peak resident memory added by mounting, per node, from a child run of this executable.
    static func peakBytesPerNode(shape: TreeShape, size: Int, nodes: Int) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--child-mount", shape.rawValue, String(size)]
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let figures = String(decoding: data, as: UTF8.self).split(separator: " ").compactMap {
            Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard figures.count == 2, figures[1] > 0 else { return nil }
        return figures[0] * 1024 / (figures[1] * Double(nodes))
    }

    /// How many trees of `size` views the child mounts side by side: peak RSS grows a page and
    /// the allocator's heap a block of 128 kB or more at a time, so one small tree's growth is
    /// mostly that step; over at least 100,000 views it is what the trees take.
    static func copies(ofSize size: Int) -> Int {
        max(1, 100_000 / size)
    }

    /// The child's side: mounts ``copies(ofSize:)`` trees and prints the growth of peak RSS, in
    /// kB, and the number of trees. A small tree of the same shape is mounted first, so that
    /// the code and the run-time type data it pages in are not counted per node.
    @MainActor
    static func child(shape: TreeShape, size: Int) {
        blackHole(ViewHost(shape.view(size: 10), recordsJournal: false))
        let copies = copies(ofSize: size)
        let before = peakResidentKilobytes()
        let hosts = (0..<copies).map { _ in ViewHost(shape.view(size: size), recordsJournal: false) }
        let after = peakResidentKilobytes()
        blackHole(hosts)
        print(after - before, copies)
    }

    /// `VmHWM` from `/proc/self/status`, in kB.
    static func peakResidentKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        return 0
    }
}
