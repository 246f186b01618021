import ViewTree

/// A stack's transitions, its gate, and the calls waiting behind it.
struct StackTiming {
    /// A call waiting for the running transition to end.
    struct Pending {
        let request: NavigationRequest<AnyView>
        let animation: NavigationAnimation
        /// Whether it runs step by step (`pop to root one by one`).
        let oneByOne: Bool
    }

    /// The transition of pushes and pops that name none.
    var transition: Transition?
    /// The transition of presentations and dismissals that name none; `nil` uses ``transition``.
    var layerTransition: Transition?
    var rule = TransitionRule.apply
    /// When the running transition ends; zero when none runs.
    var busyUntil = Duration.zero
    /// The timer that ends it.
    var endTimer: TimerToken?
    /// Calls made during a transition under the queue rule, and the remaining steps of a call
    /// made one by one (first), in the order they run.
    var waiting: [Pending] = []
    /// The animation of requests that name none, inside ``Stack/withAnimation(_:_:)``.
    var override: NavigationAnimation?
    /// The transition each pusher's content was pushed with: a pop reuses it.
    var shownWith: [PusherID: Transition] = [:]

    /// Whether a request that names no transition may still have one: most stacks have none,
    /// and a push then does no work for time at all.
    var isConfigured: Bool {
        transition != nil || layerTransition != nil || !shownWith.isEmpty
    }
}
