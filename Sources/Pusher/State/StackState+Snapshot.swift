import ViewTree

/// Snapshots of the registry, and the clearing a restore starts with.
extension StackState {
    /// The registry's layers and screens as a ``NavigationSnapshot``: `key` names each content,
    /// `kept` gives the context each screen keeps. With it, the key of each screen in the order
    /// a restore shows them: each layer's root screen, then its pushed screens.
    ///
    /// - Complexity: O(pushers).
    func snapshot(key: (Content) -> String?, kept: (ScreenKey) -> PushContext?) -> (NavigationSnapshot, screens: [ScreenKey]) {
        let starts = [0] + registry.layers.map { registry.index(of: $0.root) ?? registry.records.count }
        var layers: [NavigationSnapshot.Layer] = []
        var order: [ScreenKey] = []
        order.reserveCapacity(registry.records.count + 1)
        for (position, start) in starts.enumerated() {
            let end = position + 1 < starts.count ? starts[position + 1] : registry.records.count
            var layer = NavigationSnapshot.Layer()
            var rootKey = ScreenKey.baseRoot
            if position > 0 {
                let info = registry.layerInfo(at: position - 1)
                layer.style = info.style
                layer.tag = info.tag
                layer.key = layerContents[info.root].flatMap(key)
                rootKey = ScreenKey(pusher: info.root, number: 0)
            }
            if start < end {
                let root = registry.records[start].info.id
                if let replaced = roots[root] {
                    let screen = ScreenKey(pusher: root, number: -replaced.number)
                    rootKey = screen
                    layer.root = NavigationSnapshot.Screen(id: replaced.id, key: key(replaced.view), state: kept(screen), result: results[screen])
                } else {
                    layer.state = kept(rootKey)
                    layer.result = results[rootKey]
                }
            }
            order.append(rootKey)
            var indices = (start..<end).filter { registry.records[$0].hasContent }
            if registry.rules.containers == .inPlace {
                indices.sort { registry.records[$0].shownAt < registry.records[$1].shownAt }
            }
            order += indices.map(screenKey(at:))
            // The pushers the stack made inside this layer's screens (none without screen details).
            // With `nesting: .everyScreen` the stack makes one in every screen: a restore knows.
            let marksMade = registry.hasScreenDetails && registry.rules.nesting != .everyScreen
            // By index rather than in a set of numbers: thousands of screens looked up at random
            // in a table miss the cache at each look-up.
            var made = [Bool](repeating: false, count: marksMade ? end - start : 0)
            if marksMade {
                for index in start..<end {
                    if let pusher = registry.screenPusher(at: index), let at = registry.index(of: pusher), (start..<end).contains(at) {
                        made[at - start] = true
                    }
                }
            }
            layer.screens = indices.map { index in
                let info = registry.records[index].info
                let screen = screenKey(at: index)
                let id = registry.screenID(at: index)
                let route = (id?.base as? String).flatMap { $0.hasPrefix("/") ? $0 : nil }
                return NavigationSnapshot.Screen(
                    id: id, key: contents[index].flatMap(key), route: route, pusher: info.name,
                    context: registry.screenContext(at: index), state: kept(screen), result: results[screen],
                    inStackPusher: marksMade && made[index - start] ? true : nil)
            }
            layers.append(layer)
        }
        return (NavigationSnapshot(layers: layers), order)
    }

    /// Dismisses every layer and pops every screen of the first, with a replaced root: where a
    /// restore starts. Returns the numbers of the pushers that went.
    mutating func clearForRestore() -> [PusherID] {
        var removed: [PusherID] = []
        if case .dismissed(let layers) = dismissLayers(from: 0) {
            removed += layers.map(\.root)
        }
        if case .popped(_, let more) = popScreens(from: 0) { removed += more }
        if let root = registry.records.first, roots[root.info.id] != nil {
            roots[root.info.id] = nil
            // The declared root shows again, which a replaced one had unmounted: its pushers
            // register anew.
            removed += removeAll(after: 0)
        }
        results = [:]
        return removed
    }
}
