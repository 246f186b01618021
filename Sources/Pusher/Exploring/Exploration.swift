/// What an ``Explorer`` found: how many states, what is wrong, and what it saw.
public struct Exploration: Sendable {
    /// Why a search stopped before every reachable state was expanded.
    public enum Limit: Sendable, Hashable, Codable, CustomStringConvertible {
        /// States at this many moves from the first were not expanded.
        case depth(Int)
        /// This many states were found; the search stopped there.
        case states(Int)
        /// Not a search: `count` random walks of up to `length` moves from `seed`
        /// (``Explorer/walk(count:length:seed:)``).
        case walks(count: Int, length: Int, seed: UInt64)

        public var description: String {
            switch self {
            case .depth(let depth): "depth limit \(depth)"
            case .states(let count): "state limit \(count)"
            case .walks(let count, let length, let seed): "\(count) random walks of up to \(length) moves, seed \(seed)"
            }
        }
    }

    /// The distinct states found, the first included.
    public let stateCount: Int
    /// The moves tried, over every expanded state.
    public let moveCount: Int
    /// The most moves any state found needs from the first.
    public let deepestLevel: Int
    /// Why the search stopped early, or `nil` when it expanded every state it found.
    public let limit: Limit?
    /// States whose recorded path, replayed from a new launch, led elsewhere: the app is not
    /// deterministic there, and they were not expanded.
    public let unreplayableStates: Int
    /// What is wrong, grouped by kind, each with the shortest path that shows it.
    public let findings: [ExplorationFinding]
    /// Every text and label visible in some explored state.
    public let seenTexts: Set<String>
    /// How many moves had each outcome kind; moves that navigated nothing are not counted.
    public let outcomeKinds: [OutcomeKind: Int]
    /// The states found, by screen stack, with the moves between them, when the explorer
    /// ``Explorer/recordsScreenGraph``.
    public var screenGraph: ScreenGraph?
    /// What a sharded search (``Explorer/run(depth:maxStates:shard:)``) keeps for the merge
    /// of its shards (``init(merging:)``); `nil` for a whole search.
    public var shard: ExplorationShard?
    /// What the search kept per state it found: its record, its entry in the index of
    /// fingerprints and its place in the queue, and where the search walks (a driver's own
    /// moves) where each move tried led, as allocated. Trees are never kept.
    public let bytesPerState: Int

    /// How many bits tell states apart: a search keeps each state's ``StateFingerprint``, never
    /// the state, and takes two states with one fingerprint for one.
    public static let fingerprintBits = 128

    /// The probability that two states had one fingerprint, so that the search took a new state
    /// for a known one and never expanded it: about `stateCount × moveCount / 2¹²⁸` (each move's
    /// state is compared with at most `stateCount` fingerprints, each a false match with
    /// probability 2⁻¹²⁸), the estimate TLC prints for its fingerprints. `nil` for walks, which
    /// never skip a state they have seen.
    ///
    /// ```swift
    /// let exploration = Explorer { Shop() }.run(depth: 12)
    /// exploration.collisionProbability   // 1.2e-28 for 100,000 states and 400,000 moves
    /// ```
    public var collisionProbability: Double? {
        if case .walks = limit { return nil }
        return Double(stateCount) * Double(moveCount) / 0x1p128
    }

    /// Whether every reachable state was found.
    public var isComplete: Bool { limit == nil && unreplayableStates == 0 }
}
