import Observation

/// The machinery behind a ``ViewHost``: mounting, re-rendering, unmounting, visibility and the
/// journal of lifecycle events.
///
/// A flush runs passes until nothing is dirty. One pass:
/// 1. re-renders dirty nodes, parents before children (a re-render covers the whole subtree);
///    a new node takes its visibility from its parent as it mounts;
/// 2. recomputes visibility where it may have changed since (screens whose pushed link
///    changed, layers when one was presented or dismissed);
/// 3. records events in four phases: `disappear`, `unmount`, `mount`, `appear`;
/// 4. runs `onDisappear` and `onAppear` callbacks (and lifecycle observers) in event order.
///
/// Callbacks run after the pass, never in the middle of reconciling; what they change is dirty
/// for the next pass of the same flush.
@MainActor
final class Graph {
    /// How many passes one flush may run before it gives up on a view that keeps changing.
    static let passLimit = 100
    /// The diagnostic for siblings whose identities collide (a repeated `ForEach` or `.id` value).
    static let repeatedIdentity = "two children share one identity; the later one is told apart by its position"
    static let flushDuringPass = "flush called while views render; the flush under way renders the change"

    // Mutable fields are `@exclusivity(unchecked)` for the reason given in `ViewNode`.

    /// Layer roots from bottom to top: the root, then each presentation in the order it mounted.
    /// The graph's reference to the root is this array's: the host lets go of it on teardown.
    @exclusivity(unchecked) var layers: [ViewNode] = []
    /// Pushed screens that are visible, in the order they became visible.
    @exclusivity(unchecked) var visiblePushedScreens = VisibleScreenList()
    @exclusivity(unchecked) var journal: [JournalEntry] = []
    let recordsJournal: Bool

    @exclusivity(unchecked) var dirtyNodes: [ViewNode] = []
    /// The buffers of the dirty nodes a pass renders and of the lifecycle callbacks it runs.
    @exclusivity(unchecked) private var dirtyBatch = ReusableArray<ViewNode>()
    @exclusivity(unchecked) private var callbackBuffer = ReusableArray<LifecycleCallback>()
    /// The worklists of the walks every push and back runs.
    @exclusivity(unchecked) var mountSteps = ReusableArray<MountStep>()
    @exclusivity(unchecked) var updateSteps = ReusableArray<(ViewNode, Element?)>()
    @exclusivity(unchecked) var unmountSteps = ReusableArray<Unmanaged<ViewNode>>()
    /// The visibility walks' (a screen covered as it mounts walks at once, see
    /// ``claimPush(for:)``) and the visible-node queries'.
    @exclusivity(unchecked) var visibilitySteps = ReusableArray<VisibilityWalkStep>()
    /// How many nodes of the tree hold a `@State` that an archive keeps: while none does, saving
    /// the views' state has nothing to walk for (``archiveState(of:)``).
    var nodesWithSavedState = 0
    /// The mounted buttons and links by title, for taps.
    @exclusivity(unchecked) var controls = ControlIndex()
    /// The node whose body is being evaluated, which a ``RenderSignal`` read subscribes. Bodies
    /// run one at a time on the main actor, and the node outlives its own body's evaluation.
    @exclusivity(unchecked) static unowned(unsafe) var renderingNode: ViewNode?
    /// Observation changes reported since the last flush, from any thread.
    let observedChanges = ObservedChanges()
    @exclusivity(unchecked) var nextSerial = 0
    /// The flush pass under way. Four bytes, as every node keeps two pass numbers
    /// (``ViewNode/mountedPass``, ``ViewNode/touchedPass``): when the count runs out, every
    /// node's numbers are cleared and it starts again (``restartPassCount()``).
    @exclusivity(unchecked) var pass: UInt32 = 0
    /// The pass number of a node no pass has mounted or touched: never a pass's own.
    static let noPass = UInt32.max
    /// Renders (bodies evaluated or primitives updated) since the graph was made.
    @exclusivity(unchecked) var renderCount = 0
    /// Nodes that visibility refreshes visited since the graph was made.
    @exclusivity(unchecked) var visibilityVisits = 0
    /// The host's fingerprint, kept up to date from its first fingerprint on, so that hosts
    /// never fingerprinted pay nothing.
    @exclusivity(unchecked) var treeFingerprint = TreeFingerprint()

