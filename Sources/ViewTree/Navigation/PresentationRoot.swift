/// The root of a modal layer: a sheet or full-screen cover's content, above every lower layer.
struct PresentationRoot: View, PrimitiveView {
    typealias Body = Never

    let style: PresentationStyle
    let isPresented: Binding<Bool>
    let content: AnyView

    func update(_ node: ViewNode, children: inout ElementList) {
        node.payload = .presentation(PresentationPayload(style: style, isPresented: isPresented))
        children.append(content)
    }
}
