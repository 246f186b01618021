/// A 128-bit digest of what a state prints: two states with equal fingerprints print the same.
///
/// The digest is the same on every run and machine (it is not Swift's seeded `Hasher`), so an
/// exploration that deduplicates states by fingerprint visits them in the same order
/// everywhere.
///
/// ```swift
/// let before = host.stateFingerprint
/// try host.tap("Details")
/// host.back()
/// host.stateFingerprint == before   // true: back led to the same state
/// ```
public struct StateFingerprint: Sendable, Hashable, CustomStringConvertible {
    public let high: UInt64
    public let low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// 32 hexadecimal digits.
    public var description: String {
        Self.hex(high) + Self.hex(low)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// Feeds bytes, numbers and strings into a ``StateFingerprint``.
///
/// Two independent 64-bit lanes (FNV-1a, and a multiply-rotate mix with another seed), so that
/// a collision needs both to collide. Strings are fed with their length first, so that
/// `"ab", "c"` and `"a", "bc"` differ.
public struct FingerprintHasher: Sendable {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x9e37_79b9_7f4a_7c15

    public init() {}

    /// Adds one byte.
    @inline(__always)
    public mutating func combine(byte: UInt8) {
        first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        second = ((second ^ UInt64(byte)) &* 0xff51_afd7_ed55_8ccd)
        second = (second << 27) | (second >> 37)
    }

    /// Adds a number, as eight bytes.
    public mutating func combine(_ value: Int) {
        var bits = UInt64(bitPattern: Int64(value))
        for _ in 0..<8 {
            combine(byte: UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    /// Adds a string's length and its UTF-8 bytes.
    public mutating func combine(_ string: String) {
        var string = string
        string.withUTF8 { bytes in
            combine(bytes.count)
            for byte in bytes { combine(byte: byte) }
        }
    }

    /// Adds another fingerprint.
    public mutating func combine(_ fingerprint: StateFingerprint) {
        combine(Int(bitPattern: UInt(fingerprint.high)))
        combine(Int(bitPattern: UInt(fingerprint.low)))
    }

    /// The fingerprint of everything added.
    public func finalize() -> StateFingerprint {
        // A last avalanche, so that inputs differing in their last byte differ in every bit.
        func mixed(_ value: UInt64) -> UInt64 {
            var value = value
            value ^= value >> 33
            value &*= 0xff51_afd7_ed55_8ccd
            value ^= value >> 33
            value &*= 0xc4ce_b9fe_1a85_ec53
            value ^= value >> 33
            return value
        }
        return StateFingerprint(high: mixed(first), low: mixed(second ^ first.byteSwapped))
    }
}
