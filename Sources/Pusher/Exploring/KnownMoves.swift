/// Where each move tried from an expanded state led: for a search that walks (its driver has
/// moves of its own, such as events and tab switches, which `back` does not undo), a way to a
/// state through moves already made, rather than launching the app again and replaying the
/// state's path from the first state.
///
/// States are expanded in the order of their numbers, and every move of one is tried before
/// the next is expanded, so the moves of a state are one run of a flat list: 8 bytes a move and
/// 4 a state, up to ``moveBound`` moves (32 MB); the states expanded after that know none.
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

    private var edges: [Edge] = []
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
        edges.capacity * MemoryLayout<Edge>.stride + starts.capacity * MemoryLayout<Int32>.stride
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
    func path(from origin: Int, to target: Int, maxLength: Int) -> [Int32]? {
        guard origin != target, maxLength > 0 else { return origin == target ? [] : nil }
        // Each visited state with the state and move it was reached by.
        var reachedBy: [Int32: (state: Int32, move: Int32)] = [Int32(origin): (-1, -1)]
        var frontier = [Int32(origin)]
        for _ in 0..<maxLength {
            var next: [Int32] = []
            for state in frontier {
                for edge in moves(of: Int(state)) where reachedBy[edge.successor] == nil {
                    reachedBy[edge.successor] = (state, edge.move)
                    if edge.successor == Int32(target) { return Self.moves(to: edge.successor, in: reachedBy) }
                    guard reachedBy.count < Self.visitBound else { return nil }
                    next.append(edge.successor)
                }
            }
            guard !next.isEmpty else { return nil }
            frontier = next
        }
        return nil
    }

    /// The moves tried from `state`, none when it was not expanded.
    private func moves(of state: Int) -> ArraySlice<Edge> {
        guard state < starts.count else { return [] }
        let end = state + 1 < starts.count ? Int(starts[state + 1]) : edges.count
        return edges[Int(starts[state])..<end]
    }

    private static func moves(to state: Int32, in reachedBy: [Int32: (state: Int32, move: Int32)]) -> [Int32] {
        var moves: [Int32] = []
        var step = state
        while let (previous, move) = reachedBy[step], previous >= 0 {
            moves.append(move)
            step = previous
        }
        return moves.reversed()
    }
}
