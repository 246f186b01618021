import Observation
import ViewTree

/// One independent ``Stack`` per tab of a `TabView`, and which tab is selected: switching
/// tabs keeps each stack, its screens and their state; back acts on the selected tab.
///
/// ```swift
/// let tabs = TabStacks(["Inbox", "Settings"])
/// let host = ViewHost(
///     TabView(selection: tabs.selectionBinding) {
///         Tab("Inbox") { WithStapel { Text("Inbox") }.environmentObject(tabs.stack(for: "Inbox")) }
///         Tab("Settings") { WithStapel { Text("Settings") }.environmentObject(tabs.stack(for: "Settings")) }
///     }
/// )
/// tabs.selectedStack.push(view: AnyView(Text("Message")))
/// tabs.select("Settings")   // the inbox keeps its pushed message
/// ```
@Observable
@MainActor
public final class TabStacks {
    /// The tabs' titles, in order.
    public let titles: [String]
    /// The title of the selected tab.
    public private(set) var selection: String
    @ObservationIgnored private var stacks: [String: Stack] = [:]
    @ObservationIgnored private let makeStack: () -> Stack

    /// Tabs titled `titles` (the first selected), each with a stack made by `makeStack`.
    public init(_ titles: [String], makeStack: @escaping () -> Stack = { Stack() }) {
        self.titles = titles
        self.selection = titles.first ?? ""
        self.makeStack = makeStack
    }

    /// The stack of the tab titled `title`, made the first time it is asked for.
    public func stack(for title: String) -> Stack {
        if let stack = stacks[title] { return stack }
        let stack = makeStack()
        stack.tabTitle = title
        stacks[title] = stack
        return stack
    }

    /// The stack of the tab titled `title` if it has been made, without making it.
    package func madeStack(for title: String) -> Stack? {
        stacks[title]
    }

    /// The selected tab's stack.
    public var selectedStack: Stack {
        stack(for: selection)
    }

    /// Selects the tab titled `title`; returns `false`, changing nothing, when no tab has it.
    @discardableResult
    public func select(_ title: String) -> Bool {
        guard titles.contains(title) else { return false }
        selection = title
        return true
    }

    /// The selection as a binding, for `TabView.init(selection:content:)`.
    public var selectionBinding: Binding<String> {
        Binding(get: { [self] in selection }, set: { [self] in select($0) })
    }

    /// Every tab's navigation state and the selection.
    public func snapshot() -> TabsSnapshot {
        TabsSnapshot(selection: selection, tabs: Dictionary(uniqueKeysWithValues: titles.map { ($0, stack(for: $0).snapshot()) }))
    }

    /// Restores each tab's stack and the selection; returns each tab's outcome. A tab the
    /// snapshot does not name is left as it is.
    @discardableResult
    public func restore(_ snapshot: TabsSnapshot) -> [String: NavigationOutcome] {
        var outcomes: [String: NavigationOutcome] = [:]
        for title in titles {
            if let saved = snapshot.tabs[title] { outcomes[title] = stack(for: title).restore(saved) }
        }
        select(snapshot.selection)
        return outcomes
    }
}

/// The navigation state of every tab, and which is selected: ``TabStacks/snapshot()``.
public struct TabsSnapshot: Codable, Sendable, Hashable {
    /// The selected tab's title.
    public var selection: String
    /// Each tab's snapshot, by title.
    public var tabs: [String: NavigationSnapshot]

    /// The state of `tabs`, with `selection` selected.
    public init(selection: String, tabs: [String: NavigationSnapshot]) {
        self.selection = selection
        self.tabs = tabs
    }
}
