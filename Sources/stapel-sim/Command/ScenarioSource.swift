import Foundation

/// A scenario file's name and text, as read from disk or standard input.
struct ScenarioSource: Sendable {
    let name: String
    let text: String
    /// Where the bytes stop being UTF-8, if they do: the file is then refused with this error.
    var invalidUTF8: Diagnostic?
    /// The errors of a file refused for having more steps than it was read with (`--max-steps`),
    /// found before the rest of it was read: ``text`` is then the part read.
    var refusal: ScenarioParser.Failure?
    /// The name of the source read from standard input (`-`).
    static let standardInputName = "<stdin>"

    init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// Reads `path` (`-` is standard input). Bytes that are not UTF-8 are kept as U+FFFD in the
    /// text but make the file an error (``invalidUTF8``), wherever they are, strings and
    /// comments included.
    ///
    /// With a `stepLimit` (`--max-steps`), a file of more steps is refused before it is read
    /// whole (``refusal``): once the bytes read hold more lines than the limit, the part read
    /// up to its last top-level line is parsed, and if that part already has a step too many,
    /// the rest is never read. The parse stops at that step in the whole file too, so the
    /// errors are the same. Tried again each time the lines read double, so a long file within
    /// the limit is parsed at most twice over.
    static func load(_ path: String, stepLimit: Int? = nil) throws(Invocation.Problem) -> ScenarioSource {
        let name = path == "-" ? standardInputName : path
        let handle: FileHandle
        if path == "-" {
            handle = FileHandle.standardInput
        } else {
            var isFolder: ObjCBool = false
            guard !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) || !isFolder.boolValue,
                let opened = FileHandle(forReadingAtPath: path)
            else {
                throw Invocation.Problem(message: "cannot read \"\(path)\": " + whyUnreadable(path))
            }
            handle = opened
        }
        defer { if path != "-" { try? handle.close() } }
        var data = Data()
        var lines = 0
        var nextTry = stepLimit.map { $0 &+ 1 } ?? .max
        while true {
            let chunk: Data
            do {
                guard let read = try handle.read(upToCount: chunkSize), !read.isEmpty else { break }
                chunk = read
            } catch {
                throw Invocation.Problem(message: "cannot read \"\(path)\": " + error.localizedDescription.lowercased())
            }
            lines += chunk.withUnsafeBytes(Self.newlineCount(in:))
            data.append(chunk)
            if let stepLimit, lines >= nextTry {
                if let refused = refused(data, name: name, stepLimit: stepLimit) { return refused }
                nextTry = lines > Int.max / 2 ? .max : lines * 2
            }
        }
        return source(of: data, name: name)
    }

    /// The number of newlines in `bytes`, eight bytes at a time: a byte at a time, counting the
    /// lines of a 54 MB file cost a tenth of refusing it.
    static func newlineCount(in bytes: UnsafeRawBufferPointer) -> Int {
        let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let evenLanes: UInt64 = 0x00FF_00FF_00FF_00FF
        let ones16: UInt64 = 0x0001_0001_0001_0001
        var count = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            // Each byte of `lanes` counts the newlines seen at its place, up to 255 words.
            var lanes: UInt64 = 0
            let words = min((bytes.count - offset) / 8, 255)
            for _ in 0..<words {
                // A byte of `x` is zero where the word held a newline. Adding `low7` sets a
                // byte's high bit where its low seven bits are not zero, without a carry into
                // the next byte; what is left clear is a zero byte.
                let x = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ newlines
                lanes &+= ~(((x & low7) &+ low7) | x | low7) >> 7
                offset += 8
            }
            // Pairs of lanes summed into four 16-bit lanes (up to 510 each), whose sum the
            // multiplication gathers in the top 16 bits.
            let pairs = (lanes & evenLanes) &+ ((lanes >> 8) & evenLanes)
            count += Int((pairs &* ones16) >> 48)
        }
        while offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "\n") { count += 1 }
            offset += 1
        }
        return count
    }

    /// How much is read at a time.
    private static let chunkSize = 1 << 20

    /// The source of `data`, valid UTF-8 or not.
    private static func source(of data: Data, name: String) -> ScenarioSource {
        // Valid files, nearly all, are checked by the standard library's validator; only an
        // invalid one is read again, a scalar at a time, to say where.
        if let text = String(validating: data, as: UTF8.self) {
            return ScenarioSource(name: name, text: text)
        }
        var source = ScenarioSource(name: name, text: String(decoding: data, as: UTF8.self))
        source.invalidUTF8 = firstInvalidUTF8(in: data, file: name)
        return source
    }

    /// The part of `data` read so far, refused, if it already holds more than `stepLimit` steps:
    /// it is cut before its last top-level line (a line that starts with neither a space, a tab
    /// nor a comment), so that every block in it is whole.
    private static func refused(_ data: Data, name: String, stepLimit: Int) -> ScenarioSource? {
        let cut: Int? = data.withUnsafeBytes { bytes in
            var index = bytes.count - 1
            while index > 0 {
                if bytes[index - 1] == UInt8(ascii: "\n"), !Self.continuesABlock(bytes[index]) { return index }
                index -= 1
            }
            return nil
        }
        guard let cut, let text = String(validating: data.prefix(cut), as: UTF8.self) else { return nil }
        do {
            _ = try ScenarioParser.parse(text, file: name, stepLimit: stepLimit)
        } catch {
            guard error.diagnostics.contains(where: { if case .tooManySteps = $0.message { true } else { false } }) else { return nil }
            var source = ScenarioSource(name: name, text: text)
            source.refusal = error
            return source
        }
        return nil
    }

    /// Whether a line starting with `byte` belongs to the block above it or is skipped (an
    /// indented line, a blank line, a comment, a tab the reader reports): everything else at
    /// the start of a line starts a top-level line.
    private static func continuesABlock(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: "#")
    }

    /// Why `path` cannot be read, in the words of its `errno`: a missing file, a loop of
    /// symbolic links and a folder each say so.
    private static func whyUnreadable(_ path: String) -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { return "it is a folder" }
        let descriptor = open(path, O_RDONLY)
        let code = errno
        if descriptor >= 0 {
            close(descriptor)
            return "not a readable file"
        }
        switch code {
        case ENOENT: return "no such file"
        case ELOOP: return "a loop of symbolic links"
        case EACCES: return "permission denied"
        case ENOTDIR: return "a part of the path is not a folder"
        default: return String(cString: strerror(code)).lowercased()
        }
    }

    /// The error at the first byte that is not part of a UTF-8 sequence, with its line and
    /// column (counting characters before it on its line).
    static func firstInvalidUTF8(in data: Data, file: String) -> Diagnostic? {
        var line = 1
        var column = 1
        var decoder = UTF8()
        var iterator = data.makeIterator()
        var offset = 0
        var consumed = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                consumed += UTF8.width(scalar)
                offset = consumed
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput:
                return nil
            case .error:
                let byte = offset < data.count ? data[data.startIndex + offset] : 0
                return Diagnostic(.invalidUTF8(byte), at: SourceLocation(file: file, line: line, column: column))
            }
        }
    }
}
