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
final class Graph: PendingChangesApplying {
    /// How many passes one flush may run before it gives up on a view that keeps changing.
    static let passLimit = 100
    /// The diagnostic for siblings whose identities collide (a repeated `ForEach` or `.id` value).
    static let repeatedIdentity = "two children share one identity; the later one is told apart by its position"
    static let flushDuringPass = "flush called while views render; the flush under way renders the change"

    // Mutable fields are `@exclusivity(unchecked)` for the reason given in `ViewNode`.

    /// Layer roots from bottom to top: the root, then each presentation in the order it mounted.
    /// The graph's reference to the root is this array's: the host lets go of it on teardown.
    @exclusivity(unchecked) private(set) var layers: [ViewNode] = []
    /// Pushed screens that are visible, in the order they became visible.
    @exclusivity(unchecked) private(set) var visiblePushedScreens: [ViewNode] = []
    @exclusivity(unchecked) private(set) var journal: [JournalEntry] = []
    let recordsJournal: Bool

    @exclusivity(unchecked) var dirtyNodes: [ViewNode] = []
    /// Observation changes reported since the last flush, from any thread.
    let observedChanges = ObservedChanges()
    @exclusivity(unchecked) private var nextSerial = 0
    @exclusivity(unchecked) private var pass = 0
    /// Renders (bodies evaluated or primitives updated) since the graph was made.
    @exclusivity(unchecked) private(set) var renderCount = 0

    // Buffers of the current pass.
    /// The nodes this pass mounted, for the journal's `mount` events. Kept without a journal
    /// too: as it grows, its large blocks make glibc merge the small blocks freed by the last
    /// teardown; without them, mounting the same large tree again alternated between 540 and
    /// 770 ns a node (see BENCHMARKS.md). Unretained: a node mounted in this pass stays in the
    /// tree, or in `removed`, until the next pass clears both.
    @exclusivity(unchecked) private var mounted: [Unmanaged<ViewNode>] = []
    @exclusivity(unchecked) private var removed: [ViewNode] = []
    @exclusivity(unchecked) private var touched: [ViewNode] = []
    @exclusivity(unchecked) private var visibilityRoots: [ViewNode] = []
    /// Active links refused in this pass because another link of their screen pushed; retried
    /// if that link lets go within the pass (two sibling pushers trading the screen above).
    @exclusivity(unchecked) private var contestedLinks: [ViewNode] = []
    @exclusivity(unchecked) private var layersChanged = false
    /// Whether a pass is changing the tree. Bodies run then; a flush one of them started would
    /// change the tree under the pass, whose walks do not retain the nodes they pass.
    @exclusivity(unchecked) private var isInPass = false

    init(recordsJournal: Bool) {
        self.recordsJournal = recordsJournal
    }

    func clearJournal() {
        journal.removeAll()
    }

    func diagnose(_ message: String, at node: ViewNode?) {
        guard recordsJournal else { return }
        journal.append(JournalEntry(event: .diagnostic(message), node: node.map(NodeSummary.init)))
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
        let element = list.elements.count == 1
            ? list.elements[0]
            : Element(key: ChildKey(prefix: [], last: nil, type: ObjectIdentifier(Group<AnyView>.self)),
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
    package func applyPendingChanges() {
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
            let batch = dirtyNodes.sorted { ($0.depth, $0.serial) < ($1.depth, $1.serial) }
            dirtyNodes.removeAll()
            for node in batch where node.isDirty && node.isMounted {
                updateSubtree(node, with: nil)
            }
            endPass()
        }
    }

    private func beginPass() {
        isInPass = true
        pass += 1
        mounted.removeAll(keepingCapacity: true)
        removed.removeAll(keepingCapacity: true)
        touched.removeAll(keepingCapacity: true)
        visibilityRoots.removeAll(keepingCapacity: true)
        contestedLinks.removeAll(keepingCapacity: true)
        layersChanged = false
    }

    private func endPass() {
        retryContestedLinks()
        refreshVisibility()
        var callbacks: [@MainActor () -> Void] = []
        recordEvents(callbacks: &callbacks)
        // Callbacks run after the tree is settled: one may flush.
        isInPass = false
        for callback in callbacks { callback() }
    }
}

// MARK: - Mounting and rendering

extension Graph {
    // Mounting and reconciling loop by hand: a closure that needs the main actor, passed to the
    // standard library's `map` or `allSatisfy`, checks the executor on every call (3.6% of
    // mounting a wide tree).

