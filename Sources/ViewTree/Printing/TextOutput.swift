import Foundation

/// Where printers write: UTF-8 bytes in one buffer, copied into a `String` at the end.
///
/// Printers write several pieces per node of trees with a million nodes, so a write is a
/// capacity check and a `memcpy`: `Array.append(contentsOf:)` and `String.append` each cost
/// several times that (uniqueness checks, generic sequence paths).
struct TextOutput: ~Copyable {
    /// Grown with `realloc`, which moves a large block by remapping its pages rather than
    /// copying them. The output of a large tree is tens of megabytes, and each page of memory
    /// new to the process costs a fault: chunks copied into one buffer at the end took three
    /// times the output's size, this takes twice (the buffer and the string).
    private var bytes: UnsafeMutablePointer<UInt8>
    private var capacity = 1 << 16
    private var count = 0

    init() {
        bytes = Self.reallocated(nil, capacity: capacity)
    }

    deinit {
        free(bytes)
    }

    /// The text written so far.
    ///
    /// Every write is whole UTF-8 sequences taken from strings, so the bytes are valid UTF-8
    /// already, and where the standard library has `UTF8Span` the string is made without
    /// checking them again: the check read every byte on its own once a line held a
    /// box-drawing character, a fifth of printing a large tree.
    var string: String {
        let written = UnsafeBufferPointer(start: bytes, count: count)
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            assert(String(validating: written, as: UTF8.self) != nil, "a write broke a UTF-8 sequence")
            return String(copying: UTF8Span(unchecked: Span(_unsafeElements: written)))
        }
        return String(decoding: written, as: UTF8.self)
    }

    /// Forgets what was written, keeping the buffer: for a writer that makes one short string
    /// after another.
    mutating func removeAll() {
        count = 0
    }

    /// Writes `bytes`, which must be whole UTF-8 sequences (see `string`).
    @inline(__always)
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (self.bytes + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { write($0) }
    }

    /// Writes a string's UTF-8 bytes straight from its storage (or, for a small string, from
    /// the copy on the stack that `withUTF8` makes). Labelled, so that a literal argument
    /// picks the `StaticString` overload: unlabelled, Swift preferred `String` for literals,
    /// and every `" "` and `"\n"` made a string and retained and released it.
    @inline(__always)
    mutating func write(contentsOf text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    mutating func write(scalar: Unicode.Scalar) {
        write(contentsOf: String(scalar))
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
    private mutating func grow(toHold needed: Int) {
        capacity = max(needed, capacity * 2)
        bytes = Self.reallocated(bytes, capacity: capacity)
    }

    private static func reallocated(_ bytes: UnsafeMutablePointer<UInt8>?, capacity: Int) -> UnsafeMutablePointer<UInt8> {
        guard let raw = realloc(bytes, capacity) else {
            preconditionFailure("out of memory for \(capacity) bytes of printed text")
        }
        return raw.assumingMemoryBound(to: UInt8.self)
    }
}

extension TextOutput: QuotedTextSink {}
extension String: QuotedTextSink {
    mutating func write(_ text: StaticString) { self += text.description }
    mutating func write(contentsOf text: String) { self += text }
    mutating func write(scalar: Unicode.Scalar) { unicodeScalars.append(scalar) }
}

/// Anything `Quoting` can write into.
protocol QuotedTextSink: ~Copyable {
    mutating func write(_ text: StaticString)
    mutating func write(contentsOf text: String)
    mutating func write(scalar: Unicode.Scalar)
}
