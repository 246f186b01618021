/// A property of a view that the host connects to the view's node before each render:
/// `@State`, `@Environment`, `@EnvironmentObject`. ``DynamicPropertyLayout`` finds them.
@MainActor
protocol DynamicProperty {
    /// Connects this property to `node`; `slot` counts the node's state slots in declaration order.
    func link(to node: ViewNode, slot: inout Int)
}
