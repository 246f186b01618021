import Testing

@testable import stapel_sim

/// The lexer's cache of spellings: a repeat gets the string made before, and every answer is
/// the string of exactly the bytes asked for, whichever spellings share a slot.
@Suite struct SpellingCacheTests {
    private func string(_ text: String, in cache: inout SpellingCache) -> String {
        Array(text.utf8).withUnsafeBufferPointer { cache.string(for: $0) }
    }

    /// The address of a long string's bytes: equal for two strings that share one storage.
    private func storage(of string: String) -> UnsafeRawPointer? {
        string.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    }

    @Test func aSpellingMetAgainIsTheStringMadeBefore() {
        var cache = SpellingCache()
        let first = string("Continue to checkout", in: &cache)
        let again = string("Continue to checkout", in: &cache)
        #expect(again == "Continue to checkout")
        #expect(storage(of: first) != nil && storage(of: first) == storage(of: again))
    }

    /// A parser of one line keeps no table: each string is made afresh.
    @Test func aCacheOfNoSlotsMakesEachStringAfresh() {
        var cache = SpellingCache(slotCount: 0)
        let first = string("Continue to checkout", in: &cache)
        let again = string("Continue to checkout", in: &cache)
        #expect(first == again && again == "Continue to checkout")
        #expect(storage(of: first) != storage(of: again))
    }

    /// More spellings than slots, asked for in turn and again: slots are shared and replaced,
    /// and each answer is still its own bytes.
    @Test func everyAnswerIsExactlyItsBytes() {
        var cache = SpellingCache()
        let spellings = (0..<1_000).map { "Label number \($0)" } + ["", "a", "tap", "Café ☕️", "Continue"]
        for round in 0..<3 {
            for spelling in round == 1 ? spellings.reversed() : spellings {
                #expect(string(spelling, in: &cache) == spelling)
            }
        }
    }
}
