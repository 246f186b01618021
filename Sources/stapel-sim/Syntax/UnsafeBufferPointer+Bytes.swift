import Foundation

extension UnsafeBufferPointer<UInt8> {
    /// The offset of the first `byte` at or after `start`, or `count`: `memchr`, which reads a
    /// line's bytes many at a time where a loop in Swift read one (a seventh of reading a line).
    ///
    /// ```swift
    /// Array("ab\ncd".utf8).withUnsafeBufferPointer { $0.offset(of: UInt8(ascii: "\n"), from: 0) }  // 2
    /// ```
    func offset(of byte: UInt8, from start: Int) -> Int {
        guard let base = baseAddress, start < count,
            let found = memchr(base + start, Int32(byte), count - start)
        else { return count }
        return UnsafeRawPointer(base).distance(to: found)
    }

    /// Whether every byte is ASCII, read eight at a time.
    var isASCII: Bool {
        guard let base = baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        var bits: UInt64 = 0
        while offset + 8 <= count {
            bits |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < count {
            bits |= UInt64(self[offset])
            offset += 1
        }
        return bits & 0x8080_8080_8080_8080 == 0
    }
}
