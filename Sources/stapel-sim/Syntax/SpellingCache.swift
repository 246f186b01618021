import Foundation

/// The strings a file's lines spell again and again, each made once: the lexer asks it for the
/// `String` of a word's or a string's bytes.
///
/// A file's words are a few dozen keywords and names, and its labels repeat (a thousand
/// `tap "Continue"`); making a `String` of the same bytes on every line (checking them as UTF-8,
/// allocating, freeing) was a fifth of reading a step. A fixed table of recent spellings, indexed
/// by a hash of the bytes, answers a repeat with the string it made before; a spelling that
/// falls in a taken slot replaces it. Lookups compare the bytes, so an answer is always exact.
///
/// ```swift
/// var cache = SpellingCache()
/// let first = Array("Continue".utf8).withUnsafeBufferPointer { cache.string(for: $0) }
/// let again = Array("Continue".utf8).withUnsafeBufferPointer { cache.string(for: $0) }  // first's storage
/// ```
///
/// - Complexity: O(bytes) a lookup; fixed memory.
struct SpellingCache {
    /// How many spellings the cache keeps: 0 makes every string afresh, for a parser that reads
    /// one line (allocating the table would cost more than the line).
    private let slotCount: Int
    /// Made at the first lookup: a cache never asked allocates nothing.
    private var slots: [String] = []

    init(slotCount: Int = 128) {
        self.slotCount = slotCount
    }

    /// The string of `bytes` (valid UTF-8), made now or the last time they were spelled.
    mutating func string(for bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard !bytes.isEmpty else { return "" }
        guard slotCount > 0 else { return String(decoding: bytes, as: UTF8.self) }
        // FNV-1a: a few instructions a byte, against the standard hasher's per-call setup.
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let slot = Int(hash % UInt32(slotCount))
        if slots.isEmpty { slots = Array(repeating: "", count: slotCount) }
        let cached = slots[slot]
        if cached.utf8.count == bytes.count, let base = bytes.baseAddress,
            cached.utf8.withContiguousStorageIfAvailable({ memcmp($0.baseAddress!, base, bytes.count) == 0 }) == true
        {
            return cached
        }
        let string = String(decoding: bytes, as: UTF8.self)
        slots[slot] = string
        return string
    }
}
