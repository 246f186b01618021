import Pusher
import ViewTree

/// `on appear [after DURATION] -> ACTION`: runs the action when its screen appears (SwiftUI's
/// `.onAppear`, or `.task` with a sleep). With a delay, the action waits that long on the
/// virtual clock, and is cancelled if the screen disappears first. Draws nothing.
struct AppearAction: View, TreeTransparent {
    let delay: Duration?
    let action: Action
    let locals: PushContext
    let world: ScenarioWorld
    /// Read through one property: one box when the view is made, and no reader's closure.
    @Environment(EnvironmentValues.self) private var environment
    private var screen: ScreenKey { environment.screenKey }
    /// The stack the element is in: what its action navigates, as a button's does.
    private var stack: Stack? { environment.object(of: Stack.self) }
    /// The timer of a delayed action that has not run yet.
    @State(isSaved: false) private var pending = PendingTimer()

    /// A box, so that the appear and disappear closures share one token.
    final class PendingTimer {
        var token: TimerToken?
    }

    /// A node that prints nothing, to carry the lifecycle modifiers: `EmptyView` has no node.
    private struct Marker: View, TreeTransparent {
        var body: some View { EmptyView() }
    }

    var body: some View {
        Marker()
            .onAppear { [world, action, locals, screen, delay, pending, stack] in
                guard let delay else {
                    _ = world.perform(action, on: screen, locals: locals, in: stack)
                    return
                }
                // Weak: the world keeps the clock, which keeps the timer until it fires, and the
                // stack keeps its screens' views.
                pending.token = world.clock.schedule(after: delay) { [weak target = world.weakTarget, weak stack = stack?.weakTarget] in
                    pending.token = nil
                    _ = target?.object.perform(action, on: screen, locals: locals, in: stack?.object)
                    target?.object.host?.flush()
                }
            }
            .onDisappear { [world, pending] in
                if let token = pending.token { world.clock.cancel(token) }
                pending.token = nil
            }
    }
}
