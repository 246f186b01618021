/// A line diff for golden trees: unchanged lines with two spaces, expected-only lines with `-`,
/// found-only lines with `+`. Longest common subsequence; golden trees are small.
///
/// - Complexity: O(expected lines × found lines).
struct LineDiff: CustomStringConvertible {
    let expected: String
    let actual: String

    var description: String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).dropLast(expected.hasSuffix("\n") ? 1 : 0)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).dropLast(actual.hasSuffix("\n") ? 1 : 0)
        let a = Array(old), b = Array(new)
        // common[i][j]: the length of the longest common subsequence of a[i...] and b[j...].
        var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                lines.append("  " + a[i])
                i += 1
                j += 1
            } else if i < a.count, j == b.count || common[i + 1][j] >= common[i][j + 1] {
                lines.append("- " + a[i])
                i += 1
            } else {
                lines.append("+ " + b[j])
                j += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
