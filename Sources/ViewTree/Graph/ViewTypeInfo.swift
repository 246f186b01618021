/// What a node needs to know about its view's type, looked up once per type and shared by every
/// node of that type: the optional protocols it adopts, the name it prints under and whether it
/// has properties to link.
///
/// A failed cast to a protocol costs a conformance lookup each time, and describing a type
/// builds a string; nodes keep a reference to this instead, so printing a composite and asking
/// whether a view observes its lifecycle are a load each.
@MainActor
final class ViewTypeInfo {
    let traits: ViewTraits
    /// The type's name without generic arguments: `PusherView`, not `PusherView<Text>`.
    let name: String
    /// Where the type keeps its `@State`, `@Environment` and `@EnvironmentObject` properties.
    let dynamicProperties: DynamicPropertyLayout

    private init(_ view: any View) {
        var traits: ViewTraits = []
        if view is any NodeDiagnosing { traits.insert(.diagnoses) }
        if view is any NodeLifecycleObserving { traits.insert(.observesLifecycle) }
        if view is any TreeAnnotating { traits.insert(.annotates) }
        if view is any KindNaming { traits.insert(.namesKind) }
        if view is any TreeTransparent { traits.insert(.transparent) }
        self.traits = traits
        dynamicProperties = DynamicPropertyLayout(of: view)
        let described = String(describing: Swift.type(of: view))
        name = described.firstIndex(of: "<").map { String(described[..<$0]) } ?? described
    }

    /// Every type's entry, kept for the life of the process (retained once, when it is made):
    /// nodes hold them unowned, and looking one up retains nothing.
    @exclusivity(unchecked) private static var known: [ObjectIdentifier: Unmanaged<ViewTypeInfo>] = [:]

    /// The last entry looked up: siblings made by a `ForEach` share a type, and a comparison
    /// is cheaper than hashing the type for each of them.
    @exclusivity(unchecked) private static var last: (type: ObjectIdentifier, info: Unmanaged<ViewTypeInfo>)?

    /// The entry of `view`'s type, given as `type` (a node's key holds it): asking the
    /// existential for its type copied the view. Inlined: called, it took a copy of the view
    /// even when it only compared the type with the last one.
    @inline(__always)
    static func of(_ view: any View, type: ObjectIdentifier) -> Unmanaged<ViewTypeInfo> {
        if let last, last.type == type { return last.info }
        return lookUp(view, type: type)
    }

    /// Finds or makes the entry of a type other than the last one's.
    @inline(never)
    private static func lookUp(_ view: any View, type: ObjectIdentifier) -> Unmanaged<ViewTypeInfo> {
        let info =
            known[type]
            ?? {
                let info = Unmanaged.passRetained(ViewTypeInfo(view))
                known[type] = info
                return info
            }()
        last = (type, info)
        return info
    }
}
