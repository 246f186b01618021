import Pusher
import ViewTree

/// `stack ["name"]`: a navigation stack of its own inside a screen, as a NavigationStack (or
/// NavigationStackView) nested in a tab, a sheet or a split view's column. Pushes from views
/// inside it go to its stack, never to one outside it. Its block is the stack's root view; a
/// block that does not start with `stapel` gets one around it.
struct NestedStack: View, TreeTransparent {
    let name: String?
    let content: [Element]
    let world: ScenarioWorld
    /// The stack, made once per mount of the element.
    @State(isSaved: false) private var holder = Holder()

    /// Tells the world when the element leaves the tree, so that `back` no longer pops it.
    @MainActor
    final class Holder {
        var stack: Stack?
        weak var world: WeakTarget<ScenarioWorld>?

        isolated deinit {
            if let stack { world?.object.nestedStackUnmounted(stack) }
        }
    }

    var body: some View {
        let stack = holder.stack ?? world.makeNestedStack()
        holder.stack = stack
        holder.world = world.weakTarget
        let root: AnyView
        if case .pusher(isRoot: true, _, _, _)? = content.first?.kind {
            root = world.view(for: content)
        } else {
            root = AnyView(WithStapel(name: name) { world.view(for: content) })
        }
        return root.environmentObject(stack)
    }
}
