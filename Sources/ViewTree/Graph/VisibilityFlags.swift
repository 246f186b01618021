/// Whether a node is live (nothing but a pushed screen of its own navigation hides it) and
/// visible (live, and its screen pushes nothing).
struct VisibilityFlags: Equatable {
    var isLive: Bool
    var isVisible: Bool
}

/// A node a visibility walk is to visit, with its parent's flags (`nil` for a layer's root).
struct VisibilityWalkStep {
    let node: Unmanaged<ViewNode>
    let parentFlags: VisibilityFlags?
}
