import ViewTree

/// The button both of Stapel's link styles are made of.
extension Button {
    static var missingStack: String {
        "link has no Stack above it: inject one with .environmentObject(stack)"
    }

    /// A button that pushes `destination` with `context` onto `stack` when tapped.
    init<Destination: View>(pushing destination: Destination, context: PushContext, on stack: Stack?, @ViewBuilder label: () -> Label) {
        self.init(action: Self.push(destination, context: context, on: stack), label: label)
    }

    static func push<Destination: View>(_ destination: Destination, context: PushContext, on stack: Stack?) -> @MainActor () -> Void {
        { [stack, context, destination] in
            stack?.push(view: AnyView(destination), context: context)
        }
    }
}

extension Button where Label == Text {
    /// A button titled `title` that pushes `destination` with `context` onto `stack` when tapped.
    init<Destination: View>(_ title: String, pushing destination: Destination, context: PushContext, on stack: Stack?) {
        self.init(title, action: Self.push(destination, context: context, on: stack))
    }
}
