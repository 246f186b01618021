import ViewTree

/// One breadth-first search of an ``Explorer``: the states found, the launch it drives, and
/// what it has found so far.
@MainActor
struct ExplorationSearch {
    /// What the taps of one label asked the stack for, over every state they were tried in.
    private struct PushRecord {
        var wasAccepted = false
        var refusals: [OutcomeKind] = []
        /// Where it was first refused: the shallowest such state.
        var firstRefusedAt: Int?
        /// For a shard: when each of `refusals` was first met.
        var refusalOrders: [ExplorationShard.Order] = []
    }

    private let explorer: Explorer
    private let maxLevel: Int
    private let maxStates: Int
    private let share: ExplorationShard.Share?
    /// A share splits the states of the first level that has this many per shard.
    private let statesPerShard: Int
    /// The level whose states are split between the shards, once one is, and the states of it
    /// this share expands.
    private var splitLevel: Int32?
    private var ownedAtSplit: Set<StateFingerprint> = []

    private typealias State = ExploredStates.Record
    /// In the order found, which is the order they are expanded in: the search's queue.
    private var states = ExploredStates()
    private var moves: [ExplorationMove] = []
    private var moveIDs: [ExplorationMove: Int32] = [:]

    private var driver: any ExplorationDriver
    /// The state the driver is in, when it is a known one.
    private var current: Int?

    private var findings: [ExplorationFinding] = []
    private var pushes: [String: PushRecord] = [:]
    private var pushOrder: [String] = []
    private var reported: Set<String> = []
    private var seenTexts: SeenTexts
    private var outcomeKinds: [OutcomeKind: Int] = [:]
    private var moveCount = 0
    private var unreplayable = 0
    private var limit: Exploration.Limit?
    /// With ``Explorer/recordsScreenGraph``: the graph, and each state's node in it.
    private var graph: ScreenGraph?
    private var screenNodes: [Int32] = []
    /// The state being expanded and the position of the move being tried (-1 before the
    /// first), or `nil` while the first state is added: where a finding is met.
    private var event: (state: Int, move: Int)?
    /// For a shard: the findings with their keys and orders, and the moves tried per state.
    private var shardFindings: [ExplorationShard.Finding] = []
    /// The growths found on a path that is one search's too: none is logged again.
    private var surelyFound: Set<String> = []
    private var triedMoves: [Int32] = []
    /// The state being expanded: every state numbered after it is still to be.
    private var expanding = -1
    /// The backs tried ahead of their states' turns, in the order of their states.
    private var earlyBacks = EarlyBacks()
    /// The states seen and expanded ahead of their turns.
    private var ahead = StatesAhead()
    /// At most this many states are kept ahead at once (``aheadLimit``): a bound on what
    /// looking ahead adds to the 64 bytes a state.
    private static let aheadBound = 65_536
    /// Where the search walks (it does not look ahead): where each move tried led, to reach a
    /// state through moves already made rather than from a new launch.
    private var knownMoves: KnownMoves?
    /// Where the search walks: the driver's checkpoint of each state found and not yet
    /// expanded (but the first, which a new launch is), restored to reach it when neither backs
    /// nor moves already made do, rather than launching the app again and replaying its path.
    private var checkpoints: [Int32: ExplorationCheckpoint] = [:]
    /// Whether the search walks and may trust a restored state to do what the state did
    /// (``Explorer/customMovesDependOnTheStateOnly``), while every state could be reached again.
    private let keepsCheckpoints: Bool
    /// At most this many checkpoints are kept at once: past it, states are replayed.
    private static let checkpointBound = 4_096

    init(explorer: Explorer, maxLevel: Int, maxStates: Int, share: ExplorationShard.Share? = nil, statesPerShard: Int = 16) {
        self.explorer = explorer
        self.maxLevel = maxLevel
        self.maxStates = maxStates
        self.share = share
        self.statesPerShard = max(1, statesPerShard)
        seenTexts = SeenTexts(of: explorer)
        driver = explorer.launch()
        graph = explorer.recordsScreenGraph ? ScreenGraph() : nil
        if !explorer.looksAhead || explorer.usesCustomMoves { knownMoves = KnownMoves() }
        keepsCheckpoints = knownMoves != nil && (!explorer.usesCustomMoves || explorer.customMovesDependOnTheStateOnly)
    }

