/// A view with a modifier applied. The modifier adds no node: it is attached to the node of the
/// wrapped view (to each view, when it wraps a block).
public struct ModifiedContent<Content: View>: View, StructuralView {
    public typealias Body = Never

    let content: Content
    let modifier: NodeModifier

    func flatten(into list: inout ElementList) {
        list.withModifier(modifier) { $0.append(content) }
    }
}

extension View {
    func modifier(_ modifier: NodeModifier) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
