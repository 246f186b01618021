// The interactive back gesture: a pop the user drags, then lets go of or takes back.

extension ViewHost {
    /// Starts a back gesture on the visible pushed screen of the top layer, or moves the one
    /// under way, to `progress` (0 to 1). Returns false, changing nothing, when the top layer
    /// shows its root screen, or when the stack refuses to leave the screen (a leave guard
    /// holds).
    ///
    /// As it starts, the screen below appears (its `onAppear` runs) while the top screen stays
    /// visible with its state; both print with their phase (`[screen 1, leaving 40%]`,
    /// `[screen 0, entering 40%]`). Nothing is popped until ``finishBackGesture()``.
    ///
    /// ```swift
    /// host.moveBackGesture(to: 0.4)
    /// host.cancelBackGesture()      // the screen below disappears again; nothing else fired
    /// host.moveBackGesture(to: 0.6)
    /// host.finishBackGesture()      // a normal pop, over what is left of the transition
    /// ```
    @discardableResult
    public func moveBackGesture(to progress: Double) -> Bool {
        graph.applyPendingChanges()
        let progress = min(max(progress, 0), 1)
        if let gesture = graph.gesture {
            gesture.progress = progress
            return true
        }
        return graph.beginBackGesture(at: progress)
    }

    /// The progress of the back gesture under way, if any.
    public var backGestureProgress: Double? {
        graph.gesture?.progress
    }

    /// Takes the gesture back: the top screen stays with its state, the screen below
    /// disappears again. Returns false when no gesture runs.
    @discardableResult
    public func cancelBackGesture() -> Bool {
        graph.applyPendingChanges()
        return graph.cancelBackGesture()
    }

    /// Lets the gesture go: the top screen is popped as ``back()`` pops it, and the transition
    /// that moves it runs for what is left of it (a stack scales its transition by the part of
    /// the gesture still to go). Returns ``BackOutcome/nothingToGoBackTo`` when no gesture runs.
    @discardableResult
    public func finishBackGesture() -> BackOutcome {
        graph.applyPendingChanges()
        guard let gesture = graph.gesture else { return .nothingToGoBackTo }
        graph.finishingGesture = gesture
        graph.gesture = nil
        if let armed = graph.armed {
            // Asked for before the gesture was let go: what is left of it runs.
            graph.armed = Graph.remainder(of: armed, after: gesture.progress)
        }
        let outcome = back()
        graph.finishingGesture = nil
        graph.settleGestureDidAppear(gesture)
        gesture.gate?.backGestureDidEnd()
        return outcome
    }
}
