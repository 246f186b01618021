import ViewTree

/// The hidden navigation link through which a pusher shows what is pushed to it.
///
/// A primitive of its own, the link itself, so that only it reads the pusher's content: a push
/// updates this link and mounts the new screen, not the pusher's content (often most of the
/// app). It prints as the `NavigationLink` it is, directly under the pusher. (It was a
/// transparent view whose body made the link: a node more on every screen, whose mount cost
/// as much as the link's.)
struct PushedContentLink: View {
    typealias Body = Never

    let stack: Stack
    let id: PusherID

    /// Writes the link's node. The host renders it as the node's own render, so that reading
    /// the pushed content subscribes this node to the pusher's changes.
    func _updateNode(_ node: ViewNode, children: inout ElementList) -> Bool {
        let pushed = stack.pushedContent(of: id)
        let destination = pushed?.screen() ?? AnyView(EmptyView())
        NavigationLink(destination: destination, isActive: isPushing(pushed != nil)) {
            EmptyView()
        }
        .update(node, children: &children)
        return true
    }

    /// True while something is pushed; going back sets it to false, which pops the pusher.
    private func isPushing(_ value: Bool) -> Binding<Bool> {
        // Closures written in the call, so that they are made at the binding's own abstraction,
        // and readers that capture nothing: a reader that captured `value`, or a closure stored
        // in a local first (which the call then wraps in a thunk), allocated per screen.
        if value {
            return Binding(get: { true }, set: { [stack, id] in if !$0 { stack.pop(pusher: id) } })
        }
        return Binding(get: { false }, set: { [stack, id] in if !$0 { stack.pop(pusher: id) } })
    }
}
