/// Whether a node is live (nothing but a pushed screen of its own navigation hides it) and
/// visible (live, and its screen pushes nothing).
struct VisibilityFlags: Equatable {
    var isLive: Bool
    var isVisible: Bool
}

/// A node a walk that carries visibility down (a mount, a visibility refresh, a query of what
/// is visible) is to visit, with its parent's flags (`nil` where the walk does not know them).
struct VisibilityWalkStep {
    let node: Unmanaged<ViewNode>
    let parentFlags: VisibilityFlags?
}
