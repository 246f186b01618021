import Testing

@testable import stapel_sim

@Suite struct LastLookupTests {
    @Test func givesTheTablesEntryForEachWordInTurn() {
        let table = ["tap": 1, "back": 2]
        var last = LastLookup<Int>()
        let words = ["tap", "tap", "back", "nope", "nope", "tap"]
        #expect(words.map { last.value(for: $0, in: table) } == [1, 1, 2, nil, nil, 1])
    }
}
