import Testing

@testable import stapel_sim

/// A scenario written with `⟨⟩` where an error must point: the source without the marker, and
/// the 1-based line and column of the marker.
struct MarkedSource {
    let text: String
    let line: Int
    let column: Int

    init(_ marked: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var line = 1
        var column = 1
        var found: (Int, Int)?
        var text = ""
        var rest = Substring(marked)
        while let scalar = rest.unicodeScalars.first {
            if rest.hasPrefix("⟨⟩") {
                found = (line, column)
                rest = rest.dropFirst(2)
                continue
            }
            text.unicodeScalars.append(scalar)
            rest = Substring(rest.unicodeScalars.dropFirst())
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.text = text
        (self.line, self.column) = found ?? (0, 0)
        #expect(found != nil, "the source has no ⟨⟩ marker", sourceLocation: sourceLocation)
    }
}

/// The diagnostics of parsing `source`, or none when it parses.
func parseErrors(_ source: String, stepLimit: Int = .max) -> [Diagnostic] {
    do {
        _ = try ScenarioParser.parse(source, file: "test.stapel", stepLimit: stepLimit)
        return []
    } catch {
        return error.diagnostics
    }
}

/// Expects exactly one error, at the marker, with `message` (or ending with it, when
/// `contains`).
func expectError(_ marked: String, _ message: String, contains: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let source = MarkedSource(marked, sourceLocation: sourceLocation)
    let errors = parseErrors(source.text)
    #expect(errors.count == 1, "\(errors.map(\.message.text))", sourceLocation: sourceLocation)
    guard let error = errors.first else { return }
    if contains {
        #expect(error.message.text.hasSuffix(message), "\(error.message.text)", sourceLocation: sourceLocation)
    } else {
        #expect(error.message.text == message, sourceLocation: sourceLocation)
    }
    #expect(
        error.location.line == source.line && error.location.column == source.column,
        "at \(error.location.line):\(error.location.column), expected \(source.line):\(source.column)",
        sourceLocation: sourceLocation)
}
