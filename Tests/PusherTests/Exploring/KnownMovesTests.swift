import Testing

@testable import Pusher

/// The moves a walking search has tried find a shortest way between two states, within the
/// length asked, the same on every run, and through expanded states only.
@Suite struct KnownMovesTests {
    /// 0 → 1 (move 10), 0 → 2 (move 11); 1 → 3 (move 12), 1 → 0 (move 13); 2 → 3 (move 14);
    /// 3 → 4 (move 15). State 4 is not expanded.
    private func diamond() -> KnownMoves {
        var known = KnownMoves()
        known.begin(0)
        known.record(10, to: 1)
        known.record(11, to: 2)
        known.begin(1)
        known.record(12, to: 3)
        known.record(13, to: 0)
        known.begin(2)
        known.record(14, to: 3)
        known.begin(3)
        known.record(15, to: 4)
        return known
    }

    @Test func theShortestWayIsFoundAndTheFirstOfEqualOnes() {
        var known = diamond()
        #expect(known.path(from: 0, to: 3, maxLength: 5) == [10, 12])
        #expect(known.path(from: 2, to: 4, maxLength: 5) == [14, 15])
        #expect(known.path(from: 1, to: 2, maxLength: 5) == [13, 11])
        #expect(known.path(from: 3, to: 3, maxLength: 5) == [])
    }

    @Test func aWayLongerThanAskedIsNone() {
        var known = diamond()
        #expect(known.path(from: 1, to: 4, maxLength: 2) == [12, 15])
        #expect(known.path(from: 0, to: 4, maxLength: 2) == nil)
        #expect(known.path(from: 0, to: 4, maxLength: 3) == [10, 12, 15])
        #expect(known.path(from: 0, to: 1, maxLength: 0) == nil)
    }

    /// A state not expanded has no moves known: nothing leads on from it, nor from a state
    /// skipped over (numbered before one expanded, never expanded itself).
    @Test func noWayLeadsOnFromAStateNotExpanded() {
        var known = diamond()
        #expect(known.path(from: 4, to: 0, maxLength: 10) == nil)
        known.begin(6)
        known.record(16, to: 0)
        #expect(known.path(from: 5, to: 0, maxLength: 10) == nil)
        #expect(known.path(from: 6, to: 3, maxLength: 10) == [16, 10, 12])
    }

    /// A search gives up past its bound of visited states, however long the way it may take.
    @Test func aSearchStopsAtItsBoundOfStates() {
        var known = KnownMoves()
        let width = KnownMoves.visitBound + 10
        known.begin(0)
        for state in 1...width { known.record(Int32(state), to: state) }
        known.begin(width)
        known.record(0, to: width + 1)
        #expect(known.path(from: 0, to: width + 1, maxLength: 10) == nil)
        #expect(known.path(from: 0, to: 5, maxLength: 10) == [5])
    }

    /// Past its bound of moves it keeps no more, and says what it keeps.
    @Test func movesPastTheBoundAreNotKept() {
        var known = KnownMoves()
        known.begin(0)
        for _ in 0..<KnownMoves.moveBound { known.record(7, to: 1) }
        let full = known.bytes
        #expect(full >= KnownMoves.moveBound * 8)
        known.record(8, to: 2)
        known.begin(1)
        known.record(9, to: 2)
        #expect(known.bytes == full)
        #expect(known.path(from: 0, to: 1, maxLength: 1) == [7])
        #expect(known.path(from: 0, to: 2, maxLength: 3) == nil)
    }
}
