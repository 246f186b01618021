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
    /// The layer at `level` with its content, if one is presented.
    ///
    /// - Complexity: O(1).
    func layer(atLevel level: Int) -> (info: LayerInfo, content: Content)? {
        withState { state in
            guard state.registry.layers.indices.contains(level - 1),
                let content = state.layerContents[state.registry.layers[level - 1].root]
            else { return nil }
            return (state.registry.layerInfo(at: level - 1), content)
        }
    }

    public func content(ofLayer level: Int) -> Content? {
        withState { state in
            state.registry.layers.indices.contains(level - 1) ? state.layerContents[state.registry.layers[level - 1].root] : nil
        }
    }

    /// Presents `view` as a new top layer with its own root pusher, which receives the pushes
    /// made while the layer is on top.
    ///
    /// - Parameter style: How the layer is presented.
    /// - Parameter view: The content of the layer's root screen.
    /// - Parameter tag: A tag for ``dismiss(to:)`` and ``dismiss(from:)``; the lowest layer
    ///   with a tag wins.
    /// - Returns: ``NavigationOutcome/presented(_:)`` with the layer.
    @discardableResult
    public func present(_ style: PresentationStyle, _ view: Content, tag: ScreenID? = nil) -> NavigationOutcome {
        withState { $0.perform(.present(style: style, view: view, tag: tag)) }
    }

    /// Dismisses the top layer.
    @discardableResult
    public func dismiss() -> NavigationOutcome {
        dismiss(.top)
    }

    /// Dismisses the layers above the lowest layer tagged `tag`, which becomes the top layer.
    @discardableResult
    public func dismiss(to tag: ScreenID) -> NavigationOutcome {
        dismiss(.to(tag))
    }

    /// Dismisses the lowest layer tagged `tag` and every layer above it.
    @discardableResult
    public func dismiss(from tag: ScreenID) -> NavigationOutcome {
        dismiss(.from(tag))
    }

    /// Dismisses the top `count` layers; a count beyond the number of layers dismisses all.
    @discardableResult
    public func dismissLast(_ count: Int) -> NavigationOutcome {
        dismiss(.last(count))
    }

    /// Dismisses every modal layer: the base layer shows.
    @discardableResult
    public func dismissAll() -> NavigationOutcome {
        dismiss(.all)
    }

    /// Dismisses the layers `target` names, top first: the one dismissal every other is made of.
    ///
    /// - Complexity: O(layers + pushers removed).
    @discardableResult
    public func dismiss(_ target: DismissTarget) -> NavigationOutcome {
        withState { $0.perform(.dismiss(target)) }
    }
}
