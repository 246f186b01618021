/// Which of the optional protocols a view type adopts, looked up once per type.
///
/// A failed cast to a protocol costs a conformance lookup each time; the node keeps these bits
/// (its view's type never changes), so only the adopted protocols are ever cast to.
struct ViewTraits: OptionSet {
    let rawValue: UInt8

    static let diagnoses = ViewTraits(rawValue: 1 << 0)
    static let observesLifecycle = ViewTraits(rawValue: 1 << 1)
    static let annotates = ViewTraits(rawValue: 1 << 2)
    static let namesKind = ViewTraits(rawValue: 1 << 3)
    static let transparent = ViewTraits(rawValue: 1 << 4)

    @MainActor
    private static var cache: [ObjectIdentifier: ViewTraits] = [:]

    @MainActor
    static func of(_ view: any View) -> ViewTraits {
        let type = Swift.type(of: view)
        if let traits = cache[ObjectIdentifier(type)] { return traits }
        var traits: ViewTraits = []
        if view is any NodeDiagnosing { traits.insert(.diagnoses) }
        if view is any NodeLifecycleObserving { traits.insert(.observesLifecycle) }
        if view is any TreeAnnotating { traits.insert(.annotates) }
        if view is any KindNaming { traits.insert(.namesKind) }
        if view is any TreeTransparent { traits.insert(.transparent) }
        cache[ObjectIdentifier(type)] = traits
        return traits
    }
}
