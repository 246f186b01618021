import Pusher
import ViewTree

/// A text, control or link with `{key}` in its strings, or in an app that binds values: reads
/// its scope where it shows, and hands its locals to what it shows.
struct ScopedElement: View, TreeTransparent {
    let element: Element
    let world: ScenarioWorld
    /// Read through one property: one box when the view is made, and no reader's closure.
    @Environment(EnvironmentValues.self) private var environment
    private var scope: ScenarioScope { environment.scenarioScope }

    var body: some View {
        world.scopedView(for: element, at: ElementPlace(scope: scope, environment: environment))
    }
}
