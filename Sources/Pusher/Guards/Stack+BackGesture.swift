import ViewTree

// The interactive back gesture as the stack sees it: a pop the user drags, refused at its start
// by a leave guard, and a transition while it runs.

extension Stack: BackGestureGate {
    /// A leave guard of the top screen vetoes the gesture as it starts, as it vetoes `back`:
    /// the gesture does not begin, and the log has the vetoed pop.
    ///
    /// ```swift
    /// host.moveBackGesture(to: 0.4)     // false: the guard holds
    /// stack.log.last?.outcome.kind      // .vetoed
    /// ```
    package func mayBeginBackGesture() -> Bool {
        let request = NavigationRequest<AnyView>.pop(.previous)
        guard let veto = veto(of: request) else { return true }
        _ = logRefused(request, .unchanged(.vetoed(veto)))
        return false
    }

    /// What waited for the gesture runs, unless the pop it ended with started a transition:
    /// then it waits for that one.
    package func backGestureDidEnd() {
        runWaiting()
    }
}
