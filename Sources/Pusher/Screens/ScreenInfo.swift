/// A pushed screen of the top layer, as ``AnyStack/screens`` lists them.
public struct ScreenInfo: Sendable, Hashable, CustomStringConvertible {
    /// How many screens are pushed up to and including this one: 1 for the first pushed screen
    /// (the root screen, which is not listed, has depth 0).
    public let depth: Int
    /// The id it was pushed with, if any.
    public let id: ScreenID?
    /// The pusher that shows it.
    public let pusher: PusherInfo

    /// `"detail"` for a screen with an id, `screen 2` without.
    public var description: String {
        id?.description ?? "screen \(depth)"
    }
}
