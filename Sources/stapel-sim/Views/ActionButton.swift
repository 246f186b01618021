import Pusher
import ViewTree

/// A button: its action runs on the screen it is on (a `set` sets that screen's context), and
/// what it shows has `locals` in scope.
struct ActionButton: View, TreeTransparent {
    let label: String
    let action: Action
    let locals: PushContext
    let location: SourceLocation
    let world: ScenarioWorld
    /// Read through one property: one box when the view is made, and no reader's closure.
    @Environment(EnvironmentValues.self) private var environment
    private var screen: ScreenKey { environment.screenKey }
    private var stack: Stack? { environment.object(of: Stack.self) }

    var body: some View {
        Button(label) { [world, action, location, screen, locals, stack] in
            world.tapped(action, at: location, on: screen, locals: locals, in: stack)
        }
    }
}
