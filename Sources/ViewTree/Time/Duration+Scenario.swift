extension Duration {
    /// The duration as scenarios write it, in seconds with no trailing zeros: `0.55s`, `2s`,
    /// `0.001s`; exact to the nanosecond, so the same duration always prints the same.
    public var scenarioDescription: String {
        let (seconds, attoseconds) = components
        let negative = seconds < 0 || attoseconds < 0
        let wholeSeconds = seconds.magnitude
        var nanoseconds = attoseconds.magnitude / 1_000_000_000
        if nanoseconds == 0 {
            return (negative ? "-" : "") + "\(wholeSeconds)s"
        }
        var digits = 9
        while nanoseconds % 10 == 0 {
            nanoseconds /= 10
            digits -= 1
        }
        let fraction = String(nanoseconds)
        let padded = String(repeating: "0", count: digits - fraction.count) + fraction
        return (negative ? "-" : "") + "\(wholeSeconds).\(padded)s"
    }
}
