/// A number a counter handed out (a node's serial, a pusher's number) as a dictionary key,
/// hashed with a cheap mix rather than the standard library's keyed hash.
///
/// Counters are the program's own, not input from outside, so their tables need no defence
/// against chosen collisions: SplitMix64's finalizer over the number and the table's seed
/// spreads consecutive numbers over every bit in a dozen instructions, where the keyed hash of
/// one word took about ninety. The tables the explorer's fingerprint and the stack keep are
/// looked up dozens of times for each screen pushed.
///
/// ```swift
/// var prints: [CounterKey: Int] = [:]
/// prints[CounterKey(node.serial)] = 1
/// ```
package struct CounterKey: Hashable, Sendable {
    package let number: Int

    package init(_ number: Int) {
        self.number = number
    }

    // What Set and Dictionary call; the synthesized `hash(into:)` serves hashers that combine
    // several values.
    package func _rawHashValue(seed: Int) -> Int {
        Self.mix(number, seed: seed)
    }

    /// `number` and `seed` mixed into a hash value.
    @inlinable @inline(__always) package static func mix(_ number: Int, seed: Int) -> Int {
        var mixed = UInt64(bitPattern: Int64(number)) &+ UInt64(bitPattern: Int64(seed)) &* 0x9E37_79B9_7F4A_7C15
        mixed = (mixed ^ mixed >> 30) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ mixed >> 27) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: mixed ^ mixed >> 31)
    }
}
