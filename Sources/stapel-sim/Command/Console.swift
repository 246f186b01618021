import Foundation

/// Buffered standard output and error, so that printing thousands of trees stays cheap.
final class Console {
    private var output = ""
    private let flushThreshold = 1 << 16

    /// Everything written so far, when the console keeps it instead of printing (tests).
    private(set) var captured: String?

    /// A console that writes to the process's standard output and error.
    static func standard() -> Console { Console(capturing: false) }

    /// A console that keeps what is written, for tests.
    static func capturing() -> Console { Console(capturing: true) }

    private init(capturing: Bool) {
        captured = capturing ? "" : nil
    }

    func write(_ text: String) {
        if captured != nil {
            captured? += text
            return
        }
        output += text
        if output.utf8.count >= flushThreshold { flush() }
    }

    func line(_ text: String = "") {
        write(text + "\n")
    }

    /// Writes to standard error (captured consoles keep it with the rest).
    func error(_ text: String) {
        if captured != nil {
            captured? += text + "\n"
            return
        }
        flush()
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    func flush() {
        guard !output.isEmpty else { return }
        FileHandle.standardOutput.write(Data(output.utf8))
        output = ""
    }
}
