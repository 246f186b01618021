/// An interactive back gesture under way: the visible pushed screen and the one below it, both
/// on screen, at a progress the caller moves.
@MainActor
final class BackGesture {
    /// The link whose destination the gesture takes away.
    let link: ViewNode
    /// The screen that leaves if the gesture finishes.
    let screen: ViewNode
    /// The screen that shows if it finishes: it appears as the gesture starts.
    let below: ViewNode
    var progress: Double
    /// The model of the dragged screen, told when the gesture ends.
    weak var gate: (any BackGestureGate)?
    /// Nodes that appeared as the gesture started; their `didAppear` waits for the gesture to
    /// finish and its transition to end.
    var awaitingDidAppear: [ViewNode] = []

    init(link: ViewNode, screen: ViewNode, below: ViewNode, progress: Double, gate: (any BackGestureGate)?) {
        self.link = link
        self.screen = screen
        self.below = below
        self.progress = progress
        self.gate = gate
    }
}
