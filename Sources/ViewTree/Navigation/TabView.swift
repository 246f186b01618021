/// Shows one of its ``Tab``s at a time, the one whose title `selection` holds; the others stay
/// mounted, hidden, with their state and navigation, until selected again.
///
/// ```swift
/// @State var selected = "Inbox"
/// TabView(selection: $selected) {
///     Tab("Inbox") { NavigationView { Text("Inbox") } }
///     Tab("Settings") { NavigationView { Text("Settings") } }
/// }
/// ```
/// prints:
/// ```text
/// TabView
/// ├─ Tab "Inbox" [selected]
/// │  └─ NavigationView [screen 0, visible]
/// │     └─ Text "Inbox"
/// └─ Tab "Settings" [hidden]
///    └─ NavigationView [screen 0, covered]
///       └─ Text "Settings"
/// ```
///
/// Only the selected tab is visible, so `back()`, `tap(_:)` and the visibility queries act on
/// it alone.
public struct TabView<Content: View>: View {
    private let selection: Binding<String>
    private let content: Content

    /// Tabs built by `content`; `selection` holds the title of the one shown.
    public init(selection: Binding<String>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        content.environment(\.selectedTab, selection.wrappedValue)
    }
}

/// One tab of a ``TabView``, titled: visible while the tab view selects its title.
public struct Tab<Content: View>: View, TreeTransparent {
    private let title: String
    private let content: Content
    @Environment(\.selectedTab) private var selected

    /// A tab titled `title` showing `content`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    public var body: some View {
        TabContent(title: title, isSelected: selected == title, content: content)
    }
}

/// The node of a tab: hidden unless selected.
struct TabContent<Content: View>: View, PrimitiveView {
    typealias Body = Never

    let title: String
    let isSelected: Bool
    let content: Content

    func update(_ node: ViewNode, children: inout ElementList) {
        if case .tab(let previous) = node.payload, previous.isSelected != isSelected {
            // Selecting a tab shows and hides whole subtrees: their flags are looked at again.
            node.graph.visibilityRoots.append(node)
        }
        node.payload = .tab(TabPayload(title: title, isSelected: isSelected))
        children.append(content)
    }
}

struct SelectedTabKey: EnvironmentKey {
    static let defaultValue: String? = nil
}

extension EnvironmentValues {
    /// The title of the tab its ``TabView`` shows.
    var selectedTab: String? {
        get { self[SelectedTabKey.self] }
        set { self[SelectedTabKey.self] = newValue }
    }
}
