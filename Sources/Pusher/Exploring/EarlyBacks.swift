import ViewTree

/// Backs a search tried from states before their turn to be expanded, kept for that turn.
///
/// Breadth first, a state is found by a move from its parent and expanded later, after a walk
/// back to it. The search leaves a state it just found by going back, which is the very move a
/// state with nothing to tap would try at its turn (a detail screen, a menu's last level):
/// kept here, that turn needs neither the walk nor the move again. The states are found, and so
/// appended, in the order they are expanded in: a queue.
///
/// - Complexity: `append` and `take` are O(1) amortized; a back is kept only until its state's
///   turn.
struct EarlyBacks {
    /// A back tried from `state`: it led to the known state `successor`, doing `kind`.
    struct Back {
        let state: Int32
        let successor: Int32
        let kind: OutcomeKind?
    }

    private var backs: [Back] = []
    private var head = 0

    /// Keeps `back`, unless a state after its own has one kept: only the first back out of a
    /// state is kept, in the order of the states.
    mutating func append(_ back: Back) {
        guard backs.last.map({ $0.state < back.state }) ?? true else { return }
        backs.append(back)
    }

    /// The back tried from `state`, if one was; drops the backs of states before it, which
    /// were not expanded (a shard's share) or were left unread.
    mutating func take(_ state: Int) -> Back? {
        while head < backs.count, Int(backs[head].state) < state { head += 1 }
        var back: Back?
        if head < backs.count, Int(backs[head].state) == state {
            back = backs[head]
            head += 1
        }
        // Read backs are dropped when none is left, or when they are half the queue.
        if head == backs.count {
            backs.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 1_024, head * 2 >= backs.count {
            backs.removeFirst(head)
            head = 0
        }
        return back
    }
}