    /// Mounts `element` and everything it renders, parents before children, without recursion.
    @discardableResult
    private func mountSubtree(_ element: Element, parent: ViewNode?) -> ViewNode {
        let subtreeRoot = makeNode(key: element.key, view: element.view, modifiers: element.modifiers,
                                   explicitID: element.explicitID, parent: parent)
        // Unretained: each waiting node is held by its parent's children (the first by this
        // function), and nothing leaves the tree while a pass mounts (see `isInPass`).
        var pending = [Unmanaged.passUnretained(subtreeRoot)]
        var list = ElementList()
        while let next = pending.popLast() {
            next.withInstance { node in
                node.mountedPass = pass
                mounted.append(next)
                list.restart(makingChildrenOf: node)
                let (children, hasTransparentChild) = renderMakingChildren(of: node, with: &list)
                // Flags now, while the node is at hand, rather than in a second walk over every
                // new node: its parent's are set (it rendered first) and its payload is known.
                // What the rest of the pass changes above it (a push, a presentation) reaches
                // it from `visibilityRoots` and the layers when the pass ends.
                updateFlags(of: node)
                children.appendUnretainedInReverse(to: &pending)
                node.setChildren(children, hasTransparentChild: hasTransparentChild)
            }
        }
        return subtreeRoot
    }

    /// Makes the node of a view `parent` renders (or of the root), not yet rendered itself.
    ///
    /// Takes the fields one by one, consumed, so that the node takes them over without a copy.
    func makeNode(key: consuming ChildKey, view: consuming any View, modifiers: consuming [NodeModifier],
                  explicitID: consuming IdentityBox?, parent: ViewNode?) -> ViewNode {
        nextSerial += 1
        let environment = Self.environment(for: modifiers, inheriting: parent?.environment ?? EnvironmentValues())
        let typeInfo = ViewTypeInfo.of(view, type: key.type)
        let node = ViewNode(graph: Unmanaged.passUnretained(self), serial: nextSerial, parent: parent.map(Unmanaged.passUnretained),
                            key: key, view: view, typeInfo: typeInfo,
                            modifiers: modifiers, explicitID: explicitID, environment: environment)
        if parent == nil {
            node.layerRoot = node
            // The root is the bottom layer, before any presentation its subtree mounts.
            layers.insert(node, at: 0)
        }
        return node
    }

    /// Re-renders `node` (with a new view value from its parent, or its own for a dirty node) and
    /// its whole subtree: children with the same key are updated, new keys mounted, gone keys
    /// unmounted.
    private func updateSubtree(_ subtreeRoot: ViewNode, with element: Element?) {
        var pending: [(ViewNode, Element?)] = [(subtreeRoot, element)]
        while let (node, element) = pending.popLast() {
            if let element {
                if Self.isUnchanged(node, by: element) {
                    // The same view in the same environment renders the same subtree.
                    continue
                }
                node.view = element.view
                node.needsLinking = true
                node.modifiers = element.modifiers
                node.explicitIDBox = element.explicitID
                node.environment = Self.environment(for: element.modifiers,
                                                    inheriting: node.parentNode?.environment ?? EnvironmentValues())
            }
            let elements = render(node)
            let updates = reconcileChildren(of: node, with: elements)
            pending.append(contentsOf: updates.reversed())
        }
    }

    /// Whether `element` would render `node` exactly as it is: the node is not dirty, the view is
    /// bit for bit the value it rendered (copies of one value are; a value type's bits are its
    /// value), no modifiers are involved, and the environment it inherits is the same.
    ///
    /// SwiftUI compares views the same way. It is what keeps a push to the root pusher from
    /// rendering the whole app again: the pusher's content is the same value every time.
    private static func isUnchanged(_ node: ViewNode, by element: Element) -> Bool {
        guard !node.isDirty, element.modifiers.isEmpty, node.modifiers.isEmpty,
              node.environment.revision == node.parentNode?.environment.revision,
              Swift.type(of: node.view) == Swift.type(of: element.view) else { return false }
        let sameContainer = withUnsafeBytes(of: node.view) { old in
            withUnsafeBytes(of: element.view) { new in old.elementsEqual(new) }
        }
        return sameContainer || isSameValue(node.view, element.view)
    }

    /// Compares the values themselves, not their existential containers: a large value is boxed
    /// anew each time it is wrapped, so equal values may sit in different boxes.
    private static func isSameValue<V: View>(_ old: V, _ new: any View) -> Bool {
        guard let new = new as? V else { return false }
        return withUnsafeBytes(of: old) { oldBytes in
            withUnsafeBytes(of: new) { newBytes in oldBytes.elementsEqual(newBytes) }
        }
    }

