/// Every kind of pop. Each acts on the top layer, removes whole screens with the pushers they
/// hold in one step (screens in between never show), and says what it did: none traps. Each is
/// ``apply(_:)`` with a ``PopTarget``, returning the pop's own outcome.
extension AnyStack {
    /// Pops the top pushed screen of the top layer.
    ///
    /// - Returns: ``PopOutcome/nothingToPop`` on the root screen.
    /// - Complexity: O(pushers of the top layer).
    @discardableResult
    public func pop() -> PopOutcome {
        pop(.previous)
    }

    /// Pops every pushed screen of the top layer: its root screen shows.
    ///
    /// - Returns: ``PopOutcome/nothingToPop`` on the root screen.
    @discardableResult
    public func popToRoot() -> PopOutcome {
        pop(.root)
    }

    /// Pops the screens above the lowest screen pushed with `id`, which becomes the top screen.
    ///
    /// - Returns: ``PopOutcome/unknownID(_:)`` when no screen of the top layer has the id,
    ///   ``PopOutcome/alreadyOnTop(_:)`` when it is the top screen.
    @discardableResult
    public func pop(to id: ScreenID) -> PopOutcome {
        pop(.to(id))
    }

    /// Pops the lowest screen pushed with `id` and every screen above it.
    ///
    /// - Returns: ``PopOutcome/unknownID(_:)`` when no screen of the top layer has the id.
    @discardableResult
    public func pop(from id: ScreenID) -> PopOutcome {
        pop(.from(id))
    }

    /// Pops the top `count` screens; a count beyond the depth pops to the root.
    ///
    /// - Returns: ``PopOutcome/invalidArgument(_:)`` for a negative count,
    ///   ``PopOutcome/nothingRequested`` for 0, ``PopOutcome/nothingToPop`` on the root screen.
    @discardableResult
    public func popLast(_ count: Int) -> PopOutcome {
        pop(.last(count))
    }

    /// Keeps the screens up to depth `index` (0 is the root screen) and pops the rest.
    ///
    /// - Returns: ``PopOutcome/invalidArgument(_:)`` for a negative index or one beyond the top
    ///   screen, ``PopOutcome/nothingRequested`` for the top screen's index.
    @discardableResult
    public func popAfter(index: Int) -> PopOutcome {
        pop(.after(index: index))
    }

    /// Pops to `target`: the one pop every other is made of.
    ///
    /// - Complexity: O(pushers of the top layer), O(pushers removed) for ``PopTarget/pusher(_:)``.
    @discardableResult
    public func pop(_ target: PopTarget) -> PopOutcome {
        withState { $0.perform(.pop(target)) }.popOutcome
    }

    /// Empties the named pusher of the top layer, hiding its content and everything nested in
    /// it in one step (indieSoftware's `hideViewWithIdentifier`).
    ///
    /// - Returns: ``PopOutcome/alreadyEmpty(_:)`` when it shows nothing; ``PopOutcome/unknownTarget(_:)``
    ///   when no pusher of the top layer has the name.
    @discardableResult
    public func hide(_ name: String) -> PopOutcome {
        withState { $0.perform(.hide(name)) }.popOutcome
    }
}
