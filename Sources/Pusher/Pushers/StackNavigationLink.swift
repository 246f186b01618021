import ViewTree

/// A button that pushes its content onto the stack when tapped: Stapel's link.
///
/// ```swift
/// StackNavigationLink(label: { Text("Push another view") }) {
///     Text("Hello world!")
/// }
/// StackNavigationLink("Account", context: ["section": "account"]) {
///     AccountView()
/// }
/// ```
///
/// The push goes where ``Stack/push(view:id:context:to:)`` sends it, with `context` for the
/// pushers' rules to read; its outcome is in the stack's ``Stack/log``.
public struct StackNavigationLink<Label: View, Destination: View>: View, NodeDiagnosing {
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

extension StackNavigationLink where Label == Text {
    /// A link titled `title` that pushes what `content` builds, with `context`, as a screen
    /// with `id`.
    public init(_ title: some StringProtocol, id: ScreenID? = nil, context: PushContext = [:], @ViewBuilder content: () -> Destination) {
        model = LinkModel(context: context, id: id, title: String(title), label: nil, destination: content())
    }
}
