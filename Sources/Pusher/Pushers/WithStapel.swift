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
///
/// The root also presents the stack's modal layers (``Stack/present(_:_:tag:)``). One stack
/// drives one root: a second `WithStapel` given the same stack says so in the journal and
/// presents nothing.
public struct WithStapel<Content: View>: PusherContainer, NodeDiagnosing, NodeLifecycleObserving, TreeAnnotating, KeyedAnnotating {
    private let name: String?
    private let predicate: PushPredicate?
    private let content: Content

    @Environment(Stack.self) private var stack: Stack?
    @State(isSaved: false) private var claim = RootClaim()
    @Environment(\.screenPlace) private var place

    /// A root pusher with the given predicate (`nil` accepts every push).
    public init(name: String?, predicate: PushPredicate?, @ViewBuilder content: () -> Content) {
        self.name = name
        self.predicate = predicate
        self.content = content()
    }

    public var body: some View {
        NavigationView {
            PusherView(name: name, predicate: predicate, isLayerRoot: true, content: AnyView(content))
        }
        // The root's first screen is its stack's base root, wherever the root sits: a stack
        // inside a screen of another stack does not inherit that screen's place. A second root
        // given the same stack stays on the screen it is on.
        .environment(\.screenPlace, isRoot ? ScreenPlace(stack: stack.map(ObjectIdentifier.init)) : place)
        .presentingLayer(1, of: isRoot ? stack : nil)
    }

    /// Whether this view presents its stack's layers: the first root given the stack does.
    private var isRoot: Bool {
        stack?.claimRoot(claim) ?? false
    }

    package func diagnostic(in _: EnvironmentValues) -> String? {
        guard let stack, !stack.claimRoot(claim) else { return nil }
        return "this Stack already drives another WithStapel root: give each root its own Stack"
    }

    /// The root gives its stack the host, so that the stack's queries see what pusher views
    /// registered since the last push.
    package func nodeDidAppear(in host: any PendingChangesApplying, environment _: EnvironmentValues) {
        guard let stack else { return }
        guard stack.claimRoot(claim) else {
            stack.noteSecondRoot(in: host)
            return
        }
        if stack.host !== host { stack.host = host }
    }

    package func nodeDidUnmount(environment _: EnvironmentValues) {
        stack?.releaseRoot(claim)
    }

    /// Its marker reads which root its stack has: the stack says when that changes.
    package func annotationKey(in environment: EnvironmentValues) -> AnnotationKey? {
        environment.object(of: Stack.self)?.rootAnnotationKey
    }

    public var treeAnnotations: [TreeAnnotation] {
        guard let stack, !stack.claimRoot(claim) else { return [] }
        return [.marker("second root")]
    }
}
