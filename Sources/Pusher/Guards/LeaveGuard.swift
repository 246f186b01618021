import ViewTree

/// Guards leaving the screen it is on: while `predicate` holds for the screen's context
/// (``Stack/context(of:)``), a request that would remove the screen (a back, a pop, a dismissal,
/// a swipe, a push that replaces it, a reset, a restore, a deep link) changes nothing and returns
/// ``UnchangedReason/vetoed(_:)``, unless it is forced (``Stack/overridingGuards(_:)``).
///
/// ```swift
/// struct Editor: View {
///     @Environment(Stack.self) var stack: Stack?
///     @Environment(\.screenKey) var screen
///     var body: some View {
///         LeaveGuard(.rule(.compare(key: "dirty", comparison: .equal, value: true)))
///         Button("Type") { stack?.setContext(["dirty": true], of: screen) }
///     }
/// }
/// ```
///
/// Printed with its rule, and `[holds]` while it would veto:
/// ```text
/// LeaveGuard rule: dirty == true [holds]
/// ```
public struct LeaveGuard: View, TreeAnnotating, NodeLifecycleObserving {
    private let predicate: PushPredicate

    @Environment(Stack.self) private var stack: Stack?
    @Environment(\.screenKey) private var screen
    @State(isSaved: false) private var number: Int? = nil

    /// A guard that vetoes leaving while `predicate` accepts the screen's context.
    public init(_ predicate: PushPredicate) {
        self.predicate = predicate
    }

    public var body: some View {
        EmptyView()
    }

    /// Registers on every appearance; the stack keeps the first registration of a number.
    package func nodeDidAppear(in host: any PendingChangesApplying, environment _: EnvironmentValues) {
        guard let stack else { return }
        let number = self.number ?? stack.makeGuardNumber()
        stack.register(guard: number, on: screen, predicate: predicate)
        if self.number == nil { self.number = number }
    }

    package func nodeDidUnmount(environment _: EnvironmentValues) {
        if let number { stack?.unregister(guard: number) }
    }

    public var treeAnnotations: [TreeAnnotation] {
        var annotations: [TreeAnnotation] = [.attribute("rule", .literal(predicate.description))]
        if let stack, predicate.accepts(stack.context(of: screen)) {
            annotations.append(.marker("holds"))
        }
        return annotations
    }
}

extension View {
    /// This view with a ``LeaveGuard`` beside it: leaving its screen is vetoed while `predicate`
    /// accepts the screen's context.
    public func leaveGuard(_ predicate: PushPredicate) -> some View {
        Group {
            self
            LeaveGuard(predicate)
        }
    }
}
