/// What a dismiss did, or why it did nothing.
public enum DismissOutcome: Sendable, Hashable, CustomStringConvertible {
    /// These layers were dismissed, top first: the order their screens disappear in.
    case dismissed([LayerInfo])
    /// No modal layer is presented: nothing changed.
    case nothingToDismiss
    /// No presented layer has this tag: nothing changed.
    case unknownTag(ScreenID)
    /// The layer with this tag is already the top layer (`dismiss(to:)`): nothing changed.
    case alreadyOnTop(ScreenID)
    /// A negative count: nothing changed. The string says why.
    case invalidArgument(String)
    /// The request asked for no change (`dismissLast(0)`).
    case nothingRequested

    /// What kind of thing happened, as `expect outcome` names it.
    public var kind: OutcomeKind {
        switch self {
        case .dismissed: .dismissed
        case .nothingToDismiss: .nothingToDismiss
        case .unknownTag: .unknownTag
        case .alreadyOnTop: .alreadyOnTop
        case .invalidArgument: .invalidArgument
        case .nothingRequested: .nothingRequested
        }
    }

    public var description: String {
        switch self {
        case .dismissed(let layers):
            "dismissed " + layers.map(\.description).joined(separator: ", then ")
        case .nothingToDismiss:
            "nothing to dismiss: no modal layer is presented"
        case .unknownTag(let tag):
            "unknown tag: no layer with tag \(tag): nothing dismissed"
        case .alreadyOnTop(let tag):
            "already on top: the layer with tag \(tag) is the top layer: nothing dismissed"
        case .invalidArgument(let reason):
            "invalid argument: \(reason): nothing dismissed"
        case .nothingRequested:
            "nothing requested: nothing dismissed"
        }
    }
}
