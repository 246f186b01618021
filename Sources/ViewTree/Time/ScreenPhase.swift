/// Where a screen or layer is in a running transition.
public enum ScreenPhase: String, Sendable, Hashable, Codable, CustomStringConvertible {
    /// It becomes the visible one as the transition runs.
    case entering
    /// It was the visible one; a screen taken out of the navigation stays mounted until the end.
    case leaving

    public var description: String { rawValue }
}
