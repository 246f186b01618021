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
    /// same reference.
    ///
    /// The box is generic, one heap block for a view of any size: a box holding an `any View`
    /// allocated a second block for a view larger than three words, which most are. Its
    /// initializer is inlinable, so that a caller that knows the view's type finds the box's
    /// type without a run-time look-up.
    @usableFromInline let box: AnyViewBox

    /// Erases the type of `view`.
    @inlinable
    public init<Content: View>(_ view: Content) {
        // A comparison of types, not a cast, which cost a look-up on every erasure.
        if Content.self == AnyView.self {
            box = unsafeBitCast(view, to: AnyView.self).box
        } else {
            box = TypedViewBox(view)
        }
    }

    /// The view it erases, for modules that look for a protocol on it.
    package var base: any View {
        box.view
    }

    func flatten(into list: inout ElementList) {
        box.append(to: &list)
    }
}

/// What an ``AnyView`` holds: a ``TypedViewBox`` of the view's own type.
@usableFromInline class AnyViewBox {
    @usableFromInline init() {}

    /// The view, boxed as an existential.
    var view: any View {
        preconditionFailure("a TypedViewBox overrides this")
    }

    /// Appends the view to `list` as its own type.
    @MainActor func append(to list: inout ElementList) {
        preconditionFailure("a TypedViewBox overrides this")
    }
}

/// The box of an ``AnyView`` of a `Content`.
@usableFromInline final class TypedViewBox<Content: View>: AnyViewBox {
    let content: Content

    @usableFromInline init(_ content: Content) {
        self.content = content
    }

    override var view: any View {
        content
    }

    @MainActor override func append(to list: inout ElementList) {
        list.append(content)
    }
}
