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

    let wrapped: any View

    /// Erases the type of `view`.
    public init<Content: View>(_ view: Content) {
        // A comparison of types, not a cast, which cost a look-up on every erasure.
        if Content.self == AnyView.self {
            wrapped = unsafeBitCast(view, to: AnyView.self).wrapped
        } else {
            wrapped = view
        }
    }

    /// The view it erases, for modules that look for a protocol on it.
    package var base: any View {
        wrapped
    }

    func flatten(into list: inout ElementList) {
        list.append(wrapped)
    }
}
