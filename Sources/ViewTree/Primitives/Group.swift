/// A group of views that shares modifiers; it is printed, but adds no screen or layer.
///
/// ```swift
/// Group {
///     Text("One")
///     Text("Two")
/// }
/// ```
public struct Group<Content: View>: View, ContainerView {
    public typealias Body = Never
    static var containerKind: ContainerKind { .group }

    let content: Content

    /// Groups the views built by `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}