    /// Renders a node to reconcile: returns the elements of the children it asks for now, to
    /// match by key with those it has.
    private func render(_ node: ViewNode) -> [Element] {
        var list = ElementList()
        render(node, into: &list)
        let (elements, repeats) = list.uniqueElements()
        diagnoseRepeats(repeats, at: node)
        return elements
    }

    /// Renders a node that has no children yet, making its children's nodes as its body
    /// flattens: there is nothing to reconcile them with, and elements would only be copied
    /// into nodes and destroyed. `list` was restarted for the node.
    private func renderMakingChildren(of node: ViewNode, with list: inout ElementList) -> (children: ViewNode.Children, hasTransparentChild: Bool) {
        render(node, into: &list)
        let repeats = list.makeNodeKeysUnique()
        diagnoseRepeats(repeats, at: node)
        return (list.takeNodes(), list.hasTransparentNode)
    }

    private func diagnoseRepeats(_ repeats: Int, at node: ViewNode) {
        for _ in 0..<repeats {
            diagnose(Self.repeatedIdentity, at: node)
        }
    }

    /// Runs the node's view: a primitive writes its payload, a composite evaluates its body.
    /// What it renders goes to `list`, presentations last.
    private func render(_ node: ViewNode, into list: inout ElementList) {
        node.isDirty = false
        node.renderGeneration &+= 1
        renderCount += 1
        if node.renderGeneration == 1 {
            // At the first render rather than when the node is made: a parent makes its
            // children while it renders, before it knows whether it starts a screen or a layer.
            node.inheritRoles()
        }
        if node.needsLinking {
            // A view value's properties stay linked to the node until the value is replaced.
            if node.typeInfo.hasDynamicProperties {
                DynamicPropertyLinker.link(node.view, to: node)
            }
            node.needsLinking = false
        }
        if !node.updateFromView(children: &list) {
            node.payload = .composite
            appendObservingBody(of: node, to: &list)
        }
        if node.renderGeneration == 1 {
            takeRole(of: node)
            if node.traits.contains(.diagnoses), let message = (node.view as? any NodeDiagnosing)?.diagnostic {
                diagnose(message, at: node)
            }
        }
        applyModifiers(of: node, to: &list)
    }

    /// On a node's first render, once its payload is known: screens and layers start here.
    private func takeRole(of node: ViewNode) {
        switch node.payload {
        case .navigationView:
            node.screenRoot = node
            node.screenIndex = 0
        case .screen:
            node.screenIndex = (node.parent?.screenRoot?.screenIndex ?? 0) + 1
            node.screenRoot = node
        case .presentation:
            node.screenRoot = nil
            node.layerRoot = node
            layers.append(node)
            layersChanged = true
        case .composite, .text, .button, .container, .spacer, .navigationLink:
            break
        }
    }

    /// Evaluates a composite's body, subscribing the node to every observable property it reads,
    /// and appends what it stands for. Observation asks for the change handler only when the
    /// body read one, so most composites never make one (nor the node's handle).
    private func appendObservingBody(of node: ViewNode, to list: inout ElementList) {
        Self.tracking({ node.appendBody(to: &list) }, onChange: observedChanges.onChange(of: node))
    }

    /// `withObservationTracking`, with the closure handed over by a function of this module: a
    /// main-actor closure given straight to it checked the executor on every call (about 350
    /// instructions a composite).
    @inline(__always)
    private static func tracking<T>(_ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void) -> T {
        withObservationTracking(apply, onChange: onChange())
    }

    private func applyModifiers(of node: ViewNode, to list: inout ElementList) {
        node.title = nil
        guard !node.modifiers.isEmpty else { return }
        for (index, modifier) in node.modifiers.enumerated() {
            switch modifier {
            case .navigationTitle(let title):
                // Modifiers are stored outermost first; the innermost title wins.
                node.title = title
            case .presentation(let style, let isPresented, let content) where isPresented.wrappedValue:
                list.withComponent(.presentation(index)) {
                    $0.append(PresentationRoot(style: style, isPresented: isPresented, content: content()))
                }
            case .identity, .onAppear, .onDisappear, .environment, .presentation:
                break
            }
        }
    }

