/// What a pass runs once the tree is settled: an action given to `onAppear(perform:)` and its
/// kin, or a lifecycle observer told that its node appeared or left.
///
/// A value rather than a closure: a closure per observer was a heap context, and a main-actor
/// closure kept in an array checks the executor each time it runs (about 220 instructions, once
/// per pushed screen that mounts or leaves).
@MainActor
enum LifecycleCallback {
    case action(@MainActor () -> Void)
    /// `view`, of the type `typeInfo` describes, appeared where the environment is the one given.
    case didAppear(ViewTypeInfo, any View, EnvironmentValues)
    /// `view`, of the type `typeInfo` describes, left the tree where the environment was the one
    /// given.
    case didUnmount(ViewTypeInfo, any View, EnvironmentValues)

    /// Runs the callback; an observer that appeared is handed `host`.
    func run(in host: any PendingChangesApplying) {
        switch self {
        case .action(let action): action()
        case .didAppear(let typeInfo, let view, let environment): typeInfo.viewDidAppear(view, in: host, environment: environment)
        case .didUnmount(let typeInfo, let view, let environment): typeInfo.viewDidUnmount(view, environment: environment)
        }
    }
}
