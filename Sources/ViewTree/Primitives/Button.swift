/// A control that runs an action when tapped (``ViewHost/tap(_:)``).
///
/// ```swift
/// Button("Add") { count += 1 }
/// Button(action: { stack.pop() }) { Text("Back") }
/// ```
///
/// A button's label is its title, or the texts of its label views joined by spaces.
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never

    private let title: String?
    private let labelView: Label?
    package let action: @MainActor () -> Void

    /// A button whose label is built by `label`.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.title = nil
        self.labelView = label()
        self.action = action
    }

    package func update(_ node: ViewNode, children: inout ElementList) {
        var old: ControlIndex.Label?
        if case .button(let oldTitle) = node.payload { old = ControlIndex.Label(title: oldTitle, views: Label.self) }
        node.graph.controls.relabel(node, from: old, to: ControlIndex.Label(title: title, views: Label.self))
        node.payload = .button(title: title)
        // A button made from a string has no label view; asking first spares it the run time's
        // metadata of `Label?`, which this (unspecialized) witness would look up on every render.
        if title == nil, let labelView {
            children.append(labelView)
        }
    }
}

extension Button: ButtonActionCarrying {}

/// A view whose node is a button: the node reads the action from it when tapped.
package protocol ButtonActionCarrying: TraitedView {
    var action: @MainActor () -> Void { get }
}

extension Button where Label == Text {
    /// A button labelled with `title`.
    public init(_ title: some StringProtocol, action: @escaping @MainActor () -> Void) {
        self.title = String(title)
        self.labelView = nil
        self.action = action
    }
}
