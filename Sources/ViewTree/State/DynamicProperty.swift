/// A property of a view that the host connects to the view's node before each render:
/// `@State`, `@Environment`, `@EnvironmentObject`. ``DynamicPropertyLayout`` finds them.
@MainActor
protocol DynamicProperty {
    /// Connects this property to `node`; `slot` counts the node's state slots in declaration order.
    ///
    /// Mutating, though none writes: the host calls it in place, through the view's address,
    /// and a non-mutating call there copied the property first (a retain and a release of
    /// each reference it holds).
    mutating func link(to node: ViewNode, slot: inout Int)
}
