/// A view with a modifier applied. The modifier adds no node: it is attached to the node of the
/// wrapped view (to each view, when it wraps a block).
public struct ModifiedContent<Content: View>: View, StructuralView {
    public typealias Body = Never

    @usableFromInline let content: Content
    @usableFromInline let modifier: NodeModifier

    // Inlinable with what makes one, so that a module's modifiers specialize for its views
    // instead of asking the runtime for generic metadata on every call.
    @usableFromInline init(content: Content, modifier: NodeModifier) {
        self.content = content
        self.modifier = modifier
    }

    func flatten(into list: inout ElementList) {
        list.withModifier(modifier) { $0.append(content) }
    }
}

extension View {
    @usableFromInline func modifier(_ modifier: NodeModifier) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
