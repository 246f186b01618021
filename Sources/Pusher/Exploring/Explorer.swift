import ViewTree

/// Searches every state an app reaches by tapping and going back, breadth first, and reports
/// what is wrong on the way: dead ends, pushes nothing accepts, what no tap reaches, stacks that
/// grow without bound, refused duplicate ids, ambiguous labels and broken invariants.
///
/// Each finding comes with the shortest path of moves that shows it. States are told apart by
/// `ViewHost.stateFingerprint` (two states that print the same tree are one state) together
/// with the stack's state and what the driver adds, so the search is exact (but for the odds
/// of a fingerprint collision, ``Exploration/collisionProbability``) and the same on every run.
///
/// ```swift
/// var explorer = Explorer { StackAppDriver { Home() } }
/// explorer.invariants = [ExplorationInvariant("depth <= 5") { $0.stack.depth <= 5 }]
/// let exploration = explorer.run(depth: 8)
/// exploration.stateCount      // distinct states found
/// exploration.findings        // each with its shortest path
/// ```
///
/// To expand a state, the explorer walks back to it from where it is when a back reaches it (a
/// back is checked by fingerprint), or through moves it has already tried when it knows a short
/// way, or by restoring the driver's checkpoint of it (``customMovesDependOnTheStateOnly``),
/// and otherwise launches the app again and replays the state's path. Mostly it need not:
/// standing on a state just found, it tries that state's moves at once, and those of the states
/// they find, depth first, and reads what they did at each state's turn, in the breadth-first
/// order (see "Exploring every state"); with moves of the driver's own, only where they do what
/// the state says.
///
/// - Complexity: O(states × moves per state × (a move + a fingerprint)), plus a replay of the
///   path when going back does not return to the state being expanded. Looking ahead keeps
///   at most 65,536 states' moves at a time, and at most a third of the states the search
///   may still find. At most 64 bytes a state past 10,000 states
///   (``Exploration/bytesPerState``), kept as fingerprints
///   (``Exploration/collisionProbability``).
@MainActor
public struct Explorer {
    /// Makes a new launch of the app, in its first state.
    public let launch: @MainActor () -> any ExplorationDriver
    /// Rules every state must keep.
    public var invariants: [ExplorationInvariant] = []
    /// Texts and labels the app declares: each one never visible is reported unreachable.
    public var declaredTexts: [String] = []
    /// Whether the driver's ``ExplorationDriver/customMoves`` are tried from every state.
    public var usesCustomMoves = false
    /// Whether each custom move does from a state what it did there before, whatever path led
    /// there (an event, a tab switch; not a step that restores what an earlier step saved or
    /// waits on a timer): then the search looks ahead with them too, and may come back to a
    /// state by restoring the driver's ``ExplorationDriver/checkpoint()`` of it rather than
    /// replaying its path. Off by default.
    public var customMovesDependOnTheStateOnly = false
    /// Whether to report, too, what may be intended: a tap whose push replaces the screen its
    /// pusher showed (``ExplorationFinding/Kind/replacedScreen(label:pusher:)``). Off by default.
    public var isStrict = false
    /// Whether ``Exploration/seenTexts`` keeps every text and label seen (the default) or only
    /// the ``declaredTexts`` seen, all that `unreachable` needs: a search of millions of states
    /// whose texts differ (a path, a count) would keep a string per state. The simulator turns
    /// it off.
    public var keepsEverySeenText = true
    /// Whether to keep the ``Exploration/screenGraph``: a stack description per state found,
    /// so off by default.
    public var recordsScreenGraph = false
    /// Whether the search tries a state's moves as soon as it stands on it and reads them at
    /// the state's turn (the default), or walks to each state at its turn: what tests compare.
    var looksAhead = true

    /// An explorer that launches the app with `launch`.
    public init(launch: @escaping @MainActor () -> any ExplorationDriver) {
        self.launch = launch
    }

    /// An explorer of `app`, mounted with a new stack of `profile` each launch.
    public init(profile: NavigationProfile = .stapel, _ app: @escaping @MainActor () -> some View) {
        self.init { StackAppDriver(profile: profile, app) }
    }

    /// Explores from the first state, expanding states fewer than `depth` moves from it, until
    /// `maxStates` states are found.
    ///
    /// With `shard`, explores only that share of the space, for a search spread over several
    /// machines: the exploration's ``Exploration/shard`` is what ``Exploration/init(merging:)``
    /// needs to make, of every shard's, the exploration one search gives (see
    /// ``ExplorationShard``).
    public func run(depth: Int = 10, maxStates: Int = 100_000, shard: ExplorationShard.Share? = nil) -> Exploration {
        var search = ExplorationSearch(explorer: self, maxLevel: max(0, depth), maxStates: max(1, maxStates), share: shard)
        return search.run()
    }

    /// Makes `count` random walks of up to `length` moves each from the first state, each move
    /// chosen among those ``run(depth:maxStates:)`` would try, from `seed`: the same seed makes
    /// the same walks. For spaces too large to search whole; it reports the same kinds of
    /// findings, each path shrunk so that no step or pair of steps can be left out (growth keeps
    /// the walk's path), and a declared text no walk showed as "not reached".
    ///
    /// ```swift
    /// let exploration = Explorer { Shop() }.walk(count: 200, length: 50, seed: 7)
    /// exploration.findings    // dead ends, fatal errors, … with short paths
    /// ```
    public func walk(count: Int = 1_000, length: Int = 100, seed: UInt64 = 0) -> Exploration {
        var walks = ExplorationWalks(explorer: self, count: max(0, count), length: max(0, length), seed: seed)
        return walks.run()
    }
}
