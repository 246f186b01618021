import ViewTree

extension ExplorationShard {
    /// Why shards do not merge.
    public enum MergeError: Error, Sendable, Hashable, CustomStringConvertible {
        /// There were no shards.
        case noShards
        /// Shards of different searches: another count of shards, depth or state limit.
        case differentSearches(ExplorationShard.Share, ExplorationShard.Share)
        /// The same share twice.
        case repeated(ExplorationShard.Share)
        /// Shares of the search that are not there, by index.
        case missing([Int], of: Int)

        public var description: String {
            switch self {
            case .noShards:
                "no shards to merge"
            case .differentSearches(let first, let second):
                "shards \(first) and \(second) come from different searches (another number of shards, --depth or --max-states)"
            case .repeated(let share):
                "shard \(share) is given twice"
            case .missing(let indices, let count):
                "shard\(indices.count == 1 ? "" : "s") " + indices.map { "\($0)/\(count)" }.joined(separator: ", ")
                    + " \(indices.count == 1 ? "is" : "are") missing"
            }
        }
    }
}

extension Exploration {
    /// The exploration one search would give, from the reports of all its shards
    /// (``ExplorationShard``): the same states, moves, limit and findings, each with the same
    /// path, in the same order.
    ///
    /// ```swift
    /// let merged = try Exploration(merging: [first.shard!, second.shard!])
    /// ```
    ///
    /// - Complexity: O(states found over all shards + findings × log findings).
    public init(merging shards: [ExplorationShard]) throws(ExplorationShard.MergeError) {
        guard let first = shards.first else { throw .noShards }
        var indices: Set<Int> = []
        for shard in shards {
            guard shard.share.count == first.share.count, shard.depth == first.depth, shard.maxStates == first.maxStates else {
                throw .differentSearches(first.share, shard.share)
            }
            guard indices.insert(shard.share.index).inserted else { throw .repeated(shard.share) }
        }
        let missing = (1...first.share.count).filter { !indices.contains($0) }
        guard missing.isEmpty else { throw .missing(missing, of: first.share.count) }

        // Each state once, at the level one search finds it: the least any shard found it at.
        var levels: [StateFingerprint: (level: Int32, moves: Int32)] = [:]
        for shard in shards {
            for state in shard.states.list {
                // A state's moves are the same wherever it is expanded; a shard that did not
                // expand it says -1.
                if let known = levels[state.fingerprint], known.level <= state.level {
                    if known.level == state.level { levels[state.fingerprint] = (known.level, max(known.moves, state.moves)) }
                } else {
                    levels[state.fingerprint] = (state.level, state.moves)
                }
            }
        }
        let depth = Int32(clamping: first.depth)
        var moveCount = 0
        var deepest: Int32 = 0
        for (level, moves) in levels.values {
            deepest = max(deepest, level)
            if level < depth { moveCount += Int(max(0, moves)) }
        }
        let limit: Limit? =
            shards.contains(where: \.reachedStateLimit) ? .states(first.maxStates) : deepest >= depth && !levels.isEmpty ? .depth(first.depth) : nil
        let unreplayable = shards.reduce(0) { $0 + $1.unreplayableStates }

        // Of each finding, the occurrence one search meets first, on one search's paths.
        var firsts: [String: ExplorationShard.Finding] = [:]
        let firstFound = Self.firstFound(in: shards)
        for shard in shards {
            for finding in shard.findings where firsts[finding.key].map({ finding.order < $0.order }) ?? true {
                if let state = finding.state, Array(finding.order.steps.dropLast()) != firstFound(state) { continue }
                firsts[finding.key] = finding
            }
        }
        var ordered = firsts.values.map { ($0.finding, $0.order) }
        ordered += Self.pushesNeverAccepted(in: shards)
        let isComplete = limit == nil && unreplayable == 0
        let unseen = first.unseenTexts.filter { text in shards.allSatisfy { $0.unseenTexts.contains(text) } }
        for (offset, text) in unseen.enumerated() {
            let kind: ExplorationFinding.Kind = isComplete ? .unreachable(text) : .notReached(text, limit: limit)
            ordered.append((ExplorationFinding(kind, path: []), ExplorationShard.Order(steps: [Int32(clamping: offset)])))
        }
        ordered.sort { ($0.0.rank, $0.1) < ($1.0.rank, $1.1) }

        var outcomeKinds: [OutcomeKind: Int] = [:]
        for shard in shards {
            for (name, count) in shard.outcomeKinds {
                if let kind = OutcomeKind(rawValue: name) { outcomeKinds[kind, default: 0] += count }
            }
        }
        self.init(
            stateCount: levels.count, moveCount: moveCount, deepestLevel: Int(deepest), limit: limit, unreplayableStates: unreplayable,
            findings: ordered.map(\.0), seenTexts: Set(shards.flatMap(\.seenTexts)), outcomeKinds: outcomeKinds,
            bytesPerState: 0)
    }

    /// Where one search finds a state: the least of where the shards found it
    /// (``ExplorationShard/Order``, without the event's last number).
    private static func firstFound(in shards: [ExplorationShard]) -> (StateFingerprint) -> [Int32]? {
        guard shards.contains(where: { $0.findings.contains { $0.state != nil } }) else { return { _ in nil } }
        let indices = shards.map { shard in
            Dictionary(shard.states.list.enumerated().map { ($0.element.fingerprint, $0.offset) }, uniquingKeysWith: { first, _ in first })
        }
        return { fingerprint in
            zip(shards, indices).compactMap { shard, index in index[fingerprint].map { shard.foundAt($0) } }
                .min { $0.lexicographicallyPrecedes($1) }
        }
    }

    /// The labels no shard saw a push of accepted, each with its refusals in the order one
    /// search meets them and the path to the first.
    private static func pushesNeverAccepted(in shards: [ExplorationShard]) -> [(ExplorationFinding, ExplorationShard.Order)] {
        var accepted: Set<String> = []
        var refusals: [String: [OutcomeKind: ExplorationShard.Order]] = [:]
        var firsts: [String: (order: ExplorationShard.Order, path: [ExplorationMove])] = [:]
        for shard in shards {
            for push in shard.pushes {
                if push.wasAccepted { accepted.insert(push.label) }
                for refusal in push.refusals where refusals[push.label]?[refusal.kind].map({ refusal.order < $0 }) ?? true {
                    refusals[push.label, default: [:]][refusal.kind] = refusal.order
                }
                if let order = push.refusals.first?.order, firsts[push.label].map({ order < $0.order }) ?? true {
                    firsts[push.label] = (order, push.path)
                }
            }
        }
        return firsts.compactMap { label, first in
            guard !accepted.contains(label), let kinds = refusals[label] else { return nil }
            let outcomes = kinds.sorted { $0.value < $1.value }.map(\.key)
            return (ExplorationFinding(.pushNeverAccepted(label: label, outcomes: outcomes), path: first.path), first.order)
        }
    }
}

extension ExplorationShard {
    /// Where the shard found its state `index`: the level of the state it was found from, the
    /// positions of the moves on that state's path, and the position of the move, plus one.
    fileprivate func foundAt(_ index: Int) -> [Int32] {
        let states = states.list
        let parent = Int(states[index].parent)
        guard parent >= 0 else { return [-1] }
        var positions: [Int32] = []
        var state = parent
        while states[state].parent >= 0 {
            positions.append(states[state].position)
            state = Int(states[state].parent)
        }
        return [states[parent].level] + positions.reversed() + [states[index].position + 1]
    }
}
