/// What a pass runs once the tree is settled: an action given to `onAppear(perform:)` and its
/// kin, or a lifecycle observer told that its node appeared or left.
///
/// A value rather than a closure: a closure per observer was a heap context, and a main-actor
/// closure kept in an array checks the executor each time it runs (about 220 instructions, once
/// per pushed screen that mounts or leaves).
@MainActor
enum LifecycleCallback {
    case action(@MainActor () -> Void)
    /// `view`, of the type `typeInfo` describes, appeared.
    case didAppear(ViewTypeInfo, any View)
    /// `view`, of the type `typeInfo` describes, left the tree.
    case didUnmount(ViewTypeInfo, any View)

    /// Runs the callback; an observer that appeared is handed `host`.
    func run(in host: any PendingChangesApplying) {
        switch self {
        case .action(let action): action()
        case .didAppear(let typeInfo, let view): typeInfo.viewDidAppear(view, in: host)
        case .didUnmount(let typeInfo, let view): typeInfo.viewDidUnmount(view)
        }
    }
}
