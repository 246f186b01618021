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
public struct StateFingerprint: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The first 64 bits.
    public let high: UInt64
    /// The last 64 bits.
    public let low: UInt64

    /// The fingerprint with these bits, as ``description`` or ``FingerprintHasher`` gives them.
    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    // What Set and Dictionary call: the bits are a hash already, and an explorer looks a
    // fingerprint up at every move; the keyed hash of two words cost it about 4% of a search.
    public func _rawHashValue(seed: Int) -> Int {
        CounterKey.mix(Int(truncatingIfNeeded: high ^ low.byteSwapped), seed: seed)
    }

    /// 32 hexadecimal digits.
    public var description: String {
        Self.hex(high) + Self.hex(low)
    }

    /// The fingerprint whose ``description`` is `text`, or `nil`.
    public init?(_ text: some StringProtocol) {
        guard text.utf8.count == 32, let high = UInt64(text.prefix(16), radix: 16), let low = UInt64(text.suffix(16), radix: 16) else {
            return nil
        }
        self.init(high: high, low: low)
    }

    /// Its ``description``: a JSON string, not two numbers JavaScript would round.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let fingerprint = StateFingerprint(try container.decode(String.self)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected 32 hexadecimal digits")
        }
        self = fingerprint
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// Feeds bytes, numbers and strings into a ``StateFingerprint``.
///
/// Two independent 64-bit lanes, each mixing a word at a time with its own multipliers, so that
/// a collision needs both to collide. Strings are fed eight bytes at a time after their length,
/// so that `"ab", "c"` and `"a", "bc"` differ.
public struct FingerprintHasher: Sendable {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x9e37_79b9_7f4a_7c15

    /// A hasher that has been fed nothing.
    public init() {}

    /// Adds a 64-bit word.
    @inline(__always)
    public mutating func combine(word: UInt64) {
        first = ((first ^ word) &* 0x0000_0100_0000_01b3).rotated(by: 29)
        second = ((second &+ word) &* 0xff51_afd7_ed55_8ccd).rotated(by: 37) ^ first
    }

    /// Adds a number.
    public mutating func combine(_ value: Int) {
        combine(word: UInt64(bitPattern: Int64(value)))
    }

    /// Adds a string's length and its UTF-8 bytes.
    public mutating func combine(_ string: String) {
        var string = string
        string.withUTF8 { bytes in
            combine(word: UInt64(bytes.count))
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset + 8 <= bytes.count {
                combine(word: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
                offset += 8
            }
            if offset < bytes.count {
                var tail: UInt64 = 0
                for index in offset..<bytes.count {
                    tail |= UInt64(base[index]) << (8 * UInt64(index - offset))
                }
                combine(word: tail)
            }
        }
    }

    /// A string as one word: what a fingerprint hashes for a name it meets again and again,
    /// worked out once per name rather than byte by byte each time.
    static func word(of string: String) -> UInt64 {
        var hasher = FingerprintHasher()
        hasher.combine(string)
        return hasher.finalize().high
    }

    /// Adds another fingerprint.
    public mutating func combine(_ fingerprint: StateFingerprint) {
        combine(word: fingerprint.high)
        combine(word: fingerprint.low)
    }

    /// The fingerprint of everything added.
    public func finalize() -> StateFingerprint {
        // A last avalanche, so that inputs differing in their last word differ in every bit.
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

extension UInt64 {
    @inline(__always)
    fileprivate func rotated(by count: UInt64) -> UInt64 {
        (self << count) | (self >> (64 - count))
    }
}
