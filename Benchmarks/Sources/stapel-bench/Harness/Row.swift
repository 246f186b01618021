/// One line of the results: the project's figure, the baseline's (measured in the same run), their
/// ratio, and the goal with whether it was met.
struct Row: Sendable {
    let workload: String
    let name: String
    let project: Measurement
    let baselineName: String?
    let baseline: Measurement?
    /// Extra figures, such as nodes re-evaluated or bytes per node.
    var note: String = ""
    var goal: String = ""
    var goalMet: Bool?

    var ratio: Double? {
        guard let baseline, baseline.median > 0 else { return nil }
        return project.median / baseline.median
    }
}
