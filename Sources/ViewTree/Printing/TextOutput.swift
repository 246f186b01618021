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
    ///
    /// Every write is whole UTF-8 sequences taken from strings, so the bytes are valid UTF-8
    /// already, and where the standard library has `UTF8Span` the string is made without
    /// checking them again: the check read every byte on its own once a line held a
    /// box-drawing character, a fifth of printing a large tree.
    var string: String {
        let last = UnsafeBufferPointer(rebasing: chunk[..<count])
        guard !filled.isEmpty else { return Self.string(of: last) }
        let total = filled.reduce(count) { $0 + $1.count }
        var string = ""
        string.reserveCapacity(total)
        for part in filled {
            string += Self.string(of: UnsafeBufferPointer(part))
        }
        string += Self.string(of: last)
        return string
    }

    /// A chunk's text. A write never spans two chunks and every write is whole UTF-8
    /// sequences, so each chunk is valid by itself.
    private static func string(of bytes: UnsafeBufferPointer<UInt8>) -> String {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            assert(String(validating: bytes, as: UTF8.self) != nil, "a write broke a UTF-8 sequence")
            return String(copying: UTF8Span(unchecked: Span(_unsafeElements: bytes)))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `bytes`, which must be whole UTF-8 sequences (see `string`).
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
