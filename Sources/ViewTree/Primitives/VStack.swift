/// A vertical stack of views.
///
/// ```swift
/// VStack {
///     Text("One")
///     Text("Two")
/// }
/// ```
public struct VStack<Content: View>: View, ContainerView {
    public typealias Body = Never
    static var containerKind: ContainerKind { .vStack }

    let content: Content

    /// Groups the views built by `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}
