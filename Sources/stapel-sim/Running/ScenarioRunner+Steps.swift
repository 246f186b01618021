import Pusher
import ViewTree

extension ScenarioRunner {
    /// What a step did: the outcome its header prints, why it failed if it did, and for
    /// `explain` the explanation.
    typealias StepResult = (outcome: String, failure: Diagnostic?, explanation: PushExplanation?)

    /// Carries out a step by its kind, each in its family's method.
    func perform(_ step: Step) -> StepResult {
        let location = step.location
        switch step.kind {
        case .tap(let label): return tap(label, at: location)
        case .action(.set(let values)): return (set(values), nil, nil)
        case .action(let action): return (navigate(action).description, nil, nil)
        case .event(let name): return event(name, at: location)
        case .selectTab(let title): return selectTab(title, at: location)
        case .wait(let duration): return (wait(duration), nil, nil)
        case .settle: return (settle(), nil, nil)
        case .save(let name): return (save(name), nil, nil)
        case .restore(let name): return restore(name, at: location)
        case .printSnapshot: return (printedSnapshot(), nil, nil)
        case .print: return ("tree", nil, nil)
        case .evaluate(let context): return (evaluate(context), nil, nil)
        case .explain(let context):
            let explanation = stack.explain(context)
            return (explanation.description, nil, explanation)
        case .expect(let expectation): return expect(expectation, at: location)
        }
    }
}
