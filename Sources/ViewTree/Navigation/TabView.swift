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
        TabSelection(selectedTitle: selection.wrappedValue, content: content)
    }
}

/// One tab of a ``TabView``, titled: visible while the tab view selects its title.
public struct Tab<Content: View>: View, TreeTransparent {
    private let title: String
    private let content: Content

    /// A tab titled `title` showing `content`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    public var body: some View {
        TabContent(title: title, content: content)
    }
}

/// What a tab asks of the ``TabView`` around it: the title it selects. Traited, so that a tab
/// finds its tab view without a cast per ancestor (a failed cast of a generic view cost about
/// 4,000 instructions: 2% of exploring a two-tab app).
@MainActor
package protocol TabSelecting: TraitedView {
    var selectedTitle: String { get }
}

/// Holds a tab view's selection for the tabs below it. Not an environment value: writing one
/// renders everything below it again, every tab's whole content, at each selection (22 ms a
/// selection for five tabs of 1,000 rows). A new selection renders the tabs whose selected
/// state it changes, the old tab and the new one, and no other.
private struct TabSelection<Content: View>: View, PrimitiveView, TreeTransparent, TabSelecting {
    typealias Body = Never

    let selectedTitle: String
    let content: Content

    func update(_ node: ViewNode, children: inout ElementList) {
        // The tabs already mounted below: O(tabs), a node or two each; their content is not
        // visited. Newly made tabs read the selection as they render.
        var pending: [ViewNode] = []
        node.withChildren { children in pending.append(contentsOf: children) }
        while let descendant = pending.popLast() {
            if case .tab(let tab) = descendant.payload {
                if tab.isSelected != (tab.title == selectedTitle) { descendant.invalidate() }
            } else {
                descendant.withChildren { children in pending.append(contentsOf: children) }
            }
        }
        children.append(content)
    }
}

/// The node of a tab: hidden unless selected.
struct TabContent<Content: View>: View, PrimitiveView {
    typealias Body = Never

    let title: String
    let content: Content

    func update(_ node: ViewNode, children: inout ElementList) {
        let isSelected = Self.selectedTitle(above: node) == title
        if case .tab(let previous) = node.payload, previous.isSelected != isSelected {
            // Selecting a tab shows and hides whole subtrees: their flags are looked at again.
            node.graph.visibilityRoots.append(node)
        }
        node.payload = .tab(TabPayload(title: title, isSelected: isSelected))
        children.append(content)
    }

    /// The title selected by the tab view nearest above `node`, if one is: a parent or two up.
    private static func selectedTitle(above node: ViewNode) -> String? {
        var ancestor = node.parentNode
        while let current = ancestor {
            if let title = current.typeInfo.selectedTitle(of: current.view) { return title }
            ancestor = current.parentNode
        }
        return nil
    }
}
