import Testing

@testable import Pusher

extension Exploration {
    /// Expects `other` to report the same search: the same states, moves, findings (in order,
    /// with their paths), texts, outcomes and screen graph, every state reached again.
    func expectSameSearch(as other: Exploration, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(stateCount == other.stateCount, sourceLocation: sourceLocation)
        #expect(moveCount == other.moveCount, sourceLocation: sourceLocation)
        #expect(deepestLevel == other.deepestLevel, sourceLocation: sourceLocation)
        #expect(limit == other.limit, sourceLocation: sourceLocation)
        #expect(findings == other.findings, sourceLocation: sourceLocation)
        #expect(seenTexts == other.seenTexts, sourceLocation: sourceLocation)
        #expect(outcomeKinds == other.outcomeKinds, sourceLocation: sourceLocation)
        #expect(screenGraph?.mermaid() == other.screenGraph?.mermaid(), sourceLocation: sourceLocation)
        #expect(unreplayableStates == 0, sourceLocation: sourceLocation)
    }
}
