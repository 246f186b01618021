/// A value owned by the node of the view that declares it, kept across renders.
///
/// The initial value is used when the node mounts; from then on the node's storage is the truth.
/// Writing marks the node dirty: the next `flush()` renders it again. The value is reset only
/// when the node's identity changes (an `if` flips, an `.id` changes).
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Text("Count: \(count)")
///         Button("Add") { count += 1 }
///     }
/// }
/// ```
@MainActor
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let box: StateBox<Value>

    /// A state whose node starts with `wrappedValue`.
    public init(wrappedValue: Value) {
        box = StateBox(StateStorage(wrappedValue), initialValue: wrappedValue)
    }

    /// A state whose node starts with `initialValue`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// A state that a saved screen does not keep (`isSaved: false`): a framework view's own
    /// bookkeeping (a registration number, a timer), which must start afresh on a rebuilt screen.
    package init(wrappedValue: Value, isSaved: Bool) {
        box = StateBox(StateStorage(wrappedValue, isSaved: isSaved), initialValue: wrappedValue)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { box.storage.value }
        nonmutating set { box.storage.value = newValue }
    }

    /// A binding to the value, as in `$count`.
    public var projectedValue: Binding<Value> {
        let storage = box.storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }

    mutating func link(to node: ViewNode, slot: inout Int) {
        defer { slot += 1 }
        if slot < node.stateSlots.count {
            if let existing = node.stateSlots[slot] as? StateStorage<Value> {
                box.storage = existing
                return
            }
            node.stateSlots[slot] = box.freshStorage()
        } else {
            node.stateSlots.append(box.freshStorage())
        }
        if box.storage.isSaved { node.noteSavedState() }
        box.storage.owner = node.handle
    }
}

/// Points a `State` value at its storage; the view value is copied, the box is shared.
@MainActor
final class StateBox<Value> {
    var storage: StateStorage<Value>
    /// The value a new node starts with.
    private let initialValue: Value

    init(_ storage: StateStorage<Value>, initialValue: Value) {
        self.storage = storage
        self.initialValue = initialValue
    }

    /// The storage for a node linking for the first time: the box's own, unless a node that
    /// mounted this same view value before owns it. A view value shown again after its node
    /// unmounted (an `if` that flips back) starts afresh, as a new identity does.
    func freshStorage() -> StateStorage<Value> {
        if storage.owner != nil {
            storage = StateStorage(initialValue, isSaved: storage.isSaved)
        }
        return storage
    }
}

/// The value of one `@State` of one node.
@MainActor
final class StateStorage<Value>: SavableState {
    /// The node that owns this state, once linked.
    var owner: NodeHandle?
    var value: Value {
        didSet { owner?.node?.invalidate() }
    }
    /// Whether an archive of the node's screen keeps the value.
    let isSaved: Bool

    init(_ value: Value, isSaved: Bool = true) {
        self.value = value
        self.isSaved = isSaved
    }

    var savedValue: Any? {
        isSaved ? value : nil
    }

    func restore(_ value: Any) {
        if let value = value as? Value { self.value = value }
    }
}
