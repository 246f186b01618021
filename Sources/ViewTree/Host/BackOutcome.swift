/// What ``ViewHost/back()`` did.
public enum BackOutcome: Sendable, Hashable, CustomStringConvertible {
    /// The visible pushed screen (its number in its navigation chain) was popped.
    case popped(screen: Int)
    /// The top layer, presented in this style, was dismissed.
    case dismissed(PresentationStyle)
    /// The visible screen is a root screen of the root layer: there is nothing to go back to.
    case nothingToGoBackTo
    /// The binding that keeps the screen or layer up ignored the write (a `.constant(true)`),
    /// so nothing changed.
    case bindingIgnored
    /// An alert (or a confirmation dialog) is shown: only one of its buttons dismisses it.
    case alertShown

    public var description: String {
        switch self {
        case .popped(let screen): "popped screen \(screen)"
        case .dismissed(let style): "dismissed \(style.name)"
        case .nothingToGoBackTo: "nothing to go back to"
        case .bindingIgnored: "the binding ignored the change: nothing went back"
        case .alertShown: "an alert is shown: tap one of its buttons"
        }
    }
}
