/// Content drawn above the rest of its screen (SwiftUI's `overlay`); it shows while its
/// screen does, so only the top screen's overlay is seen.
///
/// ```swift
/// Group {
///     Text("Content")
///     Overlay {
///         Text("Loading…")
///     }
/// }
/// ```
public struct Overlay<Content: View>: View, ContainerView {
    public typealias Body = Never
    static var containerKind: ContainerKind { .overlay }

    let content: Content

    /// What is drawn above, built by `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}
