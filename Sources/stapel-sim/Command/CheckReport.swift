import Foundation
import ViewTree

/// What `check` found, file by file, and how each format prints it: text as it goes, JSON one
/// object per line, JUnit XML and GitHub annotations for CI systems.
struct CheckReport {
    /// One expectation, or a step that could not be carried out, or a file that did not parse.
    struct Result: Codable {
        enum Kind: String, Codable {
            case expectation
            case step
            case parse
        }

        let kind: Kind
        let location: SourceLocation
        /// The step as written; for a parse error, nothing.
        let step: String?
        /// Why it failed; `nil` when it passed.
        let failure: Diagnostic?
    }

    /// One file: its name, how many of its results passed and failed, and the results
    /// themselves in order when JUnit prints them (a worker of `check --jobs` sends what it
    /// keeps, and 300 steps of results took longer to send than to check).
    struct File: Codable {
        let name: String
        var results: [Result] = []
        var parsed = true
        var passed = 0
        var failed = 0
        /// `expect tree` blocks that `--record` wrote into the file: neither passed nor failed.
        var recorded = 0

        init(name: String) {
            self.name = name
        }

        /// Counts `result`, and keeps it too when `keepingIt`.
        mutating func add(_ result: Result, keepingIt: Bool) {
            if result.failure == nil { passed += 1 } else { failed += 1 }
            if keepingIt { results.append(result) }
        }
    }

    var files: [File] = []

    var passed: Int { files.reduce(0) { $0 + $1.passed } }
    /// Failed expectations and steps, and one per file that did not parse.
    var failed: Int { files.reduce(0) { $0 + ($1.parsed ? $1.failed : 1) } }
    var unparsable: Int { files.count { !$0.parsed } }
    var recorded: Int { files.reduce(0) { $0 + $1.recorded } }

    /// `330 passed, 34 failed (21 files did not parse)`.
    var summary: String {
        let unparsable = unparsable
        let note = unparsable == 0 ? "" : " (\(Wording.counted(unparsable, "file")) did not parse)"
        let recorded = recorded
        let trees = recorded == 0 ? "" : ", \(Wording.counted(recorded, "tree")) recorded"
        return "\(passed) passed, \(failed) failed" + trees + note
    }

    // MARK: JSON

    /// One object per result: `{"column":…,"file":…,"kind":…,"line":…,"message":…,"passed":…,"step":…}`.
    static func json(_ result: Result) -> String {
        let fields: [(String, String)] = [
            ("column", String(result.location.column)),
            ("file", json(result.location.file)),
            ("kind", json(result.kind.rawValue)),
            ("line", String(result.location.line)),
            ("message", result.failure.map { json($0.message.text) } ?? "null"),
            ("passed", result.failure == nil ? "true" : "false"),
            ("step", result.step.map(json) ?? "null"),
        ]
        return "{" + fields.map { "\(json($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    /// The last line of `--format json`: `{"failed":…,"passed":…,"unparsable":…}`, and
    /// `"recorded":…` when `--record` wrote trees.
    var jsonSummary: String {
        let recorded = recorded
        return "{\"failed\":\(failed),\"passed\":\(passed)" + (recorded > 0 ? ",\"recorded\":\(recorded)" : "") + ",\"unparsable\":\(unparsable)}"
    }

    private static func json(_ string: String) -> String {
        Quoting.quoted(string, style: .json)
    }

    // MARK: JUnit

    /// JUnit XML: one testsuite per file, one testcase per expectation or failed step (a file
    /// that did not parse is one failed testcase per error).
    var junit: String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let tests = files.reduce(0) { $0 + $1.results.count }
        let failures = files.reduce(0) { $0 + $1.results.count { $0.failure != nil } }
        xml += "<testsuites name=\"stapel-sim check\" tests=\"\(tests)\" failures=\"\(failures)\">\n"
        for file in files {
            let failures = file.results.count { $0.failure != nil }
            xml += "  <testsuite name=\"\(Self.xml(file.name))\" tests=\"\(file.results.count)\" failures=\"\(failures)\">\n"
            for result in file.results {
                let name = result.step.map { "line \(result.location.line): \($0)" } ?? "parse: line \(result.location.line)"
                xml +=
                    "    <testcase classname=\"\(Self.xml(file.name))\" name=\"\(Self.xml(name))\" file=\"\(Self.xml(file.name))\" line=\"\(result.location.line)\""
                guard let failure = result.failure else {
                    xml += "/>\n"
                    continue
                }
                let message = "\(failure.location): \(failure.message.text)"
                xml +=
                    ">\n      <failure message=\"\(Self.xml(failure.message.text))\" type=\"\(result.kind.rawValue)\">\(Self.xml(message))</failure>\n    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>"
    }

    /// `text` with XML's five special characters escaped, and control characters other than tab
    /// and newline (which XML 1.0 cannot hold) written as `?`.
    static func xml(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t", "\n": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20: escaped += "?"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    // MARK: GitHub

    /// `::error file=F,line=L,col=C::message` for a failure, escaped as GitHub's workflow
    /// commands require.
    static func github(_ failure: Diagnostic) -> String {
        let location = failure.location
        return "::error file=\(property(location.file)),line=\(location.line),col=\(location.column)::\(data(failure.message.text))"
    }

    private static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
