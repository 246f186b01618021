/// A screen's own navigation bar, drawn at the top of the screen in place of the system bar
/// (INNavigation's `Screen.navigationBar(namespaceId:)`). It shows while its screen does.
///
/// ```swift
/// VStack {
///     NavigationBar {
///         Button("Back") { router.pop() }
///         Text("View 1 Title")
///     }
///     Text("Content")
/// }
/// ```
public struct NavigationBar<Content: View>: View, ContainerView {
    public typealias Body = Never
    static var containerKind: ContainerKind { .navigationBar }

    let content: Content

    /// The bar's controls and title, built by `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}
