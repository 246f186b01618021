import Foundation

/// A run against a saved one (`--compare FILE`): each row's ratio to the saved row of the same
/// workload, case and baseline (a case can be measured against two), with rows more than ``slowerThreshold`` slower flagged, as Google
/// Benchmark's compare.py and criterion's baselines do. A report only: timings on a shared
/// machine are noisy, so nothing here fails a run.
struct Comparison {
    /// A row this much slower than its saved figure (10 %) is flagged.
    static let slowerThreshold = 1.10

    /// The saved figures, by workload, case and baseline.
    let saved: [String: Double]

    /// Reads what `--save` wrote: the JSON of ``Report/json(_:)``.
    init(contentsOf path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let objects = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: path])
        }
        var saved: [String: Double] = [:]
        for object in objects {
            guard let workload = object["workload"] as? String, let name = object["case"] as? String,
                let figure = object["project_ns"] as? Double
            else { continue }
            saved[Self.key(workload, name, object["baseline"] as? String)] = figure
        }
        self.saved = saved
    }

    init(saved: [String: Double]) {
        self.saved = saved
    }

    static func key(_ workload: String, _ name: String, _ baseline: String?) -> String {
        [workload, name, baseline ?? ""].joined(separator: "\u{1F}")
    }

    private func figure(of row: Row) -> Double? {
        saved[Self.key(row.workload, row.name, row.baselineName)]
    }

    /// A Markdown table: each row now, saved and their ratio; then how many rows were slower.
    func table(_ rows: [Row]) -> String {
        var lines = [
            "| workload | case | against | saved | now | ratio | |",
            "| --- | --- | --- | --- | --- | --- | --- |",
        ]
        var slower = 0
        for row in rows {
            let now = Measurement.format(nanoseconds: row.project.median)
            guard let figure = figure(of: row), figure > 0 else {
                lines.append("| \(row.workload) | \(row.name) | \(row.baselineName ?? "–") | – | \(now) | – | new |")
                continue
            }
            let ratio = row.project.median / figure
            let flag = ratio > Self.slowerThreshold ? String(format: "⚠️ %.0f%% slower", (ratio - 1) * 100) : ""
            if ratio > Self.slowerThreshold { slower += 1 }
            lines.append(
                "| \(row.workload) | \(row.name) | \(row.baselineName ?? "–") | \(Measurement.format(nanoseconds: figure)) | \(now)"
                    + " | \(String(format: "%.2f×", ratio)) | \(flag) |")
        }
        let compared = rows.filter { figure(of: $0) != nil }.count
        lines.append("")
        lines.append(
            "\(slower) of \(compared) rows more than \(Int(((Self.slowerThreshold - 1) * 100).rounded()))% slower than the saved run"
                + " (a report, never a failure: timings on a shared machine are noisy)")
        return lines.joined(separator: "\n")
    }
}
