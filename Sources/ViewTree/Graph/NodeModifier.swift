/// What a modifier attaches to the node of the view it wraps.
///
/// Modifiers are not nodes: they travel with the element down to the primitive or composite they
/// wrap (and to every element of a block they wrap, as in SwiftUI).
@usableFromInline
enum NodeModifier {
    /// An explicit identity step, from `.id(_:)`: shown and searchable.
    case identity(AnyHashable)
    /// A numbered identity step of the host machinery's (``View/structuralID(_:)``).
    case structuralIdentity(Int)
    case onAppear(@MainActor () -> Void)
    case onDisappear(@MainActor () -> Void)
    case onDidAppear(@MainActor () -> Void)
    case environment(@MainActor (inout EnvironmentValues) -> Void)
    case navigationTitle(String)
    case presentation(PresentationStyle, isPresented: Binding<Bool>, content: @MainActor () -> AnyView)
}
