/// How a transition's progress follows its time: the curve's name and the progress it gives at
/// each fraction of the duration.
///
/// ```swift
/// Easing.easeOut.progress(at: 0.5)   // 0.75
/// Easing("spring").progress(at: 0.5) // 0.5: a name the simulator does not know runs linearly
/// ```
public struct Easing: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The curve's name as scenarios write it: `linear`, `ease-in`, `ease-out`, `ease-in-out`,
    /// or any other name.
    public let name: String

    /// An easing named `name`; a name other than the four known ones progresses linearly.
    public init(_ name: String) {
        self.name = name
    }

    /// Progress equal to the fraction of time.
    public static let linear = Easing("linear")
    /// Slow, then fast.
    public static let easeIn = Easing("ease-in")
    /// Fast, then slow: SwiftUI's and swiftui-navigation-stack's default.
    public static let easeOut = Easing("ease-out")
    /// Slow, fast, slow.
    public static let easeInOut = Easing("ease-in-out")

    /// The progress, from 0 to 1, at `fraction` (0 to 1, clamped) of the duration: quadratic
    /// curves, so that the printed percentages are easy to check by hand.
    public func progress(at fraction: Double) -> Double {
        let t = min(max(fraction, 0), 1)
        switch name {
        case Self.easeIn.name: return t * t
        case Self.easeOut.name: return 1 - (1 - t) * (1 - t)
        case Self.easeInOut.name: return t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t)
        default: return t
        }
    }

    public var description: String { name }

    public init(from decoder: any Decoder) throws {
        name = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
