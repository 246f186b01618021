/// A piece of user interface, declared as a value.
///
/// Declare views the way you declare them in SwiftUI: a struct with a `body` built by
/// ``ViewBuilder``. A ``ViewHost`` turns the value into a retained tree of ``ViewNode``s.
///
/// ```swift
/// struct Greeting: View {
///     let name: String
///     var body: some View {
///         VStack {
///             Text("Hello, \(name)!")
///             Button("Wave") { print("👋") }
///         }
///     }
/// }
/// ```
///
/// Primitive views (``Text``, ``Button``, ``VStack`` …) have `Body == Never`; the host builds
/// their nodes directly and never asks for their body.
@MainActor
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The content of this view, re-evaluated whenever the node's state or an observed model changes.
    @ViewBuilder var body: Body { get }

    /// Host machinery: keep the default. Adds what this view stands for to its parent's children.
    func _appendElements(to list: inout ElementList)

    /// Host machinery: keep the default. Writes a primitive view's node and returns true; a view
    /// with a body returns false.
    func _updateNode(_ node: ViewNode, children: inout ElementList) -> Bool
}

// These two requirements let the host tell views apart by dynamic dispatch on the view's own
// witness table: a cast to a protocol for every view of every render cost more than the rest of
// mounting together.
extension View {
    public func _appendElements(to list: inout ElementList) {
        list.appendNode(self)
    }

    public func _updateNode(_ node: ViewNode, children: inout ElementList) -> Bool {
        false
    }
}

extension View where Body == Never {
    /// Primitive and structural views have no body; the host never asks for it.
    public var body: Never {
        preconditionFailure("\(Self.self) is built by the host: its body is never evaluated")
    }
}

extension Never: View {
    /// `Never` is the body of every primitive view: a value of it cannot exist.
    public typealias Body = Never
}
