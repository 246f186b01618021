import Pusher
import ViewTree

/// `if RULE` with its block and an optional `else` block: one branch shows at a time. When the
/// rule's answer changes, the old branch unmounts (its pushers unregister, its state is gone)
/// and the other mounts, as SwiftUI's `if` does.
struct ConditionalElements: View, TreeTransparent {
    let rule: PushRule
    let then: [Element]
    let otherwise: [Element]
    let world: ScenarioWorld
    /// Read through one property: one box when the view is made, and no reader's closure.
    @Environment(EnvironmentValues.self) private var environment
    private var scope: ScenarioScope { environment.scenarioScope }

    @ViewBuilder var body: some View {
        // Each branch is its own position: flipping the answer replaces one with the other.
        if rule.accepts(world.bindings.context(in: scope, kept: environment.keptContext)) {
            world.view(for: then)
        } else {
            world.view(for: otherwise)
        }
    }
}
