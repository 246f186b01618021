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
    @Environment(\.screenKey) private var screen
    @Environment(Stack.self) private var stack: Stack?

    var body: some View {
        Button(label) { [world, action, location, screen, locals, stack] in
            world.tapped(action, at: location, on: screen, locals: locals, in: stack)
        }
    }
}
