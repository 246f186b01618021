/// A pusher's registration number. Numbers come from a counter, in registration order, and
/// are never reused by a stack; Stapel's integer ids read the same: `stack.register(pusher: 0)`.
public struct PusherID: Sendable, Hashable, Comparable, Codable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The number.
    public let rawValue: Int

    /// The pusher numbered `rawValue`.
    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    public init(integerLiteral value: Int) {
        self.init(value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }

    // A stack's tables are keyed by pusher, about forty lookups a pushed screen. Numbers come
    // from the stack's own counter, not from outside, so they need no defence against chosen
    // collisions: a mix of the number and the table's seed (SplitMix64's finalizer) spreads
    // them over every bit in a dozen instructions, where a keyed hash of one word took ninety.
    public func _rawHashValue(seed: Int) -> Int {
        var mixed = UInt64(bitPattern: Int64(rawValue)) &+ UInt64(bitPattern: Int64(seed)) &* 0x9E37_79B9_7F4A_7C15
        mixed = (mixed ^ mixed >> 30) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ mixed >> 27) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: mixed ^ mixed >> 31)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String {
        String(rawValue)
    }
}
