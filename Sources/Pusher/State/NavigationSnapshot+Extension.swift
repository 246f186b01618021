// A snapshot that goes on from what shows: restored by showing only what is missing.

extension NavigationSnapshot {
    /// Where the snapshot of what shows now ends inside a snapshot that goes further: the
    /// layer on top now, how many of its pushed screens show, and how many screens (layer roots
    /// and pushed screens, the entries of ``SavedViewState``) show in all.
    struct ExtensionStart: Equatable {
        let layer: Int
        let screen: Int
        let shownScreens: Int
    }

    /// Where `now` ends inside this snapshot, when this one shows everything `now` shows, the
    /// same way, and more: every layer below `now`'s top one equal, the top one equal but for
    /// its pushed screens, which begin this one's, and the views' state on those screens the
    /// same. `nil` otherwise, and when the first screen to show was in a pusher the stack made
    /// inside the one below it, which no longer holds it.
    ///
    /// - Complexity: O(screens), and O(saved views) for the views' state.
    func extensionStart(over now: NavigationSnapshot) -> ExtensionStart? {
        guard version == now.version, let top = now.layers.indices.last, top < layers.count else { return nil }
        for index in 0..<top where layers[index] != now.layers[index] { return nil }
        var shown = now.layers[top]
        var going = layers[top]
        let kept = shown.screens.count
        guard kept <= going.screens.count, going.screens.prefix(kept).elementsEqual(shown.screens) else { return nil }
        guard kept < going.screens.count || top < layers.count - 1 else { return nil }
        if kept < going.screens.count, going.screens[kept].inStackPusher == true { return nil }
        shown.screens = []
        going.screens = []
        guard shown == going else { return nil }
        let shownScreens = now.layers.reduce(0) { $0 + 1 + $1.screens.count }
        guard viewState.givesTheSameValues(as: now.viewState, onTheFirst: shownScreens) else { return nil }
        return ExtensionStart(layer: top, screen: kept, shownScreens: shownScreens)
    }
}
