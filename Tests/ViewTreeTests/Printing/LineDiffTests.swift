import Testing

@testable import ViewTree

@Suite struct LineDiffTests {
    @Test func nodesMatchByDepthAndTextWhateverTheirBranches() {
        let old = "Root\n└─ A\n   └─ B\n"
        let new = "Root\n├─ A\n│  └─ B\n└─ C\n"
        #expect(LineDiff(expected: old, actual: new, matching: .nodes).description == "  Root\n  ├─ A\n  │  └─ B\n+ └─ C")
        #expect(LineDiff(expected: old, actual: new).lines.filter { $0.change == .same }.map(\.text) == ["Root"])
        #expect(LineDiff(expected: "Root\n└─ A\n", actual: "Root\n   └─ A\n", matching: .nodes).lines.map(\.change) == [.same, .removed, .added])
    }

    @Test func hunksKeepTwoLinesOfContextAndElideTheRest() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(LineDiff(expected: old, actual: new).hunks(context: 2) == "  …\n  line 3\n  line 4\n- line 5\n+ line five\n  line 6\n  line 7\n  …")
        #expect(LineDiff(expected: old, actual: old).hunks(context: 2).isEmpty)
    }

    @Test func aDiffTooLargeToCompareShowsTheMiddleRemovedAndAdded() {
        let count = Int(Double(LineDiff.largestComparison).squareRoot()) + 2
        let old = (0..<count).map { "a\($0)" }.joined(separator: "\n")
        let new = (0..<count).map { "b\($0)" }.joined(separator: "\n")
        let lines = LineDiff(expected: old, actual: new).lines
        #expect(lines.count == 2 * count)
        #expect(lines.prefix(count).allSatisfy { $0.change == .removed } && lines.suffix(count).allSatisfy { $0.change == .added })
    }

    /// Random edits of random texts: the removed and same lines are the old text, the added and
    /// same lines the new one, and the hunks show every changed line, whatever the common ends.
    @Test(arguments: 0..<40) func aDiffIsAnEditScriptOfTheTwoTexts(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let words = ["a", "b", "c", "├─ a", "└─ a", "│  └─ b"]
        let old = (0..<Int.random(in: 0...30, using: &random)).map { _ in words.randomElement(using: &random)! }
        var new = old
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            if Bool.random(using: &random) || new.isEmpty {
                new.insert(words.randomElement(using: &random)!, at: Int.random(in: 0...new.count, using: &random))
            } else {
                new.remove(at: Int.random(in: 0..<new.count, using: &random))
            }
        }
        let diff = LineDiff(expected: old.joined(separator: "\n") + "\n", actual: new.joined(separator: "\n") + "\n")
        let lines = diff.lines
        #expect(lines.filter { $0.change != .added }.map(\.text) == (old.isEmpty ? [""] : old))
        #expect(lines.filter { $0.change != .removed }.map(\.text) == (new.isEmpty ? [""] : new))
        let shown = diff.hunks(context: 1).split(separator: "\n").filter { $0.hasPrefix("-") || $0.hasPrefix("+") }
        #expect(shown.map(String.init) == lines.filter { $0.change != .same }.map { ($0.change == .removed ? "- " : "+ ") + $0.text })
    }
}
