import Pusher
import ViewTree

/// `for KEY in [VALUE, …]`: the block once per value, with `KEY` bound to it; each repetition
/// is identified by its position, as a `ForEach` over indices is.
struct RepeatedElements: View, TreeTransparent {
    let key: String
    let values: [ContextValue]
    let content: [Element]
    let world: ScenarioWorld
    @Environment(\.scenarioScope) private var scope

    var body: some View {
        ForEach(0..<values.count) { index in
            let bound = scope.binding([key: values[index]])
            return world.view(for: content).environment(writing: { $0.scenarioScope = bound })
        }
    }
}
