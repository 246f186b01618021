/// Whether a node is live (nothing but a pushed screen of its own navigation hides it) and
/// visible (live, and its screen pushes nothing).
struct VisibilityFlags: Equatable {
    var isLive: Bool
    var isVisible: Bool
}

/// A node a walk that carries visibility down (a mount, a visibility refresh, a query of what
/// is visible) is to visit, with its parent's flags (`nil` where the walk does not know them).
///
/// The node is unretained. Measured with these walks and ``TreeWalker``'s retaining each node
/// instead (a retain as it is put on the list, a release as it is taken off): `check` of 30
/// files of 300 steps on a 1,000-node app 1.13×, mounting a wide tree 1.05–1.16× a node;
/// explore and flush within noise (thirty-second session, BENCHMARKS.md).
struct VisibilityWalkStep {
    let node: Unmanaged<ViewNode>
    let parentFlags: VisibilityFlags?
}

/// A node a mount is to render, with where its parent's flags come from.
///
/// `holder` is the nearest node at or above the parent that keeps its own flags, read when the
/// node is taken off the list rather than when it was put on: a link rendered in between may
/// have covered their screen, whose nodes then took their new flags at once (see
/// ``Graph/claimPush(for:)``). `parentFlags` serves when the step knows no such node: the
/// first node of a mount, whose parent's flags are worked out as it starts, and the nodes below
/// it up to the first that keeps its own.
struct MountStep {
    let node: Unmanaged<ViewNode>
    let holder: Unmanaged<ViewNode>?
    let parentFlags: VisibilityFlags?

    /// The parent's flags as they are now.
    @MainActor
    var currentParentFlags: VisibilityFlags? {
        holder?.withInstance { $0.ownFlags } ?? parentFlags
    }
}