    // Buffers of the current pass.
    /// The nodes this pass mounted, for the journal's `mount` events. Kept without a journal
    /// too: as it grows, its large blocks make glibc merge the small blocks freed by the last
    /// teardown, which keeps the cost of mounting again steady (see BENCHMARKS.md). Unretained:
    /// a node mounted in this pass stays in the tree, or under `removedRoots`, until the flush
    /// ends (`releaseRemoved`) or the next pass clears both (retained, mounting took 1.04–1.22×
    /// a node: thirty-second session).
    @exclusivity(unchecked) var mounted: [Unmanaged<ViewNode>] = []
    /// The nodes this pass removed whose leaving has events (a journal, an `onDisappear`, a view
    /// that observes its lifecycle), children before parents.
    @exclusivity(unchecked) var removed: [ViewNode] = []
    /// The roots of the subtrees this pass removed: they (and through them every node below)
    /// stay alive until nothing of the pass can read them (`releaseRemoved`).
    @exclusivity(unchecked) var removedRoots: [ViewNode] = []
    /// The handles of the nodes this pass removed, whose environments are emptied with them.
    @exclusivity(unchecked) var leftHandles: [NodeHandle] = []
    @exclusivity(unchecked) var touched: [ViewNode] = []
    /// The removed and touched nodes a pass's events concern, kept between passes for their
    /// storage (see ``recordEvents(callbacks:)``).
    @exclusivity(unchecked) var leavingInPass = ReusableArray<Unmanaged<ViewNode>>()
    @exclusivity(unchecked) var changingInPass = ReusableArray<Unmanaged<ViewNode>>()
    @exclusivity(unchecked) var visibilityRoots: [ViewNode] = []
    /// Active links refused in this pass because another link of their screen pushed; retried
    /// if that link lets go within the pass (two sibling pushers trading the screen above).
    @exclusivity(unchecked) var contestedLinks: [ViewNode] = []
    @exclusivity(unchecked) var layersChanged = false
    /// The layers presented in this pass: their flags were taken as they mounted, maybe while a
    /// later one was not yet on top.
    @exclusivity(unchecked) var layersAdded: [ViewNode] = []
    /// The top layer when visibility was last refreshed: when layers change, only it and the
    /// new top (and layers added meanwhile) change flags.
    weak var topLayerAtRefresh: WeakTarget<ViewNode>?
    /// Whether a pass is changing the tree. Bodies run then; a flush one of them started would
    /// change the tree under the pass, whose walks do not retain the nodes they pass.
    @exclusivity(unchecked) var isInPass = false

    // Time.
    /// The host's clock: transitions end on it, and the journal stamps events with it.
    let clock: VirtualClock
    /// The transition under way, if any.
    @exclusivity(unchecked) var transition: RunningTransition?
    /// The transition the next pass starts if it changes the visible screen, and the screen
    /// visible when it was asked for.
    @exclusivity(unchecked) var armed: Transition?
    @exclusivity(unchecked) var armedFrom: ViewNode?
    /// Screens and layers this pass took out of the navigation but keeps mounted for the armed
    /// transition.
    @exclusivity(unchecked) var retainedInPass: [(node: ViewNode, layerIndex: Int?)] = []
    /// The interactive back gesture under way, and the one whose pop is being carried out.
    @exclusivity(unchecked) var gesture: BackGesture?
    @exclusivity(unchecked) var finishingGesture: BackGesture?
    var draggedGate: (any BackGestureGate)? { gesture?.gate }

    /// What refers to the graph weakly (a stack's host, the clock's callbacks), so that the
    /// graph keeps the runtime's fast retains.
    private(set) lazy var reference = GraphReference(self)

    init(recordsJournal: Bool, clock: VirtualClock = VirtualClock()) {
        self.recordsJournal = recordsJournal
        self.clock = clock
    }

    func clearJournal() {
        journal.removeAll()
    }

    func diagnose(_ message: String, at node: ViewNode?) {
        guard recordsJournal else { return }
        journal.append(JournalEntry(event: .diagnostic(message), node: node.map(NodeSummary.init), time: clock.now))
    }
}

// MARK: - Flushing

