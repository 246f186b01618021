import Foundation

/// Timings of one operation: the median and the spread of the samples, in nanoseconds per
/// operation.
struct Measurement: Sendable {
    let median: Double
    let low: Double
    let high: Double

    /// The spread as ± percent of the median (half the range between the fastest and slowest
    /// sample).
    var spreadPercent: Double {
        median > 0 ? (high - low) / 2 / median * 100 : 0
    }

    init(samples: [Double]) {
        let sorted = samples.sorted()
        median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        low = sorted.first ?? 0
        high = sorted.last ?? 0
    }

    private init(median: Double, low: Double, high: Double) {
        self.median = median
        self.low = low
        self.high = high
    }

    /// The same measurement per unit (per node, per step): every figure divided by `count`,
    /// so that the spread of the samples carries over.
    func divided(by count: Double) -> Measurement {
        Measurement(median: median / count, low: low / count, high: high / count)
    }

    /// `1.23 µs`, `456 ns`, `7.8 ms`.
    static func format(nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: return String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: return String(format: "%.2f µs", nanoseconds / 1_000)
        case ..<1_000_000_000: return String(format: "%.2f ms", nanoseconds / 1_000_000)
        default: return String(format: "%.2f s", nanoseconds / 1_000_000_000)
        }
    }
}
