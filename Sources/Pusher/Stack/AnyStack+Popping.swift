/// Every kind of pop. Each acts on the top layer, removes whole screens with the pushers they
/// hold in one step (screens in between never show), and says what it did: none traps. Each is
/// ``apply(_:)`` with a ``PopTarget``, returning the pop's own outcome.
extension AnyStack {
    /// Pops the top pushed screen of the top layer.
    ///
    /// - Returns: ``UnchangedReason/nothingToPop`` on the root screen.
    /// - Complexity: O(pushers of the top layer).
    @discardableResult
    public func pop() -> NavigationOutcome {
        pop(.previous)
    }

    /// Pops every pushed screen of the top layer: its root screen shows.
    ///
    /// - Returns: ``UnchangedReason/nothingToPop`` on the root screen.
    @discardableResult
    public func popToRoot() -> NavigationOutcome {
        pop(.root)
    }

    /// Pops the screens above the lowest screen pushed with `id`, which becomes the top screen.
    ///
    /// - Returns: ``UnchangedReason/unknownID(_:)`` when no screen of the top layer has the id,
    ///   ``UnchangedReason/alreadyOnTop(_:)`` when it is the top screen.
    @discardableResult
    public func pop(to id: ScreenID) -> NavigationOutcome {
        pop(.to(id))
    }

    /// Pops the lowest screen pushed with `id` and every screen above it.
    ///
    /// - Returns: ``UnchangedReason/unknownID(_:)`` when no screen of the top layer has the id.
    @discardableResult
    public func pop(from id: ScreenID) -> NavigationOutcome {
        pop(.from(id))
    }

    /// Pops the top `count` screens; a count beyond the depth pops to the root.
    ///
    /// - Returns: ``UnchangedReason/invalidArgument(_:)`` for a negative count,
    ///   ``UnchangedReason/nothingRequested`` for 0, ``UnchangedReason/nothingToPop`` on the root screen.
    @discardableResult
    public func popLast(_ count: Int) -> NavigationOutcome {
        pop(.last(count))
    }

    /// Keeps the screens up to depth `index` (0 is the root screen) and pops the rest.
    ///
    /// - Returns: ``UnchangedReason/invalidArgument(_:)`` for a negative index or one beyond the top
    ///   screen, ``UnchangedReason/nothingRequested`` for the top screen's index.
    @discardableResult
    public func popAfter(index: Int) -> NavigationOutcome {
        pop(.after(index: index))
    }

    /// Pops to `target`: the one pop every other is made of.
    ///
    /// - Complexity: O(pushers of the top layer), O(pushers removed) for ``PopTarget/pusher(_:)``.
    @discardableResult
    public func pop(_ target: PopTarget) -> NavigationOutcome {
        withState { $0.perform(.pop(target)) }
    }

    /// Empties the named pusher of the top layer, hiding its content and everything nested in
    /// it in one step (indieSoftware's `hideViewWithIdentifier`).
    ///
    /// - Returns: ``UnchangedReason/alreadyEmpty(_:)`` when it shows nothing; ``UnchangedReason/unknownTarget(_:)``
    ///   when no pusher of the top layer has the name.
    @discardableResult
    public func hide(_ name: String) -> NavigationOutcome {
        withState { $0.perform(.hide(name)) }
    }
}
