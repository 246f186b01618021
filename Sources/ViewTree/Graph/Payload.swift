/// What a node is, with the data its kind needs. Printers and queries switch over it exhaustively,
/// so a new kind does not compile until each of them handles it.
enum Payload {
    /// A view with a `body`; the node's children are what the body built.
    case composite
    case text(String)
    /// A button; `title` is set when it was made from a string, else its label is its children.
    case button(title: String?, action: @MainActor () -> Void)
    case container(ContainerKind)
    case spacer
    case navigationView
    /// A navigation link; `isActive` is the caller's binding, or the node's own flag when nil.
    case navigationLink(title: String?, isActive: Binding<Bool>?)
    /// A screen pushed by the navigation link that is its parent.
    case screen
    case presentation(PresentationStyle, isPresented: Binding<Bool>)
}

/// The kinds of nodes that only group their children.
public enum ContainerKind: String, Sendable {
    case vStack = "VStack"
    case hStack = "HStack"
    case list = "List"
    case group = "Group"
    case forEach = "ForEach"
}
