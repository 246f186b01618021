/// "Did you mean …": the known word nearest a mistyped one, by edit distance, as swift-syntax's
/// diagnostics and SwiftPM suggest.
enum Suggestion {
    /// The candidate closest to `word`, if one is close enough to be a typo: at most two edits
    /// away (one for words of up to three letters), ignoring case; the first of equals wins.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased())
        let limit = typed.count <= 3 ? 1 : 2
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(typed, Array(candidate.lowercased()), limit: limit)
            guard distance <= limit else { continue }
            if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The Levenshtein distance of `a` and `b`, or a number above `limit` once it must exceed
    /// it.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, right) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            guard current.min() ?? 0 <= limit else { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }

    /// `; did you mean "text"?`, or nothing.
    static func phrase(for word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
    }
}
