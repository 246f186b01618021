/// A primitive that only groups its content: the stacks, `List` and `Group`.
@MainActor
protocol ContainerView: PrimitiveView {
    associatedtype Content: View
    static var containerKind: ContainerKind { get }
    var content: Content { get }
}

extension ContainerView {
    package func update(_ node: ViewNode, children: inout ElementList) {
        node.payload = .container(Self.containerKind)
        children.append(content)
    }
}
