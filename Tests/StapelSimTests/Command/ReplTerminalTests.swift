import Foundation
import Testing

@testable import stapel_sim

#if canImport(Glibc)
    import Glibc
#endif

/// The REPL on a terminal: driven through a pseudo-terminal, as a person would type.
@Suite struct ReplTerminalTests {
    /// Runs `stapel-sim repl FILE` on a pseudo-terminal, types `keys`, and returns what the
    /// terminal showed.
    static func type(_ keys: [String], file: String) throws -> String {
        #if canImport(Glibc)
            // The pseudo-terminal calls, looked up in libc: Glibc's module map leaves them out.
            typealias OpenMaster = @convention(c) (Int32) -> Int32
            typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
            let libc = dlopen(nil, RTLD_NOW)
            let openMaster = unsafeBitCast(try #require(dlsym(libc, "posix_openpt")), to: OpenMaster.self)
            let grant = unsafeBitCast(try #require(dlsym(libc, "grantpt")), to: OpenMaster.self)
            let unlock = unsafeBitCast(try #require(dlsym(libc, "unlockpt")), to: OpenMaster.self)
            let name = unsafeBitCast(try #require(dlsym(libc, "ptsname")), to: Name.self)
            let master = openMaster(O_RDWR | O_NOCTTY)
            try #require(master >= 0 && grant(master) == 0 && unlock(master) == 0)
            let slavePath = String(cString: try #require(name(master)))
            let slave = open(slavePath, O_RDWR | O_NOCTTY)
            try #require(slave >= 0)
            let process = Process()
            guard let binary = BinaryTests.binary else {
                Issue.record("stapel-sim was not built next to the tests")
                return ""
            }
            process.executableURL = binary
            process.arguments = ["repl", file]
            process.currentDirectoryURL = Fixtures.packageRoot
            let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
            process.standardInput = terminal
            process.standardOutput = terminal
            process.standardError = terminal
            try process.run()
            close(slave)
            _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
            var shown = ""
            /// Reads what the terminal shows for up to `seconds`, waiting on output, not sleeping.
            func drain(for seconds: Double) {
                let end = Date().addingTimeInterval(seconds)
                var buffer = [UInt8](repeating: 0, count: 4096)
                while case let remaining = end.timeIntervalSinceNow, remaining > 0 {
                    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                    guard poll(&descriptor, 1, Int32(remaining * 1_000) + 1) > 0 else { continue }
                    let count = read(master, &buffer, buffer.count)
                    if count > 0 {
                        shown += String(decoding: buffer[..<count], as: UTF8.self)
                    } else if descriptor.revents & Int16(POLLHUP) != 0 {
                        return  // the REPL ended and closed the terminal
                    }
                }
            }
            /// Waits until the editor shows an empty prompt: it is reading, in raw mode.
            func awaitPrompt() {
                let end = Date().addingTimeInterval(20)
                while !shown.hasSuffix("\r> \u{1B}[K"), Date() < end, process.isRunning { drain(for: 0.05) }
            }
            for key in keys {
                awaitPrompt()
                // The terminal takes a few kilobytes at a time: write the rest as it reads.
                var bytes = Array(key.utf8)[...]
                while !bytes.isEmpty {
                    let written = bytes.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
                    if written > 0 { bytes = bytes.dropFirst(written) } else { drain(for: 0.01) }
                }
                drain(for: 0.05)
            }
            let deadline = Date().addingTimeInterval(5)
            while process.isRunning, Date() < deadline { drain(for: 0.1) }
            if process.isRunning { process.terminate() }
            close(master)
            return shown
        #else
            return ""
        #endif
    }

    @Test func tabCompletesHistoryRecallsAndArrowsEdit() throws {
        #if canImport(Glibc)
            let left = "\u{1B}[D"
            let up = "\u{1B}[A"
            let shown = try Self.type(
                [
                    "tap \"Pu\t\r",  // Tab completes the label
                    up + "\r",  // the history gives the line again
                    "expect visble \"Pushed view\"" + String(repeating: left, count: 17) + "i\r",  // an insertion mid-line
                    "pri\t\r",  // Tab completes a step's word
                    "quit\r",
                ], file: "Examples/simple.stapel")
            #expect(shown.contains("> "), "a prompt on a terminal")
            #expect(shown.contains("[1] tap \"Push\" → pushed to pusher 1"), "\(shown)")
            #expect(shown.contains("[2] tap \"Push\" → failed"), "the recalled line ran again (the link is covered now)")
            #expect(shown.contains("[3] expect visible \"Pushed view\" → ok"))
            #expect(shown.contains("[4] print → tree"))
        #endif
    }

    /// A 20 KB line pasted at once is drawn once it is all read, not again after each of its
    /// characters (which wrote the line 20,000 times: 200 MB).
    @Test func aLongPastedLineIsDrawnOnceNotPerCharacter() throws {
        #if canImport(Glibc)
            let label = String(repeating: "x", count: 20_000)
            let shown = try Self.type(["tap \"\(label)\"\r", "quit\r"], file: "Examples/simple.stapel")
            #expect(shown.contains("cannot tap: no button or link labelled"), "the pasted line ran")
            #expect(shown.utf8.count < 2_000_000, "\(shown.utf8.count) bytes shown for a 20 KB paste")
        #endif
    }

    @Test func completionsOfferStepWordsAndLabelsInAnOpenQuote() {
        #expect(
            Repl.completions(of: "pr", labels: []) == ["print ", "present "] || Repl.completions(of: "pr", labels: []) == ["present ", "print "])
        #expect(Repl.completions(of: "tap \"Sa", labels: ["Save", "Cancel", "Saved", "Save"]) == ["tap \"Save\"", "tap \"Saved\""])
        #expect(Repl.completions(of: "tap \"Save\" x", labels: ["Save"]).isEmpty)
    }
}
