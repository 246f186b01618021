/// A table's entry for the word looked up last, kept for the next lookup: a long file repeats a
/// few first words line after line, and comparing a short word costs less than hashing it
/// (three hashes a step, about a twentieth of parsing one).
///
/// ```swift
/// var last = LastLookup<Int>()
/// last.value(for: "tap", in: ["tap": 1])  // 1, hashed
/// last.value(for: "tap", in: ["tap": 1])  // 1, compared
/// ```
struct LastLookup<Value> {
    private var word: String?
    private var value: Value?

    /// `table[word]`, looked up only when `word` is not the last word asked for.
    mutating func value(for word: String, in table: [String: Value]) -> Value? {
        if word == self.word { return value }
        self.word = word
        value = table[word]
        return value
    }
}
