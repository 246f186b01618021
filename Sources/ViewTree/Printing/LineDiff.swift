import Foundation

/// A line diff: unchanged lines with two spaces, expected-only (old) lines with `-`, found-only
/// (new) lines with `+`.
///
/// The common first and last lines are set aside first; the longest common subsequence is
/// taken only of what lies between, and when that is too large to compare line by line, the
/// old lines are shown removed and the new ones added.
///
/// Two printed trees are best compared by ``Matching/nodes``: adding a sibling redraws the
/// branches of the nodes before it (`└─` becomes `├─`) without changing them, so a line
/// matches when its node's depth and content match, and is shown as it is drawn now.
///
/// The common ends are found on the bytes, a line compared by `memcmp` before its drawing is
/// looked at, and ``hunks(context:)`` makes text only of the lines it shows. (`stapel-sim run`
/// no longer diffs whole trees: a host says what changed since its last print, ``PrintedTree``,
/// and diffs only the lines that changed with this.)
///
/// - Complexity: O(bytes) for the common ends, plus O(old × new) of the lines between, at most
///   ``largestComparison``.
package struct LineDiff: CustomStringConvertible {
    /// What makes an old line the same as a new one.
    package enum Matching {
        /// The same characters.
        case lines
        /// The same tree node: the same depth and the same text after the branch drawing.
        case nodes
    }

    package let expected: String
    package let actual: String
    package var matching = Matching.lines

    package init(expected: String, actual: String, matching: Matching = .lines) {
        self.expected = expected
        self.actual = actual
        self.matching = matching
    }

    /// The most line pairs compared between the common ends.
    package static let largestComparison = 4_000_000

    package typealias Change = TreeChanges.Change
    package typealias Line = TreeChanges.Line

    /// Every line, old and new, in order.
    package var lines: [Line] {
        withScript { script in (0..<script.count).map(script.line(at:)) }
    }

    package var description: String {
        lines.map(\.description).joined(separator: "\n")
    }

    /// Only the changed lines, each with up to `context` unchanged lines around it; `…` stands
    /// for the unchanged lines left out. Empty when nothing changed.
    ///
    /// - Complexity: O(bytes) to align the texts, then O(lines shown).
    package func hunks(context: Int) -> String {
        changes(context: context).description
    }

    /// The changed lines, each with up to `context` unchanged lines around it.
    package func changes(context: Int) -> TreeChanges {
        withScript { script in
            TreeChanges(count: script.count, changed: script.changedIndices, context: context, line: script.line(at:))
        }
    }

    /// Runs `body` with the script of the two texts, read in place.
    private func withScript<Result>(_ body: (Script) -> Result) -> Result {
        var expected = self.expected
        var actual = self.actual
        return expected.withUTF8 { old in
            actual.withUTF8 { new in body(Script(old: old, new: new, matching: matching)) }
        }
    }
}

extension LineDiff {
    /// The two texts as bytes and lines, aligned: the common first lines, the edit script of
    /// the lines between, the common last lines.
    private struct Script {
        let old: UnsafeBufferPointer<UInt8>
        let new: UnsafeBufferPointer<UInt8>
        let oldLines: [Range<Int>]
        let newLines: [Range<Int>]
        let matching: Matching
        /// The number of common first lines and common last lines.
        private(set) var prefix = 0
        private(set) var suffix = 0
        /// The lines between: each change with its line (old for a removal, new otherwise).
        private(set) var middle: [(change: Change, line: Int)] = []

        init(old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>, matching: Matching) {
            self.old = old
            self.new = new
            oldLines = Self.lines(of: old)
            newLines = Self.lines(of: new)
            self.matching = matching
            let firstDifference = Self.commonPrefixLength(old, new)
            while prefix < oldLines.count, prefix < newLines.count,
                oldLines[prefix].upperBound < firstDifference && newLines[prefix].upperBound < firstDifference || same(prefix, prefix)
            {
                prefix += 1
            }
            while suffix < oldLines.count - prefix, suffix < newLines.count - prefix,
                same(oldLines.count - 1 - suffix, newLines.count - 1 - suffix)
            {
                suffix += 1
            }
            let a = prefix..<(oldLines.count - suffix)
            let b = prefix..<(newLines.count - suffix)
            if a.count * b.count > LineDiff.largestComparison {
                middle = a.map { (.removed, $0) } + b.map { (.added, $0) }
            } else {
                middle = commonSubsequence(a, b)
            }
        }

        var count: Int { prefix + middle.count + suffix }

        /// The positions of the removed and added lines, in order.
        var changedIndices: [Int] {
            middle.indices.compactMap { middle[$0].change == .same ? nil : prefix + $0 }
        }

