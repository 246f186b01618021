import ViewTree

/// A view that pushes its destination, with an id and a context, when its label is tapped or
/// when a binding asks: swiftui-navigation-stack's `PushView`.
///
/// ```swift
/// PushView(destination: ChildView(), id: "child") { Text("PUSH") }
/// PushView(destination: ChildView(), isActive: $isActive) { Text("PUSH") }
/// PushView(destination: ChildView1(), tag: Destination.child1, selection: $selection) { Text("PUSH TO CHILD 1") }
/// ```
///
/// A binding trigger fires when the view renders with `isActive` true (or `selection` equal to
/// `tag`); the push then resets the binding to `false` (or `nil`), so each activation pushes once.
public struct PushView<Label: View, Destination: View>: View, NodeDiagnosing {
    private let destination: Destination
    private let id: ScreenID?
    private let context: PushContext
    private let trigger: Trigger
    private let label: Label
    /// The label as a title, when the push view was given one: printed and tapped as a button
    /// with that title, as ``StackNavigationLink`` is.
    private var title: String?
    /// Read through one property: one box when the view is made, and no reader's closure.
    @Environment(EnvironmentValues.self) private var environment
    private var stack: Stack? { environment.object(of: Stack.self) }
    private var screen: ScreenKey { environment.screenKey }

    /// A binding that asks for the push, and how to reset it afterwards.
    private struct Trigger {
        let isFired: @MainActor () -> Bool
        let reset: @MainActor () -> Void

        static var tapOnly: Trigger { Trigger(isFired: { false }, reset: {}) }
    }

    /// Pushes `destination` when the label is tapped.
    public init(destination: Destination, id: ScreenID? = nil, context: PushContext = [:], @ViewBuilder label: () -> Label) {
        self.init(destination: destination, id: id, context: context, trigger: .tapOnly, label: label())
    }

    /// Pushes `destination` when the label is tapped or `isActive` turns true.
    public init(
        destination: Destination, id: ScreenID? = nil, context: PushContext = [:], isActive: Binding<Bool>,
        @ViewBuilder label: () -> Label
    ) {
        let trigger = Trigger(isFired: { isActive.wrappedValue }, reset: { isActive.wrappedValue = false })
        self.init(destination: destination, id: id, context: context, trigger: trigger, label: label())
    }

    /// Pushes `destination` when the label is tapped or `selection` becomes `tag`.
    public init<Tag: Hashable>(
        destination: Destination, id: ScreenID? = nil, context: PushContext = [:], tag: Tag,
        selection: Binding<Tag?>, @ViewBuilder label: () -> Label
    ) {
        let trigger = Trigger(isFired: { selection.wrappedValue == tag }, reset: { selection.wrappedValue = nil })
        self.init(destination: destination, id: id, context: context, trigger: trigger, label: label())
    }

    private init(destination: Destination, id: ScreenID?, context: PushContext, trigger: Trigger, label: Label) {
        self.destination = destination
        self.id = id
        self.context = context
        self.trigger = trigger
        self.label = label
    }

    public var body: some View {
        if trigger.isFired() {
            // Reset first: the binding's change re-renders this view, which must not push again.
            trigger.reset()
            push()
        }
        return button
    }

    @ViewBuilder private var button: some View {
        if let title {
            Button(title, action: push)
        } else {
            Button(action: push, label: { label })
        }
    }

    /// Pushes from its own screen: a binding that fires under a sheet pushes onto the stack of
    /// the layer the view is in.
    private func push() {
        stack?.perform(.push(view: AnyView(destination), id: id, context: context, from: screen))
    }

    package func diagnostic(in _: EnvironmentValues) -> String? {
        LinkModel<Label, Destination>.diagnostic(for: stack)
    }
}

extension PushView where Label == Text {
    /// A push view titled `title`, pushed when tapped.
    public init(_ title: some StringProtocol, destination: Destination, id: ScreenID? = nil, context: PushContext = [:]) {
        self.init(destination: destination, id: id, context: context) { Text(title) }
        self.title = String(title)
    }

    /// A push view titled `title`, pushed when tapped or when `isActive` turns true.
    public init(
        _ title: some StringProtocol, destination: Destination, id: ScreenID? = nil, context: PushContext = [:],
        isActive: Binding<Bool>
    ) {
        self.init(destination: destination, id: id, context: context, isActive: isActive) { Text(title) }
        self.title = String(title)
    }

    /// A push view titled `title`, pushed when tapped or when `selection` becomes `tag`.
    public init<Tag: Hashable>(
        _ title: some StringProtocol, destination: Destination, id: ScreenID? = nil,
        context: PushContext = [:], tag: Tag, selection: Binding<Tag?>
    ) {
        self.init(destination: destination, id: id, context: context, tag: tag, selection: selection) { Text(title) }
        self.title = String(title)
    }
}
