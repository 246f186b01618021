// The host's virtual clock and the transitions that run on it.

extension ViewHost {
    /// The clock transitions run on: it moves only through ``advance(by:)`` and ``settle()``.
    public var clock: VirtualClock {
        graph.clock
    }

    /// The current instant on the host's clock, from zero.
    public var now: Duration {
        graph.clock.now
    }

    /// Moves the clock forward by `duration`: transitions that end on the way end at their own
    /// instants, in order, each followed by what its end causes (`didAppear`, screens that left
    /// unmounting, calls queued behind it).
    ///
    /// ```swift
    /// stack.perform(.push(view: AnyView(Text("Detail"))), transition: .seconds(0.3))
    /// host.advance(by: .milliseconds(100))
    /// print(host.render())   // Screen [screen 1, entering 55%]
    /// host.advance(by: .milliseconds(200))
    /// host.isTransitioning   // false
    /// ```
    ///
    /// Returns whether the clock got there: it gives up after ``VirtualClock/settleLimit``
    /// timers, when timers keep scheduling timers with no delay.
    ///
    /// - Complexity: O(timers that fire + what they change), not O(tree).
    @discardableResult
    public func advance(by duration: Duration) -> Bool {
        graph.applyPendingChanges()
        let arrived = graph.clock.advance(by: duration)
        graph.applyPendingChanges()
        return arrived
    }

    /// Advances until no transition runs and nothing is scheduled; returns whether it got
    /// there (false when timers keep scheduling timers; see ``VirtualClock/settleLimit``).
    @discardableResult
    public func settle() -> Bool {
        graph.applyPendingChanges()
        let settled = graph.clock.settle()
        graph.applyPendingChanges()
        return settled
    }

    /// Whether a transition is running.
    public var isTransitioning: Bool {
        graph.applyPendingChanges()
        return graph.transition != nil
    }

    /// Makes the next change of the visible screen run `transition` (a tap on a navigation
    /// link, a back): the screen visible now leaves and the next one enters, both mounted until
    /// it ends. A stack that navigates asks for this itself.
    ///
    /// ```swift
    /// host.animateNextChange(.seconds(0.35))
    /// try host.tap("Details")   // screen 1 enters over 0.35 s
    /// ```
    public func animateNextChange(_ transition: Transition) {
        graph.applyPendingChanges()
        graph.animateNextChange(transition)
    }

    /// Where `node` is in the running transition, and the transition's progress (0 to 1): `nil`
    /// when no transition moves it.
    public func transitionState(of node: ViewNode) -> (phase: ScreenPhase, progress: Double)? {
        graph.applyPendingChanges()
        return graph.transitionState(of: node)
    }

    /// Whether the screen showing `text` got its `didAppear`: its transition ended, or none ran.
    /// A visible `Text` answers for its screen now; otherwise a covered screen that shows `text`
    /// answers whether it ever got one since it was mounted (it appeared, then was covered).
    /// False when no mounted text is `text`.
    ///
    /// - Complexity: O(visible nodes), and O(nodes) when no visible text is `text`.
    public func screenDidAppear(showing text: String) -> Bool {
        var screen: ViewNode?
        walkVisible { node in
            guard node.text == text else { return true }
            screen = node.appearanceOwner
            return false
        }
        if let screen { return screen.hasDidAppear }
        var covered = false
        TreeWalker.walk(from: graph.root, retainingNodes: false) { node in
            guard node.text == text, let owner = node.appearanceOwner, owner.hasEverDidAppear else { return .visitChildren }
            covered = true
            return .stop
        }
        return covered
    }
}
