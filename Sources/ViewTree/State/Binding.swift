/// A read-write reference to a value owned elsewhere: a `@State`, a model, or a constant.
///
/// ```swift
/// struct Toggle: View {
///     @Binding var isOn: Bool
///     var body: some View {
///         Button(isOn ? "On" : "Off") { isOn.toggle() }
///     }
/// }
/// // In the parent: Toggle(isOn: $isOn)
/// ```
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let read: @MainActor () -> Value
    private let write: @MainActor (Value) -> Void
    /// Unique per binding made, so that a view holding a binding made in this render never looks
    /// bit for bit like the same view from the last render (the value behind it may differ), and
    /// the host renders it again.
    private let serial: Int

    /// A binding that reads and writes through the given closures.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        read = get
        write = set
        serial = BindingSerials.next()
    }

    /// Uses another binding, as in `@Binding var isOn: Bool` filled with `_isOn = binding`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The referenced value.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// The binding itself, so that `$value` passes it on.
    public var projectedValue: Binding<Value> {
        self
    }

    /// A binding to a property of the referenced value.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        Binding<Member>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { member in
                var value = self.wrappedValue
                value[keyPath: keyPath] = member
                self.wrappedValue = value
            }
        )
    }
}

/// Numbers bindings as they are made (a generic type cannot hold the counter itself).
@MainActor
private enum BindingSerials {
    private static var last = 0

    static func next() -> Int {
        last &+= 1
        return last
    }
}
