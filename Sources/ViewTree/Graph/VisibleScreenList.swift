/// The pushed screens that are visible, in the order they became visible.
///
/// A screen leaves the list in O(1) amortized whatever its position: leaving marks its entry
/// stale, and stale entries are dropped in one pass once they are half the list. A push of
/// thousands of screens at once makes each visible and then covers it in mount order, the
/// oldest first; finding each by a search was a pass over all the others.
///
/// Entries do not keep their screens (``UnownedNode``): a screen is in the list only while it is
/// mounted (the graph takes it out as it unmounts), and a stale entry is never read.
@MainActor
struct VisibleScreenList {
    private var entries: [(screen: UnownedNode, stamp: Int)] = []
    /// The stamps of the entries whose screen left.
    private var staleStamps: Set<Int> = []
    private var lastStamp = 0

    /// Adds `screen`, which must not be in the list, as the newest.
    mutating func append(_ screen: ViewNode) {
        lastStamp += 1
        screen.extras.visibleStamp = lastStamp
        entries.append((UnownedNode(screen), lastStamp))
    }

    /// Takes `screen` out; nothing when it is not in the list.
    mutating func remove(_ screen: ViewNode) {
        guard let stamp = screen.visibleStamp, stamp != 0 else { return }
        screen.extras.visibleStamp = 0
        staleStamps.insert(stamp)
        // Most often the newest leaves (a pop, a push covering it): drop it and stale ones below.
        while let last = entries.last, staleStamps.remove(last.stamp) != nil {
            entries.removeLast()
        }
        if staleStamps.count * 2 > entries.count {
            entries.removeAll { staleStamps.contains($0.stamp) }
            staleStamps = []
        }
    }

    /// The newest screen that satisfies `predicate`.
    func last(where predicate: (ViewNode) -> Bool) -> ViewNode? {
        for entry in entries.reversed() where !staleStamps.contains(entry.stamp) {
            let screen = entry.screen.node
            if predicate(screen) { return screen }
        }
        return nil
    }

    /// Every screen in the list, oldest first.
    var screens: [ViewNode] {
        entries.compactMap { staleStamps.contains($0.stamp) ? nil : $0.screen.node }
    }

    /// Empties the list as the host goes. The screens are not read: the tree is coming down.
    mutating func removeAll() {
        entries = []
        staleStamps = []
    }
}
