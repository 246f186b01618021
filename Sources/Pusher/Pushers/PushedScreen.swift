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

    var body: Content {
        Content(pusher: pusher, content: content)
    }

    /// The content in its pusher, or alone: the branches of an `if let pusher` / `else`, laid
    /// out by hand (see ``PusherContent``).
    struct Content: View {
        typealias Body = Never
        let pusher: PusherID?
        let content: AnyView

        func _appendElements(to list: inout ElementList) {
            if let pusher {
                list.withBranch(0) { $0.append(PusherView(name: nil, predicate: nil, fixedID: pusher, content: content)) }
            } else {
                list.withBranch(1) { $0.append(content) }
            }
        }
    }

    var treeAnnotations: [TreeAnnotation] {
        id.map { [.attribute("id", TreeAttributeValue($0.base))] } ?? []
    }

    /// None: its id is its own value.
    var annotationKey: AnnotationKey? { nil }
}
