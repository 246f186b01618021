import ViewTree

/// A pushed screen that has an id or a pusher of its own: printed with its id, and showing its
/// content inside the pusher the stack made for it, so the next push nests one level deeper.
///
/// ```text
/// PushedScreen id: "detail"
/// └─ PusherView pusher: 3 [active]
/// ```
struct PushedScreen: View, KeyedAnnotating {
    let id: ScreenID?
    let pusher: PusherID?
    let content: AnyView

    var body: some View {
        if let pusher {
            PusherView(name: nil, predicate: nil, fixedID: pusher, content: content)
        } else {
            content
        }
    }

    var treeAnnotations: [TreeAnnotation] {
        id.map { [.attribute("id", TreeAttributeValue($0.base))] } ?? []
    }

    /// None: its id is its own value.
    var annotationKey: AnnotationKey? { nil }
}
