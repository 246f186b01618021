import ViewTree

/// A button that pushes its content onto the stack when tapped: Stapel's link.
///
/// ```swift
/// StackNavigationLink(label: { Text("Push another view") }) {
///     Text("Hello world!")
/// }
/// ```
///
/// The push goes where ``Stack/push(view:context:to:)`` sends it, with `context` for the
/// pushers' rules to read; the outcome is ``Stack/lastPushOutcome``.
public struct StackNavigationLink<Label: View, Destination: View>: View, NodeDiagnosing {
    private let context: PushContext
    private let title: String?
    private let label: Label?
    private let destination: Destination
    @Environment(Stack.self) private var stack: Stack?

    /// A link labelled by `label` that pushes what `content` builds, with `context`.
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

extension StackNavigationLink where Label == Text {
    /// A link titled `title` that pushes what `content` builds, with `context`.
    public init(_ title: some StringProtocol, context: PushContext = [:], @ViewBuilder content: () -> Destination) {
        self.init(context: context, title: String(title), label: nil, destination: content())
    }
}
