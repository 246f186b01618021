import ViewTree

/// Seeded random walks from the first state, for spaces too large to search whole: what
/// ``Explorer/walk(count:length:seed:)`` runs. Each walk launches the app and makes up to
/// `length` moves, each chosen at random among those the breadth-first search would try; it
/// reports the same kinds of findings. The same seed makes the same walks, move for move.
///
/// A walk's path is not the shortest, so each finding's path is shrunk before it is reported
/// (delta debugging, as property testers shrink a failing example): steps are removed one at a
/// time, then two at a time, while the finding still shows, until no single step or pair can
/// go. Growth is reported on the walk's own path.
@MainActor
struct ExplorationWalks {
    private let explorer: Explorer
    private let count: Int
    private let length: Int
    private let seed: UInt64
    private var random: SeededRandom

    private var findings: [ExplorationFinding] = []
    private var reported: Set<String> = []
    private var seen: Set<StateFingerprint> = []
    private var seenTexts: SeenTexts
    private var outcomeKinds: [OutcomeKind: Int] = [:]
    private var moveCount = 0
    private var deepest = 0
    /// Each tapped label: whether a push of it was ever accepted, what refused it, and the
    /// path to where it was first refused.
    private var pushes: [String: (accepted: Bool, refusals: [OutcomeKind], path: [ExplorationMove])] = [:]
    private var pushOrder: [String] = []

    init(explorer: Explorer, count: Int, length: Int, seed: UInt64) {
        self.explorer = explorer
        self.count = count
        self.length = length
        self.seed = seed
        random = SeededRandom(seed: seed)
        seenTexts = SeenTexts(of: explorer)
    }

    /// A state on the current walk: what growth compares.
    private struct Step {
        let looks: UInt64
        let nodeCount: Int
        let size: ExplorationFinding.StackSize
    }

