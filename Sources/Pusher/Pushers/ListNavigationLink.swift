import ViewTree

/// Stapel's link for list rows: behaves as ``StackNavigationLink`` and prints as a list link.
///
/// ```swift
/// List {
///     ListNavigationLink(label: { Text("Settings") }) { SettingsView() }
/// }
/// ```
public struct ListNavigationLink<Label: View, Destination: View>: View, NodeDiagnosing {
    private let model: LinkModel<Label, Destination>
    @Environment(Stack.self) private var stack: Stack?

    /// A link labelled by `label` that pushes what `content` builds, with `context`, as a
    /// screen with `id`.
    public init(id: ScreenID? = nil, context: PushContext = [:], @ViewBuilder label: () -> Label, @ViewBuilder content: () -> Destination) {
        model = LinkModel(context: context, id: id, title: nil, label: label(), destination: content())
    }

    public var body: some View {
        model.button(on: stack)
    }

    package func diagnostic(in _: EnvironmentValues) -> String? {
        LinkModel<Label, Destination>.diagnostic(for: stack)
    }
}

extension ListNavigationLink where Label == Text {
    /// A link titled `title` that pushes what `content` builds, with `context`, as a screen
    /// with `id`.
    public init(_ title: some StringProtocol, id: ScreenID? = nil, context: PushContext = [:], @ViewBuilder content: () -> Destination) {
        model = LinkModel(context: context, id: id, title: String(title), label: nil, destination: content())
    }
}
