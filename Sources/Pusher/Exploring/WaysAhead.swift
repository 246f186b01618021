import ViewTree

/// Where each move tried ahead of the search led, by fingerprint: a way back to a state whose
/// moves are being tried ahead, through moves already made, after a move `back` does not undo
/// (a tab switch, an event), rather than restoring a checkpoint or launching the app again.
///
/// A tab app's states come in pairs a tab switch apart each way: once both switches are tried,
/// going back and forth between the two costs a move.
///
/// Kept for one look ahead: it holds at most the moves of the states that look ahead finds,
/// which ``ExplorationSearch`` bounds.
///
/// - Complexity: ``record(_:from:to:)`` is O(1) on average; ``way(from:to:maxLength:)`` visits
///   at most ``visitBound`` states.
struct WaysAhead {
    private struct Edge {
        let move: ExplorationMove
        let successor: StateFingerprint
    }

    private var edges: [StateFingerprint: [Edge]] = [:]
    /// A search of a way gives up after visiting this many states: the ways it is for are a
    /// move or two long, and a longer search costs more than the restore it saves.
    static let visitBound = 256

    /// Records that `move`, tried from the state with fingerprint `origin`, led to `successor`.
    mutating func record(_ move: ExplorationMove, from origin: StateFingerprint, to successor: StateFingerprint) {
        guard origin != successor else { return }
        edges[origin, default: []].append(Edge(move: move, successor: successor))
    }

    /// The moves of a shortest way from `origin` to `target` through the moves recorded, at most
    /// `maxLength` long, or `nil`. The same on every run: moves are followed in the order they
    /// were recorded.
    func way(from origin: StateFingerprint, to target: StateFingerprint, maxLength: Int) -> [ExplorationMove]? {
        guard origin != target else { return [] }
        var reachedBy: [StateFingerprint: (previous: StateFingerprint, move: ExplorationMove)] = [:]
        var frontier = [origin]
        var next: [StateFingerprint] = []
        for _ in 0..<maxLength {
            for state in frontier {
                for edge in edges[state] ?? [] where edge.successor != origin && reachedBy[edge.successor] == nil {
                    reachedBy[edge.successor] = (state, edge.move)
                    if edge.successor == target { return Self.moves(to: target, from: origin, reachedBy: reachedBy) }
                    guard reachedBy.count < Self.visitBound else { return nil }
                    next.append(edge.successor)
                }
            }
            guard !next.isEmpty else { return nil }
            swap(&frontier, &next)
            next.removeAll(keepingCapacity: true)
        }
        return nil
    }

    private static func moves(
        to target: StateFingerprint, from origin: StateFingerprint,
        reachedBy: [StateFingerprint: (previous: StateFingerprint, move: ExplorationMove)]
    ) -> [ExplorationMove] {
        var moves: [ExplorationMove] = []
        var state = target
        while state != origin, let step = reachedBy[state] {
            moves.append(step.move)
            state = step.previous
        }
        return moves.reversed()
    }
}
