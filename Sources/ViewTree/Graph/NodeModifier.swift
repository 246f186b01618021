/// What a modifier attaches to the node of the view it wraps.
///
/// Modifiers are not nodes: they travel with the element down to the primitive or composite they
/// wrap (and to every element of a block they wrap, as in SwiftUI).
///
/// Three words: every element carries its modifiers in an array, and a modified view holds one
/// inline. The two large payloads are boxed (an id in its ``IdentityBox``, which the key keeps
/// anyway; a presentation by `indirect`): at their full size, with a five-word `AnyHashable` and
/// a binding, every modifier was nine words, and a pushed screen's list of one took 104 bytes.
@usableFromInline
enum NodeModifier {
    /// An explicit identity step, from `.id(_:)`: shown and searchable.
    case identity(IdentityBox)
    /// A numbered identity step of the host machinery's (``View/structuralID(_:)``).
    case structuralIdentity(Int)
    case onAppear(@MainActor () -> Void)
    case onDisappear(@MainActor () -> Void)
    case onDidAppear(@MainActor () -> Void)
    case environment(@MainActor (inout EnvironmentValues) -> Void)
    case navigationTitle(String)
    indirect case presentation(PresentationStyle, isPresented: Binding<Bool>, content: @MainActor () -> AnyView)
}
