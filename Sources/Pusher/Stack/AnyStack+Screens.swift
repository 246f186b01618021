import ViewTree

/// What the top layer shows, and a one-line description of every layer.
extension AnyStack {
    /// The number of pushed screens in the top layer; its root screen is depth 0.
    ///
    /// - Complexity: O(pushers of the top layer).
    public var depth: Int {
        withState { state in
            state.registry.screenCount
        }
    }

    /// The pushed screens of the top layer, bottom first.
    ///
    /// - Complexity: O(pushers of the top layer).
    public var screens: [ScreenInfo] {
        withState { state in
            state.registry.screenIndices().enumerated().map { offset, index in
                let record = state.registry.records[index]
                return ScreenInfo(depth: offset + 1, id: state.registry.screenID(at: index), pusher: record.info)
            }
        }
    }

    /// Whether a pushed screen of the top layer has `id`.
    public func contains(id: ScreenID) -> Bool {
        withState { state in
            state.registry.screenIndex(of: id) != nil
        }
    }

    /// The content the screen pushed with `id` shows (the lowest such screen of the top layer).
    public func content(ofScreen id: ScreenID) -> Content? {
        withState { state in
            state.registry.screenIndex(of: id).flatMap { state.contents[$0] }
        }
    }

    /// What the pusher `id` shows, in one lookup: its content, push count, the screen's id,
    /// the pusher the stack made in that screen, and the level of the screens it pushes (one
    /// above its own). `nil` when it is not registered or shows nothing. O(1).
    ///
    /// A pusher view asks this each time it renders: asked field by field, it was four lookups
    /// of the pusher's index and an ``Entry`` built to read one field of it.
    func shownContent(of id: PusherID) -> (content: Content, pushCount: Int, screenID: ScreenID?, screenPusher: PusherID?, pushedLevel: Int)? {
        withState { state in
            guard let index = state.registry.index(of: id), let content = state.contents[index] else { return nil }
            let details = state.registry.records[index].details
            return (content, state.registry.records[index].pushCount, details?.id, details?.pusher, state.registry.records[index].level + 1)
        }
    }

    /// The pusher made for the screen the pusher `id` shows, if the stack made one.
    public func screenPusher(of id: PusherID) -> PusherID? {
        withState { state in
            state.registry.index(of: id).flatMap(state.registry.screenPusher(at:))
        }
    }

    /// The id of the screen the pusher `id` shows, if it was pushed with one.
    public func screenID(of id: PusherID) -> ScreenID? {
        withState { state in
            state.registry.index(of: id).flatMap(state.registry.screenID(at:))
        }
    }

    /// Where containers show in place (``NavigationRules/Containers/inPlace``), the node list
    /// of NavigationStack's model as its `debugDescription` prints it: the containers given
    /// content, in order, by name (or number). A hidden container stays listed until the next
    /// show cuts the list after the last container of its showing chain.
    ///
    /// ```swift
    /// stack.push(view: a, to: "ContentView1")
    /// stack.push(view: b, to: "ContentView2")
    /// stack.nodeListDescription   // ['ContentView1'|'ContentView2']
    /// ```
    ///
    /// `[]` under other rules, which keep no such list.
    public var nodeListDescription: String {
        withState { state in
            "[" + state.registry.nodeList.map { "'\($0.name ?? "\($0.id)")'" }.joined(separator: "|") + "]"
        }
    }

    /// Every layer and its screens on one line, for logs and failure messages: layers bottom
    /// first, separated by `|`; in each, the root screen, then the pushed screens by id (or
    /// `screen N` without one).
    ///
    /// ```text
    /// root > "inbox" > screen 2 | sheet "compose": root > "attachments"
    /// ```
    ///
    /// A root screen that replaced the declared one prints with its id: `root "home" > "inbox"`.
    ///
    /// - Complexity: O(pushers).
    public var stateDescription: String {
        withState { state in
            var parts: [String] = []
            var screens: [String] = ["root"]
            var layerPosition = 0
            for (index, record) in state.registry.records.enumerated() {
                if layerPosition < state.registry.layers.count, record.info.id == state.registry.layers[layerPosition].root {
                    parts.append(screens.joined(separator: " > "))
                    screens = [state.registry.layerInfo(at: layerPosition).description + ": root"]
                    layerPosition += 1
                }
                if !state.roots.isEmpty, screens.count == 1, let id = state.roots[record.info.id]?.id {
                    screens[0] += " \(id)"
                }
                if record.hasContent {
                    screens.append(state.registry.screenID(at: index)?.description ?? "screen \(screens.count)")
                }
            }
            parts.append(screens.joined(separator: " > "))
            return parts.joined(separator: " | ")
        }
    }