    mutating func run() -> Exploration {
        settle()
        let (fingerprint, nodeCount) = self.fingerprint()
        add(fingerprint, sight(nodeCount: nodeCount, everyInvariant: false), parent: -1, move: -1, position: 0)
        var head = 0
        var level: Int32 = -1
        while head < states.count, limit != .states(maxStates) {
            let state = head
            head += 1
            guard states[state].level < maxLevel else {
                limit = limit ?? .depth(maxLevel)
                continue
            }
            if let share {
                if splitLevel == nil, states[state].level > level {
                    level = states[state].level
                    // The states not yet expanded are this level's and no deeper one's, the same in
                    // every shard: they all split the same level.
                    if states.count - head + 1 >= statesPerShard * share.count {
                        splitLevel = level
                        ownedAtSplit = Self.share(share, of: (head - 1..<states.count).map { states[$0].fingerprint })
                    }
                }
                if splitLevel == states[state].level, !ownedAtSplit.contains(states[state].fingerprint) { continue }
            }
            expand(state)
        }
        reportRefusedPushes()
        // Never visible is a claim only a complete search can make.
        let isComplete = limit == nil && unreplayable == 0
        var unseen: [String] = []
        for text in explorer.declaredTexts where !seenTexts.contains(text) && reported.insert("unreachable \(text)").inserted {
            unseen.append(text)
            findings.append(ExplorationFinding(isComplete ? .unreachable(text) : .notReached(text, limit: limit), path: []))
        }
        var exploration = Exploration(
            stateCount: states.count, moveCount: moveCount, deepestLevel: Int(states.lazy.map(\.level).max() ?? 0), limit: limit,
            unreplayableStates: unreplayable,
            findings: findings.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element),
            seenTexts: seenTexts.texts, outcomeKinds: outcomeKinds,
            bytesPerState: states.bytesPerState + (knownMoves?.bytes ?? 0) / max(1, states.count))
        if var graph {
            var children: [Int64: Int] = [:]
            for (number, state) in states.enumerated() where state.parent >= 0 {
                children[Int64(state.parent) << 32 | Int64(state.move)] = number
            }
            graph.flagged = Set(findings.compactMap { flaggedNode(of: $0, children: children) })
            exploration.screenGraph = graph
        }
        if let share { exploration.shard = shardRecord(of: share, unseen: unseen) }
        return exploration
    }

    /// The fingerprints of a level that `share` expands: dealt in turn in the order of the
    /// fingerprints, so that shares get as many states as one another, the same in every share.
    private static func share(_ share: ExplorationShard.Share, of level: [StateFingerprint]) -> Set<StateFingerprint> {
        let sorted = level.sorted { ($0.high, $0.low) < ($1.high, $1.low) }
        return Set(stride(from: share.index - 1, to: sorted.count, by: share.count).map { sorted[$0] })
    }

    /// What the merge of the shards needs of this one.
    private func shardRecord(of share: ExplorationShard.Share, unseen: [String]) -> ExplorationShard {
        let found = states.indices.map { number in
            let state = states[number]
            return ExplorationShard.FoundState(
                fingerprint: state.fingerprint, level: state.level, moves: triedMoves[number], parent: state.parent, position: state.position)
        }
        let labels = pushes.map { label, record in
            ExplorationShard.PushLabel(
                label: label, wasAccepted: record.wasAccepted,
                refusals: zip(record.refusals, record.refusalOrders).map { ExplorationShard.PushLabel.Refusal(kind: $0, order: $1) },
                path: record.firstRefusedAt.map(path(to:)) ?? [])
        }
        return ExplorationShard(
            share: share, depth: maxLevel, maxStates: maxStates, splitLevel: splitLevel.map(Int.init), states: .init(found),
            findings: shardFindings, pushes: labels.sorted { $0.label < $1.label }, seenTexts: seenTexts.texts.sorted(), unseenTexts: unseen,
            reachedStateLimit: limit == .states(maxStates), unreplayableStates: unreplayable,
            outcomeKinds: Dictionary(uniqueKeysWithValues: outcomeKinds.map { ($0.key.rawValue, $0.value) }))
    }

    /// Keeps a finding met now, and for a shard where one search would meet it: `key` makes it
    /// one finding wherever it shows, `sub` tells apart the findings of one move.
    /// `on`: the state whose path the finding follows, when that path may not be one search's.
    private mutating func found(_ kind: ExplorationFinding.Kind, key: String, path: [ExplorationMove], sub: Int = 0, on state: Int? = nil) {
        let finding = ExplorationFinding(kind, path: path)
        findings.append(finding)
        guard share != nil else { return }
        shardFindings.append(
            ExplorationShard.Finding(key: key, order: order(sub: sub), finding: finding, state: state.map { states[$0].fingerprint }))
    }

    /// Where the event being processed falls in one search's order (``ExplorationShard/Order``).
    private func order(sub: Int) -> ExplorationShard.Order {
        guard let event else { return ExplorationShard.Order(steps: [-1, Int32(clamping: sub)]) }
        var positions: [Int32] = []
        var state = event.state
        while states[state].parent >= 0 {
            positions.append(states[state].position)
            state = Int(states[state].parent)
        }
        return ExplorationShard.Order(
            steps: [states[event.state].level] + positions.reversed() + [Int32(clamping: event.move + 1), Int32(clamping: sub)])
    }

    /// The graph node where `finding` shows: the state its path reaches along the search's tree
    /// (`children`: a state by its parent and move), as far as the tree goes (a growth's second
    /// lap leaves it).
    private func flaggedNode(of finding: ExplorationFinding, children: [Int64: Int]) -> Int? {
        switch finding.kind {
        case .unreachable, .notReached: return nil
        default: break
        }
        var state = 0
        for move in finding.path {
            guard let id = moveIDs[move], let next = children[Int64(state) << 32 | Int64(id)] else { break }
            state = next
        }
        return Int(screenNodes[state])
    }

    // MARK: Expanding a state

    /// Tries every move from `state`: each unambiguous visible label, back (where the screens
    /// have a system back), and the custom moves.
    private mutating func expand(_ state: Int) {
        var tried: Int32 = 0
        defer { if share != nil { triedMoves[state] = tried } }
        expanding = state
        knownMoves?.begin(state)
        defer { if !checkpoints.isEmpty { checkpoints[Int32(state)] = nil } }
        let earlyBack = earlyBacks.take(state)
        if let expansion = ahead.takeExpansion(of: states[state].fingerprint) {
            read(expansion, of: state, tried: &tried)
            return
        }
        if let back = earlyBack {
            // Its one move was tried when the search walked back out of it: nothing to redo.
            event = (state, 0)
            moveCount += 1
            tried += 1
            _ = take(.back, from: state, kind: back.kind, replaced: nil, successor: states[Int(back.successor)].fingerprint)
            learn(.back, ledTo: Int(back.successor))
            return
        }
        guard reach(state) else {
            unreplayable += 1
            return
        }
        let here = expansionHere()
        report(here.ambiguous, at: state)
        var changedAnything = false
        for (position, move) in here.moves.enumerated() {
            guard current == state || reach(state) else {
                unreplayable += 1
                return
            }
            event = (state, position)
            moveCount += 1
            tried += 1
            let requestsBefore = driver.stack.requestCount
            let outcome: MoveOutcome?
            do {
                outcome = try perform(move)
            } catch {
                // Nothing changes when a tap throws.
                continue
            }
            if let message = driver.stack.fatalErrorMessage(since: requestsBefore) {
                // The app stops there: a finding, and no state to go on from.
                if reported.insert("fatal \(move) \(message)").inserted {
                    found(.fatalError(message: message), key: "fatal \(move) \(message)", path: path(to: state) + [move])
                }
                current = nil
                continue
            }
            let (fingerprint, nodeCount) = self.fingerprint()
            let replaced = explorer.isStrict ? driver.stack.pushesThatReplacedContent(since: requestsBefore).first?.id : nil
            switch take(move, from: state, kind: outcome?.kind, replaced: replaced, successor: fingerprint) {
            case .unchanged:
                current = state
            case .known(let known):
                changedAnything = true
                current = known
                learn(move, ledTo: known)
            case .new:
                changedAnything = true
                _ = ahead.takeSight(of: fingerprint)
                let id = moveID(move)
                let number = add(fingerprint, sight(nodeCount: nodeCount, everyInvariant: false), parent: state, move: id, position: Int32(position))
                knownMoves?.record(id, to: number)
                lookAhead(from: number)
            case .overLimit:
                current = nil
                return
            }
        }
        if !changedAnything, here.showsNoLabel, state != 0 {
            reportDeadEnd(at: state, description: driver.stack.stateDescription, after: here.moves.count)
        }
    }

    /// Where the search walks, keeps that `move`, tried from the state being expanded, led to
    /// `successor` (``KnownMoves``).
    private mutating func learn(_ move: ExplorationMove, ledTo successor: Int) {
        guard knownMoves != nil else { return }
        let id = moveID(move)
        knownMoves?.record(id, to: successor)
    }

    /// The labels several visible controls of `state` share, each once per search.
    private mutating func report(_ ambiguous: [(label: String, count: Int)], at state: Int) {
        event = (state, -1)
        for (number, (label, count)) in ambiguous.enumerated() where reported.insert("ambiguous \(label)").inserted {
            found(.ambiguousTap(label: label, count: count), key: "ambiguous \(label)", path: path(to: state), sub: number)
        }
    }

    /// `state` has nothing to tap, and none of its `moveCount` moves changed anything.
    private mutating func reportDeadEnd(at state: Int, description: String, after moveCount: Int) {
        event = (state, moveCount)
        found(.deadEnd(state: description), key: "dead end \(states[state].fingerprint)", path: path(to: state))
    }

    // MARK: Looking ahead

    /// A state whose moves are being tried ahead: the move that led to it from the one below,
    /// and how far its moves have got.
    private struct AheadFrame {
        let fingerprint: StateFingerprint
        /// How it looks and its nodes: a state found from it that looks the same with more
        /// nodes may grow a cycle.
        let looks: UInt32
        let nodeCount: Int32
        /// Its level in the search, at most: the moves from the first state to it this way.
        let level: Int
        let arrival: ExplorationMove?
        var expansion: StatesAhead.Expansion
        var next = 0
        /// Where the search walks too: the driver's checkpoint of the state, to come back to it
        /// after a move `back` does not undo (a tab switch, an event).
        var checkpoint: ExplorationCheckpoint?
    }

    /// Tries ahead of the search, depth first, the moves of `root` (just found: the driver
    /// stands on it) and of each state they find within the depth, and keeps what each did for
    /// the states' turns (``StatesAhead``). It stops, keeping the expansions it finished, where
    /// the app stops or a walk leads elsewhere. A shard looks ahead only below its split, where
    /// its states are its own. It trusts a state to do at its turn what it did when first met,
    /// so it looks ahead with the driver's own moves only where they do what the state says
    /// (``Explorer/customMovesDependOnTheStateOnly``: a scenario's steps may read what a
    /// fingerprint leaves out), and never once a state could not be reached again.
    private mutating func lookAhead(from root: Int) {
        guard looksAhead, share == nil || splitLevel != nil, unreplayable == 0, Int(states[root].level) < maxLevel, ahead.count < aheadLimit
        else { return }
        // Checking the new state for growth may have moved the driver on: its turn would walk
        // back to it anyway.
        guard current == root || reach(root) else { return }
        var frames = [
            AheadFrame(
                fingerprint: states[root].fingerprint, looks: states[root].looks, nodeCount: states[root].nodeCount,
                level: Int(states[root].level), arrival: nil, expansion: expansionHere(),
                checkpoint: checkpoints[Int32(root)] ?? checkpointHere())
        ]
        var standsOn = states[root].fingerprint
        // Where back does not undo every move: the ways between the states found ahead.
        var ways = WaysAhead()
        while let frame = frames.last {
            let top = frames.count - 1
            guard frame.next < frame.expansion.moves.count else {
                var expansion = frames.removeLast().expansion
                if expansion.showsNoLabel, standsOn == frame.fingerprint,
                    !expansion.tries.contains(where: { Self.changes($0, from: frame.fingerprint) })
                {
                    expansion.deadEndDescription = driver.stack.stateDescription
                }
                ahead.keep(expansion, of: frame.fingerprint)
                continue
            }
            if standsOn != frame.fingerprint {
                guard walk(to: frames, from: root, standingOn: standsOn, ways: &ways) else { return }
                standsOn = frame.fingerprint
            }
            let move = frame.expansion.moves[frame.next]
            frames[top].next += 1
            let requestsBefore = driver.stack.requestCount
            let outcome: MoveOutcome?
            do {
                outcome = try perform(move, seeing: &frames[top].expansion.seenWhileSettling)
            } catch {
                frames[top].expansion.tries.append(.threw)
                continue
            }
            guard driver.stack.fatalErrorMessage(since: requestsBefore) == nil else {
                // The app stopped: the state's turn tries its moves and reports it.
                current = nil
                return
            }
            let (fingerprint, nodeCount) = self.fingerprint()
            standsOn = fingerprint
            current = states.number(of: fingerprint)
            let replaced = explorer.isStrict ? driver.stack.pushesThatReplacedContent(since: requestsBefore).first?.id : nil
            frames[top].expansion.tries.append(.moved(kind: outcome?.kind, replaced: replaced, successor: fingerprint))
            if explorer.usesCustomMoves { ways.record(move, from: frame.fingerprint, to: fingerprint) }
            guard fingerprint != frame.fingerprint, current == nil else { continue }
            let goesDeeper = frame.level + 1 < maxLevel && ahead.count < aheadLimit
            if let seen = ahead.sight(of: fingerprint) {
                // Seen before only where the search went no deeper (a state that a tab switch
                // and back reach at every depth is met first at the deepest): its moves are
                // tried here, so that its turn reads them rather than walking to it.
                guard goesDeeper, !seen.isTried, !ahead.hasExpansion(of: fingerprint) else { continue }
                let checkpoint = checkpointHere()
                let mayGrow = keepsCheckpoints && frames.contains { $0.looks == seen.looks && $0.nodeCount < seen.nodeCount }
                ahead.noteTried(fingerprint, checkpoint: mayGrow ? checkpoint : nil)
                frames.append(
                    AheadFrame(
                        fingerprint: fingerprint, looks: seen.looks, nodeCount: seen.nodeCount, level: frame.level + 1, arrival: move,
                        expansion: expansion(labels: driver.host.visibleLabels), checkpoint: checkpoint))
                continue
            }
            // One walk of the screen for what it shows and what it offers to tap.
            let (texts, labels) = driver.host.visibleTextsAndLabels()
            let sight = sight(nodeCount: nodeCount, everyInvariant: true, texts: texts)
            // A state that may grow a cycle keeps where it is: its turn checks the growth there.
            let mayGrow = keepsCheckpoints && frames.contains { $0.looks == sight.looks && $0.nodeCount < sight.nodeCount }
            let checkpoint = goesDeeper || mayGrow ? checkpointHere() : nil
            ahead.see(fingerprint, sight, checkpoint: mayGrow ? checkpoint : nil, isTried: goesDeeper)
            if goesDeeper {
                frames.append(
                    AheadFrame(
                        fingerprint: fingerprint, looks: sight.looks, nodeCount: sight.nodeCount, level: frame.level + 1, arrival: move,
                        expansion: expansion(labels: labels), checkpoint: checkpoint))
            }
        }
    }

    /// How many states may be kept ahead. A search stopped by its state limit never reads
    /// what it kept ahead past that limit: a third of the states it may still find bounds that
    /// waste (with the default limit, a search of up to about 33,000 states reads every state).
    private var aheadLimit: Int { min(Self.aheadBound, (maxStates - states.count) / 3) }

    /// Whether the search looks ahead: it may trust every move to do at a state's turn what it
    /// did when the state was first met.
    private var looksAhead: Bool {
        explorer.looksAhead && (!explorer.usesCustomMoves || explorer.customMovesDependOnTheStateOnly)
    }

    /// The driver's checkpoint of where it stands, where the search walks too and may restore
    /// one (``keepsCheckpoints``).
    private func checkpointHere() -> ExplorationCheckpoint? {
        keepsCheckpoints ? driver.checkpoint() : nil
    }

    private static func changes(_ attempt: StatesAhead.Try, from fingerprint: StateFingerprint) -> Bool {
        if case .moved(_, _, let successor) = attempt { successor != fingerprint } else { false }
    }

    /// The moves to try from where the driver stands, not tried yet.
    private func expansionHere() -> StatesAhead.Expansion {
        expansion(labels: driver.host.visibleLabels)
    }

    /// ``expansionHere()`` with the visible labels already read.
    private func expansion(labels: [String]) -> StatesAhead.Expansion {
        let (moves, ambiguous) = explorer.moves(in: driver, labels: labels)
        return StatesAhead.Expansion(moves: moves, ambiguous: ambiguous)
    }

    /// Brings the driver, standing on `start`, to the last of `frames`: back from a state found
    /// from it and not looked into, else along the `ways` between the states found ahead, else
    /// by restoring the frame's checkpoint, else to `root` as the search would and along the
    /// frames' moves; each checked by fingerprint. Whether it got there.
    private mutating func walk(to frames: [AheadFrame], from root: Int, standingOn start: StateFingerprint, ways: inout WaysAhead) -> Bool {
        guard let target = frames.last?.fingerprint else { return false }
        var here = start
        if current == nil, driver.stack.systemBack {
            _ = try? perform(.back)
            here = standing()
            if here == target { return true }
        }
        if let way = ways.way(from: here, to: target, maxLength: frames.count + Self.launchCostInMoves) {
            for move in way { _ = try? perform(move) }
            here = standing()
            if here == target { return true }
        }
        if let checkpoint = frames.last?.checkpoint {
            let restored = restore(checkpoint)
            if standing() == target, restored { return true }
        }
        guard reach(root) else { return false }
        for frame in frames.dropFirst() {
            guard let arrival = frame.arrival else { return false }
            _ = try? perform(arrival)
        }
        return standing() == target
    }

    /// The fingerprint of where the driver stands, noting the known state it is as ``current``.
    private mutating func standing() -> StateFingerprint {
        let here = fingerprint().fingerprint
        current = states.number(of: here)
        return here
    }

    /// Restores the driver's `checkpoint` and lets it settle: whether the driver carried it
    /// out. What shows while a restore settles is no state a user saw.
    private mutating func restore(_ checkpoint: ExplorationCheckpoint) -> Bool {
        let restored = driver.restore(checkpoint)
        _ = driver.host.settle()
        return restored
    }

    /// Where a move tried from a state led, for the search.
    private enum Taken {
        case unchanged
        case known(Int)
        /// A state not found before, within the state limit: the caller adds it.
        case new
        /// A state not found before, past the state limit: the search stops.
        case overLimit
    }

    /// Takes in what `move`, tried from `state`, did (what the tap asked of the stack, the
    /// pusher whose screen it replaced) and where it led.
    private mutating func take(
        _ move: ExplorationMove, from state: Int, kind: OutcomeKind?, replaced: PusherID?, successor: StateFingerprint
    ) -> Taken {
        if case .tap(let label) = move {
            record(kind, ofTapping: label, at: state)
            if let replaced, reported.insert("replaced \(label)").inserted {
                found(.replacedScreen(label: label, pusher: replaced), key: "replaced \(label)", path: path(to: state) + [move])
            }
        }
        if let kind { outcomeKinds[kind, default: 0] += 1 }
        if successor == states[state].fingerprint { return .unchanged }
        if let known = states.number(of: successor) {
            graph?.add(from: Int(screenNodes[state]), to: Int(screenNodes[known]), move: move.description)
            return .known(known)
        }
        guard states.count < maxStates else {
            limit = .states(maxStates)
            return .overLimit
        }
        return .new
    }

    /// Expands `state` from what was learned ahead of its turn, without moving: the same
    /// counts, states and findings, in the same order, as trying its moves there.
    private mutating func read(_ expansion: StatesAhead.Expansion, of state: Int, tried: inout Int32) {
        report(expansion.ambiguous, at: state)
        seenTexts.formUnion(expansion.seenWhileSettling)
        var changedAnything = false
        for (position, (move, attempt)) in zip(expansion.moves, expansion.tries).enumerated() {
            event = (state, position)
            moveCount += 1
            tried += 1
            guard case .moved(let kind, let replaced, let successor) = attempt else { continue }
            switch take(move, from: state, kind: kind, replaced: replaced, successor: successor) {
            case .unchanged: break
            case .known: changedAnything = true
            case .new:
                changedAnything = true
                guard let (sight, checkpoint) = ahead.takeSight(of: successor) else {
                    preconditionFailure("a state found ahead was not kept")
                }
                add(successor, sight, parent: state, move: moveID(move), position: Int32(position), isHere: false, checkpoint: checkpoint)
            case .overLimit: return
            }
        }
        if !changedAnything, expansion.showsNoLabel, state != 0, let description = expansion.deadEndDescription {
            reportDeadEnd(at: state, description: description, after: expansion.moves.count)
        }
    }

    /// What the search keeps of the state the driver stands on, found now; `texts`: its visible
    /// texts, when already read.
    private func sight(nodeCount: Int, everyInvariant: Bool, texts: [String]? = nil) -> StatesAhead.Sight {
        let texts = texts ?? driver.host.visibleTexts
        let size = driver.stack.unobservedSize
        return StatesAhead.Sight(
            looks: Self.looks(of: texts), nodeCount: Int32(clamping: nodeCount), depth: Int32(clamping: size.depth),
            layers: Int32(clamping: size.layers), texts: texts.filter { !seenTexts.contains($0) },
            description: graph != nil ? driver.stack.stateDescription : nil,
            problems: explorer.invariants.map { invariant in
                everyInvariant || !reported.contains("invariant \(invariant.name)") ? invariant.problem(in: driver) : nil
            })
    }

    /// Records a new state and checks it; `isHere`: the driver stands on it; `checkpoint`: one
    /// of it kept ahead (``StatesAhead``).
    @discardableResult
    private mutating func add(
        _ fingerprint: StateFingerprint, _ sight: StatesAhead.Sight, parent: Int, move: Int32, position: Int32, isHere: Bool = true,
        checkpoint: ExplorationCheckpoint? = nil
    ) -> Int {
        seenTexts.formUnion(sight.texts)
        let level = parent < 0 ? 0 : states[parent].level + 1
        let state = State(
            fingerprint: fingerprint, looks: sight.looks, parent: Int32(parent), move: move, position: position, level: level,
            nodeCount: sight.nodeCount, depth: sight.depth, layers: sight.layers)
        let number = states.append(state)
        if share != nil { triedMoves.append(-1) }
        if graph != nil {
            let node = graph?.node(sight.description ?? "") ?? 0
            screenNodes.append(Int32(node))
            if parent >= 0 { graph?.add(from: Int(screenNodes[parent]), to: node, move: moves[Int(move)].description) }
        }
        if isHere {
            current = number
            if keepsCheckpoints, level > 0, level < maxLevel, checkpoints.count < Self.checkpointBound,
                unreplayable == 0, let checkpoint = driver.checkpoint()
            {
                checkpoints[Int32(number)] = checkpoint
            }
        } else if let checkpoint, checkpoints.count < Self.checkpointBound {
            checkpoints[Int32(number)] = checkpoint
        }
        checkInvariants(at: number, problems: sight.problems)
        checkGrowth(at: number)
        return number
    }

    private mutating func checkInvariants(at state: Int, problems: [String?]) {
        for (number, invariant) in explorer.invariants.enumerated() where !reported.contains("invariant \(invariant.name)") {
            guard let problem = problems[number] else { continue }
            reported.insert("invariant \(invariant.name)")
            let kind = invariant.findingKind?(problem) ?? .invariantBroken(name: invariant.name, problem: problem)
            found(kind, key: "invariant \(invariant.name)", path: path(to: state), sub: number)
        }
    }

    /// Reports a cycle when the same moves twice led to a state that looks the same (the same
    /// visible texts and labels) with more nodes each time: repeating them piles up more. Once
    /// is not enough: a screen may look like the one that pushed it and still end a chain. The
    /// second time is looked for at once, by playing the moves again from `state`, so a cycle
    /// is found as soon as the search meets it once, whatever its length up to the depth.
    /// Rotations of one cycle are one finding.
    ///
    /// Growth is seen along a state's path, and a shard may reach a state below its split by
    /// another path than one search does: there it logs every growth it sees, and the merge
    /// keeps those on one search's paths (``ExplorationShard/Finding/state``).
    private mutating func checkGrowth(at state: Int) {
        guard let (first, cycle) = growingAncestor(of: state) else { return }
        let moves = cycle.map { self.moves[Int($0)] }
        let key = "growth " + Self.canonicalRotation(of: moves.map(\.description)).joined(separator: "\n")
        let pathMayDiffer = splitLevel.map { states[state].level > $0 } ?? false
        guard pathMayDiffer ? !surelyFound.contains(key) : !reported.contains(key), !comesBack(to: state, from: first, along: cycle),
            current == state || reach(state), let grown = playAgain(moves, from: state)
        else { return }
        let from = ExplorationFinding.StackSize(depth: Int(states[first].depth), layers: Int(states[first].layers))
        let kind = ExplorationFinding.Kind.unboundedGrowth(cycle: moves, from: from, to: grown)
        if reported.insert(key).inserted {
            found(kind, key: key, path: path(to: state) + moves, on: pathMayDiffer ? state : nil)
        } else {
            shardFindings.append(
                ExplorationShard.Finding(
                    key: key, order: order(sub: 0), finding: ExplorationFinding(kind, path: path(to: state) + moves),
                    state: states[state].fingerprint))
        }
        if !pathMayDiffer { surelyFound.insert(key) }
    }

    /// Whether playing `cycle` (the moves from `first` to `state`) again from `state` surely
    /// ends on `state` itself, or throws: no growth, known without walking to `state` and
    /// moving. Known where each move from where the replay stands was tried ahead, until the
    /// replay stands on a state of the cycle's own path, from which the rest of the cycle leads
    /// along that path to `state`. (A tab shown once leaves the app looking as before with more
    /// nodes: growth checks were a fifth of `tabs-and-alerts.stapel`'s search.)
    ///
    /// - Complexity: O(length of the cycle × moves of a state).
    private func comesBack(to state: Int, from first: Int, along cycle: [Int32]) -> Bool {
        // The states the cycle passes through: `path[i]` stands before its `i`th move.
        var path: [Int] = []
        path.reserveCapacity(cycle.count)
        var step = Int(states[state].parent)
        while step != first {
            path.append(step)
            step = Int(states[step].parent)
        }
        path.append(first)
        path.reverse()
        var here = states[state].fingerprint
        for (index, move) in cycle.enumerated() {
            if here == states[path[index]].fingerprint { return true }
            switch ahead.attempt(of: moves[Int(move)], from: here) {
            case nil: return false
            case .threw: return true
            case .moved(_, _, let successor): here = successor
            }
        }
        return here == states[state].fingerprint
    }

    /// Plays `moves` again from `state`, where the driver stands: the size of the stack they
    /// lead to when it looks like `state` with more nodes (the cycle grew twice), else `nil`.
    /// The driver is left off the map of known states; the search brings it back.
    private mutating func playAgain(_ moves: [ExplorationMove], from state: Int) -> ExplorationFinding.StackSize? {
        guard current == state else { return nil }
        current = nil
        for move in moves {
            do {
                _ = try perform(move)
            } catch {
                return nil
            }
        }
        let (_, nodeCount) = fingerprint()
        guard Self.looks(of: driver.host.visibleTexts) == states[state].looks, nodeCount > Int(states[state].nodeCount) else { return nil }
        let size = driver.stack.unobservedSize
        return ExplorationFinding.StackSize(depth: size.depth, layers: size.layers)
    }

    /// What the user sees of a state, as a hash of its visible texts and labels in order.
    private static func looks(of texts: [String]) -> UInt32 {
        var hasher = FingerprintHasher()
        for text in texts { hasher.combine(text) }
        return UInt32(truncatingIfNeeded: hasher.finalize().high)
    }

    /// The rotation of `cycle` that sorts first: the key of a cycle wherever the search met it.
    nonisolated static func canonicalRotation(of cycle: [String]) -> [String] {
        cycle.indices.map { Array(cycle[$0...] + cycle[..<$0]) }.min { $0.lexicographicallyPrecedes($1) } ?? cycle
    }

    /// The nearest ancestor that looks like `state` and has fewer nodes, and the moves from it.
    private func growingAncestor(of state: Int) -> (ancestor: Int, cycle: [Int32])? {
        let new = states[state]
        var ancestor = Int(new.parent)
        while ancestor >= 0, states[ancestor].looks != new.looks {
            ancestor = Int(states[ancestor].parent)
        }
        guard ancestor >= 0, new.nodeCount > states[ancestor].nodeCount else { return nil }
        // The moves are gathered only for a cycle found: most states have none.
        var cycle: [Int32] = []
        var step = state
        while step != ancestor {
            cycle.append(states[step].move)
            step = Int(states[step].parent)
        }
        return (ancestor, cycle.reversed())
    }

    /// Keeps what tapping `label` asked of the stack, for pushes that are never accepted.
    private mutating func record(_ kind: OutcomeKind?, ofTapping label: String, at state: Int) {
        guard let kind else { return }
        if kind.acceptsPush {
            pushes[label, default: PushRecord()].wasAccepted = true
        } else if kind.refusesPush {
            if pushes[label] == nil { pushOrder.append(label) }
            var record = pushes[label, default: PushRecord()]
            if !record.refusals.contains(kind) {
                record.refusals.append(kind)
                if share != nil { record.refusalOrders.append(order(sub: 0)) }
            }
            record.firstRefusedAt = record.firstRefusedAt ?? state
            pushes[label] = record
            if kind == .duplicateID, reported.insert("duplicate \(label)").inserted {
                found(.duplicateIDRefused(label: label), key: "duplicate \(label)", path: path(to: state))
            }
        }
    }

    private mutating func reportRefusedPushes() {
        for label in pushOrder {
            guard let record = pushes[label], !record.wasAccepted, let state = record.firstRefusedAt else { continue }
            findings.append(ExplorationFinding(.pushNeverAccepted(label: label, outcomes: record.refusals), path: path(to: state)))
        }
    }

    // MARK: Moving between states

    /// Brings the driver to `target`: back from where it is until it stands on an ancestor of
    /// `target` (each back checked by fingerprint), then down its path; where the search walks,
    /// along moves already made when they get there in fewer moves than a new launch costs;
    /// else from a new launch. Whether it got there.
    private mutating func reach(_ target: Int) -> Bool {
        // Each back should climb a level; more than that many means it went elsewhere.
        var backs = 0
        if driver.stack.systemBack, let current { backs = Int(states[current].level) }
        // What a way through moves already made may cost before a new launch costs less.
        var budget = Int(states[target].level) + Self.launchCostInMoves
        while let current {
            // There already, or a back led there: replaying no moves would only fingerprint the
            // state again.
            if current == target { return true }
            if let moves = moves(from: current, to: target) {
                return replay(moves, to: target)
            }
            if let path = knownMoves?.path(from: current, to: target, maxLength: budget) {
                if replay(path, to: target) { return true }
                budget = 0
                continue
            }
            guard backs > 0 else { break }
            backs -= 1
            budget -= 1
            // A back out of a state still to be expanded is that state's back tried: kept when
            // back is all it can do, so that its turn needs no walk to it.
            let isOnlyMove = current > expanding && unreplayable == 0 && Self.backIsTheOnlyMove(explorer.moves(in: driver))
            let requestsBefore = driver.stack.requestCount
            let outcome = try? perform(.back)
            self.current = knownState()
            if isOnlyMove, let successor = self.current, successor != current, driver.stack.fatalErrorMessage(since: requestsBefore) == nil {
                earlyBacks.append(EarlyBacks.Back(state: Int32(current), successor: Int32(successor), kind: outcome?.kind))
            }
        }
        if unreplayable == 0, let checkpoint = checkpoints[Int32(target)] {
            let restored = restore(checkpoint)
            current = knownState()
            if restored, current == target { return true }
        }
        driver = explorer.launch()
        _ = driver.host.settle()
        current = knownState()
        guard current == 0, let moves = moves(from: 0, to: target) else { return false }
        return replay(moves, to: target)
    }

    /// About what launching the app again costs, in moves: mounting it and letting the last
    /// launch go (cards.stapel: about 650,000 instructions, a move about 150,000).
    private static let launchCostInMoves = 4

    private static func backIsTheOnlyMove(_ moves: (moves: [ExplorationMove], ambiguous: [(label: String, count: Int)])) -> Bool {
        moves.moves == [.back] && moves.ambiguous.isEmpty
    }

    /// The known state the driver is in now, if it is one.
    private func knownState() -> Int? {
        states.number(of: fingerprint().fingerprint)
    }

    private mutating func replay(_ moves: [Int32], to target: Int) -> Bool {
        for move in moves {
            _ = try? perform(self.moves[Int(move)])
        }
        current = knownState()
        return current == target
    }

    /// The moves from `ancestor` down to `state`, or `nil` when it is not an ancestor.
    private func moves(from ancestor: Int, to state: Int) -> [Int32]? {
        var node = state
        var collected: [Int32] = []
        while states[node].level > states[ancestor].level {
            collected.append(states[node].move)
            node = Int(states[node].parent)
        }
        return node == ancestor ? collected.reversed() : nil
    }

    private func path(to state: Int) -> [ExplorationMove] {
        moves(from: 0, to: state)?.map { moves[Int($0)] } ?? []
    }

    private mutating func moveID(_ move: ExplorationMove) -> Int32 {
        if let id = moveIDs[move] { return id }
        let id = Int32(moves.count)
        moves.append(move)
        moveIDs[move] = id
        return id
    }

    private mutating func perform(_ move: ExplorationMove) throws(TapError) -> MoveOutcome? {
        let outcome = try driver.make(move)
        settle()
        return outcome
    }

    /// Makes `move` ahead of the search: what shows while timers settle is kept in `texts`, for
    /// the turn of the state it was made from.
    private mutating func perform(_ move: ExplorationMove, seeing texts: inout [String]) throws(TapError) -> MoveOutcome? {
        let outcome = try driver.make(move)
        if driver.host.clock.hasTimers { texts += driver.host.visibleTexts }
        _ = driver.host.settle()
        return outcome
    }

    /// Runs transitions and timers to their end: the search sees settled states only. What
    /// shows before they end (a splash screen that a timer replaces) counts as seen.
    private mutating func settle() {
        if driver.host.clock.hasTimers { seenTexts.formUnion(driver.host.visibleTexts) }
        _ = driver.host.settle()
    }

    /// The state's fingerprint (the tree's, the stack's state and what the driver adds) and the
    /// tree's size.
    private func fingerprint() -> (fingerprint: StateFingerprint, nodeCount: Int) {
        let (tree, nodeCount) = driver.host.fingerprintState()
        var hasher = FingerprintHasher()
        hasher.combine(tree)
        driver.stack.combineUnobservedState(into: &hasher)
        driver.combineState(into: &hasher)
        return (hasher.finalize(), nodeCount)
    }
}

extension ExplorationFinding {
    /// The order reports list kinds in.
    var rank: Int {
        switch kind {
        case .fatalError: 0
        case .invariantBroken: 1
        case .nestedStack: 2
        case .deadEnd: 3
        case .ambiguousTap: 4
        case .duplicateIDRefused: 5
        case .pushNeverAccepted: 6
        case .unboundedGrowth: 7
        case .unreachable, .notReached: 8
        case .replacedScreen: 9
        }
    }
}
