import ViewTree

/// One launch of an app under exploration: its host and stack, and how moves are made on them.
///
/// An ``Explorer`` launches the app again whenever it cannot walk back to a state it wants to
/// expand, so each launch must start from the same first state. ``StackAppDriver`` drives an
/// app declared in Swift; a driver of its own can add moves (``customMoves``) and state the
/// tree does not print (``combineState(into:)``).
@MainActor
public protocol ExplorationDriver: AnyObject {
    /// The host the app is mounted in.
    var host: ViewHost { get }
    /// The stack the app navigates with.
    var stack: Stack { get }
    /// The names of the driver's own moves, tried from every state after the taps and back.
    var customMoves: [String] { get }

    /// Taps the visible button or link `label`; returns what it navigated, or `nil`.
    func tap(_ label: String) throws(TapError) -> MoveOutcome?
    /// Goes back as a user would.
    func back() -> MoveOutcome
    /// Makes the custom move at `index`; returns what it navigated, or `nil`.
    func performCustomMove(at index: Int) -> MoveOutcome?
    /// Adds state that the printed tree does not show (a scenario's bindings) to a fingerprint.
    func combineState(into hasher: inout FingerprintHasher)
    /// What this launch needs to come back to the state it is in now with ``restore(_:)``, or
    /// `nil` (the default) when it cannot.
    func checkpoint() -> ExplorationCheckpoint?
    /// Brings this launch, or a later one, back to the state `checkpoint` was made in; whether
    /// it could. The explorer trusts the state it lands on only when its fingerprint is the one
    /// it saved.
    func restore(_ checkpoint: ExplorationCheckpoint) -> Bool
}

extension ExplorationDriver {
    public var customMoves: [String] { [] }

    public func tap(_ label: String) throws(TapError) -> MoveOutcome? {
        let before = stack.requestCount
        try host.tap(label)
        return stack.records(after: before).last.map { MoveOutcome($0.outcome) }
    }

    public func back() -> MoveOutcome {
        let before = stack.requestCount
        let outcome = host.back()
        // A pop the transition gate held back or a guard vetoed is the answer, not the binding
        // it ignored.
        if let record = stack.records(after: before).last, [.dropped, .queued, .vetoed].contains(record.outcome.kind) {
            return MoveOutcome(record.outcome)
        }
        return MoveOutcome(outcome)
    }

    public func performCustomMove(at index: Int) -> MoveOutcome? { nil }

    public func combineState(into hasher: inout FingerprintHasher) {}

    public func checkpoint() -> ExplorationCheckpoint? { nil }

    public func restore(_ checkpoint: ExplorationCheckpoint) -> Bool { false }
}

/// Drives an app declared in Swift: mounts it with a new ``Stack`` in its environment.
///
/// ```swift
/// let explorer = Explorer { StackAppDriver { Home() } }
/// ```
@MainActor
public final class StackAppDriver: ExplorationDriver {
    /// The host the app is mounted in, without a journal.
    public let host: ViewHost
    /// The stack made for this launch, in the app's environment.
    public let stack: Stack

    /// Mounts `app` with a stack of `profile` in its environment.
    public init(profile: NavigationProfile = .stapel, _ app: () -> some View) {
        let stack = Stack(profile: profile)
        self.stack = stack
        host = ViewHost(app().environmentObject(stack), recordsJournal: false)
    }
}
