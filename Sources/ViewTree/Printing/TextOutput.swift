/// Where printers write: UTF-8 bytes in chunks, copied into one `String` at the end.
///
/// Printers write several pieces per node of trees with a million nodes, so a write is a
/// capacity check and a `memcpy`: `Array.append(contentsOf:)` and `String.append` each cost
/// several times that (uniqueness checks, generic sequence paths).
struct TextOutput: ~Copyable {
    /// Chunks already filled. Chunks, not one buffer that doubles: growing a large buffer copies
    /// everything written so far and touches fresh pages each time, and chunks of this size are
    /// reused from the allocator's free lists by the next print.
    private var filled: [UnsafeMutableBufferPointer<UInt8>] = []
    private var chunk: UnsafeMutableBufferPointer<UInt8>
    private var count = 0
    private static let chunkSize = 1 << 16

    init() {
        chunk = .allocate(capacity: Self.chunkSize)
    }

    deinit {
        for chunk in filled { chunk.deallocate() }
        chunk.deallocate()
    }

    /// The text written so far.
    var string: String {
        let total = filled.reduce(count) { $0 + $1.count }
        return String(unsafeUninitializedCapacity: total) { string in
            var offset = 0
            for part in filled + [UnsafeMutableBufferPointer(rebasing: chunk[..<count])] {
                _ = UnsafeMutableBufferPointer(rebasing: string[offset...]).initialize(fromContentsOf: part)
                offset += part.count
            }
            return offset
        }
    }

    @inline(__always)
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > chunk.count { startChunk(holding: bytes.count) }
        (chunk.baseAddress.unsafelyUnwrapped + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { write($0) }
    }

    /// Writes a string's UTF-8 bytes straight from its storage (or, for a small string, from
    /// the copy on the stack that `withUTF8` makes).
    @inline(__always)
    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    mutating func write(_ scalar: Unicode.Scalar) {
        write(String(scalar))
    }

    /// Writes `text` in double quotes, escaped as `Quoting` does.
    mutating func writeQuoted(_ text: String, style: Quoting.Style = .swift) {
        var text = text
        let written = text.withUTF8 { utf8 in
            // Most texts have nothing to escape: then they are copied as they are.
            guard !Quoting.needsEscaping(utf8) else { return false }
            write("\"")
            write(utf8)
            write("\"")
            return true
        }
        if !written {
            Quoting.append(text, style: style, to: &self)
        }
    }

    @inline(never)
    private mutating func startChunk(holding needed: Int) {
        filled.append(UnsafeMutableBufferPointer(rebasing: chunk[..<count]))
        chunk = .allocate(capacity: max(needed, Self.chunkSize))
        count = 0
    }
}

extension TextOutput: QuotedTextSink {}
extension String: QuotedTextSink {
    mutating func write(_ text: String) { self += text }
    mutating func write(_ scalar: Unicode.Scalar) { unicodeScalars.append(scalar) }
}

/// Anything `Quoting` can write into.
protocol QuotedTextSink: ~Copyable {
    mutating func write(_ text: String)
    mutating func write(_ scalar: Unicode.Scalar)
}
