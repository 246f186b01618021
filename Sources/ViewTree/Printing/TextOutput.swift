/// Where printers write: UTF-8 bytes in one growing buffer, turned into one `String` at the end.
///
/// Printers write several pieces per node of trees with a million nodes, so a write is a
/// capacity check and a `memcpy`: `Array.append(contentsOf:)` and `String.append` each cost
/// several times that (uniqueness checks, generic sequence paths).
struct TextOutput: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0

    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The text written so far.
    var string: String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    @inline(__always)
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (base + count).initialize(from: source, count: bytes.count)
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
    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
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
