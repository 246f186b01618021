/// What a node is, with the data its kind needs. Printers and queries switch over it exhaustively,
/// so a new kind does not compile until each of them handles it.
enum Payload {
    /// A view with a `body`; the node's children are what the body built.
    case composite
    case text(String)
    /// A button; `title` is set when it was made from a string, else its label is its children.
    /// Its action stays on its view (``ViewNode/buttonAction``), read only when it is tapped: in
    /// the payload it made every node 16 bytes larger.
    case button(title: String?)
    case container(ContainerKind)
    case spacer
    case navigationView(ScreenLinks)
    /// A navigation link. Boxed, like presentations, so that the payload of every node stays small.
    case navigationLink(LinkPayload)
    /// A screen pushed by the navigation link that is its parent.
    case screen(ScreenLinks)
    case presentation(PresentationPayload)
    /// One tab of a ``TabView``: live and visible only while selected.
    case tab(TabPayload)
}

/// The kinds of nodes that only group their children.
public enum ContainerKind: String, Sendable {
    case vStack = "VStack"
    case hStack = "HStack"
    case list = "List"
    case group = "Group"
    case forEach = "ForEach"
    case navigationBar = "NavigationBar"
    case overlay = "Overlay"

    /// `rawValue` as a literal, which printers write without making a string.
    var printedName: StaticString {
        switch self {
        case .vStack: "VStack"
        case .hStack: "HStack"
        case .list: "List"
        case .group: "Group"
        case .forEach: "ForEach"
        case .navigationBar: "NavigationBar"
        case .overlay: "Overlay"
        }
    }
}

/// A navigation link's title and binding; `isActive` is nil when the link keeps its own flag.
@MainActor
final class LinkPayload {
    let title: String?
    let isActive: Binding<Bool>?

    init(title: String?, isActive: Binding<Bool>?) {
        self.title = title
        self.isActive = isActive
    }
}

/// A tab's title and whether it is the selected one.
@MainActor
final class TabPayload {
    let title: String
    let isSelected: Bool

    init(title: String, isSelected: Bool) {
        self.title = title
        self.isSelected = isSelected
    }
}

/// How a modal layer is presented and the binding that keeps it up.
@MainActor
final class PresentationPayload {
    let style: PresentationStyle
    let isPresented: Binding<Bool>

    init(style: PresentationStyle, isPresented: Binding<Bool>) {
        self.style = style
        self.isPresented = isPresented
    }
}

/// What a navigation root or a pushed screen points at: the link in it whose destination is
/// pushed, and (on a pushed screen) the navigation view whose chain it is in. In the payload,
/// two words that fit beside the text of a `Text`, rather than in ``NodeExtras``: every pushed
/// screen that pushes another sets both, and the extras were a heap block a screen.
///
/// Unowned: `activeLink` is a descendant that clears it when it leaves, `navigationRoot` an
/// ancestor; both are alive while the node is mounted (see ``ViewNode/screenRoot``).
struct ScreenLinks {
    unowned(unsafe) var activeLink: ViewNode?
    unowned(unsafe) var navigationRoot: ViewNode?
}
