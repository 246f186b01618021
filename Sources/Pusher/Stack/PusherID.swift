import ViewTree

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

    // A stack's tables are keyed by pusher, about forty lookups a pushed screen: hashed as a
    // counter's number is (see `CounterKey`), in a dozen instructions rather than ninety.
    public func _rawHashValue(seed: Int) -> Int {
        CounterKey.mix(rawValue, seed: seed)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String {
        String(rawValue)
    }
}
