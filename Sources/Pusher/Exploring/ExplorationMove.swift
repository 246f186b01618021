import ViewTree

/// One move an ``Explorer`` makes from a state: what a user does, or one of the driver's own.
public enum ExplorationMove: Sendable, Hashable, Codable, CustomStringConvertible {
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
    /// Where the words come from: made when read, as an explorer that tries a move reads only
    /// its kind (the words of every push and back were 1.6% of a search).
    private enum Words: Sendable {
        case text(String)
        case navigation(NavigationOutcome)
        case back(BackOutcome)
    }

    private var words: Words
    /// The kind of navigation it did, or `nil` when it navigated nothing.
    public var kind: OutcomeKind?

    /// What the move did, in words: `pushed to pusher 2`, `popped screen 1`.
    public var description: String {
        get {
            switch words {
            case .text(let text): text
            case .navigation(let outcome): outcome.description
            case .back(let outcome): outcome.description
            }
        }
        set { words = .text(newValue) }
    }

    /// An outcome described as `description`, of `kind`.
    public init(description: String, kind: OutcomeKind?) {
        words = .text(description)
        self.kind = kind
    }

    /// What the stack did with a request.
    public init(_ outcome: NavigationOutcome) {
        words = .navigation(outcome)
        kind = outcome.kind
    }

    /// What going back through the host did.
    public init(_ outcome: BackOutcome) {
        words = .back(outcome)
        kind = outcome.kind
    }

    /// Equal when they say the same words of the same kind, wherever the words come from.
    public static func == (lhs: MoveOutcome, rhs: MoveOutcome) -> Bool {
        lhs.kind == rhs.kind && lhs.description == rhs.description
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
        hasher.combine(kind)
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

extension ExplorationDriver {
    /// Makes `move` (without settling): what the search and the walks both do for a move.
    func make(_ move: ExplorationMove) throws(TapError) -> MoveOutcome? {
        switch move {
        case .tap(let label): try tap(label)
        case .back: back()
        case .custom(let index, _): performCustomMove(at: index)
        }
    }
}

extension Explorer {
    /// Up to how many visible labels duplicates are found by comparing each pair.
    static let labelsComparedPairwise = 16

    /// The moves to try from the driver's state: each visible label that only one control has,
    /// back where the screens have a system back (``Stack/systemBack``), and the custom moves;
    /// and the labels several visible controls share (an ambiguous tap), in the order shown.
    func moves(in driver: any ExplorationDriver) -> (moves: [ExplorationMove], ambiguous: [(label: String, count: Int)]) {
        moves(in: driver, labels: driver.host.visibleLabels)
    }

    /// ``moves(in:)`` with the driver's visible labels already read.
    func moves(in driver: any ExplorationDriver, labels: [String]) -> (moves: [ExplorationMove], ambiguous: [(label: String, count: Int)]) {
        var moves: [ExplorationMove] = []
        // A tap of each label and back, grown once rather than at the second and third move.
        moves.reserveCapacity(labels.count + 1 + (usesCustomMoves ? driver.customMoves.count : 0))
        var ambiguous: [(label: String, count: Int)] = []
        func add(_ label: String, count: Int) {
            if count == 1 { moves.append(.tap(label)) } else { ambiguous.append((label, count)) }
        }
        if labels.count <= Self.labelsComparedPairwise {
            // A screen's few labels compared pairwise: a table hashed every label of every state.
            for (index, label) in labels.enumerated() where !labels[..<index].contains(label) {
                add(label, count: 1 + labels[(index + 1)...].count { $0 == label })
            }
        } else {
            var counts: [String: Int] = [:]
            for label in labels { counts[label, default: 0] += 1 }
            for label in labels {
                guard let count = counts.removeValue(forKey: label) else { continue }
                add(label, count: count)
            }
        }
        if driver.stack.systemBack { moves.append(.back) }
        if usesCustomMoves {
            moves += driver.customMoves.enumerated().map { ExplorationMove.custom(index: $0.offset, name: $0.element) }
        }
        return (moves, ambiguous)
    }
}

extension OutcomeKind {
    /// Whether a tap that asked for this did push (or set, open, present) something.
    var acceptsPush: Bool {
        switch self {
        case .pushed, .screensSet, .rootReplaced, .opened, .presented: true
        default: false
        }
    }

    /// Whether a tap that asked for a push was refused: what "push never accepted" collects.
    var refusesPush: Bool {
        switch self {
        case .rejected, .noPusher, .unknownTarget, .replacementNotAllowed, .duplicateID: true
        default: false
        }
    }
}
