/// Why ``ViewHost/tap(_:)`` could not tap a label. Nothing changes when it throws.
public enum TapError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No button or link in the tree has this label.
    case notFound(label: String)
    /// A button or link has this label, but it is covered by a pushed screen or a higher layer.
    case notVisible(label: String)
    /// Several visible buttons or links have this label.
    case ambiguous(label: String, count: Int)
    /// A button or link has this label, but an alert (or a confirmation dialog) is shown above
    /// it: only the alert's buttons can be tapped.
    case behindAlert(label: String)

    public var description: String {
        switch self {
        case .notFound(let label):
            "no button or link labelled \(Quoting.quoted(label))"
        case .notVisible(let label):
            "button or link \(Quoting.quoted(label)) is not visible: it is covered"
        case .ambiguous(let label, let count):
            "\(count) visible buttons or links are labelled \(Quoting.quoted(label))"
        case .behindAlert(let label):
            "button or link \(Quoting.quoted(label)) is behind an alert: tap one of the alert's buttons"
        }
    }
}
