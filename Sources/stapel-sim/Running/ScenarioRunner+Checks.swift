import Pusher
import ViewTree

// MARK: - Steps that only look: expectations and evaluations

extension ScenarioRunner {
    /// `evaluate [with CONTEXT]`: where a push of the context would go, without pushing.
    func evaluate(_ context: PushContext) -> String {
        switch stack.explain(context).outcome {
        case .pushed(let pusher, _, _): "accepts: a push would go to \(pusher)"
        case let rejection: "rejects: \(rejection)"
        }
    }

    /// `expect EXPECTATION`.
    func expect(_ expectation: Expectation, at location: SourceLocation) -> StepResult {
        let checker = ExpectationChecker(host: host, lastNavigation: lastNavigation, world: world)
        guard let problem = checker.check(expectation) else { return ("ok", nil, nil) }
        return ("failed", Diagnostic(.expectation(problem), at: location, severity: .expectationFailed), nil)
    }
}
