import ViewTree

/// What one shard of a breadth-first search found, kept so that the shards of a search merge
/// into the exploration one search would give (``Exploration/init(merging:)``): a CI matrix
/// spreads one search over many machines.
///
/// A sharded search (``Explorer/run(depth:maxStates:shard:)``) explores every state up to the
/// first level that has at least 16 states per shard, the *split level*; that level's states
/// are dealt to the shares in turn, in the order of their fingerprints, and each share expands
/// only its own and everything below them. Every state is expanded by at least one shard, at the same distance from the first
/// state and by the same path as one search finds it, so the merge can pick, of each finding,
/// the occurrence one search would have met first. `Codable`: a shard's JSON report carries it.
///
/// ```swift
/// let shards = (1...4).map { explorer.run(depth: 12, shard: .init(index: $0, count: 4)!).shard! }
/// let exploration = try Exploration(merging: shards)    // what explorer.run(depth: 12) finds
/// ```
///
/// The merged counts, findings and paths are one search's; ``Exploration/outcomeKinds`` sums
/// the shards' (a state some shards all expand counts once in each), and a search stopped by
/// its state limit is not exact.
public struct ExplorationShard: Sendable, Hashable, Codable {
    /// Which share of the space a shard explores: the `index`-th of `count`, from 1.
    public struct Share: Sendable, Hashable, Codable, CustomStringConvertible {
        /// From 1 to ``count``.
        public let index: Int
        /// How many shards split the space.
        public let count: Int

        /// The `index`-th share of `count`; `nil` unless 1 ≤ `index` ≤ `count`.
        public init?(index: Int, count: Int) {
            guard 1 <= index, index <= count else { return nil }
            self.index = index
            self.count = count
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let index = try container.decode(Int.self, forKey: .index)
            let count = try container.decode(Int.self, forKey: .count)
            guard let share = Share(index: index, count: count) else {
                throw DecodingError.dataCorruptedError(forKey: .index, in: container, debugDescription: "expected 1 <= index <= count")
            }
            self = share
        }

        /// `2/4`.
        public var description: String { "\(index)/\(count)" }
    }

    /// A state the shard found, how far from the first state, how many moves it tried from it
    /// (-1 when it did not expand it), and where it was found: from which of the shard's
    /// states (-1 for the first), by the how-manyth move tried there.
    struct FoundState: Sendable, Hashable {
        let fingerprint: StateFingerprint
        let level: Int32
        let moves: Int32
        let parent: Int32
        let position: Int32
    }

    /// A finding with what the merge needs: the key that makes it one finding (the search's
    /// own), and where in one search's order it was met (``Order``).
    struct Finding: Sendable, Hashable, Codable {
        let key: String
        let order: Order
        let finding: ExplorationFinding
        /// The state whose path the finding follows, when the shard may have reached it by
        /// another path than one search does: the merge keeps it only if the path is the same.
        var state: StateFingerprint?
    }

    /// Where an event falls in a breadth-first search's order: the level of the state expanded,
    /// the position of each move on its path among the moves tried where it was made, the
    /// position of the move being tried, and which event of that move. Compared element by
    /// element: one search meets events in this order, whichever shard records them.
    struct Order: Sendable, Hashable, Codable, Comparable {
        var steps: [Int32]

        static func < (lhs: Order, rhs: Order) -> Bool {
            lhs.steps.lexicographicallyPrecedes(rhs.steps)
        }
    }

    /// What the taps of one label asked for over the shard's states: whether a push was ever
    /// accepted, each kind of refusal with when it was first met, and the first refusal's path.
    struct PushLabel: Sendable, Hashable, Codable {
        struct Refusal: Sendable, Hashable, Codable {
            let kind: OutcomeKind
            let order: Order
        }

        let label: String
        let wasAccepted: Bool
        let refusals: [Refusal]
        let path: [ExplorationMove]
    }

    /// Which share this is.
    public let share: Share
    let depth: Int
    let maxStates: Int
    /// The level whose states were split between shards; `nil` when no level had enough, and
    /// every shard searched the whole space.
    public let splitLevel: Int?
    let states: FoundStates
    let findings: [Finding]
    let pushes: [PushLabel]
    /// Sorted.
    let seenTexts: [String]
    /// The declared texts the shard never saw, in the order declared.
    let unseenTexts: [String]
    let reachedStateLimit: Bool
    let unreplayableStates: Int
    let outcomeKinds: [String: Int]
}

extension ExplorationShard {
    /// The states a shard found, coded as one string: 32 bytes a state as 64 hex digits, a
    /// third of what an object per state costs in JSON, and as quick to read back.
    struct FoundStates: Sendable, Hashable, Codable {
        let list: [FoundState]

        init(_ list: [FoundState]) {
            self.list = list
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            guard let list = Self.states(fromHex: try container.decode(String.self)) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected 64 hexadecimal digits per state")
            }
            self.list = list
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(Self.hex(of: list))
        }

        private static let digits = Array("0123456789abcdef".utf8)

        private static func hex(of states: [FoundState]) -> String {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(states.count * 64)
            func append(_ value: UInt64, digits count: Int) {
                for shift in stride(from: (count - 1) * 4, through: 0, by: -4) {
                    bytes.append(digits[Int(value >> UInt64(shift) & 0xF)])
                }
            }
            for state in states {
                append(state.fingerprint.high, digits: 16)
                append(state.fingerprint.low, digits: 16)
                append(UInt64(UInt32(bitPattern: state.level)), digits: 8)
                append(UInt64(UInt32(bitPattern: state.moves)), digits: 8)
                append(UInt64(UInt32(bitPattern: state.parent)), digits: 8)
                append(UInt64(UInt32(bitPattern: state.position)), digits: 8)
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        private static func states(fromHex text: String) -> [FoundState]? {
            let bytes = Array(text.utf8)
            guard bytes.count % 64 == 0 else { return nil }
            var states: [FoundState] = []
            states.reserveCapacity(bytes.count / 64)
            var offset = 0
            func read(digits count: Int) -> UInt64? {
                var value: UInt64 = 0
                for byte in bytes[offset..<offset + count] {
                    let digit: UInt8
                    switch byte {
                    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                    default: return nil
                    }
                    value = value << 4 | UInt64(digit)
                }
                offset += count
                return value
            }
            while offset < bytes.count {
                guard let high = read(digits: 16), let low = read(digits: 16), let level = read(digits: 8), let moves = read(digits: 8),
                    let parent = read(digits: 8), let position = read(digits: 8)
                else { return nil }
                let state = FoundState(
                    fingerprint: StateFingerprint(high: high, low: low), level: Int32(bitPattern: UInt32(level)),
                    moves: Int32(bitPattern: UInt32(moves)),
                    parent: Int32(bitPattern: UInt32(parent)), position: Int32(bitPattern: UInt32(position)))
                // A parent is found before its children: the merge walks paths up without loops.
                guard state.parent < states.count, (state.parent < 0) == states.isEmpty,
                    state.parent < 0 ? state.level == 0 : state.level == states[Int(state.parent)].level + 1
                else { return nil }
                states.append(state)
            }
            return states
        }
    }
}
