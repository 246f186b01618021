/// The `@State` values of one scope of the tree (a screen), by structural position: what a
/// model that rebuilds a screen (a stack's `remove`, a restore) keeps for the new nodes.
///
/// A scope is the subtree below a view given a ``EnvironmentValues/stateScope`` that its parent
/// does not have. Each node of it is an entry: its parent's entry, its key among its siblings and
/// the values of its saved `@State`, so that a subtree of the same shape takes them back node by
/// node. A nested scope (the next screen) is an archive of its own.
///
/// Values are copied as they are: a class held in `@State` is shared, as SwiftUI shares it.
package struct ViewStateArchive {
    struct Entry {
        /// The parent's entry; `nil` for the scope's root.
        let parent: Int?
        let key: ChildKey
        /// One value per state slot; `nil` for a slot not saved (a framework's own).
        let values: [Any?]
    }

    private(set) var entries: [Entry] = []

    /// How many `@State` values it holds.
    package var valueCount: Int {
        entries.reduce(0) { $0 + $1.values.count { $0 != nil } }
    }

    /// Whether `other` holds the same values for the same views: what a restore may skip. A
    /// value that is not `Hashable` is never known to be the same.
    ///
    /// - Complexity: O(entries).
    package func holdsTheSameValues(as other: ViewStateArchive) -> Bool {
        guard entries.count == other.entries.count else { return false }
        for (mine, theirs) in zip(entries, other.entries) {
            guard mine.parent == theirs.parent, mine.key == theirs.key, mine.values.count == theirs.values.count else { return false }
            for (value, otherValue) in zip(mine.values, theirs.values) {
                switch (value, otherValue) {
                case (nil, nil): continue
                case (let value?, let otherValue?):
                    guard let value = value as? AnyHashable, let otherValue = otherValue as? AnyHashable, value == otherValue else {
                        return false
                    }
                default: return false
                }
            }
        }
        return true
    }

    /// Whether `other` holds the same saved values at the same key paths, and no others: what
    /// a restore would give the views this archive was taken from. Unlike
    /// ``holdsTheSameValues(as:)``, views without a saved value may differ (a layer's presenter
    /// under a screen, made again each time the layer shows).
    ///
    /// - Complexity: O(entries with a saved value × their depth in the scope).
    package func givesTheSameValues(as other: ViewStateArchive) -> Bool {
        guard let mine = savedValues(), let theirs = other.savedValues() else { return false }
        return mine == theirs
    }

    /// A saved value's view, by the keys from it up to the scope's root (not included), and its
    /// slots.
    private struct SavedEntry: Equatable {
        let path: [ChildKey]
        let values: [AnyHashable?]
    }

    /// The entries with a saved value, in order; `nil` when a value is not `Hashable`.
    private func savedValues() -> [SavedEntry]? {
        var saved: [SavedEntry] = []
        for (index, entry) in entries.enumerated() where entry.values.contains(where: { $0 != nil }) {
            var values: [AnyHashable?] = []
            values.reserveCapacity(entry.values.count)
            for value in entry.values {
                guard let value else {
                    values.append(nil)
                    continue
                }
                guard let hashable = value as? AnyHashable else { return nil }
                values.append(hashable)
            }
            // The keys below the scope's root: a restore gives the root's entry to whatever
            // node starts the scope.
            var path: [ChildKey] = []
            var step = index
            while let parent = entries[step].parent {
                path.append(entries[step].key)
                step = parent
            }
            saved.append(SavedEntry(path: path, values: values))
        }
        return saved
    }

    @MainActor
    mutating func append(parent: Int?, node: ViewNode) -> Int {
        let slots = node.stateSlots
        let values = slots.isEmpty ? [] : slots.map { ($0 as? any SavableState)?.savedValue }
        entries.append(Entry(parent: parent, key: node.key, values: values))
        return entries.count - 1
    }
}

/// A state storage whose value an archive can read and give back.
@MainActor
protocol SavableState: AnyObject {
    /// The value, unless the state is not saved.
    var savedValue: Any? { get }
    /// Takes back `value`, if it is of the state's type.
    func restore(_ value: Any)
}

// MARK: - Saving and restoring

