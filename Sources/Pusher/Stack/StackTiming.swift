import ViewTree

/// A stack's transitions, its gate, and the calls waiting behind it.
struct StackTiming {
    /// A navigation call as the gate sees it: carried out at once, or waiting for the running
    /// transition to end.
    struct Call {
        let request: NavigationRequest<AnyView>
        let animation: NavigationAnimation
        /// Whether it runs step by step (`pop to root one by one`).
        let oneByOne: Bool
        /// Whether it goes past leave guards (``Stack/overridingGuards(_:)``).
        var force = false
        /// The id of the record its request has in the stack's log: `nil` for a request made
        /// while another is carried out, whose changes are that one's steps.
        var record: Int?
    }

    /// Set while ``Stack/overridingGuards(_:)`` runs its body.
    var overridesGuards = false

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
    /// made one by one (first), in the order they run, from `waitingStart`: taking the next is
    /// O(1) amortized, however long the queue.
    private var queue: [Call] = []
    private var waitingStart = 0
    /// The animation of requests that name none, inside ``Stack/withAnimation(_:_:)``.
    var override: NavigationAnimation?
    /// The transition each pusher's content was pushed with: a pop reuses it.
    var shownWith: [PusherID: Transition] = [:]

    /// How many calls wait.
    var waitingCount: Int {
        queue.count - waitingStart
    }

    /// The calls that wait, next first.
    var waiting: ArraySlice<Call> {
        queue[waitingStart...]
    }

    /// Appends a call to run after the others.
    mutating func enqueue(_ call: Call) {
        queue.append(call)
    }

    /// Puts the steps of a call made one by one before everything that waits.
    mutating func enqueueFirst(_ steps: [Call]) {
        queue.insert(contentsOf: steps, at: waitingStart)
    }

    /// Takes the next call, if any.
    mutating func dequeue() -> Call? {
        guard waitingStart < queue.count else { return nil }
        let next = queue[waitingStart]
        waitingStart += 1
        if waitingStart == queue.count {
            queue.removeAll(keepingCapacity: true)
            waitingStart = 0
        } else if waitingStart > 64, waitingStart * 2 > queue.count {
            queue.removeFirst(waitingStart)
            waitingStart = 0
        }
        return next
    }

    /// Whether a request that names no transition may still have one: most stacks have none,
    /// and a push then does no work for time at all.
    var isConfigured: Bool {
        transition != nil || layerTransition != nil || !shownWith.isEmpty
    }
}