    /// Adds what ``stateDescription`` shows to `hasher`, without making its text: what an
    /// explorer tells states apart by, besides the tree.
    ///
    /// ```swift
    /// var hasher = FingerprintHasher()
    /// stack.combineState(into: &hasher)
    /// hasher.finalize()   // equal for two stacks exactly when their descriptions are
    /// ```
    ///
    /// - Complexity: O(pushers), a few words each; strings only for screen ids.
    public func combineState(into hasher: inout FingerprintHasher) {
        withState { state in
            var layerPosition = 0
            // By index, not by record: copying a record retains each of its references.
            let records = state.registry.records
            for index in records.indices {
                let id = records[index].info.id
                if layerPosition < state.registry.layers.count, id == state.registry.layers[layerPosition].root {
                    let layer = state.registry.layers[layerPosition]
                    hasher.combine(word: 0x6c61_7965_72)
                    hasher.combine(layer.style.rawValue)
                    if let tag = layer.tag { hasher.combine(tag.description) }
                    layerPosition += 1
                }
                if !state.roots.isEmpty, let rootID = state.roots[id]?.id {
                    hasher.combine(word: 0x726f_6f74)
                    hasher.combine(rootID.description)
                }
                if records[index].hasContent {
                    hasher.combine(word: 0x7363_7265_656e)
                    if let screenID = records[index].details?.id { hasher.combine(screenID.description) }
                }
            }
            hasher.combine(layerPosition)
        }
    }

    /// Adds `contexts` (what screens keep, by their keys) to `hasher`, but the keys in `ignored`:
    /// each screen by where it stands, its layer and place among the screens, since its key's
    /// numbers are the run's and depend on the path that led to it.
    ///
    /// ```swift
    /// var hasher = FingerprintHasher()
    /// stack.combineScreenContexts(contexts, into: &hasher, ignoring: [])
    /// ```
    ///
    /// - Complexity: O(1) when `contexts` is empty, else O(pushers).
    package func combineScreenContexts(_ contexts: [ScreenKey: PushContext], into hasher: inout FingerprintHasher, ignoring ignored: Set<String>) {
        guard !contexts.isEmpty else { return }
        withState { state in
            var place = 0
            func combine(_ screen: ScreenKey) {
                defer { place += 1 }
                guard let context = contexts[screen], !context.isEmpty else { return }
                var combined = false
                for (key, value) in context.values.sorted(by: { $0.key < $1.key }) where !ignored.contains(key) {
                    if !combined {
                        hasher.combine(word: 0x6b65_7074)
                        hasher.combine(place)
                        combined = true
                    }
                    hasher.combine(key)
                    hasher.combine(value.description)
                }
            }
            var layerPosition = 0
            let records = state.registry.records
            for index in records.indices {
                let id = records[index].info.id
                let startsLayer = layerPosition < state.registry.layers.count && id == state.registry.layers[layerPosition].root
                if index == 0 || startsLayer {
                    if startsLayer { layerPosition += 1 }
                    combine(state.rootScreenKey(at: index, startsLayer: startsLayer))
                }
                if records[index].hasContent { combine(state.screenKey(at: index)) }
            }
        }
    }

    /// The root screen that replaced what the layer root pusher `id` declared
    /// (``NavigationRequest/replaceRoot(_:)``), if one did.
    func replacedRoot(of id: PusherID) -> (view: Content, id: ScreenID?, number: Int)? {
        withState { state in
            state.roots[id].map { ($0.view, $0.id, $0.number) }
        }
    }
}

// MARK: - Screens as leave guards see them

extension AnyStack {
    /// Applies `request` to a copy of the state, asks `veto` about the state before and after,
    /// and keeps the copy only when it finds nothing: a vetoed request changes nothing.
    ///
    /// - Complexity: O(pushers) for the copy, on top of the request's own cost.
    func apply<Veto>(
        _ request: NavigationRequest<Content>,
        unless veto: (_ before: StackState<Content>, _ after: StackState<Content>) -> Veto?
    ) -> (StackChange<Content>, Veto?) {
        withState { state in
            var trial = state
            let change = trial.apply(request)
            if change.didChange, let found = veto(state, trial) {
                return (change, found)
            }
            state = trial
            return (change, nil)
        }
    }

    /// Whether the screen `key` is still shown (covered or not).
    func contains(_ key: ScreenKey) -> Bool {
        withState { $0.contains(key) }
    }

    /// The top screen of the top layer.
    var visibleScreen: ScreenKey {
        withState { $0.visibleScreen }
    }
}

extension AnyStack {
    /// The result a popped screen returned to `screen`, if any (``NavigationRequest/popWithResult(_:)``).
    public func result(for screen: ScreenKey) -> ContextValue? {
        withState { $0.results[screen] }
    }
}

extension AnyStack {
    /// The route table that ``NavigationRequest/open(_:)`` resolves URLs with.
    public var routes: RouteTable<Content> {
        get { withState { $0.routes } }
        set { withState { $0.routes = newValue } }
    }
}
