import ViewTree

/// Where a pop goes: the one vocabulary of every caller (``Stack/pop(_:)``, ``PopView``,
/// ``Router``, a scenario's `pop` step).
///
/// ```swift
/// stack.perform(.pop(.previous))
/// stack.perform(.pop(.to("inbox")))
/// PopView(destination: .root) { Text("POP TO ROOT") }
/// ```
///
/// Every target acts on the top layer. Prints the way a scenario writes it after `pop`:
/// `to root`, `to "inbox"`, `from 42`, `after 1`, `3`, or nothing for the previous screen.
public enum PopTarget: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The screen below the top one.
    case previous
    /// The root screen of the top layer.
    case root
    /// The lowest screen pushed with this id, which becomes the top screen.
    case to(ScreenID)
    /// The screen below the lowest screen pushed with this id.
    case from(ScreenID)
    /// The screen at this depth (0 is the root screen), which becomes the top screen.
    case after(index: Int)
    /// The screen this many levels below the top one; beyond the depth, the root.
    case last(Int)
    /// The screen the pusher with this number shows, and everything above it (Stapel's
    /// `pop(pusher:)`, what going back from that screen does).
    case pusher(PusherID)

    /// swiftui-navigation-stack's `PopDestination.view(withId:)`, the same as ``to(_:)``.
    public static func screen(_ id: ScreenID) -> PopTarget {
        .to(id)
    }

    public var description: String {
        switch self {
        case .previous: ""
        case .root: "to root"
        case .to(let id): "to \(id)"
        case .from(let id): "from \(id)"
        case .after(let index): "after \(index)"
        case .last(let count): "\(count)"
        case .pusher(let id): "pusher \(id)"
        }
    }
}
