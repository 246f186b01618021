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
    /// `name`'s UTF-8 bytes, which printers copy into every line of this type's nodes. Never
    /// freed: the entry lives as long as the process (see `known`).
    let nameUTF8: UnsafeBufferPointer<UInt8>
    /// Where the type keeps its `@State`, `@Environment` and `@EnvironmentObject` properties.
    let dynamicProperties: DynamicPropertyLayout
    // The type as each optional protocol it adopts, witness table included, found once. A cast
    // of a view to a protocol looked the conformance up each time (about 800 instructions in
    // the run-time's tables; a push and a back made eight); a value known to be of this type is
    // reinterpreted as it instead (see `reinterpret`).
    private let diagnosingType: (any NodeDiagnosing.Type)?
    private let lifecycleObservingType: (any NodeLifecycleObserving.Type)?
    private let annotatingType: (any TreeAnnotating.Type)?
    private let keyedAnnotatingType: (any KeyedAnnotating.Type)?
    private let kindNamingType: (any KindNaming.Type)?
    private let buttonActionCarryingType: (any ButtonActionCarrying.Type)?

    private init(_ view: any View) {
        diagnosingType = (view as? any NodeDiagnosing).map { Swift.type(of: $0) }
        lifecycleObservingType = (view as? any NodeLifecycleObserving).map { Swift.type(of: $0) }
        annotatingType = (view as? any TreeAnnotating).map { Swift.type(of: $0) }
        keyedAnnotatingType = (view as? any KeyedAnnotating).map { Swift.type(of: $0) }
        kindNamingType = (view as? any KindNaming).map { Swift.type(of: $0) }
        buttonActionCarryingType = (view as? any ButtonActionCarrying).map { Swift.type(of: $0) }
        var traits: ViewTraits = []
        if diagnosingType != nil { traits.insert(.diagnoses) }
        if lifecycleObservingType != nil { traits.insert(.observesLifecycle) }
        if annotatingType != nil { traits.insert(.annotates) }
        if keyedAnnotatingType != nil { traits.insert(.keysAnnotations) }
        if kindNamingType != nil { traits.insert(.namesKind) }
        if view is any TreeTransparent { traits.insert(.transparent) }
        if view is any TransitionUnit { traits.insert(.transitionUnit) }
        self.traits = traits
        dynamicProperties = DynamicPropertyLayout(of: view)
        let described = String(describing: Swift.type(of: view))
        name = described.firstIndex(of: "<").map { String(described[..<$0]) } ?? described
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: name.utf8.count)
        _ = bytes.initialize(fromContentsOf: name.utf8)
        nameUTF8 = UnsafeBufferPointer(bytes)
    }

    // One accessor per protocol requirement, each a `guard let` that opens the stored metatype:
    // the view is read as its own type, never boxed as the protocol. (A view larger than three
    // words, a pusher view among them, cost a heap box of about 150 bytes per question: one
    // per pushed screen as it mounted, another as it appeared and a third as it left.)

    /// What `view`, a value of this type, says is wrong where it is (``NodeDiagnosing``).
    func diagnostic(of view: any View) -> String? {
        guard let diagnosingType else { return nil }
        return Self.diagnostic(of: view, as: diagnosingType)
    }

    /// Tells `view`, a value of this type, that its node appeared in `host`
    /// (``NodeLifecycleObserving``); does nothing when the type does not observe it.
    func viewDidAppear(_ view: any View, in host: any PendingChangesApplying) {
        guard let lifecycleObservingType else { return }
        Self.viewDidAppear(view, as: lifecycleObservingType, in: host)
    }

    /// Tells `view`, a value of this type, that its node left the tree.
    func viewDidUnmount(_ view: any View) {
        guard let lifecycleObservingType else { return }
        Self.viewDidUnmount(view, as: lifecycleObservingType)
    }

    /// The annotations `view`, a value of this type, prints: its state's alone when `forState`
    /// (``TreeAnnotating``); `nil` when the type does not annotate.
    func annotations(of view: any View, forState: Bool) -> [TreeAnnotation]? {
        guard let annotatingType else { return nil }
        return Self.annotations(of: view, as: annotatingType, forState: forState)
    }

    /// The key `view`, a value of this type, files its annotations under (``KeyedAnnotating``).
    func annotationKey(of view: any View) -> AnnotationKey? {
        guard let keyedAnnotatingType else { return nil }
        return Self.annotationKey(of: view, as: keyedAnnotatingType)
    }

    /// The kind `view`, a value of this type, prints as (``KindNaming``).
    func kindName(of view: any View) -> String? {
        guard let kindNamingType else { return nil }
        return Self.kindName(of: view, as: kindNamingType)
    }

    /// The action of `view`, a value of this type (``ButtonActionCarrying``).
    func buttonAction(of view: any View) -> (@MainActor () -> Void)? {
        guard let buttonActionCarryingType else { return nil }
        return Self.buttonAction(of: view, as: buttonActionCarryingType)
    }

    private static func diagnostic<T: NodeDiagnosing>(of view: any View, as type: T.Type) -> String? {
        reinterpret(view, as: type).diagnostic
    }

    private static func viewDidAppear<T: NodeLifecycleObserving>(
        _ view: any View, as type: T.Type, in host: any PendingChangesApplying
    ) {
        reinterpret(view, as: type).nodeDidAppear(in: host)
    }

    private static func viewDidUnmount<T: NodeLifecycleObserving>(_ view: any View, as type: T.Type) {
        reinterpret(view, as: type).nodeDidUnmount()
    }

    private static func annotations<T: TreeAnnotating>(
        of view: any View, as type: T.Type, forState: Bool
    ) -> [TreeAnnotation] {
        let annotated = reinterpret(view, as: type)
        return forState ? annotated.stateAnnotations : annotated.treeAnnotations
    }

    private static func annotationKey<T: KeyedAnnotating>(of view: any View, as type: T.Type) -> AnnotationKey? {
        reinterpret(view, as: type).annotationKey
    }

    private static func kindName<T: KindNaming>(of view: any View, as type: T.Type) -> String {
        reinterpret(view, as: type).kindName
    }

    private static func buttonAction<T: ButtonActionCarrying>(
        of view: any View, as type: T.Type
    ) -> @MainActor () -> Void {
        reinterpret(view, as: type).action
    }

    /// A copy of `view` as `T`, which must be its own type: a node's view is always of the type
    /// its entry describes (a view of another type makes another node). The metatypes given
    /// open to their concrete types, so nothing is looked up; debug builds check the types.
    ///
    /// Not isolated: the closure it hands the standard library would check the executor on
    /// every call.
    private nonisolated static func reinterpret<V: View, T>(_ view: V, as type: T.Type) -> T {
        assert(V.self == T.self, "a node's view is not of its type entry's type")
        return withUnsafePointer(to: view) { UnsafeRawPointer($0).load(as: T.self) }
    }

    /// Every type's entry, kept for the life of the process (retained once, when it is made):
    /// nodes hold them unowned, and looking one up retains nothing.
    @exclusivity(unchecked) private static var known: [ObjectIdentifier: Unmanaged<ViewTypeInfo>] = [:]

    /// Entries looked up lately, each in the slot its type's address picks: a comparison is
    /// cheaper than hashing the type for `known` (about 400 instructions). A pushed screen
    /// mounts a view of each of several types in turn, which the one entry kept before (the
    /// last type's) missed every time.
    @exclusivity(unchecked) private static var recent = [RecentEntry?](repeating: nil, count: recentSlots)
    private static let recentSlots = 64

    private struct RecentEntry {
        let type: ObjectIdentifier
        let info: Unmanaged<ViewTypeInfo>
    }

    /// The entry of `view`'s type, given as `type` (a node's key holds it): asking the
    /// existential for its type copied the view. Inlined: called, it took a copy of the view
    /// even when it only compared the type with a recent one.
    @inline(__always)
    static func of(_ view: any View, type: ObjectIdentifier) -> Unmanaged<ViewTypeInfo> {
        // Metadata addresses are aligned, so their lowest bits say little: higher ones pick.
        let address = UInt(bitPattern: type)
        let slot = Int(truncatingIfNeeded: (address >> 4 ^ address >> 10) & UInt(recentSlots - 1))
        if let entry = recent[slot], entry.type == type { return entry.info }
        return lookUp(view, type: type, slot: slot)
    }

    /// Finds or makes the entry of a type not in its recent slot.
    @inline(never)
    private static func lookUp(_ view: any View, type: ObjectIdentifier, slot: Int) -> Unmanaged<ViewTypeInfo> {
        let info =
            known[type]
            ?? {
                let info = Unmanaged.passRetained(ViewTypeInfo(view))
                known[type] = info
                return info
            }()
        recent[slot] = RecentEntry(type: type, info: info)
        return info
    }
}
