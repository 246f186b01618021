/// A scrolling list of rows.
///
/// ```swift
/// List {
///     Text("One")
///     Text("Two")
/// }
/// ```
public struct List<Content: View>: View, ContainerView {
    public typealias Body = Never
    static var containerKind: ContainerKind { .list }

    let content: Content

    /// Groups the views built by `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}
