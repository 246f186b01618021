import ViewTree

/// Stapel's link for list rows: behaves as ``StackNavigationLink`` and prints as a list link.
///
/// ```swift
/// List {
///     ListNavigationLink(label: { Text("Settings") }) { SettingsView() }
/// }
/// ```
public struct ListNavigationLink<Label: View, Destination: View>: View, NodeDiagnosing {
    private let context: PushContext
    private let title: String?
    private let label: Label?
    private let destination: Destination
    @Environment(Stack.self) private var stack: Stack?

    /// A row labelled by `label` that pushes what `content` builds, with `context`.
    public init(context: PushContext = [:], @ViewBuilder label: () -> Label, @ViewBuilder content: () -> Destination) {
        self.init(context: context, title: nil, label: label(), destination: content())
    }

    private init(context: PushContext, title: String?, label: Label?, destination: Destination) {
        self.context = context
        self.title = title
        self.label = label
        self.destination = destination
    }

    public var body: some View {
        if let title {
            Button(title, pushing: destination, context: context, on: stack)
        } else if let label {
            Button(pushing: destination, context: context, on: stack) { label }
        }
    }

    package var diagnostic: String? {
        stack == nil ? Button<Label>.missingStack : nil
    }
}

extension ListNavigationLink where Label == Text {
    /// A row titled `title` that pushes what `content` builds, with `context`.
    public init(_ title: some StringProtocol, context: PushContext = [:], @ViewBuilder content: () -> Destination) {
        self.init(context: context, title: String(title), label: nil, destination: content())
    }
}
