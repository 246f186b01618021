/// A property of a view that the host connects to the view's node before each render:
/// `@State`, `@Environment`, `@EnvironmentObject`.
@MainActor
protocol DynamicProperty {
    /// Connects this property to `node`; `slot` counts the node's state slots in declaration order.
    func link(to node: ViewNode, slot: inout Int)
}

/// Finds a view's dynamic properties with `Mirror` and links them to the node.
///
/// Mirror is slow, so it runs only for view types that have dynamic properties, which
/// ``ViewTypeInfo`` finds out once per type: most primitives and plain composites have none.
@MainActor
enum DynamicPropertyLinker {
    /// Links the properties of `view`, whose type has some (see
    /// ``ViewTypeInfo/hasDynamicProperties``: the caller asks it before reading the view).
    static func link(_ view: any View, to node: ViewNode) {
        var slot = 0
        for child in Mirror(reflecting: view).children {
            if let property = child.value as? any DynamicProperty {
                property.link(to: node, slot: &slot)
            }
        }
    }

    /// Whether `view` has a stored property to link; a type's properties are the same in every value.
    static func hasDynamicProperties(_ view: any View) -> Bool {
        Mirror(reflecting: view).children.contains { $0.value is any DynamicProperty }
    }
}
