import ViewTree

/// The hidden navigation link through which a pusher shows what is pushed to it.
///
/// A view of its own so that only it observes the pusher's content: a push renders this link
/// and the new screen, not the pusher's content (often most of the app). It is left out of the
/// printed tree; its link appears directly under the pusher.
struct PushedContentLink: View, TreeTransparent {
    let stack: Stack
    let id: PusherID

    var body: some View {
        let pushed = stack.pushedContent(of: id)
        let destination = pushed?.screen() ?? AnyView(EmptyView())
        NavigationLink(destination: destination, isActive: isPushing(pushed != nil)) {
            EmptyView()
        }
    }

    /// True while something is pushed; going back sets it to false, which pops the pusher.
    private func isPushing(_ value: Bool) -> Binding<Bool> {
        Binding(
            get: { value },
            set: { [stack, id] isActive in
                if !isActive { stack.pop(pusher: id) }
            })
    }
}
