/// A view that hears its own node's lifecycle: another module's hook for work that must follow
/// the node rather than one of its children (Pusher registers a pusher when its view appears,
/// before anything inside it does, and unregisters it when the view leaves the tree).
///
/// The calls run after the pass, with the `appear` and `unmount` callbacks, in event order. Each
/// is handed the node's environment as the node last had it (see ``NodeDiagnosing``).
@MainActor
package protocol NodeLifecycleObserving: TraitedView {
    /// The node became visible in `host`.
    func nodeDidAppear(in host: any PendingChangesApplying, environment: EnvironmentValues)
    /// The node left the tree.
    func nodeDidUnmount(environment: EnvironmentValues)
}

/// A host's tree, as a model outside it sees it: something that can apply what changed before
/// the model answers, so that the model's answers include what views registered since; and the
/// host's clock, on which the model's transitions run.
@MainActor
package protocol PendingChangesApplying: AnyObject {
    /// Applies pending changes, unless a pass is under way.
    func applyPendingChanges()
    /// The host's clock.
    var clock: VirtualClock { get }
    /// Makes the next change of the visible screen run `transition`; returns the transition
    /// that will run (what is left of it when a back gesture is let go).
    @discardableResult
    func animateNextChange(_ transition: Transition) -> Transition
    /// The model of the screen an interactive back gesture under way drags, if any.
    var draggedGate: (any BackGestureGate)? { get }
    /// Whether a view in the tree holds a saved `@State`: when none does, a snapshot has no view
    /// state to archive, and needs no scope of its screens.
    var holdsSavedState: Bool { get }
    /// The `@State` of the views in each of `scopes` (see ``EnvironmentValues/stateScope``), as
    /// the tree holds it now: before a pass removes the nodes a model is about to rebuild.
    func archiveState(of scopes: Set<StateScope>) -> [StateScope: ViewStateArchive]
    /// Gives the nodes of each scope in `archives` the values archived at their positions.
    func restoreState(_ archives: [StateScope: ViewStateArchive])
    /// The annotations of the views whose ``KeyedAnnotating/annotationKey`` is `key` may have
    /// changed: the model they read changed. `key` is made only when the host keeps
    /// annotations (while it fingerprints its tree): a stack says this at every push.
    func annotationsChanged(for key: @autoclosure () -> AnnotationKey)
}

/// A model that takes part in the interactive back gesture on its screens: it may refuse one as
/// it starts (a screen that may not be left), and runs what waited for it once it ends. The
/// host finds it as an environment object of the dragged screen: the innermost one.
@MainActor
package protocol BackGestureGate: AnyObject {
    /// Whether a back gesture may begin on the visible pushed screen.
    func mayBeginBackGesture() -> Bool
    /// The gesture ended: taken back, or let go (after the pop it asked for).
    func backGestureDidEnd()
}
