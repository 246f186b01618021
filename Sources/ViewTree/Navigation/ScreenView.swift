/// The screen a navigation link pushes: the root of its destination, numbered in its chain.
struct ScreenView<Content: View>: View, PrimitiveView {
    typealias Body = Never

    let content: Content

    func update(_ node: ViewNode, children: inout ElementList) {
        // The links stay as the last render left them: the chain is the tree's, not the view's.
        if case .screen = node.payload {} else { node.payload = .screen(ScreenLinks()) }
        children.append(content)
    }
}
