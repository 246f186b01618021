import ViewTree

/// The button both of Stapel's link styles are made of.
extension Button {
    static var missingStack: String {
        "link has no Stack above it: inject one with .environmentObject(stack)"
    }

    /// A button that pushes `destination` with `context` onto `stack` when tapped.
    init<Destination: View>(pushing destination: Destination, context: PushContext, on stack: Stack?, @ViewBuilder label: () -> Label) {
        self.init(action: { [stack, context, destination] in
            stack?.push(view: AnyView(destination), context: context)
        }, label: label)
    }
}
