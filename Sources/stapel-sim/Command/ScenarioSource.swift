import Foundation

/// A scenario file's name and text, as read from disk or standard input.
struct ScenarioSource: Sendable {
    let name: String
    let text: String
    /// Where the bytes stop being UTF-8, if they do: the file is then refused with this error.
    var invalidUTF8: Diagnostic?
    /// The name of the source read from standard input (`-`).
    static let standardInputName = "<stdin>"

    init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// Reads `path` (`-` is standard input). Bytes that are not UTF-8 are kept as U+FFFD in the
    /// text but make the file an error (``invalidUTF8``), wherever they are, strings and
    /// comments included.
    static func load(_ path: String) throws(Invocation.Problem) -> ScenarioSource {
        let name: String
        let data: Data
        if path == "-" {
            name = standardInputName
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            guard let contents = FileManager.default.contents(atPath: path) else {
                throw Invocation.Problem(message: "cannot read \"\(path)\": " + whyUnreadable(path))
            }
            name = path
            data = contents
        }
        // Valid files, nearly all, are checked by the standard library's validator; only an
        // invalid one is read again, a scalar at a time, to say where.
        if let text = String(validating: data, as: UTF8.self) {
            return ScenarioSource(name: name, text: text)
        }
        var source = ScenarioSource(name: name, text: String(decoding: data, as: UTF8.self))
        source.invalidUTF8 = firstInvalidUTF8(in: data, file: name)
        return source
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
