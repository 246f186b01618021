import ViewTree

/// Modal layers: each presented layer sits above all others and starts at a root pusher of its
/// own, so pushes inside it nest within it and pops act on it alone, leaving the layers below
/// untouched.
extension AnyStack {
    /// The presented modal layers, bottom first (the base layer is not listed).
    public var layers: [LayerInfo] {
        withState { state in
            state.registry.layers.indices.map(state.registry.layerInfo(at:))
        }
    }

    /// The number of presented modal layers.
    public var layerCount: Int {
        withState { state in
            state.registry.layers.count
        }
    }

    /// The content the layer at `level` (1 for the first modal layer) presents.
    public func content(ofLayer level: Int) -> Content? {
        withState { state in
            state.registry.layers.indices.contains(level - 1) ? state.layerContents[state.registry.layers[level - 1].root] : nil
        }
    }

    /// Presents `view` as a new top layer with its own root pusher, which receives the pushes
    /// made while the layer is on top.
    ///
    /// - Parameter tag: A tag for ``dismiss(to:)`` and ``dismiss(from:)``; the lowest layer
    ///   with a tag wins.
    /// - Returns: The layer.
    @discardableResult
    public func present(_ style: PresentationStyle, _ view: Content, tag: ScreenID? = nil) -> LayerInfo {
        withState { state in
            let live = Set(state.registry.layers.map(\.root))
            state.layerContents = state.layerContents.filter { live.contains($0.key) }
            let layer = state.registry.presentLayer(style, tag: tag)
            state.contents.append(nil)
            state.layerContents[layer.root] = view
            return state.registry.layerInfo(at: state.registry.layers.count - 1)
        }
    }

    /// Dismisses the top layer.
    @discardableResult
    public func dismiss() -> DismissOutcome {
        withState { state in
            state.dismissLayers(from: state.registry.layers.count - 1)
        }
    }

    /// Dismisses the layers above the lowest layer tagged `tag`, which becomes the top layer.
    @discardableResult
    public func dismiss(to tag: ScreenID) -> DismissOutcome {
        withState { state in
            guard let position = state.registry.layers.firstIndex(where: { $0.tag == tag }) else { return .unknownTag(tag) }
            guard position + 1 < state.registry.layers.count else { return .alreadyOnTop(tag) }
            return state.dismissLayers(from: position + 1)
        }
    }

    /// Dismisses the lowest layer tagged `tag` and every layer above it.
    @discardableResult
    public func dismiss(from tag: ScreenID) -> DismissOutcome {
        withState { state in
            guard let position = state.registry.layers.firstIndex(where: { $0.tag == tag }) else { return .unknownTag(tag) }
            return state.dismissLayers(from: position)
        }
    }

    /// Dismisses the top `count` layers; a count beyond the number of layers dismisses all.
    @discardableResult
    public func dismissLast(_ count: Int) -> DismissOutcome {
        withState { state in
            guard count >= 0 else { return .invalidArgument("cannot dismiss \(count) layers, a negative count") }
            guard count > 0 else { return .nothingRequested }
            return state.dismissLayers(from: max(0, state.registry.layers.count - count))
        }
    }

    /// Dismisses every modal layer: the base layer shows.
    @discardableResult
    public func dismissAll() -> DismissOutcome {
        dismissLayers(from: 0)
    }

    /// Dismisses the layer at `position` (0 is the first modal layer) and those above it, with
    /// their pushers; reports them top first.
    func dismissLayers(from position: Int) -> DismissOutcome {
        withState { $0.dismissLayers(from: position) }
    }
}
