import ViewTree

/// Which modal layers a dismiss removes: the one vocabulary of ``Stack/dismiss(_:)``,
/// ``Router`` and a scenario's `dismiss` step. Layers always go top first.
///
/// Prints the way a scenario writes it after `dismiss`: `all`, `to "login"`, `from 2`, `3`, or
/// nothing for the top layer.
public enum DismissTarget: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The top layer.
    case top
    /// Every modal layer.
    case all
    /// The layers above the lowest layer with this tag, which becomes the top layer.
    case to(ScreenID)
    /// The lowest layer with this tag and every layer above it.
    case from(ScreenID)
    /// The top this many layers; beyond the number of layers, all.
    case last(Int)
    /// The layer at this level (1 for the first modal layer) and every layer above it: what
    /// going back on a layer's root screen does.
    case level(Int)

    public var description: String {
        switch self {
        case .top: ""
        case .all: "all"
        case .to(let tag): "to \(tag)"
        case .from(let tag): "from \(tag)"
        case .last(let count): "\(count)"
        case .level(let level): "level \(level)"
        }
    }
}