extension Graph {
    /// The archive of each scope in `scopes` that is in the tree and holds a value; a scope
    /// that shows twice is archived where it shows first. A scope of no `@State` (most
    /// screens) has nothing to give back, so it has no archive and its restore costs nothing.
    ///
    /// - Complexity: O(1) while no node holds a saved `@State`; else O(nodes), without
    ///   recursion. A scope is hashed only where a node's environment differs from its
    ///   parent's; a node in its parent's scope is appended to the archive its parent is in, by
    ///   index.
    func archiveState(of scopes: Set<StateScope>) -> [StateScope: ViewStateArchive] {
        guard !scopes.isEmpty, nodesWithSavedState > 0 else { return [:] }
        var archives: [ViewStateArchive] = []
        var archiveScopes: [StateScope] = []
        var archived: Set<StateScope> = []
        // Each node with the scope its parent is in, the archive that scope is being written to
        // (if it is one asked for, where it shows first) and the parent's entry there.
        typealias Pending = (node: ViewNode, parentScope: StateScope?, parentRevision: Int, archive: Int?, parentEntry: Int?)
        var pending: [Pending] = [(root, nil, -1, nil, nil)]
        while let (node, parentScope, parentRevision, parentArchive, parentEntry) = pending.popLast() {
            let revision = node.environment.revision
            var (scope, archive, entry) = (parentScope, parentArchive, Int?.none)
            var startsScope = false
            if revision != parentRevision, case let own = node.environment.stateScope, own != parentScope {
                // Another scope, or none, starts here.
                (scope, archive, startsScope) = (own, nil, true)
                if let own, scopes.contains(own), archived.insert(own).inserted {
                    archives.append(ViewStateArchive())
                    archiveScopes.append(own)
                    archive = archives.count - 1
                    entry = archives[archives.count - 1].append(parent: nil, node: node)
                }
            }
            if !startsScope, let archive, let parentEntry {
                entry = archives[archive].append(parent: parentEntry, node: node)
            }
            node.withChildren { children in
                for child in children.reversed() where !child.isLeaving {
                    pending.append((child, scope, revision, archive, entry))
                }
            }
        }
        var result: [StateScope: ViewStateArchive] = [:]
        for (scope, archive) in zip(archiveScopes, archives) where archive.valueCount > 0 {
            result[scope] = archive
        }
        return result
    }

    /// Gives each scope of `archives` in the tree its values back: each node that has the key
    /// path its entry had takes the values of its entry's slots. The nodes written to render
    /// again at the next flush.
    ///
    /// - Complexity: O(nodes + entries).
    func restoreState(_ archives: [StateScope: ViewStateArchive]) {
        guard !archives.isEmpty else { return }
        var roots: [StateScope: ViewNode] = [:]
        var pending: [(node: ViewNode, parentScope: StateScope?, parentRevision: Int)] = [(root, nil, -1)]
        while let (node, parentScope, parentRevision) = pending.popLast() {
            let (scope, revision) = Self.stateScope(of: node, parentScope: parentScope, parentRevision: parentRevision)
            if let scope, revision != parentRevision, scope != parentScope, archives[scope] != nil, roots[scope] == nil {
                roots[scope] = node
            }
            node.withChildren { children in
                for child in children where !child.isLeaving { pending.append((child, scope, revision)) }
            }
        }
        for (scope, root) in roots {
            guard let archive = archives[scope] else { continue }
            Self.restore(archive, into: root)
        }
    }

    /// The state scope `node` is in, and its environment's revision. A node whose environment is
    /// its parent's (the same revision: nothing was written between them, as for most nodes)
    /// is in its parent's scope, known without looking the scope up and hashing it: the walks
    /// that save and restore state cost a comparison per node, not a dictionary lookup.
    private static func stateScope(
        of node: ViewNode, parentScope: StateScope?, parentRevision: Int
    ) -> (scope: StateScope?, revision: Int) {
        let revision = node.environment.revision
        return (revision == parentRevision ? parentScope : node.environment.stateScope, revision)
    }

    /// Writes `archive` into the subtree of `root`, entry by entry (parents come first).
    private static func restore(_ archive: ViewStateArchive, into root: ViewNode) {
        var nodes: [ViewNode?] = []
        nodes.reserveCapacity(archive.entries.count)
        // Children by key, made once per parent that has entries below it.
        var childrenByKey: [ObjectIdentifier: [ChildKey: ViewNode]] = [:]
        for entry in archive.entries {
            let node: ViewNode?
            if let parent = entry.parent {
                node = nodes[parent].flatMap { parent in
                    if let known = childrenByKey[ObjectIdentifier(parent)] { return known[entry.key] }
                    var byKey: [ChildKey: ViewNode] = [:]
                    parent.withChildren { children in
                        for child in children where !child.isLeaving { byKey[child.key] = child }
                    }
                    childrenByKey[ObjectIdentifier(parent)] = byKey
                    return byKey[entry.key]
                }
            } else {
                node = root
            }
            nodes.append(node)
            guard let node, !entry.values.isEmpty else { continue }
            let slots = node.stateSlots
            for (slot, value) in zip(slots, entry.values) {
                if let value, let state = slot as? any SavableState { state.restore(value) }
            }
        }
    }
}
