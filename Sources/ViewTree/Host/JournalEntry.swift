/// One event in a host's journal: a lifecycle event of a node, or a diagnostic.
///
/// ```swift
/// host.journal.map(\.description)
/// // ["mount NavigationView", "mount Text \"Home\"", "appear NavigationView", "appear Text \"Home\""]
/// ```
public struct JournalEntry: Sendable, Hashable, CustomStringConvertible {
    /// What happened.
    public enum Event: Sendable, Hashable {
        /// The node entered the tree.
        case mount
        /// The node left the tree.
        case unmount
        /// The node became visible (its `onAppear` runs).
        case appear
        /// The node stopped being visible: covered, in a lower layer, or removed (its `onDisappear` runs).
        case disappear
        /// The transition the node appeared in ended (its `onDidAppear` runs). Recorded only
        /// when a transition separated it from `appear`; with none, `appear` implies it.
        case didAppear
        /// Something the host noticed and worked around, such as a link with nothing to push into.
        case diagnostic(String)
    }

    /// What happened.
    public let event: Event
    /// The node it happened to, as it was then.
    public let node: NodeSummary?
    /// When it happened, on the host's ``VirtualClock``.
    public let time: Duration

    /// An entry for `event` at `time`.
    public init(event: Event, node: NodeSummary?, time: Duration = .zero) {
        self.event = event
        self.node = node
        self.time = time
    }

    /// The event as one line: `appear Text "Home"`, or `diagnostic: … (at Button "Go")`.
    public var description: String {
        switch event {
        case .mount: "mount \(node?.description ?? "")"
        case .unmount: "unmount \(node?.description ?? "")"
        case .appear: "appear \(node?.description ?? "")"
        case .disappear: "disappear \(node?.description ?? "")"
        case .didAppear: "didAppear \(node?.description ?? "")"
        case .diagnostic(let message): "diagnostic: \(message)" + (node.map { " (at \($0))" } ?? "")
        }
    }
    /// The event with its time in front: `0.55s didAppear Screen`.
    public var timedDescription: String {
        "\(time.scenarioDescription) \(description)"
    }
}
