/// Every kind of pop. Each acts on the top layer, removes whole screens with the pushers they
/// hold in one step (screens in between never show), and says what it did: none traps.
extension AnyStack {
    /// Pops the top pushed screen of the top layer.
    ///
    /// - Returns: ``PopOutcome/nothingToPop`` on the root screen.
    /// - Complexity: O(pushers registered after it).
    @discardableResult
    public func pop() -> PopOutcome {
        let start = state.registry.topLayerStart
        guard let index = state.registry.records[start...].lastIndex(where: { $0.hasContent }) else { return .nothingToPop }
        return pop(pusher: state.registry.records[index].info.id)
    }

    /// Pops every pushed screen of the top layer: its root screen shows.
    ///
    /// - Returns: ``PopOutcome/nothingToPop`` on the root screen.
    @discardableResult
    public func popToRoot() -> PopOutcome {
        popScreens(from: 0)
    }

    /// Pops the screens above the lowest screen pushed with `id`, which becomes the top screen.
    ///
    /// - Returns: ``PopOutcome/unknownID(_:)`` when no screen of the top layer has the id,
    ///   ``PopOutcome/alreadyOnTop(_:)`` when it is the top screen.
    @discardableResult
    public func pop(to id: ScreenID) -> PopOutcome {
        let screens = state.registry.screenIndices()
        guard let position = screens.firstIndex(where: { state.registry.screenID(at: $0) == id }) else { return .unknownID(id) }
        guard position + 1 < screens.count else { return .alreadyOnTop(id) }
        return popScreens(from: position + 1, of: screens)
    }

    /// Pops the lowest screen pushed with `id` and every screen above it.
    ///
    /// - Returns: ``PopOutcome/unknownID(_:)`` when no screen of the top layer has the id.
    @discardableResult
    public func pop(from id: ScreenID) -> PopOutcome {
        guard let index = state.registry.screenIndex(of: id) else { return .unknownID(id) }
        return pop(pusher: state.registry.records[index].info.id)
    }

    /// Pops the top `count` screens; a count beyond the depth pops to the root.
    ///
    /// - Returns: ``PopOutcome/invalidArgument(_:)`` for a negative count,
    ///   ``PopOutcome/nothingRequested`` for 0, ``PopOutcome/nothingToPop`` on the root screen.
    @discardableResult
    public func popLast(_ count: Int) -> PopOutcome {
        guard count >= 0 else { return .invalidArgument("cannot pop \(count) screens, a negative count") }
        guard count > 0 else { return .nothingRequested }
        let screens = state.registry.screenIndices()
        return popScreens(from: max(0, screens.count - count), of: screens)
    }

    /// Keeps the screens up to depth `index` (0 is the root screen) and pops the rest.
    ///
    /// - Returns: ``PopOutcome/invalidArgument(_:)`` for a negative index or one beyond the top
    ///   screen, ``PopOutcome/nothingRequested`` for the top screen's index.
    @discardableResult
    public func popAfter(index: Int) -> PopOutcome {
        let screens = state.registry.screenIndices()
        guard index >= 0, index <= screens.count else {
            return .invalidArgument("no screen at index \(index): the top layer holds indices 0 to \(screens.count)")
        }
        guard index < screens.count else { return .nothingRequested }
        return popScreens(from: index, of: screens)
    }

    /// Empties the named pusher of the top layer, hiding its content and everything nested in
    /// it in one step (indieSoftware's `hideViewWithIdentifier`).
    ///
    /// - Returns: ``PopOutcome/alreadyEmpty(_:)`` when it shows nothing; ``PopOutcome/unknownTarget(_:)``
    ///   when no pusher of the top layer has the name.
    @discardableResult
    public func hide(_ name: String) -> PopOutcome {
        guard let index = state.registry.lastIndex(named: name) else { return .unknownTarget(name) }
        return pop(pusher: state.registry.records[index].info.id)
    }

    /// Pops the screen at `position` among the top layer's pushed screens (0 is the first
    /// pushed) and those above it.
    private func popScreens(from position: Int, of screens: [Int]? = nil) -> PopOutcome {
        let screens = screens ?? state.registry.screenIndices()
        guard position < screens.count else { return .nothingToPop }
        return pop(pusher: state.registry.records[screens[position]].info.id)
    }
}
