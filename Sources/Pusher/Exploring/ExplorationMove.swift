import ViewTree

/// One move an ``Explorer`` makes from a state: what a user does, or one of the driver's own.
public enum ExplorationMove: Sendable, Hashable, CustomStringConvertible {
    /// Taps the visible button or link with this label.
    case tap(String)
    /// Goes back, as the back button or a swipe would.
    case back
    /// The driver's own move with this index in ``ExplorationDriver/customMoves`` (a scenario's
    /// steps), and its name.
    case custom(index: Int, name: String)

    /// As a scenario writes it: `tap "Details"`, `back`, or the custom move's name.
    public var description: String {
        switch self {
        case .tap(let label): "tap \(Quoting.quoted(label))"
        case .back: "back"
        case .custom(_, let name): name
        }
    }
}

/// What a move did: the words a scenario's step header shows, and the kind `expect outcome`
/// checks (`nil` for a move that navigated nothing).
public struct MoveOutcome: Sendable, Hashable, CustomStringConvertible {
    /// What the move did, in words: `pushed to pusher 2`, `popped screen 1`.
    public var description: String
    /// The kind of navigation it did, or `nil` when it navigated nothing.
    public var kind: OutcomeKind?

    /// An outcome described as `description`, of `kind`.
    public init(description: String, kind: OutcomeKind?) {
        self.description = description
        self.kind = kind
    }

    /// What the stack did with a request.
    public init(_ outcome: NavigationOutcome) {
        self.init(description: outcome.description, kind: outcome.kind)
    }

    /// What going back through the host did.
    public init(_ outcome: BackOutcome) {
        self.init(description: outcome.description, kind: outcome.kind)
    }
}

extension BackOutcome {
    /// Going back pops or dismisses; on a root screen there is nothing to pop. `nil` when the
    /// binding ignored it or an alert is shown: nothing navigated.
    public var kind: OutcomeKind? {
        switch self {
        case .popped: .popped
        case .dismissed: .dismissed
        case .nothingToGoBackTo: .nothingToPop
        case .bindingIgnored, .alertShown: nil
        }
    }
}
