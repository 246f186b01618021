/// Mounts a view and keeps its retained tree: one ``ViewNode`` per view identity, across updates.
///
/// Drive it the way a user drives an app, then query or print it:
///
/// ```swift
/// let host = ViewHost(
///     NavigationView {
///         Text("Home")
///         NavigationLink("Details") { Text("Details") }
///     }
/// )
/// try host.tap("Details")
/// host.visibleTexts          // ["Details"]
/// host.back()                // .popped(screen: 1)
/// print(host.render())
/// ```
///
/// Changes (a `@State` write, an observed model's property, a push on a stack the views
/// observe) mark nodes dirty; ``flush()`` applies them. Every query, printer and interaction
/// applies them first, so an answer is never older than the last change: a test that pushes
/// from outside the tree and then asks needs no ``flush()``.
///
/// Lifecycle, in the order the ``journal`` records it within one pass:
/// `disappear` (children before parents), `unmount` (children before parents), `mount`
/// (parents before children), `appear` (parents before children). On a push the covered screen
/// disappears, then the destination mounts and appears; on a back the popped screen disappears
/// and unmounts, then the uncovered screen appears. `onDisappear` and `onAppear` run after the
/// pass in the order of their events.
///
/// When the host goes, so does its tree: a node you kept reports `isMounted == false`, keeps
/// its children, and what its state or observed models change reaches no host.
@MainActor
public final class ViewHost {
    let graph: Graph
    /// The tree as ``renderChanges(_:context:)`` last printed it.
    var printedTree: PrintedTree?

    /// The root node: the node of the view given to ``init(_:recordsJournal:clock:)``.
    public var root: ViewNode {
        graph.applyPendingChanges()
        return graph.root
    }

    /// Mounts `rootView` and flushes, so that state written in `onAppear` is already applied.
    ///
    /// - Parameter rootView: The view to mount.
    /// - Parameter recordsJournal: Whether lifecycle events are kept in ``journal``; turn it off
    ///   for very large trees where only the final shape matters. `onAppear` and `onDisappear`
    ///   run either way; without a journal the host tracks appearance only for nodes that have them.
    /// - Parameter clock: The clock transitions run on; a new one at zero by default. Two hosts
    ///   given one clock move together.
    /// - Complexity: O(nodes mounted).
    public init(_ rootView: some View, recordsJournal: Bool = true, clock: VirtualClock = VirtualClock()) {
        graph = Graph(recordsJournal: recordsJournal, clock: clock)
        clock.addAfterFiring { [weak reference = graph.reference] in reference?.applyPendingChanges() }
        graph.mountRoot(rootView)
    }

    // Isolated, so that the tree is taken apart on the main actor whichever thread lets go of
    // the host last; each node's own deinit then has nothing that needs it.
    isolated deinit {
        graph.unmountAll()
    }

    /// Re-renders every dirty node and runs the callbacks that follow, until the tree is stable.
    ///
    /// Dirty nodes render parents first, in mount order among equals; rendering a node renders
    /// its whole subtree. A flush that keeps finding new changes stops after 100 passes and says
    /// so in the journal. Called from a view's body while the host renders, it changes nothing
    /// and says so in the journal: the flush under way renders what that body changed.
    ///
    /// - Complexity: O(size of the dirty subtrees + their depth), not O(tree).
    public func flush() {
        graph.flush()
    }

    /// The lifecycle events and diagnostics recorded since the host was made or last cleared.
    public var journal: [JournalEntry] {
        graph.applyPendingChanges()
        return graph.journal
    }

    /// Forgets the recorded events, so that the journal shows only what happens next.
    public func clearJournal() {
        graph.clearJournal()
    }

    /// How many times a node was rendered (a body evaluated, a primitive updated) since the host
    /// was made: compare it before and after a change to see how much the change re-rendered.
    public var renderCount: Int {
        graph.renderCount
    }

    /// The number of layers: 1 for the root, plus one per presented sheet or cover.
    public var layerCount: Int {
        graph.applyPendingChanges()
        return graph.layers.count
    }