    private static func environment(for modifiers: [NodeModifier], inheriting inherited: EnvironmentValues) -> EnvironmentValues {
        var environment = inherited
        for case .environment(let write) in modifiers {
            write(&environment)
        }
        return environment
    }
}

// MARK: - Reconciling children

extension Graph {
    /// Matches `elements` against the node's children by key. Returns the kept children paired
    /// with their new elements; mounts and unmounts the rest.
    ///
    /// - Complexity: O(children); keys are compared in place when they did not move.
    private func reconcileChildren(of node: ViewNode, with elements: [Element]) -> [(ViewNode, Element?)] {
        let old = node.children
        var updates: [(ViewNode, Element?)] = []
        if Self.haveSameKeys(old, elements) {
            updates.reserveCapacity(old.count)
            for (child, element) in zip(old, elements) {
                updates.append((child, element))
            }
            return updates
        }
        var oldByKey: [ChildKey: ViewNode] = [:]
        oldByKey.reserveCapacity(old.count)
        for child in old {
            oldByKey[child.key] = child
        }
        var plan: [(Element, kept: ViewNode?)] = []
        plan.reserveCapacity(elements.count)
        for element in elements {
            plan.append((element, oldByKey.removeValue(forKey: element.key)))
        }
        // Unmount first, so that what the removed nodes held (a pushed screen, a layer) is free
        // for the new ones.
        for child in old where oldByKey[child.key] === child {
            unmountSubtree(child)
        }
        var children = ViewNode.Children()
        children.reserveCapacity(plan.count)
        for (element, kept) in plan {
            if let kept {
                kept.key = element.key
                updates.append((kept, element))
                children.append(kept)
            } else {
                children.append(mountSubtree(element, parent: node))
            }
        }
        node.children = children
        return updates
    }

    /// Whether the children and the elements have the same keys in the same order.
    private static func haveSameKeys(_ children: ViewNode.Children, _ elements: [Element]) -> Bool {
        guard children.count == elements.count else { return false }
        for (child, element) in zip(children, elements) where child.key != element.key {
            return false
        }
        return true
    }
}

// MARK: - Unmounting

extension Graph {
    /// Takes `subtreeRoot` and everything below it out of the tree, children before parents,
    /// and frees what they held: a pushed screen's place, a layer.
    private func unmountSubtree(_ subtreeRoot: ViewNode) {
        var preorder: [ViewNode] = []
        var pending = [subtreeRoot]
        while let node = pending.popLast() {
            preorder.append(node)
            node.children.appendInReverse(to: &pending)
        }
        for node in preorder.reversed() {
            node.isMounted = false
            node.isDirty = false
            node.detachHandle()
            removed.append(node)
            switch node.payload {
            case .navigationLink:
                releasePush(of: node)
            case .presentation:
                layers.removeAll { $0 === node }
                layersChanged = true
            case .screen:
                visiblePushedScreens.removeAll { $0 === node }
            case .composite, .text, .button, .container, .spacer, .navigationView:
                break
            }
        }
    }

    /// Takes the whole tree out when the host goes. Every node leaves the tree and its handle
    /// stops reaching it, so no node reads the graph again. A node nobody else holds loses its
    /// children here, which leaves nothing for freeing it to do; a node a caller kept keeps its
    /// children.
    ///
    /// - Complexity: O(nodes), without recursion.
    func unmountAll() {
        // Arrays of nodes still to visit, each taken whole from a node (see `moveChildren`).
        var arrays = [Array(layers.prefix(1))]
        layers = []
        dirtyNodes = []
        visiblePushedScreens = []
        mounted = []
        removed = []
        touched = []
        visibilityRoots = []
        while var nodes = arrays.popLast() {
            while var node = nodes.popLast() {
                node.isMounted = false
                node.detachHandle()
                if isKnownUniquelyReferenced(&node) {
                    node.moveChildren(to: &nodes, arrays: &arrays)
                } else {
                    nodes.append(contentsOf: node.children)
                }
            }
        }
    }
}

// MARK: - Pushing screens

extension Graph {
    /// Asks to push the destination of an active link. Returns whether the link may mount it:
    /// the first active link of a screen pushes; a link with no navigation view above it, or a
    /// second active link in the same screen, does not (and the journal says why).
    func claimPush(for link: ViewNode) -> Bool {
        guard let screen = link.screenRoot else {
            diagnose("navigation link is active but no NavigationView is above it", at: link)
            return false
        }
        if screen.activeLink === link { return true }
        guard screen.activeLink == nil else {
            contestedLinks.append(link)
            return false
        }
        screen.activeLink = link
        visibilityRoots.append(screen)
        return true
    }

    /// Renders again, in the next pass of this flush, each link refused in this pass whose
    /// screen the other link has let go since (siblings render in tree order, so the link that
    /// takes the screen may render before the one that leaves it); the others are a mistake the
    /// journal reports.
    private func retryContestedLinks() {
        for link in contestedLinks where link.isMounted {
            if link.screenRoot?.activeLink == nil {
                link.invalidate()
            } else {
                diagnose("navigation link is active but another link of its screen already pushes", at: link)
            }
        }
    }

