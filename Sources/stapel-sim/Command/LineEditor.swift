#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines from a terminal with editing, history and completion, through the toolchain's
/// own termios (no package): the terminal is in raw mode only while a line is typed.
///
/// Keys: ←/→ (or Ctrl-B/Ctrl-F) move, Home/End (Ctrl-A/Ctrl-E), Backspace and Delete, Ctrl-K and
/// Ctrl-U cut to the end or the start, ↑/↓ walk the history, Tab completes, Enter ends the line,
/// Ctrl-C drops it, Ctrl-D on an empty line ends the input.
@MainActor
final class LineEditor {
    /// The completions of the text before the cursor: whole replacements of that text.
    var complete: (String) -> [String] = { _ in [] }
    private(set) var history: [String] = []
    private let input: Int32
    private let output: Int32

    /// An editor on `input` and `output`, or `nil` when `input` is not a terminal.
    init?(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        guard isatty(input) != 0 else { return nil }
        self.input = input
        self.output = output
    }

    /// One line typed after `prompt`, or `nil` at the end of the input.
    func readLine(prompt: String) -> String? {
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return Swift.readLine() }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        tcsetattr(input, TCSADRAIN, &raw)
        defer { tcsetattr(input, TCSADRAIN, &saved) }
        return edit(prompt: prompt)
    }

    private func edit(prompt: String) -> String? {
        var line: [Character] = []
        var cursor = 0
        var recalled = history.count
        var pending: [UInt8] = []
        redraw(prompt, line, cursor)
        while let byte = readByte() {
            switch byte {
            case 0x0D, 0x0A:
                redraw(prompt, line, cursor)
                show("\r\n")
                let text = String(line)
                if text.contains(where: { $0 != " " }), history.last != text { history.append(text) }
                return text
            case 0x04 where line.isEmpty:
                show("\r\n")
                return nil
            case 0x03:
                show("^C\r\n")
                line = []
                cursor = 0
            case 0x7F, 0x08:
                if cursor > 0 {
                    line.remove(at: cursor - 1)
                    cursor -= 1
                }
            case 0x01: cursor = 0
            case 0x05: cursor = line.count
            case 0x02: cursor = max(0, cursor - 1)
            case 0x06: cursor = min(line.count, cursor + 1)
            case 0x0B: line.removeSubrange(cursor...)
            case 0x15:
                line.removeSubrange(..<cursor)
                cursor = 0
            case 0x09:
                (line, cursor) = completed(line, cursor, prompt)
            case 0x1B:
                switch escapeSequence() {
                case "[A", "OA":
                    if recalled > 0 {
                        recalled -= 1
                        line = Array(history[recalled])
                        cursor = line.count
                    }
                case "[B", "OB":
                    if recalled < history.count {
                        recalled += 1
                        line = recalled < history.count ? Array(history[recalled]) : []
                        cursor = line.count
                    }
                case "[C", "OC": cursor = min(line.count, cursor + 1)
                case "[D", "OD": cursor = max(0, cursor - 1)
                case "[H", "OH", "[1~": cursor = 0
                case "[F", "OF", "[4~": cursor = line.count
                case "[3~": if cursor < line.count { line.remove(at: cursor) }
                default: break
                }
            case 0x20...:
                // A character may take several bytes: insert it once they are all here.
                pending.append(byte)
                if let character = String(validating: pending, as: UTF8.self)?.first {
                    line.insert(character, at: cursor)
                    cursor += 1
                    pending = []
                } else if pending.count >= 4 {
                    pending = []
                }
            default:
                break
            }
            // A paste arrives as one burst: draw once it has all been read, not per character
            // (each redraw writes the whole line: a 20 KB paste wrote 200 MB).
            if !hasPendingInput() { redraw(prompt, line, cursor) }
        }
        return line.isEmpty ? nil : String(line)
    }

    /// Completes the word before the cursor when the candidates agree on more of it; lists them
    /// when they do not.
    private func completed(_ line: [Character], _ cursor: Int, _ prompt: String) -> ([Character], Int) {
        let before = String(line[..<cursor])
        let candidates = complete(before)
        guard let first = candidates.first else { return (line, cursor) }
        let common = candidates.dropFirst().reduce(first) { $0.commonPrefix(with: $1) }
        if common.count > before.count {
            let inserted = Array(common) + line[cursor...]
            return (inserted, common.count)
        }
        if candidates.count > 1 {
            show("\r\n" + candidates.joined(separator: "   ") + "\r\n")
        }
        return (line, cursor)
    }

    /// The bytes after an escape: `[A`, `[3~`, `OH`, …
    private func escapeSequence() -> String {
        guard let first = readByte() else { return "" }
        var sequence = String(UnicodeScalar(first))
        guard first == UInt8(ascii: "[") || first == UInt8(ascii: "O") else { return sequence }
        while let next = readByte() {
            sequence.append(Character(UnicodeScalar(next)))
            if (0x40...0x7E).contains(next) { break }
        }
        return sequence
    }

    private func redraw(_ prompt: String, _ line: [Character], _ cursor: Int) {
        var text = "\r" + prompt + String(line) + "\u{1B}[K"
        let back = line.count - cursor
        if back > 0 { text += "\u{1B}[\(back)D" }
        show(text)
    }

    /// Whether more input is already waiting to be read.
    private func hasPendingInput() -> Bool {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        return read(input, &byte, 1) == 1 ? byte : nil
    }

    private func show(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
    }
}
