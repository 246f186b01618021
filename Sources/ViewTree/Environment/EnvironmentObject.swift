import Observation

/// Reads an observable object injected by an ancestor with `.environmentObject(_:)`, the way
/// Stapel's apps reach their `Stack`.
///
/// ```swift
/// struct Toolbar: View {
///     @EnvironmentObject var stack: Stack
///     var body: some View { Button("Home") { stack.popToRoot() } }
/// }
/// ```
///
/// An ancestor must inject the object: reading it otherwise stops the program, as in SwiftUI.
/// Use `@Environment(Model.self) var model: Model?` where none is a valid answer.
@MainActor
@propertyWrapper
public struct EnvironmentObject<Object: AnyObject & Observable>: DynamicProperty {
    private let box = EnvironmentBox()

    /// Declares the property; the object comes from the environment.
    public init() {}

    /// The injected object.
    public var wrappedValue: Object {
        guard let object = box.values.object(of: Object.self) else {
            preconditionFailure("no \(Object.self) in the environment: inject one with .environmentObject(_:)")
        }
        return object
    }

    mutating func link(to node: ViewNode, slot: inout Int) {
        box.link(to: node)
    }
}
