/// How a change of the visible screen moves: a duration on the host's ``VirtualClock`` and an
/// easing.
///
/// ```swift
/// let slide = Transition(.milliseconds(200), .easeOut)
/// print(slide)   // 0.2s ease-out
/// ```
///
/// While a transition runs, the screen that leaves and the one that enters are both mounted,
/// each printed with its phase and progress (`[screen 1, entering 40%]`); the entering screen's
/// `onDidAppear` runs when it ends.
public struct Transition: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How long it runs; zero means no transition.
    public var duration: Duration
    /// How its progress follows its time.
    public var easing: Easing

    /// A transition of `duration` with `easing` (ease-out by default, as SwiftUI's).
    public init(_ duration: Duration, _ easing: Easing = .easeOut) {
        self.duration = max(duration, .zero)
        self.easing = easing
    }

    /// A transition of `seconds`.
    public static func seconds(_ seconds: Double, _ easing: Easing = .easeOut) -> Transition {
        Transition(.milliseconds(Int64((seconds * 1000).rounded())), easing)
    }

    /// Whether it takes any time.
    public var isAnimated: Bool {
        duration > .zero
    }

    /// The progress, from 0 to 1, after `elapsed` of it.
    public func progress(after elapsed: Duration) -> Double {
        guard isAnimated else { return 1 }
        return easing.progress(at: elapsed / duration)
    }

    /// `0.2s ease-out`.
    public var description: String {
        "\(duration.scenarioDescription) \(easing)"
    }
}
