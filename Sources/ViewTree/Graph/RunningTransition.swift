/// A transition under way in a host: the screens it moves, what it keeps mounted until it ends,
/// and the appearances whose `didAppear` waits for its end.
@MainActor
final class RunningTransition {
    let transition: Transition
    /// When it started on the host's clock.
    let start: Duration
    /// The screen (or layer root) that becomes the visible one.
    let entering: ViewNode?
    /// The screen that was visible before.
    let leaving: ViewNode?
    /// Screens and layers taken out of the navigation but kept mounted until the end, each
    /// with the layer index it had if it is a layer.
    var retained: [(node: ViewNode, layerIndex: Int?)] = []
    /// Nodes that appeared during the transition, whose `didAppear` runs at its end.
    var awaitingDidAppear: [ViewNode] = []
    var timer: TimerToken?

    init(transition: Transition, start: Duration, entering: ViewNode?, leaving: ViewNode?) {
        self.transition = transition
        self.start = start
        self.entering = entering
        self.leaving = leaving
    }

    /// When it ends.
    var end: Duration {
        start + transition.duration
    }

    /// The progress, from 0 to 1, at `now`.
    func progress(at now: Duration) -> Double {
        transition.progress(after: now - start)
    }

    /// The phase `node` prints with, if the transition moves it.
    func phase(of node: ViewNode) -> ScreenPhase? {
        if node === entering { return .entering }
        if node === leaving || node.isLeaving { return .leaving }
        return nil
    }
}
