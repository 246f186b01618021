/// Which of the optional protocols a view type adopts (see ``ViewTypeInfo``), so that only the
/// adopted protocols are ever cast to.
struct ViewTraits: OptionSet {
    let rawValue: UInt8

    static let diagnoses = ViewTraits(rawValue: 1 << 0)
    static let observesLifecycle = ViewTraits(rawValue: 1 << 1)
    static let annotates = ViewTraits(rawValue: 1 << 2)
    static let namesKind = ViewTraits(rawValue: 1 << 3)
    static let transparent = ViewTraits(rawValue: 1 << 4)
    static let transitionUnit = ViewTraits(rawValue: 1 << 5)
    /// Annotates, and says when its annotations change (``KeyedAnnotating``).
    static let keysAnnotations = ViewTraits(rawValue: 1 << 6)
}
