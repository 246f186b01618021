/// A `@State` of an optional value that some instances of a view do without: made with
/// `isKept: false`, it allocates nothing, takes no state slot of its node and reads `nil`.
///
/// For a view that needs the state only sometimes, as the view of a pusher: one the app
/// declares registers when it appears and keeps its number in this; one the stack made (every
/// pushed screen has one) has a fixed number and kept four allocations per screen in a `@State`
/// it never used (its box, storage, slot array and the node's side object).
///
/// Whether an instance keeps it must not change for a node: its node would find its slots
/// shifted.
///
/// ```swift
/// @OptionalState private var number: Int?
/// init(fixed: Int?) { _number = OptionalState(isKept: fixed == nil) }
/// ```
@MainActor
@propertyWrapper
package struct OptionalState<Wrapped>: DynamicProperty {
    @usableFromInline private(set) var state: State<Wrapped?>?

    /// A state that starts `nil`, kept only when `isKept`; see ``State/init(wrappedValue:isSaved:)``
    /// for `isSaved`.
    ///
    /// Inlinable, so that the view that declares it specializes it: unspecialized, it looked up
    /// the metadata of `State<Wrapped?>?` on every call, about 460 instructions for each pusher
    /// view made (one per pushed screen and render).
    @inlinable package init(isKept: Bool, isSaved: Bool = true) {
        state = isKept ? State(wrappedValue: nil, isSaved: isSaved) : nil
    }

    /// The value; always `nil` when the state is not kept, which must then not be written.
    package var wrappedValue: Wrapped? {
        get { state?.wrappedValue ?? nil }
        nonmutating set {
            assert(state != nil || newValue == nil, "a value written to a state not kept")
            state?.wrappedValue = newValue
        }
    }

    mutating func link(to node: ViewNode, slot: inout Int) {
        state?.link(to: node, slot: &slot)
    }
}
