import ViewTree

/// One breadth-first search of an ``Explorer``: the states found, the launch it drives, and
/// what it has found so far.
@MainActor
struct ExplorationSearch {
    /// A state found: 48 bytes, the tree it stands for kept only as fingerprints.
    private struct State {
        let fingerprint: StateFingerprint
        /// Of the visible texts and labels: states that look the same to the user.
        let looks: UInt64
        /// The state it was first reached from, and the move that reached it (-1 for the first).
        let parent: Int32
        let move: Int32
        /// Moves from the first state: its path's length.
        let level: Int32
        /// Nodes in the tree: what grows when screens or layers pile up behind the same look.
        let nodeCount: Int32
        let depth: Int32
        let layers: Int32
    }

    /// What the taps of one label asked the stack for, over every state they were tried in.
    private struct PushRecord {
        var wasAccepted = false
        var refusals: [OutcomeKind] = []
        /// Where it was first refused: the shallowest such state.
        var firstRefusedAt: Int?
    }

    private let explorer: Explorer
    private let maxLevel: Int
    private let maxStates: Int

    private var states: [State] = []
    private var index: [StateFingerprint: Int32] = [:]
    private var moves: [ExplorationMove] = []
    private var moveIDs: [ExplorationMove: Int32] = [:]
    private var queue: [Int] = []

    private var driver: any ExplorationDriver
    /// The state the driver is in, when it is a known one.
    private var current: Int?

    private var findings: [ExplorationFinding] = []
    private var pushes: [String: PushRecord] = [:]
    private var pushOrder: [String] = []
    private var reported: Set<String> = []
    private var seenTexts: Set<String> = []
    private var outcomeKinds: [OutcomeKind: Int] = [:]
    private var moveCount = 0
    private var unreplayable = 0
    private var limit: Exploration.Limit?
    /// With ``Explorer/recordsScreenGraph``: the graph, and each state's node in it.
    private var graph: ScreenGraph?
    private var screenNodes: [Int32] = []

    init(explorer: Explorer, maxLevel: Int, maxStates: Int) {
        self.explorer = explorer
        self.maxLevel = maxLevel
        self.maxStates = maxStates
        driver = explorer.launch()
        graph = explorer.recordsScreenGraph ? ScreenGraph() : nil
    }

    mutating func run() -> Exploration {
        settle()
        let (fingerprint, nodeCount) = self.fingerprint()
        add(fingerprint, nodeCount: nodeCount, parent: -1, move: -1)
        var head = 0
        while head < queue.count, limit != .states(maxStates) {
            let state = queue[head]
            head += 1
            guard states[state].level < maxLevel else {
                limit = limit ?? .depth(maxLevel)
                continue
            }
            expand(state)
        }
        reportRefusedPushes()
        // Never visible is a claim only a complete search can make.
        let isComplete = limit == nil && unreplayable == 0
        for text in explorer.declaredTexts where !seenTexts.contains(text) && reported.insert("unreachable \(text)").inserted {
            findings.append(ExplorationFinding(isComplete ? .unreachable(text) : .notReached(text, limit: limit), path: []))
        }
        var exploration = Exploration(
            stateCount: states.count, moveCount: moveCount, deepestLevel: Int(states.map(\.level).max() ?? 0), limit: limit,
            unreplayableStates: unreplayable,
            findings: findings.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element),
            seenTexts: seenTexts, outcomeKinds: outcomeKinds, bytesPerState: bytesPerState)
        if var graph {
            var children: [Int64: Int] = [:]
            for (number, state) in states.enumerated() where state.parent >= 0 {
                children[Int64(state.parent) << 32 | Int64(state.move)] = number
            }
            graph.flagged = Set(findings.compactMap { flaggedNode(of: $0, children: children) })
            exploration.screenGraph = graph
        }
        return exploration
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

    /// The allocated storage of the states, the index and the queue, per state.
    private var bytesPerState: Int {
        let records = states.capacity * MemoryLayout<State>.stride
        // A dictionary's bucket holds a key and a value, plus a bit of metadata.
        let buckets = index.capacity * (MemoryLayout<StateFingerprint>.stride + MemoryLayout<Int32>.stride) + index.capacity / 8
        let queued = queue.capacity * MemoryLayout<Int>.stride
        return (records + buckets + queued) / max(1, states.count)
    }

