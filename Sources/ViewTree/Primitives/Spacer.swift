/// Flexible space in a stack. It shows nothing but is kept as a node, as in SwiftUI.
public struct Spacer: View, PrimitiveView, Sendable {
    public typealias Body = Never

    /// A spacer.
    public init() {}

    package func update(_ node: ViewNode, children: inout ElementList) {
        node.payload = .spacer
    }
}
