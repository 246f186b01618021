import ViewTree

/// What a search learned of states before their turn: how each looked when it was found, and
/// what each of its moves did.
///
/// Breadth first, a state is found by a move from its parent, left, and walked to again at its
/// turn to try its own moves: two mounts of its screen, and a walk between cousins. Looking
/// ahead, the search tries a state's moves as soon as it stands on the state, depth first, and
/// keeps the outcomes as values; at the state's turn it reads them in the breadth-first order
/// instead of moving. What it keeps is exactly what that turn would learn by moving, so the
/// search finds the same states, counts and findings in the same order.
///
/// - Complexity: `see`, `keep` and the reads are O(1) on average; a state's entries are
///   dropped at its turn.
struct StatesAhead {
    /// What a state showed when the search first stood on it: what breadth-first search keeps
    /// of a new state.
    struct Sight {
        let looks: UInt32
        let nodeCount: Int32
        let depth: Int32
        let layers: Int32
        /// Its visible texts the search had not seen when it stood there.
        let texts: [String]
        /// The stack's description, for the screen graph (when one is recorded).
        let description: String?
        /// Each of the explorer's invariants: what is wrong there, or `nil`.
        let problems: [String?]
        /// Whether its moves are being tried ahead, or were: its expansion is kept when done.
        var isTried = false
    }

    /// What one move did.
    enum Try {
        /// The tap threw: nothing changed.
        case threw
        /// It did `kind` (`nil`: nothing navigated) and led to the state `successor`;
        /// `replaced`, with `--strict`, the pusher whose screen a push replaced.
        case moved(kind: OutcomeKind?, replaced: PusherID?, successor: StateFingerprint)
    }

    /// Every move of a state, tried in the order its turn tries them.
    struct Expansion {
        var moves: [ExplorationMove]
        var ambiguous: [(label: String, count: Int)]
        var tries: [Try]
        /// Texts shown while timers settled after its moves.
        var seenWhileSettling: [String] = []
        /// The stack's description when no move changed anything and there is nothing to tap:
        /// a dead end's.
        var deadEndDescription: String?

        /// The moves of a state, none tried yet: room for a try of each is made at once.
        init(moves: [ExplorationMove], ambiguous: [(label: String, count: Int)]) {
            self.moves = moves
            self.ambiguous = ambiguous
            tries = []
            tries.reserveCapacity(moves.count)
        }

        /// Whether the state shows no label: nothing to tap, nothing ambiguous.
        var showsNoLabel: Bool {
            ambiguous.isEmpty && !moves.contains { if case .tap = $0 { true } else { false } }
        }
    }

    private var sights: [StateFingerprint: Sight] = [:]
    private var expansions: [StateFingerprint: Expansion] = [:]

    /// States seen or expanded ahead and not yet read, about: what a search bounds. (A state
    /// found ahead is mostly both seen and expanded.)
    var count: Int { max(sights.count, expansions.count) }

    /// Where the search walks, the driver's checkpoints of states seen that look like one on
    /// the way to them with fewer nodes: a growth check at their turn stands on them, and a
    /// restore costs less than launching the app again and replaying the path.
    private var checkpoints: [StateFingerprint: ExplorationCheckpoint] = [:]
    /// At most this many checkpoints are kept at once.
    static let checkpointBound = 4_096

    /// `isTried`: its moves are tried now, ahead.
    mutating func see(_ fingerprint: StateFingerprint, _ sight: Sight, checkpoint: ExplorationCheckpoint? = nil, isTried: Bool = false) {
        var sight = sight
        sight.isTried = isTried
        sights[fingerprint] = sight
        if let checkpoint, checkpoints.count < Self.checkpointBound { checkpoints[fingerprint] = checkpoint }
    }

    /// Notes that the moves of the state with `fingerprint`, seen before where they were not
    /// tried, are tried now; keeps `checkpoint` for it if it has none.
    mutating func noteTried(_ fingerprint: StateFingerprint, checkpoint: ExplorationCheckpoint?) {
        sights[fingerprint]?.isTried = true
        guard let checkpoint, checkpoints[fingerprint] == nil, checkpoints.count < Self.checkpointBound else { return }
        checkpoints[fingerprint] = checkpoint
    }

    /// How the state with `fingerprint` looked when seen ahead, while its turn has not come.
    func sight(of fingerprint: StateFingerprint) -> Sight? { sights[fingerprint] }

    /// Whether the moves of the state with `fingerprint` were tried ahead and not yet read.
    func hasExpansion(of fingerprint: StateFingerprint) -> Bool { expansions[fingerprint] != nil }

    mutating func keep(_ expansion: Expansion, of fingerprint: StateFingerprint) {
        expansions[fingerprint] = expansion
    }

    /// How the state with `fingerprint` looked when seen ahead, dropped from what is kept.
    mutating func takeSight(of fingerprint: StateFingerprint) -> (sight: Sight, checkpoint: ExplorationCheckpoint?)? {
        guard let sight = sights.removeValue(forKey: fingerprint) else { return nil }
        return (sight, checkpoints.isEmpty ? nil : checkpoints.removeValue(forKey: fingerprint))
    }

    /// What `move` did from the state with `fingerprint`, when it was tried ahead and the
    /// state's turn has not read it yet.
    ///
    /// - Complexity: O(the state's moves).
    func attempt(of move: ExplorationMove, from fingerprint: StateFingerprint) -> Try? {
        guard let expansion = expansions[fingerprint], let index = expansion.moves.firstIndex(of: move), index < expansion.tries.count
        else { return nil }
        return expansion.tries[index]
    }

    /// The moves of the state with `fingerprint` tried ahead, dropped from what is kept.
    mutating func takeExpansion(of fingerprint: StateFingerprint) -> Expansion? {
        expansions.removeValue(forKey: fingerprint)
    }
}
