/// Small pieces of the wording every message of the package shares.
package enum Wording {
    /// `1 screen`, `3 screens`: a count and its noun, which takes an `s` unless the count is one.
    package static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