extension Graph {
    /// Mounts `view` as the root and flushes.
    func mountRoot(_ view: any View) {
        var list = ElementList()
        list.append(view)
        // A root that flattens to several views (or none) is wrapped in a group, so there is
        // exactly one root node.
        let element =
            list.elements.count == 1
            ? list.elements[0]
            : Element(
                key: ChildKey(prefix: [], last: nil, type: ObjectIdentifier(Group<AnyView>.self)),
                view: Group { AnyView(view) }, modifiers: [], explicitID: nil)
        beginPass()
        mountSubtree(element, parent: nil)
        endPass()
        flush()
    }

    /// The root node, from `mountRoot(_:)` until `unmountAll()`.
    var root: ViewNode {
        layers[0]
    }

    /// Applies what changed since the last flush, unless a pass is under way (a body asked):
    /// what the host does before it answers a query, so that no answer is older than the last
    /// change made to a model, a state or a stack.
    func applyPendingChanges() {
        guard !isInPass else { return }
        flush()
    }

    /// Re-renders dirty nodes and runs callbacks until the tree is stable.
    func flush() {
        guard !isInPass else {
            // A body asked for it. The flush under way renders whatever that body changed.
            diagnose(Self.flushDuringPass, at: nil)
            return
        }
        var passes = 0
        while observedChanges.invalidateChangedNodes() || !dirtyNodes.isEmpty {
            passes += 1
            guard passes <= Self.passLimit else {
                diagnose("flush gave up after \(Self.passLimit) passes: a view changes state every time it renders", at: dirtyNodes.first)
                for node in dirtyNodes { node.isDirty = false }
                dirtyNodes.removeAll()
                return
            }
            beginPass()
            // The two lists trade buffers, so that a flush allocates none.
            var batch = dirtyBatch.take()
            swap(&batch, &dirtyNodes)
            batch.sort(by: ViewNode.isShallower)
            for node in batch where node.isDirty && node.isMounted {
                updateSubtree(node, with: nil)
            }
            dirtyBatch.giveBack(&batch)
            endPass()
        }
        releaseRemoved()
    }

    /// Frees what the flush's passes removed, once nothing of them (`onDisappear`, lifecycle
    /// observers, the unretained list of mounted nodes) can read it any more: with the flush
    /// that removed it, not with the next one, which would make the next navigation pay for
    /// tearing down the last one's screens and keep them in memory until then (a restore of
    /// 10,000 screens after popping them: 19 → 13 µs a screen, and the pop and the restore
    /// together 24 → 21 µs, thirty-fourth session in BENCHMARKS.md). The roots of what was
    /// removed may be held by the pass's lists alone, so those are emptied too.
    private func releaseRemoved() {
        guard !isInPass, !removedRoots.isEmpty else { return }
        clearPassLists()
    }

    func beginPass() {
        isInPass = true
        if pass == Self.noPass - 1 { restartPassCount() }
        pass += 1
        clearPassLists()
        layersChanged = false
        layersAdded.removeAll(keepingCapacity: true)
    }

    /// Starts the pass count again at 0, after four billion passes, so that no node keeps a
    /// number a new pass could have. O(nodes), that rarely; the nodes in the tree are all that
    /// a pass compares.
    func restartPassCount() {
        pass = 0
        guard let root = layers.first else { return }
        TreeWalker.walk(from: root, retainingNodes: false) { node in
            node.mountedPass = Self.noPass
            node.touchedPass = Self.noPass
            return .visitChildren
        }
    }

    /// Empties the lists a pass fills, freeing the nodes it removed that nobody else holds.
    private func clearPassLists() {
        mounted.removeAll(keepingCapacity: true)
        for handle in leftHandles { handle.environment = EnvironmentValues() }
        leftHandles.removeAll(keepingCapacity: true)
        removed.removeAll(keepingCapacity: true)
        removedRoots.removeAll(keepingCapacity: true)
        touched.removeAll(keepingCapacity: true)
        visibilityRoots.removeAll(keepingCapacity: true)
        contestedLinks.removeAll(keepingCapacity: true)
    }

    func endPass() {
        retryContestedLinks()
        refreshVisibility()
        startArmedTransition()
        // The buffer is taken, not shared: a callback may flush, and that flush's pass takes
        // an empty one.
        var callbacks = callbackBuffer.take()
        recordEvents(callbacks: &callbacks)
        // Callbacks run after the tree is settled: one may flush.
        isInPass = false
        for callback in callbacks { callback.run(in: reference) }
        callbackBuffer.giveBack(&callbacks)
    }
}
