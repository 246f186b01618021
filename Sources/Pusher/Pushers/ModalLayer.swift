import ViewTree

/// A modal layer of a ``Stack``: its content as the root screen of a navigation view of its
/// own, shown by the layer's root pusher, and the next layer presented above it. An alert's
/// content shows as it is: nothing is pushed in an alert.
///
/// ```text
/// Sheet [layer 1, top]
/// └─ ModalLayer tag: "login"
///    └─ NavigationView [screen 0, visible]
///       └─ PusherView pusher: 3 [active]
/// ```
struct ModalLayer: View, KeyedAnnotating {
    let stack: Stack
    let layer: LayerInfo
    let content: AnyView

    var body: some View {
        // An alert is its buttons: nothing is pushed in it. One node holds them, so that the
        // layer above is presented once, not once for each view the content is made of.
        if layer.style.isAlert {
            AlertContent(content: content).presentingLayer(layer.level + 1, of: stack)
        } else {
            screens
        }
    }

    private var screens: some View {
        NavigationView {
            PusherView(name: nil, predicate: nil, fixedID: layer.root, isLayerRoot: true, content: content)
        }
        .environment(
            \.screenPlace,
            ScreenPlace(level: stack.level(of: layer.root), key: ScreenKey(pusher: layer.root, number: 0), stack: ObjectIdentifier(stack))
        )
        .presentingLayer(layer.level + 1, of: stack)
    }

    var treeAnnotations: [TreeAnnotation] {
        layer.tag.map { [.attribute("tag", TreeAttributeValue($0.base))] } ?? []
    }

    /// None: its tag is its own value.
    func annotationKey(in _: EnvironmentValues) -> AnnotationKey? { nil }
}

/// An alert's content, in one node of its own that prints nothing: a modifier on content
/// made of several views applies to each of them (as in SwiftUI), and an alert's content is
/// what presents the layer above it.
struct AlertContent: View, TreeTransparent {
    let content: AnyView

    var body: some View {
        content
    }
}

extension View {
    /// Presents the stack's layer at `level`, while there is one, in its style. Going back on
    /// its root screen dismisses it and the layers above.
    func presentingLayer(_ level: Int, of stack: Stack?) -> ModifiedContent<Self> {
        guard let stack, let (layer, content) = stack.layer(atLevel: level) else {
            return sheet(isPresented: .constant(false)) { EmptyView() }
        }
        let isPresented = Binding(
            get: { true },
            set: { isPresented in
                if !isPresented { stack.dismiss(.level(level)) }
            })
        // The root pusher's number tells presentations apart: a layer presented again is new.
        let modal = ModalLayer(stack: stack, layer: layer, content: content).structuralID(layer.root.rawValue)
        return presentation(layer.style, isPresented: isPresented) { modal }
    }
}
