import ViewTree

/// A view that pops when its label is tapped: to the previous screen, to the root, or to the
/// screen pushed with an id. swiftui-navigation-stack's `PopView`.
///
/// ```swift
/// PopView(destination: .root) { Text("POP TO ROOT") }
/// PopView(destination: .screen("list")) { Text("Back to the list") }
/// ```
public struct PopView<Label: View>: View, NodeDiagnosing {
    /// Where a pop goes.
    public enum Destination: Sendable, Hashable {
        /// The screen below the top one.
        case previous
        /// The root screen of the top layer.
        case root
        /// The lowest screen pushed with this id (``Stack/pop(to:)``).
        case screen(ScreenID)
    }

    private let destination: Destination
    private let label: Label
    @Environment(Stack.self) private var stack: Stack?

    /// Pops to `destination` when the label is tapped.
    public init(destination: Destination = .previous, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        Button(action: pop, label: { label })
    }

    private func pop() {
        guard let stack else { return }
        switch destination {
        case .previous: stack.pop()
        case .root: stack.popToRoot()
        case .screen(let id): stack.pop(to: id)
        }
    }

    package var diagnostic: String? {
        stack == nil ? "pop view has no Stack above it: inject one with .environmentObject(stack)" : nil
    }
}

extension PopView where Label == Text {
    /// A pop view titled `title`.
    public init(_ title: some StringProtocol, destination: Destination = .previous) {
        self.init(destination: destination) { Text(title) }
    }
}
