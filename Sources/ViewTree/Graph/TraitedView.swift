/// A view type that adopts one or more of the package's optional view protocols, and says which
/// as itself: every such protocol refines this one, so a type's ``ViewTypeInfo`` asks the
/// run-time one question instead of one per protocol.
///
/// The first cast of a type to a protocol searches every conformance record the process has
/// loaded, found or not (about half a million instructions with Foundation linked in): eight
/// casts a view type were most of the instructions of checking a small scenario. Each
/// requirement below has a default of `nil` (or `false`) and a default constrained to the
/// protocol it names, which the compiler picks, when the conformance is made, for types that
/// adopt it.
///
/// ```swift
/// struct Plumbing: View, TreeTransparent { … }
/// // Plumbing.isTransparent == true, Plumbing.kindNamingType == nil
/// ```
@MainActor
package protocol TraitedView {
    static var diagnosingType: (any NodeDiagnosing.Type)? { get }
    static var lifecycleObservingType: (any NodeLifecycleObserving.Type)? { get }
    /// The type as ``TreeAnnotating``, which views outside the package adopt too: a type that
    /// is not traited is still asked about it by a cast.
    static var annotatingType: (any TreeAnnotating.Type)? { get }
    static var keyedAnnotatingType: (any KeyedAnnotating.Type)? { get }
    static var kindNamingType: (any KindNaming.Type)? { get }
    static var buttonActionCarryingType: (any ButtonActionCarrying.Type)? { get }
    static var tabSelectingType: (any TabSelecting.Type)? { get }
    static var isTransparent: Bool { get }
    static var isTransitionUnit: Bool { get }
}

extension TraitedView {
    package static var diagnosingType: (any NodeDiagnosing.Type)? { nil }
    package static var lifecycleObservingType: (any NodeLifecycleObserving.Type)? { nil }
    package static var annotatingType: (any TreeAnnotating.Type)? { nil }
    package static var keyedAnnotatingType: (any KeyedAnnotating.Type)? { nil }
    package static var kindNamingType: (any KindNaming.Type)? { nil }
    package static var buttonActionCarryingType: (any ButtonActionCarrying.Type)? { nil }
    package static var tabSelectingType: (any TabSelecting.Type)? { nil }
    package static var isTransparent: Bool { false }
    package static var isTransitionUnit: Bool { false }
}

extension TraitedView where Self: NodeDiagnosing {
    package static var diagnosingType: (any NodeDiagnosing.Type)? { Self.self }
}

extension TraitedView where Self: NodeLifecycleObserving {
    package static var lifecycleObservingType: (any NodeLifecycleObserving.Type)? { Self.self }
}

extension TraitedView where Self: TreeAnnotating {
    package static var annotatingType: (any TreeAnnotating.Type)? { Self.self }
}

extension TraitedView where Self: KeyedAnnotating {
    package static var keyedAnnotatingType: (any KeyedAnnotating.Type)? { Self.self }
}

extension TraitedView where Self: KindNaming {
    package static var kindNamingType: (any KindNaming.Type)? { Self.self }
}

extension TraitedView where Self: ButtonActionCarrying {
    package static var buttonActionCarryingType: (any ButtonActionCarrying.Type)? { Self.self }
}

extension TraitedView where Self: TabSelecting {
    package static var tabSelectingType: (any TabSelecting.Type)? { Self.self }
}

extension TraitedView where Self: TreeTransparent {
    package static var isTransparent: Bool { true }
}

extension TraitedView where Self: TransitionUnit {
    package static var isTransitionUnit: Bool { true }
}
