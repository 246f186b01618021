/// A view that adds its own attributes and markers to its line in the printed tree.
///
/// This is how another module describes its views: Pusher's pusher views print their number,
/// name, rule and the active marker.
///
/// ```swift
/// struct Badge: View, TreeAnnotating {
///     let count: Int
///     var body: some View { Text("\(count)") }
///     var treeAnnotations: [TreeAnnotation] { [.attribute("count", .integer(count))] }
/// }
/// // Badge count: 3
/// // └─ Text "3"
/// ```
@MainActor
public protocol TreeAnnotating {
    /// What to add to the view's line, in order.
    var treeAnnotations: [TreeAnnotation] { get }

    /// What of the annotations is the view's state, for ``ViewHost/stateFingerprint``: the
    /// printed annotations by default. Leave out what differs between runs that reach the same
    /// state, such as a serial number handed out on registration.
    var stateAnnotations: [TreeAnnotation] { get }
}

extension TreeAnnotating {
    public var stateAnnotations: [TreeAnnotation] { treeAnnotations }
}

/// One addition to a node's printed line.
public enum TreeAnnotation: Sendable, Hashable {
    /// `key: value` after the node's kind and text.
    case attribute(String, TreeAttributeValue)
    /// A word in the brackets at the end of the line, such as `active`.
    case marker(String)
}

/// An annotating view whose annotations change only when it renders, or when the model they
/// read says so to its host (``PendingChangesApplying/annotationsChanged(for:)``) with the key
/// the view gives. A fingerprint asks other annotating views again every time.
@MainActor
package protocol KeyedAnnotating: TreeAnnotating, TraitedView {
    /// Names the view to the model its annotations read, where the node's environment is
    /// `environment`; `nil` when they read only the view's own value and state.
    func annotationKey(in environment: EnvironmentValues) -> AnnotationKey?
    /// The annotations, or their state's alone when `forState`, where the node's environment is
    /// `environment`: what the tree prints and fingerprints (see ``NodeDiagnosing``).
    func annotations(forState: Bool, in environment: EnvironmentValues) -> [TreeAnnotation]
    /// The annotations of ``annotations(forState:in:)`` handed to `sink` one by one, every
    /// attribute before any marker (the order they print in), with no array between: what a
    /// fingerprint reads of every such view it hashes.
    func writeAnnotations<Sink: TreeAnnotationSink>(forState: Bool, in environment: EnvironmentValues, to sink: inout Sink)
}

extension KeyedAnnotating {
    /// The view's ``TreeAnnotating`` annotations, which need no environment.
    package func annotations(forState: Bool, in _: EnvironmentValues) -> [TreeAnnotation] {
        forState ? stateAnnotations : treeAnnotations
    }

    /// ``annotations(forState:in:)``, attributes first, then markers.
    package func writeAnnotations<Sink: TreeAnnotationSink>(forState: Bool, in environment: EnvironmentValues, to sink: inout Sink) {
        let annotations = annotations(forState: forState, in: environment)
        for case .attribute(let key, let value) in annotations { sink.attribute(key, value) }
        for case .marker(let marker) in annotations { sink.marker(marker) }
    }
}

/// Where a ``KeyedAnnotating`` view writes its annotations (``KeyedAnnotating/writeAnnotations(forState:in:to:)``):
/// every attribute, then every marker.
package protocol TreeAnnotationSink {
    mutating func attribute(_ key: String, _ value: TreeAttributeValue)
    mutating func marker(_ marker: String)
}

/// A ``TreeAnnotationSink`` that keeps what it is given, in order: for a view that writes its
/// annotations once and lists them from the same code.
package struct AnnotationList: TreeAnnotationSink {
    package private(set) var annotations: [TreeAnnotation] = []

    package init() {}

    package mutating func attribute(_ key: String, _ value: TreeAttributeValue) {
        annotations.append(.attribute(key, value))
    }

    package mutating func marker(_ marker: String) {
        annotations.append(.marker(marker))
    }
}
