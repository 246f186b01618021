import Pusher

/// What one step did: its outcome as the header says it, and the problem if it failed.
struct StepReport: Sendable {
    /// 0 for the app as mounted, then 1, 2, … for the steps.
    let number: Int
    let step: Step?
    /// `pushed to pusher 2 "account"`, `ok` for a met expectation, the explanation for `explain`.
    let outcome: String
    /// The failed expectation or the step that could not be carried out.
    let failure: Diagnostic?
    /// What `explain` found, for the JSON output to give as data.
    var explanation: PushExplanation?

    var isExpectation: Bool {
        if case .expect? = step?.kind { true } else { false }
    }
}

extension Step {
    /// Whether the report prints the outcome's lines below the header, its first line left out:
    /// `explain` and `print snapshot`.
    var printsOutcomeBelow: Bool {
        switch kind {
        case .explain, .printSnapshot: true
        default: false
        }
    }
}
