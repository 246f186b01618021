import Testing

@testable import Pusher

/// The queue of backs tried ahead of their states' turns answers only for the state asked.
@Suite struct EarlyBacksTests {
    private func back(_ state: Int32, to successor: Int32) -> EarlyBacks.Back {
        EarlyBacks.Back(state: state, successor: successor, kind: .popped)
    }

    @Test func aBackIsTakenAtItsStatesTurnOnce() {
        var backs = EarlyBacks()
        backs.append(back(3, to: 1))
        backs.append(back(5, to: 2))
        #expect(backs.take(2) == nil)
        #expect(backs.take(3)?.successor == 1)
        #expect(backs.take(3) == nil)
        #expect(backs.take(4) == nil)
        #expect(backs.take(5)?.successor == 2)
    }

    @Test func theBacksOfStatesPassedOverAreDropped() {
        var backs = EarlyBacks()
        for state in Int32(0)..<3_000 { backs.append(back(state, to: state / 2)) }
        #expect(backs.take(2_500)?.successor == 1_250)
        #expect(backs.take(1_000) == nil)
        #expect(backs.take(2_999)?.successor == 1_499)
    }

    /// Only the first back out of a state is kept, and none of a state before the last kept.
    @Test func aBackOutOfOrderIsNotKept() {
        var backs = EarlyBacks()
        backs.append(back(4, to: 1))
        backs.append(back(4, to: 9))
        backs.append(back(2, to: 0))
        #expect(backs.take(2) == nil)
        #expect(backs.take(4)?.successor == 1)
    }
}
