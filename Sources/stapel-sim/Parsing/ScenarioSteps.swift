import Pusher
import ViewTree

/// A scenario's steps, in order.
///
/// A step read from a file is kept as where it is written, 16 bytes, and read again from the
/// file's text (which the scenario keeps anyway) each time it is asked for: a parsed step as a
/// value takes 100 to 400 bytes, its action's elements boxed, so a file of a million steps held
/// 340 MB of them before it ran. A step is asked for once per run, and reading a line again
/// costs well under a step's running. Steps made in code (the REPL's, the tests') are kept as
/// values.
///
/// ```swift
/// let scenario = try ScenarioParser.parse(text, file: "app.stapel")
/// for step in scenario.steps { _ = runner.run(step) }   // each step read as it runs
/// ```
///
/// - Complexity: the subscript reads the step's line and its block: O(its length).
struct ScenarioSteps: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    /// Where a step is written: the start of its line in the text (a UTF-8 offset), and the
    /// line's number.
    private struct Place: Sendable {
        let start: Int
        let line: UInt32
    }

    /// What reading a written step again needs besides its place.
    private struct Text: Sendable {
        let text: String
        let file: String
        /// The profile's default presentation when the steps were read (directives come
        /// before the steps, so it is the same for all of them).
        var defaultPresentation: PresentationStyle?
    }

    private var places: [Place] = []
    private var values: [Step] = []
    /// Set when the steps are written in `text`; `nil` when they are values.
    private var written: Text?

    /// The steps as values.
    init(_ steps: [Step] = []) {
        values = steps
    }

    init(arrayLiteral steps: Step...) {
        self.init(steps)
    }

    /// Steps to be read from `text`, the whole file named `file`, as ``append(writtenAt:line:defaultPresentation:)``
    /// places them.
    init(writtenIn text: String, file: String) {
        written = Text(text: text, file: file)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { written == nil ? values.count : places.count }

    subscript(position: Int) -> Step {
        guard let written else { return values[position] }
        let place = places[position]
        return ScenarioParser.step(
            writtenIn: written.text, at: place.start, line: Int(place.line), file: written.file,
            defaultPresentation: written.defaultPresentation)
    }

    /// Keeps the place of a step the parser has just read (which parsed, so it parses again):
    /// the top-level line starting at `start` of the text, numbered `line`.
    mutating func append(writtenAt start: Int, line: Int, defaultPresentation: PresentationStyle?) {
        precondition(written != nil, "steps made as values take no places")
        written?.defaultPresentation = defaultPresentation
        places.append(Place(start: start, line: UInt32(clamping: line)))
    }

    mutating func reserveCapacity(_ count: Int) {
        if written == nil { values.reserveCapacity(count) } else { places.reserveCapacity(count) }
    }

    /// Drops the last step and returns it.
    @discardableResult
    mutating func removeLast() -> Step {
        let last = self[endIndex - 1]
        if written == nil { values.removeLast() } else { places.removeLast() }
        return last
    }

    /// The index of the step written on `line`, if one is: a binary search, for the places are
    /// in the file's order.
    func index(ofStepOnLine line: Int) -> Int? {
        guard written != nil else { return values.firstIndex { $0.location.line == line } }
        var (low, high) = (0, places.count)
        while low < high {
            let middle = (low + high) / 2
            if Int(places[middle].line) < line { low = middle + 1 } else { high = middle }
        }
        return low < places.count && Int(places[low].line) == line ? low : nil
    }
}
