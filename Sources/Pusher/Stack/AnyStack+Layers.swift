import ViewTree

/// Modal layers: each presented layer sits above all others and starts at a root pusher of its
/// own, so pushes inside it nest within it and pops act on it alone, leaving the layers below
/// untouched.
extension AnyStack {
    /// The presented modal layers, bottom first (the base layer is not listed).
    public var layers: [LayerInfo] {
        state.registry.layers.indices.map(state.registry.layerInfo(at:))
    }

    /// The number of presented modal layers.
    public var layerCount: Int {
        state.registry.layers.count
    }

    /// The content the layer at `level` (1 for the first modal layer) presents.
    public func content(ofLayer level: Int) -> Content? {
        state.registry.layers.indices.contains(level - 1) ? state.layerContents[state.registry.layers[level - 1].root] : nil
    }

    /// Presents `view` as a new top layer with its own root pusher, which receives the pushes
    /// made while the layer is on top.
    ///
    /// - Parameter tag: A tag for ``dismiss(to:)`` and ``dismiss(from:)``; the lowest layer
    ///   with a tag wins.
    /// - Returns: The layer.
    @discardableResult
    public func present(_ style: PresentationStyle, _ view: Content, tag: ScreenID? = nil) -> LayerInfo {
        let live = Set(state.registry.layers.map(\.root))
        state.layerContents = state.layerContents.filter { live.contains($0.key) }
        let layer = state.registry.presentLayer(style, tag: tag)
        state.contents.append(nil)
        state.layerContents[layer.root] = view
        return state.registry.layerInfo(at: state.registry.layers.count - 1)
    }

    /// Dismisses the top layer.
    @discardableResult
    public func dismiss() -> DismissOutcome {
        dismissLayers(from: state.registry.layers.count - 1)
    }

    /// Dismisses the layers above the lowest layer tagged `tag`, which becomes the top layer.
    @discardableResult
    public func dismiss(to tag: ScreenID) -> DismissOutcome {
        guard let position = state.registry.layers.firstIndex(where: { $0.tag == tag }) else { return .unknownTag(tag) }
        guard position + 1 < state.registry.layers.count else { return .alreadyOnTop(tag) }
        return dismissLayers(from: position + 1)
    }

    /// Dismisses the lowest layer tagged `tag` and every layer above it.
    @discardableResult
    public func dismiss(from tag: ScreenID) -> DismissOutcome {
        guard let position = state.registry.layers.firstIndex(where: { $0.tag == tag }) else { return .unknownTag(tag) }
        return dismissLayers(from: position)
    }

    /// Dismisses the top `count` layers; a count beyond the number of layers dismisses all.
    @discardableResult
    public func dismissLast(_ count: Int) -> DismissOutcome {
        guard count >= 0 else { return .invalidArgument("cannot dismiss \(count) layers, a negative count") }
        guard count > 0 else { return .nothingRequested }
        return dismissLayers(from: max(0, state.registry.layers.count - count))
    }

    /// Dismisses every modal layer: the base layer shows.
    @discardableResult
    public func dismissAll() -> DismissOutcome {
        dismissLayers(from: 0)
    }

    /// Dismisses the layer at `position` (0 is the first modal layer) and those above it, with
    /// their pushers; reports them top first.
    func dismissLayers(from position: Int) -> DismissOutcome {
        guard position >= 0, position < state.registry.layers.count,
              let rootIndex = state.registry.index(of: state.registry.layers[position].root) else { return .nothingToDismiss }
        let dismissed = (position..<state.registry.layers.count).reversed().map(state.registry.layerInfo(at:))
        for layer in dismissed { state.layerContents[layer.root] = nil }
        state.removeAll(after: rootIndex - 1)
        return .dismissed(dismissed)
    }
}
