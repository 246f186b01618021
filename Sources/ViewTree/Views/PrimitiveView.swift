/// A view the host builds a node for directly, instead of evaluating a body.
///
/// Primitives write their node's payload and describe their children; composites only declare
/// `body`. The requirement is `package`: Pusher may add primitives, users may not.
@MainActor
package protocol PrimitiveView: View where Body == Never {
    /// Writes this view's payload into `node` and appends the view's children to `children`.
    ///
    /// Called when the node mounts and whenever the node is rendered again.
    func update(_ node: ViewNode, children: inout ElementList)
}

extension PrimitiveView {
    public func _updateNode(_ node: ViewNode, children: inout ElementList) -> Bool {
        update(node, children: &children)
        return true
    }
}