    // MARK: Expanding a state

    /// Tries every move from `state`: each unambiguous visible label, back (where the screens
    /// have a system back), and the custom moves.
    private mutating func expand(_ state: Int) {
        guard reach(state) else {
            unreplayable += 1
            return
        }
        let labels = driver.host.visibleLabels
        let (candidates, ambiguous) = explorer.moves(in: driver)
        for (label, count) in ambiguous where reported.insert("ambiguous \(label)").inserted {
            findings.append(ExplorationFinding(.ambiguousTap(label: label, count: count), path: path(to: state)))
        }
        var changedAnything = false
        for move in candidates {
            guard current == state || reach(state) else {
                unreplayable += 1
                return
            }
            moveCount += 1
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
                    findings.append(ExplorationFinding(.fatalError(message: message), path: path(to: state) + [move]))
                }
                current = nil
                continue
            }
            if case .tap(let label) = move {
                record(outcome?.kind, ofTapping: label, at: state)
                if explorer.isStrict, let pusher = driver.stack.pushesThatReplacedContent(since: requestsBefore).first,
                    reported.insert("replaced \(label)").inserted
                {
                    findings.append(ExplorationFinding(.replacedScreen(label: label, pusher: pusher.id), path: path(to: state) + [move]))
                }
            }
            if let kind = outcome?.kind { outcomeKinds[kind, default: 0] += 1 }
            let (fingerprint, nodeCount) = self.fingerprint()
            if fingerprint == states[state].fingerprint {
                current = state
                continue
            }
            changedAnything = true
            if let known = index[fingerprint] {
                current = Int(known)
                graph?.add(from: Int(screenNodes[state]), to: Int(screenNodes[Int(known)]), move: move.description)
                continue
            }
            guard states.count < maxStates else {
                current = nil
                limit = .states(maxStates)
                return
            }
            add(fingerprint, nodeCount: nodeCount, parent: state, move: moveID(move))
        }
        if !changedAnything, labels.isEmpty, state != 0 {
            findings.append(ExplorationFinding(.deadEnd(state: driver.stack.stateDescription), path: path(to: state)))
        }
    }

    /// Records a new state, where the driver is now, and checks it.
    private mutating func add(_ fingerprint: StateFingerprint, nodeCount: Int, parent: Int, move: Int32) {
        let texts = driver.host.visibleTexts
        seenTexts.formUnion(texts)
        var looks = FingerprintHasher()
        for text in texts { looks.combine(text) }
        let level = parent < 0 ? 0 : states[parent].level + 1
        let state = State(
            fingerprint: fingerprint, looks: looks.finalize().high, parent: Int32(parent), move: move, level: level,
            nodeCount: Int32(clamping: nodeCount), depth: Int32(clamping: driver.stack.depth), layers: Int32(clamping: driver.stack.layers.count))
        let number = states.count
        states.append(state)
        if graph != nil {
            let node = graph?.node(driver.stack.stateDescription) ?? 0
            screenNodes.append(Int32(node))
            if parent >= 0 { graph?.add(from: Int(screenNodes[parent]), to: node, move: moves[Int(move)].description) }
        }
        index[fingerprint] = Int32(number)
        queue.append(number)
        current = number
        checkInvariants(at: number)
        checkGrowth(at: number)
    }

    private mutating func checkInvariants(at state: Int) {
        for invariant in explorer.invariants where !reported.contains("invariant \(invariant.name)") {
            guard let problem = invariant.problem(in: driver) else { continue }
            reported.insert("invariant \(invariant.name)")
            let kind = invariant.findingKind?(problem) ?? .invariantBroken(name: invariant.name, problem: problem)
            findings.append(ExplorationFinding(kind, path: path(to: state)))
        }
    }

    /// Reports a cycle when the same moves twice led to a state that looks the same (the same
    /// visible texts and labels) with more nodes each time: repeating them piles up more. Once
    /// is not enough: a screen may look like the one that pushed it and still end a chain. The
    /// second time is looked for at once, by playing the moves again from `state`, so a cycle
    /// is found as soon as the search meets it once, whatever its length up to the depth.
    /// Rotations of one cycle are one finding.
    private mutating func checkGrowth(at state: Int) {
        guard let (first, cycle) = growingAncestor(of: state) else { return }
        let moves = cycle.map { self.moves[Int($0)] }
        let key = "growth " + Self.canonicalRotation(of: moves.map(\.description)).joined(separator: "\n")
        guard !reported.contains(key), let grown = playAgain(moves, from: state) else { return }
        reported.insert(key)
        let from = ExplorationFinding.StackSize(depth: Int(states[first].depth), layers: Int(states[first].layers))
        findings.append(ExplorationFinding(.unboundedGrowth(cycle: moves, from: from, to: grown), path: path(to: state) + moves))
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
        var looks = FingerprintHasher()
        for text in driver.host.visibleTexts { looks.combine(text) }
        let (_, nodeCount) = fingerprint()
        guard looks.finalize().high == states[state].looks, nodeCount > Int(states[state].nodeCount) else { return nil }
        return ExplorationFinding.StackSize(depth: driver.stack.depth, layers: driver.stack.layers.count)
    }

    /// The rotation of `cycle` that sorts first: the key of a cycle wherever the search met it.
    nonisolated static func canonicalRotation(of cycle: [String]) -> [String] {
        cycle.indices.map { Array(cycle[$0...] + cycle[..<$0]) }.min { $0.lexicographicallyPrecedes($1) } ?? cycle
    }

    /// The nearest ancestor that looks like `state` and has fewer nodes, and the moves from it.
    private func growingAncestor(of state: Int) -> (ancestor: Int, cycle: [Int32])? {
        let new = states[state]
        var ancestor = Int(new.parent)
        var cycle: [Int32] = [new.move]
        while ancestor >= 0 {
            let old = states[ancestor]
            if old.looks == new.looks {
                return new.nodeCount > old.nodeCount ? (ancestor, cycle.reversed()) : nil
            }
            cycle.append(old.move)
            ancestor = Int(old.parent)
        }
        return nil
    }

    /// Keeps what tapping `label` asked of the stack, for pushes that are never accepted.
    private mutating func record(_ kind: OutcomeKind?, ofTapping label: String, at state: Int) {
        guard let kind else { return }
        if kind.acceptsPush {
            pushes[label, default: PushRecord()].wasAccepted = true
        } else if kind.refusesPush {
            if pushes[label] == nil { pushOrder.append(label) }
            var record = pushes[label, default: PushRecord()]
            if !record.refusals.contains(kind) { record.refusals.append(kind) }
            record.firstRefusedAt = record.firstRefusedAt ?? state
            pushes[label] = record
            if kind == .duplicateID, reported.insert("duplicate \(label)").inserted {
                findings.append(ExplorationFinding(.duplicateIDRefused(label: label), path: path(to: state)))
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
    /// `target` (each back checked by fingerprint), then down its path; else from a new launch.
    /// Whether it got there.
    private mutating func reach(_ target: Int) -> Bool {
        if current == target { return true }
        // Each back should climb a level; more than that many means it went elsewhere.
        var backs = driver.stack.systemBack ? current.map { Int(states[$0].level) } ?? 0 : 0
        while let current {
            if let moves = moves(from: current, to: target) {
                return replay(moves, to: target)
            }
            guard backs > 0 else { break }
            backs -= 1
            _ = try? perform(.back)
            self.current = knownState()
        }
        driver = explorer.launch()
        _ = driver.host.settle()
        current = knownState()
        guard current == 0, let moves = moves(from: 0, to: target) else { return false }
        return replay(moves, to: target)
    }

    /// The known state the driver is in now, if it is one.
    private func knownState() -> Int? {
        index[fingerprint().fingerprint].map(Int.init)
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
        hasher.combine(driver.stack.stateDescription)
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
