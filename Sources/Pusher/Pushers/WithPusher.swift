import ViewTree

/// A pusher for one level of a Stapel hierarchy: put one in every pushed screen that pushes
/// further, so that the next push nests one level deeper instead of replacing this screen.
///
/// ```swift
/// WithPusher(rule: .key("expected") == "value") {
///     Text("Second view")
///     Button("Push truthy") {
///         stack.push(view: AnyView(Text("Pushed")), context: ["expected": "value"])
///     }
/// }
/// ```
public struct WithPusher<Content: View>: PusherContainer {
    private let name: String?
    private let predicate: PushPredicate?
    private let content: Content

    /// A pusher with the given predicate (`nil` accepts every push).
    public init(name: String?, predicate: PushPredicate?, @ViewBuilder content: () -> Content) {
        self.name = name
        self.predicate = predicate
        self.content = content()
    }

    public var body: some View {
        PusherView(name: name, predicate: predicate, content: AnyView(content))
    }
}
