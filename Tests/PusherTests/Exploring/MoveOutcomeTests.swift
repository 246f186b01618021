import Testing
import ViewTree

@testable import Pusher

/// An outcome keeps where its words come from and makes them when read: it must say, compare
/// and hash as the words it stands for.
@Suite struct MoveOutcomeTests {
    @Test func anOutcomeSaysTheWordsOfWhatItCameFrom() {
        #expect(MoveOutcome(BackOutcome.popped(screen: 2)).description == "popped screen 2")
        #expect(MoveOutcome(BackOutcome.popped(screen: 2)).kind == .popped)
        #expect(MoveOutcome(BackOutcome.nothingToGoBackTo).description == BackOutcome.nothingToGoBackTo.description)
        #expect(MoveOutcome(BackOutcome.alertShown).kind == nil)
    }

    @Test func outcomesOfTheSameWordsAndKindAreEqualWhereverTheWordsCameFrom() {
        let fromBack = MoveOutcome(BackOutcome.popped(screen: 1))
        let written = MoveOutcome(description: "popped screen 1", kind: .popped)
        #expect(fromBack == written)
        #expect(fromBack.hashValue == written.hashValue)
        #expect(Set([fromBack, written]).count == 1)
        #expect(fromBack != MoveOutcome(description: "popped screen 1", kind: nil))
        #expect(fromBack != MoveOutcome(BackOutcome.popped(screen: 3)))
    }

    @Test func settingTheWordsReplacesThem() {
        var outcome = MoveOutcome(BackOutcome.popped(screen: 1))
        outcome.description = "went back"
        #expect(outcome.description == "went back")
        #expect(outcome.kind == .popped)
    }
}
