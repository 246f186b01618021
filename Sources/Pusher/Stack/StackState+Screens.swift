import ViewTree

/// Screens by ``ScreenKey``: which are shown, which one is on top, and how a veto names one.
extension StackState {
    /// Whether the screen `key` is shown, covered or not.
    func contains(_ key: ScreenKey) -> Bool {
        if key == .baseRoot {
            return registry.records.first.map { roots[$0.info.id] == nil } ?? true
        }
        guard let index = registry.index(of: key.pusher) else { return false }
        switch key.number {
        case 0: return roots[key.pusher] == nil && registry.layers.contains { $0.root == key.pusher }
        case ..<0: return roots[key.pusher]?.number == -key.number
        default: return registry.records[index].hasContent && registry.records[index].pushCount == key.number
        }
    }

    /// The key of the screen that the pusher record at `index` shows.
    func screenKey(at index: Int) -> ScreenKey {
        ScreenKey(pusher: registry.records[index].info.id, number: registry.records[index].pushCount)
    }

    /// The pushed screens of the top layer, bottom first.
    var pushedScreenKeys: [ScreenKey] {
        registry.screenIndices().map(screenKey(at:))
    }

    /// The top screen of the top layer.
    ///
    /// - Complexity: as ``PusherRegistry/topScreenIndex``: O(1) after a push or a pop.
    @usableFromInline
    var visibleScreen: ScreenKey {
        if let top = registry.topScreenIndex {
            return screenKey(at: top)
        }
        let start = registry.topLayerStart
        guard start < registry.records.count else { return .baseRoot }
        return rootScreenKey(at: start, startsLayer: !registry.layers.isEmpty)
    }

    /// The key of the root screen shown by the pusher record at `index`, the first of its
    /// layer: the root that replaced the declared one, else a modal layer's root
    /// (`startsLayer`) or the base root.
    func rootScreenKey(at index: Int, startsLayer: Bool) -> ScreenKey {
        let root = registry.records[index].info.id
        if let replaced = roots[root] { return ScreenKey(pusher: root, number: -replaced.number) }
        return startsLayer ? ScreenKey(pusher: root, number: 0) : .baseRoot
    }

    /// The veto of `record`'s guard, naming its screen by id and depth in its layer.
    func veto(by record: GuardRecord) -> LeaveVeto {
        let screen = record.screen
        guard screen.number > 0, let index = registry.index(of: screen.pusher) else {
            return LeaveVeto(
                screen: screen, screenID: screen.number < 0 ? roots[screen.pusher]?.id : nil, depth: 0, rule: record.predicate.description)
        }
        // Its depth: the screens of its layer shown by pushers up to its own.
        let layerStart = registry.layers.map(\.root).compactMap(registry.index(of:)).last { $0 <= index } ?? 0
        let depth = registry.records[layerStart...index].count { $0.hasContent }
        return LeaveVeto(screen: screen, screenID: registry.screenID(at: index), depth: depth, rule: record.predicate.description)
    }
}
