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
        NavigationLink(destination: destination(pushed), isActive: isPushing(pushed != nil)) {
            EmptyView()
        }
    }

    /// The pushed view, with the push's number as its identity: every push is a new screen, one
    /// level above the pusher's. A screen with an id, or with a pusher of its own, shows inside a
    /// ``PushedScreen``.
    private func destination(_ pushed: PushedContent?) -> AnyView {
        guard let pushed else { return AnyView(EmptyView()) }
        let level = stack.pushedLevel(of: id)
        guard pushed.id != nil || pushed.pusher != nil else {
            return AnyView(pushed.view.structuralID(pushed.push).environment(\.screenLevel, level))
        }
        return AnyView(PushedScreen(id: pushed.id, pusher: pushed.pusher, content: pushed.view)
            .structuralID(pushed.push).environment(\.screenLevel, level))
    }

    /// True while something is pushed; going back sets it to false, which pops the pusher.
    private func isPushing(_ value: Bool) -> Binding<Bool> {
        Binding(get: { value }, set: { [stack, id] isActive in
            if !isActive { stack.pop(pusher: id) }
        })
    }
}
