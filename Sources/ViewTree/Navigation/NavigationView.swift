/// Presents a chain of screens: its content first, then the destination of each active
/// ``NavigationLink`` on the screen before.
///
/// Covered screens stay mounted and keep their state; only the top screen is visible.
///
/// ```swift
/// NavigationView {
///     Text("Home")
///     NavigationLink("Details") { Text("Details") }
/// }
/// ```
/// prints, after tapping "Details":
/// ```text
/// NavigationView [screen 0, covered]
/// ├─ Text "Home"
/// └─ NavigationLink "Details" [pushing]
///    └─ Screen [screen 1, visible]
///       └─ Text "Details"
/// ```
public struct NavigationView<Content: View>: View, PrimitiveView {
    public typealias Body = Never

    private let content: Content

    /// A navigation view whose first screen is built by `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    package func update(_ node: ViewNode, children: inout ElementList) {
        // The links stay as the last render left them: the chain is the tree's, not the view's.
        if case .navigationView = node.payload {} else { node.payload = .navigationView(ScreenLinks()) }
        children.append(content)
    }
}
