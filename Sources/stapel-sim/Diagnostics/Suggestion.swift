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

    /// The Levenshtein distance of `a` and `b`, or `limit + 1` once it must exceed `limit`.
    ///
    /// Only the band of cells within `limit` of the diagonal can hold a distance of at most
    /// `limit`, so only those are computed: a 60,000-character label is compared with another
    /// in linear time, not in 3.6 billion steps.
    ///
    /// - Complexity: O((a.count + b.count) × limit).
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        let beyond = limit + 1
        guard abs(a.count - b.count) <= limit else { return beyond }
        // previous[j]: the distance of a[..<i-1] and b[..<j]; cells outside the band hold `beyond`.
        var previous = Array(repeating: beyond, count: b.count + 1)
        for j in 0...min(b.count, limit) { previous[j] = j }
        var current = previous
        for (offset, left) in a.enumerated() {
            let i = offset + 1
            let low = max(1, i - limit)
            let high = min(b.count, i + limit)
            current[low - 1] = low == 1 && i <= limit ? i : beyond
            var smallest = current[low - 1]
            if low <= high {
                for j in low...high {
                    let cell = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (left == b[j - 1] ? 0 : 1), beyond)
                    current[j] = cell
                    smallest = min(smallest, cell)
                }
            }
            // The next row reads one cell further right: it lies outside this row's band.
            if high + 1 <= b.count { current[high + 1] = beyond }
            guard smallest <= limit else { return beyond }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// `; did you mean "text"?`, or nothing.
    static func phrase(for word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
    }
}
