/// The content of an alert or a confirmation dialog: its title, then its buttons.
///
/// ```swift
/// Alert("Discard changes?") {
///     Button("Discard") { discard() }
///     Button("Keep editing") {}
/// }
/// ```
public struct Alert<Actions: View>: View {
    private let title: String
    private let actions: Actions

    /// An alert titled `title` with the buttons `actions` builds.
    public init(_ title: String, @ViewBuilder actions: () -> Actions) {
        self.title = title
        self.actions = actions()
    }

    public var body: some View {
        Text(title)
        actions
    }
}
