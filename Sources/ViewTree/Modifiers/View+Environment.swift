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
