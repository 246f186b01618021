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
    /// `name` as the fingerprint hashes it (``FingerprintHasher/word(of:)``).
    let nameWord: UInt64
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
    private let tabSelectingType: (any TabSelecting.Type)?

    private init(_ view: any View) {
        // One conformance lookup for the package's own protocols, and one for the public
        // ``TreeAnnotating`` on types outside them (see ``TraitedView``).
        let traited = Swift.type(of: view) as? any TraitedView.Type
        diagnosingType = traited?.diagnosingType
        lifecycleObservingType = traited?.lifecycleObservingType
        annotatingType = traited.map { $0.annotatingType } ?? (view as? any TreeAnnotating).map { Swift.type(of: $0) }
        keyedAnnotatingType = traited?.keyedAnnotatingType
        kindNamingType = traited?.kindNamingType
        buttonActionCarryingType = traited?.buttonActionCarryingType
        tabSelectingType = traited?.tabSelectingType
        var traits: ViewTraits = []
        if diagnosingType != nil { traits.insert(.diagnoses) }
        if lifecycleObservingType != nil { traits.insert(.observesLifecycle) }
        if annotatingType != nil { traits.insert(.annotates) }
        if keyedAnnotatingType != nil { traits.insert(.keysAnnotations) }
        if kindNamingType != nil { traits.insert(.namesKind) }
        if traited?.isTransparent == true { traits.insert(.transparent) }
        if traited?.isTransitionUnit == true { traits.insert(.transitionUnit) }
        self.traits = traits
        dynamicProperties = DynamicPropertyLayout(of: view)
        // `_typeName`, not `String(describing:)`: that casts the metatype to three printing
        // protocols first, each a search of every conformance record for a new type.
        let described = _typeName(Swift.type(of: view), qualified: false)
        name = described.firstIndex(of: "<").map { String(described[..<$0]) } ?? described
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: name.utf8.count)
        _ = bytes.initialize(fromContentsOf: name.utf8)
        nameUTF8 = UnsafeBufferPointer(bytes)
        nameWord = FingerprintHasher.word(of: name)
    }

    // One accessor per protocol requirement, each a `guard let` that opens the stored metatype:
    // the view is read as its own type, never boxed as the protocol. (A view larger than three
    // words, a pusher view among them, cost a heap box of about 150 bytes per question: one
    // per pushed screen as it mounted, another as it appeared and a third as it left.)

    /// What `view`, a value of this type, says is wrong where the environment is `environment`
    /// (``NodeDiagnosing``).
    func diagnostic(of view: any View, in environment: EnvironmentValues) -> String? {
        guard let diagnosingType else { return nil }
        return Self.diagnostic(of: view, as: diagnosingType, in: environment)
    }

    /// Tells `view`, a value of this type, that its node appeared in `host`
    /// (``NodeLifecycleObserving``); does nothing when the type does not observe it.
    func viewDidAppear(_ view: any View, in host: any PendingChangesApplying, environment: EnvironmentValues) {
        guard let lifecycleObservingType else { return }
        Self.viewDidAppear(view, as: lifecycleObservingType, in: host, environment: environment)
    }

    /// Tells `view`, a value of this type, that its node left the tree.
    func viewDidUnmount(_ view: any View, environment: EnvironmentValues) {
        guard let lifecycleObservingType else { return }
        Self.viewDidUnmount(view, as: lifecycleObservingType, environment: environment)
    }

    /// The annotations `view`, a value of this type, prints where the environment is
    /// `environment`: its state's alone when `forState` (``TreeAnnotating``, or
    /// ``KeyedAnnotating`` with the environment); `nil` when the type does not annotate.
    func annotations(of view: any View, in environment: EnvironmentValues, forState: Bool) -> [TreeAnnotation]? {
        if let keyedAnnotatingType {
            return Self.annotations(of: view, as: keyedAnnotatingType, in: environment, forState: forState)
        }
        guard let annotatingType else { return nil }
        return Self.annotations(of: view, as: annotatingType, forState: forState)
    }

    /// The state annotations of `view`, a value of this type, where the environment is
    /// `environment`, written to `sink`; `false` (and nothing written) when the type does not
    /// key its annotations (``KeyedAnnotating``).
    func writeStateAnnotations<Sink: TreeAnnotationSink>(of view: any View, in environment: EnvironmentValues, to sink: inout Sink) -> Bool {
        guard let keyedAnnotatingType else { return false }
        Self.writeStateAnnotations(of: view, as: keyedAnnotatingType, in: environment, to: &sink)
        return true
    }

    /// The key `view`, a value of this type, files its annotations under where the environment
    /// is `environment` (``KeyedAnnotating``).
    func annotationKey(of view: any View, in environment: EnvironmentValues) -> AnnotationKey? {
        guard let keyedAnnotatingType else { return nil }
        return Self.annotationKey(of: view, as: keyedAnnotatingType, in: environment)
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

    /// The tab title `view`, a value of this type, selects for the tabs below it
    /// (``TabSelecting``); `nil` for a type that selects none.
    func selectedTitle(of view: any View) -> String? {
        guard let tabSelectingType else { return nil }
        return Self.selectedTitle(of: view, as: tabSelectingType)
    }

    private static func selectedTitle<T: TabSelecting>(of view: any View, as type: T.Type) -> String {
        reinterpret(view, as: type).selectedTitle
    }

    private static func diagnostic<T: NodeDiagnosing>(of view: any View, as type: T.Type, in environment: EnvironmentValues) -> String? {
        reinterpret(view, as: type).diagnostic(in: environment)
    }

    private static func viewDidAppear<T: NodeLifecycleObserving>(
        _ view: any View, as type: T.Type, in host: any PendingChangesApplying, environment: EnvironmentValues
    ) {
        reinterpret(view, as: type).nodeDidAppear(in: host, environment: environment)
    }

    private static func viewDidUnmount<T: NodeLifecycleObserving>(_ view: any View, as type: T.Type, environment: EnvironmentValues) {
        reinterpret(view, as: type).nodeDidUnmount(environment: environment)
    }

    private static func annotations<T: TreeAnnotating>(
        of view: any View, as type: T.Type, forState: Bool
    ) -> [TreeAnnotation] {
        let annotated = reinterpret(view, as: type)
        return forState ? annotated.stateAnnotations : annotated.treeAnnotations
    }

    private static func annotations<T: KeyedAnnotating>(
        of view: any View, as type: T.Type, in environment: EnvironmentValues, forState: Bool
    ) -> [TreeAnnotation] {
        reinterpret(view, as: type).annotations(forState: forState, in: environment)
    }

    private static func writeStateAnnotations<T: KeyedAnnotating, Sink: TreeAnnotationSink>(
        of view: any View, as type: T.Type, in environment: EnvironmentValues, to sink: inout Sink
    ) {
        reinterpret(view, as: type).writeAnnotations(forState: true, in: environment, to: &sink)
    }

    private static func annotationKey<T: KeyedAnnotating>(
        of view: any View, as type: T.Type, in environment: EnvironmentValues
    ) -> AnnotationKey? {
        reinterpret(view, as: type).annotationKey(in: environment)
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
    ///
    /// An open-addressing table, never more than half full, searched from the slot the type's
    /// address picks: a comparison or two, where hashing the type for a dictionary cost about
    /// 400 instructions. (A cache of one entry per slot, backed by a dictionary, missed twice
    /// for every pushed screen: two types mounted in turn shared a slot and took it from each
    /// other.)
    @exclusivity(unchecked) private static var known = [KnownEntry?](repeating: nil, count: 64)
    @exclusivity(unchecked) private static var knownCount = 0

    private struct KnownEntry {
        let type: ObjectIdentifier
        let info: Unmanaged<ViewTypeInfo>
    }

    /// The entry of `view`'s type, given as `type` (a node's key holds it): asking the
    /// existential for its type copied the view. Generic and inlined: a view boxed to be
    /// looked up cost a heap box and a copy for every node made; it is boxed only to make the
    /// entry of a type seen for the first time.
    @inline(__always)
    static func of<V: View>(_ view: borrowing V, type: ObjectIdentifier) -> Unmanaged<ViewTypeInfo> {
        let mask = known.count - 1
        var slot = firstSlot(of: type, mask: mask)
        while let entry = known[slot] {
            if entry.type == type { return entry.info }
            slot = (slot + 1) & mask
        }
        return add(copy view, type: type, at: slot)
    }

    /// Where the search for `type` starts: the address times an odd constant, whose top bits
    /// depend on all of the address's (metadata addresses are aligned, so the lowest say little).
    private static func firstSlot(of type: ObjectIdentifier, mask: Int) -> Int {
        let mixed = UInt(bitPattern: type) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }

    /// Makes the entry of a type seen for the first time, in the empty `slot` its search ended
    /// at, and doubles the table when that made it more than half full.
    @inline(never)
    private static func add(_ view: any View, type: ObjectIdentifier, at slot: Int) -> Unmanaged<ViewTypeInfo> {
        let info = Unmanaged.passRetained(ViewTypeInfo(view))
        known[slot] = KnownEntry(type: type, info: info)
        knownCount += 1
        if knownCount * 2 > known.count {
            let entries = known.compactMap(\.self)
            known = [KnownEntry?](repeating: nil, count: known.count * 2)
            let mask = known.count - 1
            for entry in entries {
                var slot = firstSlot(of: entry.type, mask: mask)
                while known[slot] != nil { slot = (slot + 1) & mask }
                known[slot] = entry
            }
        }
        return info
    }
}
