/// A horizontal stack of views.
///
/// ```swift
/// HStack {
///     Text("One")
///     Text("Two")
/// }
/// ```
public struct HStack<Content: View>: View, ContainerView {
    public typealias Body = Never
    static var containerKind: ContainerKind { .hStack }

    let content: Content

    /// Groups the views built by `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}
