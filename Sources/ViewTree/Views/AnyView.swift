/// A type-erased view.
///
/// The wrapped view keeps its own type in its identity: wrapping a different type of view
/// replaces the node, wrapping the same type updates it.
///
/// ```swift
/// let pushed = AnyView(Text("Pushed"))
/// ```
public struct AnyView: View, StructuralView {
    public typealias Body = Never

    /// The view, in a box that copies share.
    ///
    /// A view held inside another (a stack's content, a link's destination) is compared by its
    /// bytes when its parent renders again, to skip what did not change. An existential holds
    /// a small value inline and leaves the rest of its buffer undefined after a copy, so an
    /// unchanged `AnyView` read as changed, and everything below it rendered again (a stack
    /// of a thousand rows, each time the pusher above it registered). A copy of this is the
    /// same reference. (A generic box, one allocation for any size, instantiated its metadata
    /// at run time on every erasure and cost more.)
    private let box: Box

    /// Erases the type of `view`.
    public init<Content: View>(_ view: Content) {
        // A comparison of types, not a cast, which cost a look-up on every erasure.
        if Content.self == AnyView.self {
            box = unsafeBitCast(view, to: AnyView.self).box
        } else {
            box = Box(view)
        }
    }

    /// The view it erases, for modules that look for a protocol on it.
    package var base: any View {
        box.view
    }

    func flatten(into list: inout ElementList) {
        list.append(box.view)
    }

    private final class Box {
        let view: any View

        init(_ view: any View) {
            self.view = view
        }
    }
}
