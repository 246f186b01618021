import Pusher
import ViewTree

/// Around a `stapel` or `stack` element: when it shows on a screen pushed on another stack,
/// tells the world while it is visible, for `explore`'s `nested stack` finding (the app shows
/// two navigation bars, as a logout that pushes a whole new root view does).
struct StackNestingWatch: View, TreeTransparent {
    let content: AnyView
    /// How the finding names the stack: `stapel`, `stack "left"`.
    let word: String
    let location: SourceLocation
    let world: ScenarioWorld
    @Environment(\.screenKey) private var screen

    @ViewBuilder var body: some View {
        if screen.number > 0 {
            content
                .onAppear { [world, word, location] in world.nestedStackAppeared(word, at: location) }
                .onDisappear { [world, location] in world.nestedStackDisappeared(at: location) }
        } else {
            content
        }
    }
}
