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
    /// Whether the step acts on the app (a tap, a navigation, a wait, …) rather than only
    /// looking at it: what an app stopped by a fatal error can no longer do.
    var actsOnTheApp: Bool {
        switch kind {
        case .expect, .print, .printSnapshot, .evaluate, .explain: false
        default: true
        }
    }

    /// Whether the step is `expect outcome fatal error`, which acknowledges the fatal error the
    /// step before it met.
    var expectsFatalError: Bool {
        if case .expect(.outcome(.fatalError)) = kind { true } else { false }
    }

    /// Whether the report prints the outcome's lines below the header, its first line left out:
    /// `explain` and `print snapshot`.
    var printsOutcomeBelow: Bool {
        switch kind {
        case .explain, .printSnapshot: true
        default: false
        }
    }
}
