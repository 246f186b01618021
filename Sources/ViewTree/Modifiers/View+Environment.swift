import Observation

extension View {
    /// Sets an environment value for this view and everything below it.
    ///
    /// ```swift
    /// Badge().environment(\.accent, "red")
    /// ```
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> ModifiedContent<Self> {
        modifier(.environment { $0[keyPath: keyPath] = value })
    }

    /// Changes the environment of this view and everything below it with `write`: what
    /// ``environment(_:_:)`` does, without a key path's generic write (a stack sets its place on
    /// every screen this way).
    @inlinable package func environment(writing write: @escaping @MainActor (inout EnvironmentValues) -> Void) -> ModifiedContent<Self> {
        modifier(.environment(write))
    }

    /// Injects an observable object for this view and everything below it, read with
    /// `@Environment(Object.self)`.
    public func environment<Object: AnyObject & Observable>(_ object: Object) -> ModifiedContent<Self> {
        modifier(.environment { $0.setObject(object) })
    }

    /// Injects an observable object, read with `@EnvironmentObject` or `@Environment(Object.self)`;
    /// Stapel's apps inject their `Stack` this way.
    ///
    /// ```swift
    /// WithStapel { Text("Root") }.environmentObject(stack)
    /// ```
    public func environmentObject<Object: AnyObject & Observable>(_ object: Object) -> ModifiedContent<Self> {
        environment(object)
    }
}
