import ViewTree

/// The root of a Stapel hierarchy: a navigation view whose first screen is a pusher.
///
/// ```swift
/// WithStapel {
///     Text("Root View")
///     StackNavigationLink(label: { Text("Push another view") }) {
///         Text("Hello world!")
///     }
/// }
/// .environmentObject(stack)
/// ```
/// prints, once pushed:
/// ```text
/// WithStapel
/// └─ NavigationView [screen 0, covered]
///    └─ PusherView pusher: 0 [active]
///       ├─ Text "Root View"
///       ├─ StackNavigationLink
///       │  └─ Button "Push another view"
///       │     └─ Text "Push another view"
///       └─ NavigationLink [pushing]
///          └─ Screen [screen 1, visible]
///             └─ Text "Hello world!"
/// ```
public struct WithStapel<Content: View>: PusherContainer {
    private let name: String?
    private let predicate: PushPredicate?
    private let content: Content

    /// A root pusher with the given predicate (`nil` accepts every push).
    public init(name: String?, predicate: PushPredicate?, @ViewBuilder content: () -> Content) {
        self.name = name
        self.predicate = predicate
        self.content = content()
    }

    public var body: some View {
        NavigationView {
            PusherView(name: name, predicate: predicate, content: content)
        }
    }
}
