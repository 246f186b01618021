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
/// - Complexity: O(lines) for the common ends, plus O(old × new) of the lines between, at most
///   ``largestComparison``.
struct LineDiff: CustomStringConvertible {
    /// What makes an old line the same as a new one.
    enum Matching {
        /// The same characters.
        case lines
        /// The same tree node: the same depth and the same text after the branch drawing.
        case nodes
    }

    let expected: String
    let actual: String
    var matching = Matching.lines

    /// The most line pairs compared between the common ends.
    static let largestComparison = 4_000_000

    enum Change: Equatable {
        case same, removed, added
    }

    struct Line: Equatable {
        let change: Change
        let text: Substring
    }

    /// Every line, old and new, in order.
    var lines: [Line] {
        let old = Self.lines(of: expected)
        let new = Self.lines(of: actual)
        let oldKeys = old.map { Key($0, matching) }
        let newKeys = new.map { Key($0, matching) }
        var prefix = 0
        while prefix < old.count, prefix < new.count, oldKeys[prefix] == newKeys[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, oldKeys[old.count - 1 - suffix] == newKeys[new.count - 1 - suffix] {
            suffix += 1
        }
        let a = prefix..<(old.count - suffix)
        let b = prefix..<(new.count - suffix)
        var lines = new[..<prefix].map { Line(change: .same, text: $0) }
        if a.count * b.count > Self.largestComparison {
            lines += old[a].map { Line(change: .removed, text: $0) } + new[b].map { Line(change: .added, text: $0) }
        } else {
            lines += Self.commonSubsequence(old[a], oldKeys[a], new[b], newKeys[b])
        }
        return lines + new[(new.count - suffix)...].map { Line(change: .same, text: $0) }
    }

    /// What a line is compared by.
    private struct Key: Equatable {
        /// The number of branch-drawing characters before the text, when matching nodes.
        let drawing: Int
        let text: Substring

        init(_ line: Substring, _ matching: Matching) {
            guard matching == .nodes else {
                (drawing, text) = (0, line)
                return
            }
            // Box drawing is three bytes from E2 94 xx; ASCII drawing is `|`, `` ` ``, `-` and
            // spaces. A node's text starts with its kind's name, never with one of these.
            let bytes = line.utf8
            var index = bytes.startIndex
            var drawing = 0
            while index != bytes.endIndex {
                let byte = bytes[index]
                if byte == 0xE2 {
                    let next = bytes.index(after: index)
                    guard next != bytes.endIndex, bytes[next] == 0x94 else { break }
                    index = bytes.index(index, offsetBy: 3, limitedBy: bytes.endIndex) ?? bytes.endIndex
                } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "|") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "-") {
                    index = bytes.index(after: index)
                } else {
                    break
                }
                drawing += 1
            }
            self.drawing = drawing
            self.text = line[index...]
        }
    }

    var description: String {
        lines.map { Self.prefix($0.change) + $0.text }.joined(separator: "\n")
    }

    /// Only the changed lines, each with up to `context` unchanged lines around it; `…` stands
    /// for the unchanged lines left out. Empty when nothing changed.
    func hunks(context: Int) -> String {
        let lines = self.lines
        let changed = lines.indices.filter { lines[$0].change != .same }
        guard !changed.isEmpty else { return "" }
        var shown = Set<Int>()
        for index in changed {
            for near in max(0, index - context)...min(lines.count - 1, index + context) { shown.insert(near) }
        }
        var output: [String] = []
        var previous = -1
        for index in shown.sorted() {
            if index > previous + 1 { output.append("  …") }
            output.append(Self.prefix(lines[index].change) + lines[index].text)
            previous = index
        }
        if previous < lines.count - 1 { output.append("  …") }
        return output.joined(separator: "\n")
    }

    private static func prefix(_ change: Change) -> String {
        switch change {
        case .same: "  "
        case .removed: "- "
        case .added: "+ "
        }
    }

    /// Split on bytes: by `Character`, grapheme breaking over every box-drawing character of
    /// both trees cost more than the comparison (printed trees escape `\r`, so a `\n` byte
    /// always ends a line).
    private static func lines(of text: String) -> [Substring] {
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Substring.init)
        return Array(lines.dropLast(text.utf8.last == UInt8(ascii: "\n") ? 1 : 0))
    }

    /// The lines of `a` and `b` by the longest common subsequence of their keys; a line in both
    /// is shown as it is in `b`.
    private static func commonSubsequence(_ a: ArraySlice<Substring>, _ aKeys: ArraySlice<Key>, _ b: ArraySlice<Substring>, _ bKeys: ArraySlice<Key>)
        -> [Line]
    {
        let a = Array(a)
        let aKeys = Array(aKeys)
        let b = Array(b)
        let bKeys = Array(bKeys)
        // common[i][j]: the length of the longest common subsequence of a[i...] and b[j...].
        var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                common[i][j] = aKeys[i] == bKeys[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [Line] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, aKeys[i] == bKeys[j] {
                lines.append(Line(change: .same, text: b[j]))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || common[i + 1][j] >= common[i][j + 1] {
                lines.append(Line(change: .removed, text: a[i]))
                i += 1
            } else {
                lines.append(Line(change: .added, text: b[j]))
                j += 1
            }
        }
        return lines
    }
}
