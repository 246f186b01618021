/// The pushed screens that are visible, in the order they became visible.
///
/// A screen leaves the list in O(log n) amortized whatever its position: leaving marks its
/// entry, and marked entries are dropped in one pass once they are half the list. A push of
/// thousands of screens at once makes each visible and then covers it in mount order, the
/// oldest first; finding each by a search was a pass over all the others.
///
/// Entries do not keep their screens (``UnownedNode``): a screen is in the list only while it is
/// mounted (the graph takes it out as it unmounts), and a marked entry is never read.
@MainActor
struct VisibleScreenList {
    private struct Entry {
        let screen: UnownedNode
        /// Increasing along the list: what finds an entry by binary search.
        var stamp: Int32
        var hasLeft = false

        // Not isolated: a main-actor closure handed to the standard library checks the
        // executor at every call.
        nonisolated static func hasLeft(_ entry: Entry) -> Bool { entry.hasLeft }
    }

    private var entries: [Entry] = []
    /// How many entries are marked as left.
    private var leftCount = 0
    private var lastStamp: Int32

    /// An empty list whose next entry is stamped `lastStamp + 1`.
    init(lastStamp: Int32 = 0) {
        self.lastStamp = lastStamp
    }

    /// Adds `screen`, which must not be in the list, as the newest.
    mutating func append(_ screen: ViewNode) {
        if lastStamp == .max { renumber() }
        lastStamp += 1
        screen.visibleStamp = lastStamp
        entries.append(Entry(screen: UnownedNode(screen), stamp: lastStamp))
    }

    /// Numbers the entries 1, 2, … again once the stamps ran out (four bytes a node: after two
    /// billion screens made visible), dropping those that left. O(n), that rarely.
    private mutating func renumber() {
        entries.removeAll(where: Entry.hasLeft)
        leftCount = 0
        for index in entries.indices {
            let stamp = Int32(index + 1)
            entries[index].stamp = stamp
            entries[index].screen.node.visibleStamp = stamp
        }
        lastStamp = Int32(entries.count)
    }

    /// Takes `screen` out; nothing when it is not in the list. O(log n) to find it among the
    /// entries, which are in stamp order (a search by hash cost twice as much: a set of stamps
    /// hashed each one twice, 2,000 instructions a screen in a restore).
    mutating func remove(_ screen: ViewNode) {
        let stamp = screen.visibleStamp
        guard stamp != 0 else { return }
        screen.visibleStamp = 0
        var (low, high) = (0, entries.count)
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].stamp < stamp { low = middle + 1 } else { high = middle }
        }
        guard low < entries.count, entries[low].stamp == stamp, !entries[low].hasLeft else { return }
        entries[low].hasLeft = true
        leftCount += 1
        // Most often the newest leaves (a pop, a push covering it): drop it and those left below.
        while let last = entries.last, last.hasLeft {
            entries.removeLast()
            leftCount -= 1
        }
        if leftCount * 2 > entries.count {
            entries.removeAll(where: Entry.hasLeft)
            leftCount = 0
        }
    }

    /// The newest screen that satisfies `predicate`.
    func last(where predicate: (ViewNode) -> Bool) -> ViewNode? {
        for entry in entries.reversed() where !entry.hasLeft {
            let screen = entry.screen.node
            if predicate(screen) { return screen }
        }
        return nil
    }

    /// Every screen in the list, oldest first.
    var screens: [ViewNode] {
        var screens: [ViewNode] = []
        for entry in entries where !entry.hasLeft { screens.append(entry.screen.node) }
        return screens
    }

    /// Empties the list as the host goes. The screens are not read: the tree is coming down.
    mutating func removeAll() {
        entries = []
        leftCount = 0
    }
}
