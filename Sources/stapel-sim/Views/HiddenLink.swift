import Pusher
import ViewTree

/// `link when KEY -> DEST`: SwiftUI's `NavigationLink(isActive:) { EmptyView() }`. No control
/// is drawn; the link pushes when its binding asks, then resets the binding so that each
/// activation pushes once.
struct HiddenLink: View, TreeTransparent {
    let condition: BindingCondition
    let destination: AnyView
    let id: ScreenID?
    let context: PushContext
    let bindings: ScenarioBindings
    /// Read through one property: one box when the view is made, and no reader's closure.
    @Environment(EnvironmentValues.self) private var environment
    private var stack: Stack? { environment.object(of: Stack.self) }
    private var screen: ScreenKey { environment.screenKey }

    var body: some View {
        if bindings.holds(condition) {
            // Reset first: the binding's change re-renders this view, which must not push again.
            bindings.reset(condition)
            // From its own screen: under a sheet, it pushes onto the stack of its own layer.
            _ = stack?.perform(.push(view: destination, id: id, context: context, from: screen))
        }
        return EmptyView()
    }
}
