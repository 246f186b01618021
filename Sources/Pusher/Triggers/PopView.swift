import ViewTree

/// A view that pops when its label is tapped: to the previous screen, to the root, or to the
/// screen pushed with an id. swiftui-navigation-stack's `PopView`.
///
/// ```swift
/// PopView(destination: .root) { Text("POP TO ROOT") }
/// PopView(destination: .screen("list")) { Text("Back to the list") }
/// ```
public struct PopView<Label: View>: View, NodeDiagnosing {
    /// Where a pop goes: ``PopTarget``, the vocabulary every pop shares (`.previous`, `.root`,
    /// `.screen(id)`, …).
    public typealias Destination = PopTarget

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
        stack?.perform(.pop(destination))
    }

    package func diagnostic(in _: EnvironmentValues) -> String? {
        stack == nil ? "pop view has no Stack above it: inject one with .environmentObject(stack)" : nil
    }
}

extension PopView where Label == Text {
    /// A pop view titled `title`.
    public init(_ title: some StringProtocol, destination: Destination = .previous) {
        self.init(destination: destination) { Text(title) }
    }
}
