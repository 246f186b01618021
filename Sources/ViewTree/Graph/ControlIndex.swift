/// The mounted buttons and links, by the title they were made with, so that a tap finds its
/// control without walking every visible node.
///
/// A control whose label is made of views (their texts joined) cannot be kept by title: its
/// label changes whenever those views do. While one is mounted, ``isComplete`` is false and a
/// tap walks the screen as before. Controls with no label at all (a pusher's hidden link, whose
/// label is `EmptyView`) can never be tapped by label and are not kept.
///
/// - Complexity: O(1) (amortized) to add, retitle or remove a control.
@MainActor
struct ControlIndex {
    /// What a control is labelled with.
    enum Label: Equatable {
        case title(String)
        case views
        case none

        /// The label of a control made with `title`, or else with label views of type `Views`.
        init<Views>(title: String?, views: Views.Type) {
            if let title {
                self = .title(title)
            } else {
                self = Views.self == EmptyView.self ? .none : .views
            }
        }
    }

    private var byTitle: [String: [ObjectIdentifier: UnownedNode]] = [:]
    /// Mounted controls whose label is made of views.
    private var composed: Set<ObjectIdentifier> = []

    /// Whether every mounted control that can be tapped is here: none has a label made of views.
    var isComplete: Bool { composed.isEmpty }

    /// How many controls are kept: those with a title, and those with a label made of views.
    var count: (titled: Int, composed: Int) {
        (byTitle.values.reduce(0) { $0 + $1.count }, composed.count)
    }

    /// Records that the control `node` was labelled `old` (`nil`: not yet kept) and is labelled
    /// `new` now.
    mutating func relabel(_ node: ViewNode, from old: Label?, to new: Label) {
        if let old {
            if old == new { return }
            remove(node, labelled: old)
        }
        switch new {
        case .title(let title):
            // Through an index: the subscripts' modify accessors allocated their frames on the
            // heap, for every control mounted and unmounted.
            if let index = byTitle.index(forKey: title) {
                byTitle.values[index][ObjectIdentifier(node)] = UnownedNode(node)
            } else {
                byTitle[title] = [ObjectIdentifier(node): UnownedNode(node)]
            }
        case .views: composed.insert(ObjectIdentifier(node))
        case .none: break
        }
    }

    /// Forgets `node`, a control labelled `label`, as it leaves the tree.
    private mutating func remove(_ node: ViewNode, labelled label: Label) {
        switch label {
        case .title(let title):
            guard let index = byTitle.index(forKey: title) else { return }
            byTitle.values[index].removeValue(forKey: ObjectIdentifier(node))
            if byTitle.values[index].isEmpty { byTitle.remove(at: index) }
        case .views:
            composed.remove(ObjectIdentifier(node))
        case .none:
            break
        }
    }

    /// Forgets `node`, a control made with `title` or else with label views, as it leaves.
    /// (Forgetting an unlabelled control as `.views` removes nothing, so the payload's title is
    /// all it takes.)
    mutating func remove(_ node: ViewNode, title: String?) {
        remove(node, labelled: title.map(Label.title) ?? .views)
    }

    /// The mounted controls titled `title`, visible or not; `nil` when there are more than
    /// `limit` (a walk of the screen is then cheaper than asking each whether it is visible).
    func controls(titled title: String, limit: Int) -> [ViewNode]? {
        guard let found = byTitle[title] else { return [] }
        guard found.count <= limit else { return nil }
        // A loop, not `map`: a closure made on the main actor checks the executor on each call.
        var nodes: [ViewNode] = []
        nodes.reserveCapacity(found.count)
        for entry in found.values { nodes.append(entry.node) }
        return nodes
    }
}