    /// Frees the link's screen after its destination is gone.
    func releasePush(of link: ViewNode) {
        guard let screen = link.screenRoot, screen.activeLink === link else { return }
        screen.activeLink = nil
        visibilityRoots.append(screen)
    }
}

// MARK: - Visibility

extension Graph {
    /// Recomputes visibility where it may have changed during the pass, touching every node
    /// whose flags change.
    ///
    /// - Complexity: O(nodes whose visibility changes); a walk stops below a node whose flags
    ///   did not change.
    private func refreshVisibility() {
        // New nodes took their flags as they mounted.
        if layersChanged {
            visibilityRoots.append(contentsOf: layers)
        }
        let roots = visibilityRoots.sorted { ($0.depth, $0.serial) < ($1.depth, $1.serial) }
        for root in roots where root.isMounted {
            var pending = [root]
            while let node = pending.popLast() {
                if updateFlags(of: node) || node === root {
                    node.children.appendInReverse(to: &pending)
                }
            }
        }
    }

    /// Sets the node's flags from its parent's; returns whether they changed.
    @discardableResult
    private func updateFlags(of node: ViewNode) -> Bool {
        let (isLive, isVisible) = flags(of: node)
        guard isLive != node.isLive || isVisible != node.isVisible else { return false }
        node.isLive = isLive
        if case .screen = node.payload, isVisible != node.isVisible {
            if isVisible {
                visiblePushedScreens.append(node)
            } else {
                visiblePushedScreens.removeAll { $0 === node }
            }
        }
        node.isVisible = isVisible
        // Without a journal, only nodes with callbacks care that they appeared or disappeared:
        // after a push every node of the covered screen changes, and most have none.
        if node.touchedPass != pass, recordsJournal || node.hasLifecycleCallbacks {
            node.touchedPass = pass
            touched.append(node)
        }
        return true
    }

    /// A node is *live* when nothing but a pushed screen of its own navigation hides it, and
    /// *visible* when it is live and its screen pushes nothing.
    private func flags(of node: ViewNode) -> (isLive: Bool, isVisible: Bool) {
        let covered = node.activeLink != nil
        guard let parent = node.parentFlags else {
            let isTop = layers.last === node
            return (isTop, isTop && !covered)
        }
        switch node.payload {
        case .presentation:
            let isTop = layers.last === node
            return (isTop, isTop)
        case .screen:
            return (parent.isLive, parent.isLive && !covered)
        case .navigationView:
            return (parent.isVisible, parent.isVisible && !covered)
        case .composite, .text, .button, .container, .spacer, .navigationLink:
            return (parent.isLive, parent.isVisible)
        }
    }
}

// MARK: - Events

extension Graph {
    /// Records the pass's events in four phases and collects the callbacks to run after it.
    ///
    /// - Complexity: O(nodes mounted, removed or touched), with no intermediate arrays: after a
    ///   push, every node of the covered screen disappears.
    private func recordEvents(callbacks: inout [@MainActor () -> Void]) {
        // Nodes mounted and unmounted within one pass were never observable.
        for node in removed where node.mountedPass != pass && node.hasAppeared {
            disappear(node, callbacks: &callbacks)
        }
        for node in touched.reversed() where node.isMounted && node.hasAppeared && !node.isVisible {
            disappear(node, callbacks: &callbacks)
        }
        for node in removed where node.mountedPass != pass {
            record(.unmount, node)
            if node.traits.contains(.observesLifecycle), let observer = node.view as? any NodeLifecycleObserving {
                callbacks.append { observer.nodeDidUnmount() }
            }
        }
        if recordsJournal {
            for node in mounted {
                node.withInstance { node in
                    if node.isMounted { record(.mount, node) }
                }
            }
        }
        for node in touched where node.isMounted && node.isVisible && !node.hasAppeared {
            node.hasAppeared = true
            record(.appear, node)
            if node.traits.contains(.observesLifecycle), let observer = node.view as? any NodeLifecycleObserving {
                callbacks.append { [unowned self] in observer.nodeDidAppear(in: self) }
            }
            if !node.modifiers.isEmpty {
                for case .onAppear(let action) in node.modifiers.reversed() { callbacks.append(action) }
            }
        }
    }

    private func disappear(_ node: ViewNode, callbacks: inout [@MainActor () -> Void]) {
        node.hasAppeared = false
        record(.disappear, node)
        if !node.modifiers.isEmpty {
            for case .onDisappear(let action) in node.modifiers.reversed() { callbacks.append(action) }
        }
    }

    private func record(_ event: JournalEntry.Event, _ node: ViewNode) {
        guard recordsJournal else { return }
        journal.append(JournalEntry(event: event, node: NodeSummary(node)))
    }
}
