/// A view that shows nothing and adds no node.
public struct EmptyView: View, StructuralView, Sendable {
    public typealias Body = Never

    /// Nothing.
    public init() {}

    func flatten(into list: inout ElementList) {}
}
