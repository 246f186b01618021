import Observation

/// Reads a value from the node's environment: a key path of ``EnvironmentValues``, or an
/// observable object injected with `.environment(_:)` or `.environmentObject(_:)`.
///
/// ```swift
/// struct Badge: View {
///     @Environment(\.accent) private var accent
///     @Environment(Session.self) private var session      // traps if none was injected
///     @Environment(Cart.self) private var cart: Cart?      // nil if none was injected
///     var body: some View { Text("\(session.user) in \(accent)") }
/// }
/// ```
@MainActor
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    // Usable from inline with the key path initializer: a view in another module then reads
    // its key path in code specialized for its value (an unspecialized read of a scenario's
    // scope cost 2,200 instructions, thirty-fifth session).
    @usableFromInline let read: @MainActor (EnvironmentValues) -> Value
    @usableFromInline let box = EnvironmentBox()

    /// Reads the value at `keyPath`.
    @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    // The two object initializers are inlinable too, and their readers name the type rather
    // than capture the argument: specialized where a view declares the property, a reader that
    // captures nothing allocates nothing (a pusher view read its stack through one per screen).

    /// Reads the injected object of type `type`. An ancestor must inject one: reading it
    /// otherwise stops the program, as in SwiftUI. Declare the property optional to allow none.
    @inlinable public init(_ type: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment.object(of: Value.self) else {
                preconditionFailure("no \(Value.self) in the environment: inject one with .environment(_:) or .environmentObject(_:)")
            }
            return object
        }
    }

    /// Reads the injected object of type `type`, or `nil` when no ancestor injected one.
    @inlinable public init<Object: AnyObject & Observable>(_ type: Object.Type) where Value == Object? {
        read = { $0.object(of: Object.self) }
    }

    /// Reads the whole environment: one property for a view that reads several values of it.
    /// Each `@Environment` property makes its box whenever its view is made, and a key path's
    /// reader makes a closure too; this reader captures nothing.
    ///
    /// ```swift
    /// @Environment(EnvironmentValues.self) private var environment
    /// ```
    @inlinable package init(_ type: EnvironmentValues.Type) where Value == EnvironmentValues {
        read = { $0 }
    }

    /// The value as the node's environment has it.
    public var wrappedValue: Value {
        read(box.values)
    }

    mutating func link(to node: ViewNode, slot: inout Int) {
        box.link(to: node)
    }
}

/// Reaches the environment of the node a view value was last linked to, through the node's
/// handle (see ``NodeHandle/environment``).
@MainActor
@usableFromInline
final class EnvironmentBox {
    private var handle: NodeHandle?

    @usableFromInline init() {}

    var values: EnvironmentValues {
        handle?.environment ?? EnvironmentValues()
    }

    func link(to node: ViewNode) {
        let handle = node.handle
        handle.environment = node.environment
        self.handle = handle
    }
}