    /// The layers dismissed but still on screen while their transition runs: their views have
    /// not disappeared yet.
    public var leavingLayerCount: Int {
        graph.applyPendingChanges()
        return graph.transition?.retained.count { $0.layerIndex != nil && $0.node.isMounted } ?? 0
    }
}

// MARK: - Printing

extension ViewHost {
    /// The tree as box-drawn text, one node per line: the kind, the text or label, attributes
    /// (`id`, `title`, and what views add through ``TreeAnnotating``) and markers in brackets
    /// (screens and whether they are visible or covered, layers, pushing links).
    ///
    /// ```text
    /// NavigationView [screen 0, covered]
    /// ├─ Text "Home"
    /// └─ NavigationLink "Details" [pushing]
    ///    └─ Screen [screen 1, visible]
    ///       └─ Text "Details"
    /// ```
    ///
    /// The same tree always prints the same bytes.
    ///
    /// - Complexity: O(nodes × min(depth, ``RenderOptions/indentationLimit``)).
    public func render(_ options: RenderOptions = RenderOptions()) -> String {
        TextTreePrinter(options: options, layerIndex: layerIndexLookup()).print(root)
    }

    /// What changed in the printed tree (``render(_:)``) since the last call with the same
    /// options: the changed lines, each with `context` unchanged lines around it. `nil` the
    /// first time, when there is nothing to compare with.
    ///
    /// ```swift
    /// _ = host.renderChanges()                  // nil
    /// try host.tap("Details")
    /// print(host.renderChanges()?.description ?? host.render())
    /// ```
    ///
    /// The host keeps the tree as it printed it and is told, as the tree changes, which lines
    /// may have changed: a step costs what it changed, not the size or depth of the tree.
    ///
    /// - Complexity: O(nodes) the first time; then about O(changed lines × (context +
    ///   ``RenderOptions/indentationLimit``)).
    public func renderChanges(_ options: RenderOptions = RenderOptions(), context: Int = 2) -> TreeChanges? {
        let root = self.root
        graph.treeFingerprint.recordsTouched = true
        _ = fingerprintState()
        let (touched, left) = graph.treeFingerprint.takeTouched()
        let restarts = graph.treeFingerprint.restarts
        let layerIndex = layerIndexLookup()
        let kept = printedTree?.options == options ? printedTree : nil
        if let changes = kept?.update(root: root, touched: touched, left: left, restarts: restarts, layerIndex: layerIndex, context: context) {
            return changes
        }
        // Nothing kept for these options yet, or the root changed, or the fingerprint kept
        // nothing for a while: read the tree whole, and compare whole prints if there was one.
        let before = kept?.text()
        let now = PrintedTree(root: root, options: options, layerIndex: layerIndex, restarts: restarts)
        printedTree = now
        return before.map { LineDiff(expected: $0, actual: now.text(), matching: .nodes).changes(context: max(0, context)) }
    }

    /// The tree as one line of JSON with sorted keys; each node has `attributes`, `children`,
    /// `kind`, `markers` and `text`.
    ///
    /// - Complexity: O(nodes).
    public func renderJSON() -> String {
        JSONTreePrinter(layerIndex: layerIndexLookup()).print(root)
    }

    /// Each layer root's position among the layers, for printing and fingerprinting: a search
    /// of the layers for each made a print of n sheets O(n²). The top layers are looked for
    /// first: a fingerprint after a presentation asks for those alone. The table is built at
    /// the first question about another.
    func layerIndexLookup() -> (ViewNode) -> Int {
        let layers = graph.layers
        guard layers.count > 8 else { return { node in layers.firstIndex { $0 === node } ?? 0 } }
        var positions: [ObjectIdentifier: Int]?
        return { node in
            if positions == nil {
                if let index = layers.suffix(8).lastIndex(where: { $0 === node }) { return index }
                positions = Dictionary(uniqueKeysWithValues: layers.enumerated().map { (ObjectIdentifier($0.element), $0.offset) })
            }
            return positions?[ObjectIdentifier(node)] ?? 0
        }
    }
}
