/// What a presentation did: a new top layer, with its own root pusher.
public enum PresentOutcome: Sendable, Hashable, CustomStringConvertible {
    /// The layer was presented on top of the others.
    case presented(LayerInfo)

    /// What kind of thing happened, as `expect outcome` names it.
    public var kind: OutcomeKind {
        switch self {
        case .presented: .presented
        }
    }

    /// `presented sheet "login"`.
    public var description: String {
        switch self {
        case .presented(let layer): "presented \(layer)"
        }
    }

    /// The layer presented.
    public var layer: LayerInfo {
        switch self {
        case .presented(let layer): layer
        }
    }
}
