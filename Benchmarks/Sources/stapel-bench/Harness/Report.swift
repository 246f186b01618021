import Foundation

/// Prints rows as a Markdown table (what BENCHMARKS.md records) or as JSON.
enum Report {
    static func table(_ rows: [Row]) -> String {
        var lines = [
            "| workload | case | project (median ± spread) | baseline | baseline figure | ratio | notes | goal |",
            "| --- | --- | --- | --- | --- | --- | --- | --- |",
        ]
        for row in rows {
            let project = Measurement.format(nanoseconds: row.project.median) + String(format: " ± %.0f%%", row.project.spreadPercent)
            let baseline = row.baseline.map { Measurement.format(nanoseconds: $0.median) } ?? "–"
            let ratio = row.ratio.map { String(format: "%.2g×", $0) } ?? "–"
            let goal = row.goal.isEmpty ? "" : row.goal + (row.goalMet.map { $0 ? " ✅" : " ❌" } ?? "")
            lines.append(
                "| \(row.workload) | \(row.name) | \(project) | \(row.baselineName ?? "–") | \(baseline) | \(ratio) | \(row.note) | \(goal) |")
        }
        return lines.joined(separator: "\n")
    }

    static func json(_ rows: [Row]) -> String {
        let objects = rows.map { row -> String in
            var fields: [(String, String)] = [
                ("workload", quoted(row.workload)),
                ("case", quoted(row.name)),
                ("project_ns", String(format: "%.1f", row.project.median)),
                ("project_low_ns", String(format: "%.1f", row.project.low)),
                ("project_high_ns", String(format: "%.1f", row.project.high)),
                ("baseline", row.baselineName.map(quoted) ?? "null"),
                ("baseline_ns", row.baseline.map { String(format: "%.1f", $0.median) } ?? "null"),
                ("ratio", row.ratio.map { String(format: "%.4g", $0) } ?? "null"),
                ("note", quoted(row.note)),
                ("goal", quoted(row.goal)),
                ("goal_met", row.goalMet.map { $0 ? "true" : "false" } ?? "null"),
            ]
            fields.sort { $0.0 < $1.0 }
            return "{" + fields.map { "\(quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]"
    }

    private static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