        func line(at index: Int) -> Line {
            if index < prefix { return Line(change: .same, text: text(newLines[index], in: new)) }
            if index < prefix + middle.count {
                let (change, line) = middle[index - prefix]
                return change == .removed
                    ? Line(change: change, text: text(oldLines[line], in: old)) : Line(change: change, text: text(newLines[line], in: new))
            }
            return Line(change: .same, text: text(newLines[newLines.count - (count - index)], in: new))
        }

        private func text(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }

        /// Whether old line `i` is the same as new line `j`: the same bytes, or, matching nodes,
        /// the same depth and text after the drawing.
        private func same(_ i: Int, _ j: Int) -> Bool {
            let a = oldLines[i]
            let b = newLines[j]
            if a.count == b.count, Self.equal(old, a, new, b) { return true }
            guard matching == .nodes else { return false }
            let (aDrawing, aText) = Self.node(a, in: old)
            let (bDrawing, bText) = Self.node(b, in: new)
            return aDrawing == bDrawing && aText.count == bText.count && Self.equal(old, aText, new, bText)
        }

        /// The lines of `a` and `b` by the longest common subsequence; a line in both is shown as
        /// it is in `b`.
        private func commonSubsequence(_ a: Range<Int>, _ b: Range<Int>) -> [(change: Change, line: Int)] {
            let width = b.count + 1
            // common[i * width + j]: the length of the longest common subsequence of the old
            // lines from a.lowerBound + i and the new ones from b.lowerBound + j.
            var common = [Int32](repeating: 0, count: (a.count + 1) * width)
            for i in stride(from: a.count - 1, through: 0, by: -1) {
                for j in stride(from: b.count - 1, through: 0, by: -1) {
                    common[i * width + j] =
                        same(a.lowerBound + i, b.lowerBound + j)
                        ? common[(i + 1) * width + j + 1] + 1 : max(common[(i + 1) * width + j], common[i * width + j + 1])
                }
            }
            var script: [(change: Change, line: Int)] = []
            var i = 0
            var j = 0
            while i < a.count || j < b.count {
                if i < a.count, j < b.count, same(a.lowerBound + i, b.lowerBound + j) {
                    script.append((.same, b.lowerBound + j))
                    i += 1
                    j += 1
                } else if i < a.count, j == b.count || common[(i + 1) * width + j] >= common[i * width + j + 1] {
                    script.append((.removed, a.lowerBound + i))
                    i += 1
                } else {
                    script.append((.added, b.lowerBound + j))
                    j += 1
                }
            }
            return script
        }

        /// The byte ranges of the lines, without their `\n`; a final `\n` ends the last line
        /// rather than starting an empty one. Split on bytes: printed trees escape `\r`, so a
        /// `\n` byte always ends a line.
        private static func lines(of bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
            guard let base = bytes.baseAddress else { return [0..<0] }
            var lines: [Range<Int>] = []
            var start = 0
            while let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) {
                let end = UnsafeRawPointer(base).distance(to: found)
                lines.append(start..<end)
                start = end + 1
            }
            if start < bytes.count { lines.append(start..<bytes.count) }
            return lines.isEmpty ? [0..<0] : lines
        }

        /// The number of bytes at the start of `a` and `b` that are the same, a page at a time.
        private static func commonPrefixLength(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
            let length = min(a.count, b.count)
            guard let aBase = a.baseAddress, let bBase = b.baseAddress else { return 0 }
            var common = 0
            while common + 4_096 <= length, memcmp(aBase + common, bBase + common, 4_096) == 0 { common += 4_096 }
            while common < length, aBase[common] == bBase[common] { common += 1 }
            return common
        }

        /// Whether the bytes of `aRange` in `a` are those of `bRange` in `b`, ranges of one length.
        private static func equal(_ a: UnsafeBufferPointer<UInt8>, _ aRange: Range<Int>, _ b: UnsafeBufferPointer<UInt8>, _ bRange: Range<Int>)
            -> Bool
        {
            aRange.isEmpty || memcmp(a.baseAddress! + aRange.lowerBound, b.baseAddress! + bRange.lowerBound, aRange.count) == 0
        }

        /// A printed node's line: the number of branch-drawing characters before its text, and
        /// the text. Box drawing is three bytes from E2 94 xx; ASCII drawing is `|`, `` ` ``,
        /// `-` and spaces. A node's text starts with its kind's name, never with one of these.
        private static func node(_ line: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> (drawing: Int, text: Range<Int>) {
            var index = line.lowerBound
            var drawing = 0
            while index < line.upperBound {
                let byte = bytes[index]
                if byte == 0xE2 {
                    guard index + 1 < line.upperBound, bytes[index + 1] == 0x94 else { break }
                    index = min(index + 3, line.upperBound)
                } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "|") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "-") {
                    index += 1
                } else {
                    break
                }
                drawing += 1
            }
            return (drawing, index..<line.upperBound)
        }
    }
}
