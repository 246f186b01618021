import ViewTree

/// What Stapel's two link styles share: the context, the title or label views, the destination,
/// and the button they are made of. Each style keeps its own type, so the tree prints which it is.
struct LinkModel<Label: View, Destination: View> {
    let context: PushContext
    /// The id the pushed screen gets.
    var id: ScreenID?
    let title: String?
    let label: Label?
    let destination: Destination

    /// A titled button (no separate `Text` node) or a button with the label's views, pushing the
    /// destination with the context onto `stack` when tapped.
    @MainActor
    @ViewBuilder
    func button(on stack: Stack?) -> some View {
        let push = { @MainActor [context, destination, id] in
            _ = stack?.perform(.push(view: AnyView(destination), id: id, context: context))
        }
        if let title {
            Button(title, action: push)
        } else if let label {
            Button(action: push, label: { label })
        }
    }

    /// The journal's diagnostic when no stack is injected above the link.
    static func diagnostic(for stack: Stack?) -> String? {
        stack == nil ? "link has no Stack above it: inject one with .environmentObject(stack)" : nil
    }
}
