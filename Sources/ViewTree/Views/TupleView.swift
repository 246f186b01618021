/// The views of one builder block, each at its own position.
///
/// You rarely name this type: ``ViewBuilder`` makes it. It adds no node of its own; its elements
/// become siblings in the parent's node.
public struct TupleView<each Content: View>: View, StructuralView {
    public typealias Body = Never

    @usableFromInline let content: (repeat each Content)

    /// Wraps the given views.
    @inlinable public init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    func flatten(into list: inout ElementList) {
        var position = 0
        for element in repeat each content {
            list.withComponent(.position(position)) { $0.append(element) }
            position += 1
        }
    }
}
