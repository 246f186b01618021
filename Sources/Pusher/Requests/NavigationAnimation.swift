import ViewTree

/// How one request moves the screens: as the stack's settings say, with a transition of its
/// own, or at once.
///
/// ```swift
/// stack.perform(.push(view: AnyView(Text("Detail"))), animation: .animated(.seconds(0.3, .linear)))
/// stack.perform(.pop(.root), animation: .instantly)
/// ```
public enum NavigationAnimation: Sendable, Hashable, CustomStringConvertible {
    /// The stack's ``Stack/transition`` (``Stack/layerTransition`` for layers); a pop reuses the
    /// transition its screen was pushed with.
    case stackDefault
    /// This transition.
    case animated(Transition)
    /// No transition.
    case instantly

    /// `animated 0.3s linear`, `instantly`, or nothing for the stack's default.
    public var description: String {
        switch self {
        case .stackDefault: ""
        case .animated(let transition): "animated \(transition)"
        case .instantly: "instantly"
        }
    }
}
