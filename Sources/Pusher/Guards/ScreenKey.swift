import ViewTree

/// One screen of a ``Stack``, as the views on it know it: the pusher that shows it and which of
/// that pusher's pushes it is. A screen pushed again is a new screen with a new key.
///
/// A view reads its screen's key from the environment (`@Environment(\.screenKey)`) to keep a
/// context on that screen (``Stack/setContext(_:of:)``), which its leave guards read.
public struct ScreenKey: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The pusher that shows the screen; for a layer's root screen, the layer's root pusher.
    public let pusher: PusherID
    /// Which push of `pusher` the screen is (from 1); 0 for the layer's declared root screen,
    /// and `-n` for the root screen that the `n`th ``NavigationRequest/replaceRoot(_:)``
    /// of the layer made.
    public let number: Int

    /// The screen `number` of `pusher`.
    public init(pusher: PusherID, number: Int) {
        self.pusher = pusher
        self.number = number
    }

    /// The declared root screen of the stack's first layer (what `WithStapel` contains).
    public static let baseRoot = ScreenKey(pusher: 0, number: 0)

    /// `push 2 of pusher 3`, `root of pusher 4`, `root 1 of pusher 1`, `base root`.
    public var description: String {
        if self == .baseRoot { return "base root" }
        switch number {
        case 0: return "root of pusher \(pusher)"
        case ..<0: return "root \(-number) of pusher \(pusher)"
        default: return "push \(number) of pusher \(pusher)"
        }
    }
}
