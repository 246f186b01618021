/// A property of a view that the host connects to the view's node before each render:
/// `@State`, `@Environment`, `@EnvironmentObject`.
@MainActor
protocol DynamicProperty {
    /// Connects this property to `node`; `slot` counts the node's state slots in declaration order.
    func link(to node: ViewNode, slot: inout Int)
}

/// Finds a view's dynamic properties with `Mirror` and links them to the node.
///
/// Mirror is slow, so each view type is inspected once: types without dynamic properties (most
/// primitives and plain composites) are remembered and skipped from then on.
@MainActor
enum DynamicPropertyLinker {
    private static var typesWithoutProperties: Set<ObjectIdentifier> = []

    static func link(_ view: any View, to node: ViewNode) {
        let type = ObjectIdentifier(Swift.type(of: view))
        guard !typesWithoutProperties.contains(type) else { return }
        var slot = 0
        var found = false
        for child in Mirror(reflecting: view).children {
            if let property = child.value as? any DynamicProperty {
                property.link(to: node, slot: &slot)
                found = true
            }
        }
        if !found {
            typesWithoutProperties.insert(type)
        }
    }
}
