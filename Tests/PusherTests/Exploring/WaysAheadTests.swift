import Testing
import ViewTree

@testable import Pusher

/// The moves tried ahead find a shortest way back to a state by fingerprint, within the length
/// asked and the states a search may visit, the same on every run.
@Suite struct WaysAheadTests {
    private func state(_ number: UInt64) -> StateFingerprint {
        StateFingerprint(high: number, low: ~number)
    }

    /// Two tabs of two states each: `Cards` and `Favourites` switch between the tabs' states
    /// (0 ↔ 2, 1 ↔ 3), `Open` goes from 0 to 1 and `back` from 1 to 0.
    private func tabs() -> WaysAhead {
        var ways = WaysAhead()
        ways.record(.tap("Open"), from: state(0), to: state(1))
        ways.record(.custom(index: 1, name: "Favourites"), from: state(0), to: state(2))
        ways.record(.back, from: state(1), to: state(0))
        ways.record(.custom(index: 1, name: "Favourites"), from: state(1), to: state(3))
        ways.record(.custom(index: 0, name: "Cards"), from: state(2), to: state(0))
        ways.record(.custom(index: 0, name: "Cards"), from: state(3), to: state(1))
        // A move that changed nothing is no way anywhere.
        ways.record(.custom(index: 0, name: "Cards"), from: state(0), to: state(0))
        return ways
    }

    @Test func aTabSwitchLeadsBackAndTheShortestWayIsFound() {
        let ways = tabs()
        #expect(ways.way(from: state(2), to: state(0), maxLength: 4) == [.custom(index: 0, name: "Cards")])
        #expect(ways.way(from: state(3), to: state(0), maxLength: 4) == [.custom(index: 0, name: "Cards"), .back])
        #expect(ways.way(from: state(2), to: state(1), maxLength: 4) == [.custom(index: 0, name: "Cards"), .tap("Open")])
        #expect(ways.way(from: state(1), to: state(1), maxLength: 4) == [])
    }

    @Test func aWayLongerThanAskedOrThroughUnknownStatesIsNone() {
        let ways = tabs()
        #expect(ways.way(from: state(3), to: state(0), maxLength: 1) == nil)
        #expect(ways.way(from: state(3), to: state(0), maxLength: 2) != nil)
        #expect(ways.way(from: state(0), to: state(9), maxLength: 10) == nil)
        #expect(ways.way(from: state(9), to: state(0), maxLength: 10) == nil)
    }

    @Test func theSearchOfAWayVisitsAtMostItsBound() {
        // A fan of more states than the bound, the target recorded last.
        var ways = WaysAhead()
        let count = WaysAhead.visitBound + 10
        for number in 1...UInt64(count) { ways.record(.tap("\(number)"), from: state(0), to: state(number)) }
        #expect(ways.way(from: state(0), to: state(UInt64(count)), maxLength: 1) == nil)
        #expect(ways.way(from: state(0), to: state(3), maxLength: 1) == [.tap("3")])
    }
}
