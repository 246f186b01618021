import ViewTree

/// One request a ``Stack`` was asked, whatever happened to it over time: the entry of the
/// stack's ``Stack/log``.
///
/// A record is made when the request arrives and keeps its ``id``. Its ``status`` and
/// ``outcome`` follow the request (a push queued behind a transition is `queued`, then
/// `applied` when the transition ends), and its ``steps`` are the changes it made, in order: one
/// for a push; one per screen for a pop to the root made one by one; for a restore, each layer
/// and screen it showed and any navigation that views did while it ran.
///
/// ```swift
/// stack.push(view: AnyView(Text("Detail")), id: "detail")
/// stack.log.last?.description   // #1 push AnyView as "detail" → pushed to pusher 1
/// stack.log.last?.status        // .applied
/// ```
public struct NavigationRecord: CustomStringConvertible {
    /// One change a request made.
    public struct Step: CustomStringConvertible {
        /// What the stack was asked at this step, and what it changed.
        public let change: StackChange<AnyView>
        /// When, on the stack's clock.
        public let time: Duration

        /// `pop → popped pusher 3`.
        public var description: String { change.description }
    }

    /// The request's number among every request the stack was asked, from 1: stable for the
    /// record's life.
    public let id: Int
    /// What was asked.
    public let request: NavigationRequest<AnyView>
    /// Its latest answer: what it did, or why it did nothing (yet). For a request carried out
    /// one step at a time, the first step's.
    public internal(set) var outcome: NavigationOutcome
    /// What it changed, in order; empty when it changed nothing.
    public internal(set) var steps: [Step]
    /// When it arrived, on the stack's clock.
    public let time: Duration
    /// Which change of the stack's log last touched this record (see ``Stack/records(updatedAfter:)``).
    var revision: Int

    /// ``id``, by its older name.
    public var sequence: Int { id }

    /// Where the request stands now.
    public var status: NavigationStatus { outcome.status }

    /// `#3 pop to root → popped pusher 1, removing pusher 2`.
    public var description: String {
        "#\(id) \(request) → \(outcome)"
    }
}
