import Pusher
import ViewTree

/// A problem found in a scenario, with where it is and what was expected there.
///
/// Wording lives in ``Message/text`` only; ``DiagnosticFormatter`` renders it with the source
/// line and a caret.
struct Diagnostic: Error, Hashable, Sendable, Codable {
    enum Severity: String, Sendable, Codable {
        /// The file cannot be run as written, or a step could not be carried out.
        case error
        /// An `expect` step found something else.
        case expectationFailed = "expectation failed"
    }

    enum Message: Hashable, Sendable, Codable {
        case tabInIndentation
        case inconsistentIndentation(expected: Int, found: Int)
        case unexpectedIndentation
        case unterminatedString
        case invalidEscape(String)
        case unexpectedCharacter(String)
        case expected(String, found: String)
        /// A word that is not one the place takes, with the nearest one it does, if any.
        case unknownWord(expected: String, found: String, candidates: [String])
        case unknownView(String, known: [String])
        case recursiveView(String)
        case duplicateView(String, firstLine: Int)
        case duplicateApp(firstLine: Int)
        case missingApp
        case directiveAfterSteps
        case orderingNeedsNumber(comparison: String, found: String)
        case emptyBlock(String)
        /// Input nested deeper than the parser follows: `what` and the limit.
        case tooDeep(String, limit: Int)
        /// Bytes that are not UTF-8.
        case invalidUTF8(UInt8)
        /// More steps than `--max-steps` allows: the first one past the limit.
        case tooManySteps(limit: Int)
        /// A step left more pushed screens on the top layer, or more layers, than `--max-depth`
        /// allows; the file stops there.
        case stackTooDeep(screens: Int, layers: Int, limit: Int)
        case stepFailed(String)
        case expectation(String)
    }

    let severity: Severity
    let location: SourceLocation
    let message: Message

    init(_ message: Message, at location: SourceLocation, severity: Severity = .error) {
        self.severity = severity
        self.location = location
        self.message = message
    }
}

extension Diagnostic.Message {
    /// The longest line a message prints, in characters; past it, the middle of the line is
    /// left out (see ``bounded(_:)``).
    static let longestLine = 1_000

    /// The message, in the package's one style: lower case, no final period, offending text
    /// quoted. A line longer than ``longestLine`` (a 60,000-character label, a stack of 30,000
    /// screens) keeps its start and end and says how much it left out.
    var text: String {
        Self.bounded(fullText)
    }

    /// `text` with each line of more than ``longestLine`` characters cut in the middle.
    ///
    /// - Complexity: O(characters).
    static func bounded(_ text: String) -> String {
        guard text.utf8.count > longestLine else { return text }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            let count = line.count
            guard count > longestLine else { return line }
            let head = line.prefix(longestLine * 4 / 5)
            let tail = line.suffix(longestLine / 10)
            return head + "… (\(count - head.count - tail.count) characters left out) …" + tail
        }
        return lines.joined(separator: "\n")
    }

    private var fullText: String {
        switch self {
        case .tabInIndentation:
            "tab in indentation: indent with spaces"
        case .inconsistentIndentation(let expected, let found):
            "inconsistent indentation: expected \(expected) spaces like the lines before, found \(found)"
        case .unexpectedIndentation:
            "unexpected indentation: only lines inside a block are indented"
        case .unterminatedString:
            "unterminated string: expected a closing \""
        case .invalidEscape(let escape):
            "unknown escape \"\\\(escape)\": expected \\\", \\\\, \\n or \\t"
        case .unexpectedCharacter(let character):
            "unexpected character \"\(character)\""
        case .expected(let expected, let found):
            "expected \(expected), found \(found)"
        case .unknownWord(let expected, let found, let candidates):
            "expected \(expected), found \"\(found)\"" + Suggestion.phrase(for: found, among: candidates)
        case .unknownView(let name, let known):
            "unknown view \"\(name)\""
                + (known.isEmpty ? ": no views are defined" : "; defined views: " + known.map { "\"\($0)\"" }.joined(separator: ", "))
        case .recursiveView(let name):
            "view \"\(name)\" contains itself: put the inner one behind a link or a push"
        case .duplicateView(let name, let firstLine):
            "view \"\(name)\" is already defined at line \(firstLine)"
        case .duplicateApp(let firstLine):
            "second app block: the app is already declared at line \(firstLine)"
        case .missingApp:
            "expected an app block, found none"
        case .directiveAfterSteps:
            "directives and declarations (route, invariant, state, binding, on) come before the first step"
        case .orderingNeedsNumber(let comparison, let found):
            "expected a number after \"\(comparison)\", found \(found)"
        case .emptyBlock(let what):
            "expected an indented block under \(what), found none"
        case .tooDeep(let what, let limit):
            "\(what) nested more than \(limit) levels deep: the parser stops there, far above any real scenario"
        case .invalidUTF8(let byte):
            String(format: "invalid UTF-8: byte 0x%02X; a scenario is UTF-8 text", byte)
        case .tooManySteps(let limit):
            "more than \(limit) steps: --max-steps \(limit) allows no more (raise it to run the file)"
        case .stackTooDeep(let screens, let layers, let limit):
            (screens > limit ? "\(screens) pushed screens on the top layer" : "\(layers) layers")
                + ", more than --max-depth \(limit) allows: the rest of the file is skipped"
        case .stepFailed(let reason):
            reason
        case .expectation(let reason):
            reason
        }
    }
}
