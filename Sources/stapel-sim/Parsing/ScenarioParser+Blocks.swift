import Pusher
import ViewTree

// MARK: - Blocks

extension ScenarioParser {
    /// One block being parsed: its lines, how far it got, what it built, and what the element
    /// owning it does with the result.
    private struct Frame {
        let lines: [SourceLine]
        var next = 0
        var built: [Element] = []
        let finish: (([Element]) -> Element)?
        /// Where in the parent's `built` the finished element goes instead of after the others:
        /// an `else` block completes the `if` before it.
        var replacing: Int?
        /// The index in `built` of an `if` on the line just read, which an `else` may complete.
        var openIf: Int?
    }

    /// The elements of the lines under `line`; at least one.
    mutating func block(of line: SourceLine, for owner: String) throws(Diagnostic) -> [Element] {
        guard !line.children.isEmpty else { throw Diagnostic(.emptyBlock(owner), at: line.location) }
        return elements(in: line.children)
    }

    /// The elements of `lines` and of every block below them, without recursion: files nest
    /// thousands of levels deep. A line in error is reported and skipped with its block.
    mutating func elements(in lines: [SourceLine]) -> [Element] {
        var frames = [Frame(lines: lines, finish: nil)]
        // The top frame is read through its index, never copied: a copy would share `built` and
        // make every append copy the whole array.
        while !frames.isEmpty {
            let top = frames.count - 1
            guard frames[top].next < frames[top].lines.count else {
                let done = frames.removeLast()
                guard let finish = done.finish else { return done.built }
                let parent = frames.count - 1
                let element = finish(done.built)
                switch done.replacing {
                case let index? where index >= 0:
                    frames[parent].built[index] = element
                case .some:
                    // The block of a header in error (or the `else` of an `if` in error): only
                    // checked.
                    checkedOnly.append(element)
                case nil:
                    frames[parent].built.append(element)
                    if case .conditional(_, _, let otherwise) = element.kind, otherwise.isEmpty {
                        frames[parent].openIf = frames[parent].built.count - 1
                    }
                }
                continue
            }
            let line = frames[top].lines[frames[top].next]
            frames[top].next += 1
            let openIf = frames[top].openIf
            frames[top].openIf = nil
            // Whether the line's block is still read when the line fails: yes when its header
            // failed (as swift-syntax treats a header it cannot read as unknown and goes on),
            // no when the line was read and has a block it may not have.
            var readsBlockOnFailure = true
            do throws(Diagnostic) {
                var cursor = try cursor(for: line)
                if cursor.take(word: "else") {
                    try elseBlock(line, &cursor, completing: openIf, in: &frames)
                    continue
                }
                // An `if` in error still owns the `else` after it: one error, not two.
                if case .word("if")? = cursor.peek?.kind { frames[top].openIf = Self.failedIf }
                let head = try self.head(&cursor, owner: line)
                try cursor.expectEnd()
                if head.takesBlock {
                    guard !line.children.isEmpty else {
                        throw Diagnostic(.emptyBlock(Self.owner(of: line)), at: line.location)
                    }
                    frames.append(Frame(lines: line.children, finish: head.make))
                } else {
                    if let child = line.children.first {
                        readsBlockOnFailure = false
                        throw Diagnostic(.unexpectedIndentation, at: child.location)
                    }
                    frames[frames.count - 1].built.append(head.make([]))
                }
            } catch {
                diagnostics.append(error)
                if readsBlockOnFailure, !line.children.isEmpty {
                    frames.append(Self.checkedOnly(line))
                }
            }
        }
        return []
    }

    /// A frame that reads the block of `line`, whose header failed, for the errors inside it:
    /// what it builds is dropped.
    private static func checkedOnly(_ line: SourceLine) -> Frame {
        var frame = Frame(lines: line.children, finish: { Element(kind: .container(.group, $0), location: line.location) })
        frame.replacing = failedIf
        return frame
    }

    /// The `openIf` of a frame whose last line was an `if` in error.
    private static let failedIf = -1

    /// `else` and its block, which complete the `if` at `openIf` in the top frame.
    private func elseBlock(_ line: SourceLine, _ cursor: inout TokenCursor, completing openIf: Int?, in frames: inout [Frame]) throws(Diagnostic) {
        try cursor.expectEnd()
        let top = frames.count - 1
        if openIf == Self.failedIf {
            frames.append(Self.checkedOnly(line))
            return
        }
        guard let openIf, case .conditional(let rule, let then, _) = frames[top].built[openIf].kind else {
            throw Diagnostic(
                .expected("\"else\" right after an \"if\" block at the same indentation", found: "\"else\" with no \"if\""), at: line.location)
        }
        guard !line.children.isEmpty else { throw Diagnostic(.emptyBlock("\"else\""), at: line.location) }
        let location = frames[top].built[openIf].location
        var frame = Frame(lines: line.children, finish: { Element(kind: .conditional(rule, then: then, otherwise: $0), location: location) })
        frame.replacing = openIf
        frames.append(frame)
    }

    /// What an empty-block message calls the line's element: its first word.
    private static func owner(of line: SourceLine) -> String {
        "\"" + (line.text.split(separator: " ").first.map(String.init) ?? "") + "\""
    }
}
