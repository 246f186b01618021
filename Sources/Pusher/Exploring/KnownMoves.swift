/// Where each move tried from an expanded state led: for a search that walks (its driver has
/// moves of its own, such as events and tab switches, which `back` does not undo), a way to a
/// state through moves already made, rather than launching the app again and replaying the
/// state's path from the first state.
///
/// States are expanded in the order of their numbers, and every move of one is tried before
/// the next is expanded, so the moves of a state are one run of a flat list: 8 bytes a move and
/// 4 a state (and 12 a state for finding ways), up to ``moveBound`` moves (32 MB); the states
/// expanded after that know none.
///
/// - Complexity: ``record(_:to:)`` is O(1) amortized; ``path(from:to:maxLength:)`` visits at
///   most ``visitBound`` states.
struct KnownMoves {
    /// A move tried from a state, by its number in the search's list of moves, and the state
    /// it led to.
    private struct Edge {
        let move: Int32
        let successor: Int32
    }

    /// How a search of a way reached a state: from `previous` (-1 for where it started) by
    /// `move`.
    private struct Step {
        let previous: Int32
        let move: Int32
    }

    private var edges: [Edge] = []
    /// For the searches of a way: by state number, the mark of the last search that visited
    /// it, and the state and move it was reached by.
    private var visited: [UInt32] = []
    private var reachedBy: [Step] = []
    private var mark: UInt32 = 0
    /// Where each state's moves start in `edges`, by state number, up to the state expanded
    /// last: those of state `s` end where those of `s + 1` start (or at the end).
    private var starts: [Int32] = []
    /// A path search gives up after visiting this many states: the way it looks for is a few
    /// moves long, and a longer one costs more than a new launch.
    static let visitBound = 4_096
    /// At most this many moves are kept.
    static let moveBound = 1 << 22

    /// What the moves and their index take, as allocated.
    var bytes: Int {
        edges.capacity * MemoryLayout<Edge>.stride + reachedBy.capacity * MemoryLayout<Step>.stride
            + (starts.capacity + visited.capacity) * MemoryLayout<Int32>.stride
    }

    /// Whether no more moves are kept.
    private var isFull: Bool { edges.count >= Self.moveBound }

    /// Starts the moves of `state`, about to be expanded: numbered after every state expanded
    /// so far.
    mutating func begin(_ state: Int) {
        guard !isFull else { return }
        while starts.count <= state { starts.append(Int32(edges.count)) }
    }

    /// Records that `move`, tried from the state begun last, led to `successor`.
    mutating func record(_ move: Int32, to successor: Int) {
        guard !isFull else { return }
        edges.append(Edge(move: move, successor: Int32(successor)))
    }

    /// The moves of a shortest way from `origin` to `target` through moves already tried, at
    /// most `maxLength` long, or `nil`. The same on every run: states are visited in the order
    /// their moves were tried.
    mutating func path(from origin: Int, to target: Int, maxLength: Int) -> [Int32]? {
        guard origin != target, maxLength > 0 else { return origin == target ? [] : nil }
        // A new mark per search: the states it visits need no clearing after it.
        mark &+= 1
        if mark == 0 {
            for index in visited.indices { visited[index] = 0 }
            mark = 1
        }
        visit(Int32(origin), from: -1, by: -1)
        var frontier = [Int32(origin)]
        var next: [Int32] = []
        var visits = 1
        for _ in 0..<maxLength {
            for state in frontier {
                for edge in moves(of: Int(state)) where !isVisited(edge.successor) {
                    visit(edge.successor, from: state, by: edge.move)
                    if edge.successor == Int32(target) { return moves(to: edge.successor) }
                    visits += 1
                    guard visits < Self.visitBound else { return nil }
                    next.append(edge.successor)
                }
            }
            guard !next.isEmpty else { return nil }
            swap(&frontier, &next)
            next.removeAll(keepingCapacity: true)
        }
        return nil
    }

    private func isVisited(_ state: Int32) -> Bool {
        Int(state) < visited.count && visited[Int(state)] == mark
    }

    private mutating func visit(_ state: Int32, from previous: Int32, by move: Int32) {
        let index = Int(state)
        if index >= visited.count {
            let count = Swift.max(index + 1, 2 * visited.count)
            visited += [UInt32](repeating: 0, count: count - visited.count)
            reachedBy += [Step](repeating: Step(previous: -1, move: -1), count: count - reachedBy.count)
        }
        visited[index] = mark
        reachedBy[index] = Step(previous: previous, move: move)
    }

    private func moves(to state: Int32) -> [Int32] {
        var moves: [Int32] = []
        var step = Int(state)
        while reachedBy[step].previous >= 0 {
            moves.append(reachedBy[step].move)
            step = Int(reachedBy[step].previous)
        }
        return moves.reversed()
    }

    /// The moves tried from `state`, none when it was not expanded.
    private func moves(of state: Int) -> ArraySlice<Edge> {
        guard state < starts.count else { return [] }
        let end = state + 1 < starts.count ? Int(starts[state + 1]) : edges.count
        return edges[Int(starts[state])..<end]
    }
}
