import Testing

@testable import ViewTree

/// `CounterKey` replaces the standard library's keyed hash for numbers a counter hands out: its
/// mix must still use all of the table's seed and spread consecutive numbers over the low bits
/// a table indexes by.
@Suite struct CounterKeyTests {
    @Test func aSetOfKeysFindsEachKeyAndOnlyThose() {
        var keys = Set((0..<5_000).map(CounterKey.init))
        #expect(keys.count == 5_000)
        #expect((0..<5_000).allSatisfy { keys.contains(CounterKey($0)) })
        #expect(!keys.contains(CounterKey(5_000)) && !keys.contains(CounterKey(-1)))
        for number in stride(from: 0, to: 5_000, by: 2) { keys.remove(CounterKey(number)) }
        #expect(keys.count == 2_500)
        #expect(keys.contains(CounterKey(4_999)) && !keys.contains(CounterKey(4_998)))
    }

    /// Tables of one process get different seeds so that copying one table's keys into another
    /// does not meet them in the same order of slots (which turns inserting quadratic).
    @Test func theSeedChangesEveryHash() {
        let numbers = 0..<1_024
        let same = numbers.filter { CounterKey.mix($0, seed: 1) == CounterKey.mix($0, seed: 2) }
        #expect(same.isEmpty)
        let sameSlots = numbers.filter { CounterKey.mix($0, seed: 1) & 1_023 == CounterKey.mix($0, seed: 2) & 1_023 }
        #expect(sameSlots.count < 16, "\(sameSlots.count) of 1,024 numbers kept their slot under another seed")
    }

    /// Consecutive numbers, masked to the low bits a table of 1,024 slots uses, fill about as
    /// many slots as random values would (1 − 1/e of them, 647): a mix that left the low bits
    /// to the number's high ones would pile them up.
    @Test func consecutiveNumbersSpreadOverTheLowBits() {
        for start in [0, 1 << 20, Int.max - 2_048] {
            let slots = Set((start..<start + 1_024).map { CounterKey.mix($0, seed: 12_345) & 1_023 })
            #expect((600...720).contains(slots.count), "1,024 numbers from \(start) fill \(slots.count) slots")
        }
    }
}
