/// Every kind of pop. Each acts on the top layer, removes whole screens with the pushers they
/// hold in one step (screens in between never show), and says what it did: none traps.
extension AnyStack {
    /// Pops the top pushed screen of the top layer.
    ///
    /// - Returns: ``PopOutcome/nothingToPop`` on the root screen.
    /// - Complexity: O(pushers registered after it).
    @discardableResult
    public func pop() -> PopOutcome {
        withState { state in
            let start = state.registry.topLayerStart
            guard let index = state.registry.records[start...].lastIndex(where: { $0.hasContent }) else { return .nothingToPop }
            return state.pop(pusher: state.registry.records[index].info.id)
        }
    }

    /// Pops every pushed screen of the top layer: its root screen shows.
    ///
    /// - Returns: ``PopOutcome/nothingToPop`` on the root screen.
    @discardableResult
    public func popToRoot() -> PopOutcome {
        withState { $0.popScreens(from: 0) }
    }

    /// Pops the screens above the lowest screen pushed with `id`, which becomes the top screen.
    ///
    /// - Returns: ``PopOutcome/unknownID(_:)`` when no screen of the top layer has the id,
    ///   ``PopOutcome/alreadyOnTop(_:)`` when it is the top screen.
    @discardableResult
    public func pop(to id: ScreenID) -> PopOutcome {
        withState { state in
            let screens = state.registry.screenIndices()
            guard let position = screens.firstIndex(where: { state.registry.screenID(at: $0) == id }) else { return .unknownID(id) }
            guard position + 1 < screens.count else { return .alreadyOnTop(id) }
            return state.popScreens(from: position + 1, of: screens)
        }
    }

    /// Pops the lowest screen pushed with `id` and every screen above it.
    ///
    /// - Returns: ``PopOutcome/unknownID(_:)`` when no screen of the top layer has the id.
    @discardableResult
    public func pop(from id: ScreenID) -> PopOutcome {
        withState { state in
            guard let index = state.registry.screenIndex(of: id) else { return .unknownID(id) }
            return state.pop(pusher: state.registry.records[index].info.id)
        }
    }

    /// Pops the top `count` screens; a count beyond the depth pops to the root.
    ///
    /// - Returns: ``PopOutcome/invalidArgument(_:)`` for a negative count,
    ///   ``PopOutcome/nothingRequested`` for 0, ``PopOutcome/nothingToPop`` on the root screen.
    @discardableResult
    public func popLast(_ count: Int) -> PopOutcome {
        withState { state in
            guard count >= 0 else { return .invalidArgument("cannot pop \(count) screens, a negative count") }
            guard count > 0 else { return .nothingRequested }
            let screens = state.registry.screenIndices()
            return state.popScreens(from: max(0, screens.count - count), of: screens)
        }
    }

    /// Keeps the screens up to depth `index` (0 is the root screen) and pops the rest.
    ///
    /// - Returns: ``PopOutcome/invalidArgument(_:)`` for a negative index or one beyond the top
    ///   screen, ``PopOutcome/nothingRequested`` for the top screen's index.
    @discardableResult
    public func popAfter(index: Int) -> PopOutcome {
        withState { state in
            let screens = state.registry.screenIndices()
            guard index >= 0, index <= screens.count else {
                return .invalidArgument("no screen at index \(index): the top layer holds indices 0 to \(screens.count)")
            }
            guard index < screens.count else { return .nothingRequested }
            return state.popScreens(from: index, of: screens)
        }
    }

    /// Empties the named pusher of the top layer, hiding its content and everything nested in
    /// it in one step (indieSoftware's `hideViewWithIdentifier`).
    ///
    /// - Returns: ``PopOutcome/alreadyEmpty(_:)`` when it shows nothing; ``PopOutcome/unknownTarget(_:)``
    ///   when no pusher of the top layer has the name.
    @discardableResult
    public func hide(_ name: String) -> PopOutcome {
        withState { state in
            guard let index = state.registry.lastIndex(named: name) else { return .unknownTarget(name) }
            return state.pop(pusher: state.registry.records[index].info.id)
        }
    }
}