    mutating func run() -> Exploration {
        for _ in 0..<count { walk() }
        for label in pushOrder {
            guard let record = pushes[label], !record.accepted else { continue }
            let path = shrink(record.path) { driver in Self.refusal(ofTapping: label, in: driver) != nil }
            findings.append(ExplorationFinding(.pushNeverAccepted(label: label, outcomes: record.refusals), path: path))
        }
        let limit = Exploration.Limit.walks(count: count, length: length, seed: seed)
        for text in explorer.declaredTexts where !seenTexts.contains(text) {
            findings.append(ExplorationFinding(.notReached(text, limit: limit), path: []))
        }
        return Exploration(
            stateCount: seen.count, moveCount: moveCount, deepestLevel: deepest, limit: limit, unreplayableStates: 0,
            findings: findings.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element),
            seenTexts: seenTexts.texts, outcomeKinds: outcomeKinds, bytesPerState: 0)
    }

    private mutating func walk() {
        let driver = explorer.launch()
        if driver.host.clock.hasTimers { seenTexts.formUnion(driver.host.visibleTexts) }
        _ = driver.host.settle()
        var path: [ExplorationMove] = []
        var trail = [observe(driver, path: path)]
        for _ in 0..<length {
            let (moves, ambiguous) = explorer.moves(in: driver)
            for (label, count) in ambiguous {
                report(.ambiguousTap(label: label, count: count), key: "ambiguous \(label)", path: path) { driver in
                    driver.host.visibleLabels.count { $0 == label } > 1
                }
            }
            // Nothing to tap: a dead end when there is no way back, or going back changes nothing.
            let stuck = driver.host.visibleLabels.isEmpty && !path.isEmpty
            if stuck, !driver.stack.systemBack {
                report(.deadEnd(state: driver.stack.stateDescription), key: "dead end \(driver.stack.stateDescription)", path: path) {
                    Self.isDeadEnd($0)
                }
                return
            }
            guard !moves.isEmpty else { return }
            let move = moves[Int(random.next() % UInt64(moves.count))]
            let requestsBefore = driver.stack.requestCount
            let before = stuck && move == .back ? driver.host.render() : nil
            let state = driver.stack.stateDescription
            let outcome: MoveOutcome?
            do {
                outcome = try Self.perform(move, on: driver, settling: false)
            } catch {
                continue
            }
            // What shows before timers and transitions end (a splash a timer replaces) is seen.
            if driver.host.clock.hasTimers { seenTexts.formUnion(driver.host.visibleTexts) }
            _ = driver.host.settle()
            if let before, driver.host.render() == before {
                report(.deadEnd(state: state), key: "dead end \(state)", path: path) { Self.isDeadEnd($0) }
                return
            }
            moveCount += 1
            path.append(move)
            deepest = max(deepest, path.count)
            if let kind = outcome?.kind { outcomeKinds[kind, default: 0] += 1 }
            if let message = driver.stack.fatalErrorMessage(since: requestsBefore) {
                report(.fatalError(message: message), key: "fatal \(move) \(message)", path: path) { _ in true }
                return
            }
            if case .tap(let label) = move, let kind = outcome?.kind { record(kind, ofTapping: label, before: Array(path.dropLast())) }
            trail.append(observe(driver, path: path))
            checkGrowth(trail, path: path)
        }
    }

    /// Records the state the driver is in: seen, its texts, its invariants.
    private mutating func observe(_ driver: any ExplorationDriver, path: [ExplorationMove]) -> Step {
        let (tree, nodeCount) = driver.host.fingerprintState()
        var hasher = FingerprintHasher()
        hasher.combine(tree)
        driver.stack.combineUnobservedState(into: &hasher)
        driver.combineState(into: &hasher)
        seen.insert(hasher.finalize())
        let texts = driver.host.visibleTexts
        seenTexts.formUnion(texts)
        for invariant in explorer.invariants where !reported.contains("invariant \(invariant.name)") {
            guard let problem = invariant.problem(in: driver) else { continue }
            let kind = invariant.findingKind?(problem) ?? .invariantBroken(name: invariant.name, problem: problem)
            report(kind, key: "invariant \(invariant.name)", path: path) { invariant.problem(in: $0) != nil }
        }
        var looks = FingerprintHasher()
        for text in texts { looks.combine(text) }
        let size = driver.stack.unobservedSize
        return Step(
            looks: looks.finalize().high, nodeCount: nodeCount, size: ExplorationFinding.StackSize(depth: size.depth, layers: size.layers))
    }

    /// Growth: the last state looks like an earlier one with fewer nodes, and the moves between
    /// them did the same once before, to a state with fewer nodes still.
    private mutating func checkGrowth(_ trail: [Step], path: [ExplorationMove]) {
        let last = trail.count - 1
        guard let middle = trail.indices.dropLast().last(where: { trail[$0].looks == trail[last].looks }),
            trail[middle].nodeCount < trail[last].nodeCount
        else { return }
        let cycle = Array(path[middle..<last])
        let first = middle - cycle.count
        guard first >= 0, trail[first].looks == trail[last].looks, trail[first].nodeCount < trail[middle].nodeCount,
            Array(path[first..<middle]) == cycle
        else { return }
        let key = "growth " + ExplorationSearch.canonicalRotation(of: cycle.map(\.description)).joined(separator: "\n")
        guard reported.insert(key).inserted else { return }
        findings.append(ExplorationFinding(.unboundedGrowth(cycle: cycle, from: trail[first].size, to: trail[last].size), path: path))
    }

    private mutating func record(_ kind: OutcomeKind, ofTapping label: String, before path: [ExplorationMove]) {
        if kind.acceptsPush {
            pushes[label, default: (false, [], path)].accepted = true
        } else if kind.refusesPush {
            if pushes[label] == nil { pushOrder.append(label) }
            var record = pushes[label, default: (false, [], path)]
            if !record.refusals.contains(kind) { record.refusals.append(kind) }
            pushes[label] = record
            if kind == .duplicateID {
                report(.duplicateIDRefused(label: label), key: "duplicate \(label)", path: path) {
                    Self.refusal(ofTapping: label, in: $0) == .duplicateID
                }
            }
        }
    }

    /// Adds a finding once, its path shrunk while `shows` still holds after replaying it.
    private mutating func report(
        _ kind: ExplorationFinding.Kind, key: String, path: [ExplorationMove], shows: @MainActor (any ExplorationDriver) -> Bool
    ) {
        guard reported.insert(key).inserted else { return }
        findings.append(ExplorationFinding(kind, path: shrink(path, shows)))
    }

    // MARK: Shrinking

    /// The shortest path found by removing steps from `path`, one and then two at a time, while
    /// `shows` holds after it: no single step or pair of steps can be left out.
    private func shrink(_ path: [ExplorationMove], _ shows: @MainActor (any ExplorationDriver) -> Bool) -> [ExplorationMove] {
        var path = path
        var shrunk = true
        while shrunk {
            shrunk = false
            // One pass from the end, keeping each removal that still shows it: O(steps)
            // replays a pass.
            for index in path.indices.reversed() where index < path.count {
                var shorter = path
                shorter.remove(at: index)
                if reproduces(shorter, shows) {
                    path = shorter
                    shrunk = true
                }
            }
            guard !shrunk, path.count >= 2 else { continue }
            // No single step goes: try pairs (a push and its back), on a path short by now.
            pairs: for second in path.indices.reversed() {
                for first in 0..<second {
                    var shorter = path
                    shorter.remove(at: second)
                    shorter.remove(at: first)
                    if reproduces(shorter, shows) {
                        path = shorter
                        shrunk = true
                        break pairs
                    }
                }
            }
        }
        return path
    }

    /// Whether `path`, replayed on a new launch, ends where `shows` holds; a move that cannot
    /// be made fails it.
    private func reproduces(_ path: [ExplorationMove], _ shows: @MainActor (any ExplorationDriver) -> Bool) -> Bool {
        let driver = explorer.launch()
        _ = driver.host.settle()
        for move in path {
            do {
                try Self.perform(move, on: driver)
            } catch {
                return false
            }
        }
        return shows(driver)
    }

    // MARK: Moves

    /// Makes `move`, and runs timers and transitions to their end unless `settling` is false.
    @discardableResult
    private static func perform(_ move: ExplorationMove, on driver: any ExplorationDriver, settling: Bool = true) throws(TapError) -> MoveOutcome? {
        let outcome = try driver.make(move)
        if settling { _ = driver.host.settle() }
        return outcome
    }

    /// No label to tap, and going back (where there is a system back) changes nothing. Goes
    /// back to find out.
    private static func isDeadEnd(_ driver: any ExplorationDriver) -> Bool {
        guard driver.host.visibleLabels.isEmpty else { return false }
        guard driver.stack.systemBack else { return true }
        let before = driver.host.render()
        _ = try? perform(.back, on: driver)
        return driver.host.render() == before
    }

    /// What tapping `label` does in the driver's state, when it refuses a push.
    private static func refusal(ofTapping label: String, in driver: any ExplorationDriver) -> OutcomeKind? {
        let outcome: MoveOutcome?
        do {
            outcome = try perform(.tap(label), on: driver)
        } catch {
            return nil
        }
        guard let kind = outcome?.kind, kind.refusesPush else { return nil }
        return kind
    }
}
