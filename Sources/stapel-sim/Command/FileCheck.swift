/// What checking one file found and printed, kept rather than printed so that files checked
/// out of order (by `check --jobs`) print in the order they were given.
struct FileCheck: Codable {
    /// One piece of output, for standard output or standard error.
    struct Printed: Codable {
        var text: String
        var toStandardError = false
    }

    var file: CheckReport.File
    /// Whether the file could not be used: it did not parse, or had too many steps.
    var unusable = false
    var printed: [Printed] = []

    init(name: String) {
        file = CheckReport.File(name: name)
    }

    mutating func line(_ text: String) {
        printed.append(Printed(text: text + "\n"))
    }

    mutating func error(_ text: String) {
        printed.append(Printed(text: text, toStandardError: true))
    }

    /// Prints what was kept, in order.
    func replay(on console: Console) {
        for piece in printed {
            if piece.toStandardError {
                console.error(piece.text)
            } else {
                console.write(piece.text)
            }
        }
    }
}
