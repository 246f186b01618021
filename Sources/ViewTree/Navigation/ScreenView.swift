/// The screen a navigation link pushes: the root of its destination, numbered in its chain.
struct ScreenView<Content: View>: View, PrimitiveView {
    typealias Body = Never

    let content: Content

    func update(_ node: ViewNode, children: inout ElementList) {
        node.payload = .screen
        children.append(content)
    }
}
