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
    let content: AnyView
    /// The pusher's number, or `Int.min` for none (the stack numbers the pushers it makes from
    /// 1 up): three words in all, so that the node keeps the view in its existential's inline
    /// buffer. An optional number made it four, and every pushed screen a heap block more.
    private let pusherNumber: Int

    init(id: ScreenID?, pusher: PusherID?, content: AnyView) {
        self.id = id
        self.content = content
        pusherNumber = pusher?.rawValue ?? .min
    }

    var pusher: PusherID? { pusherNumber == .min ? nil : PusherID(pusherNumber) }

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
        var list = AnnotationList()
        writeAnnotations(forState: false, in: EnvironmentValues(), to: &list)
        return list.annotations
    }

    /// Its id, the one annotation it prints, with no array made: what a fingerprint reads of
    /// every pushed screen.
    func writeAnnotations<Sink: TreeAnnotationSink>(forState _: Bool, in _: EnvironmentValues, to sink: inout Sink) {
        if let id { sink.attribute("id", TreeAttributeValue(id.base)) }
    }

    /// None: its id is its own value.
    func annotationKey(in _: EnvironmentValues) -> AnnotationKey? { nil }
}
