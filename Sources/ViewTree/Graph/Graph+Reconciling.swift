import Foundation
import Observation

// Mounting, re-rendering and reconciling a node's children by identity, and unmounting what
// left: the tree-changing half of a pass.

// MARK: - Mounting and rendering

extension Graph {
    // Mounting and reconciling loop by hand: a closure that needs the main actor, passed to the
    // standard library's `map` or `allSatisfy`, checks the executor on every call.

    /// Mounts `element` and everything it renders, parents before children, without recursion.
    @discardableResult
    func mountSubtree(_ element: Element, parent: ViewNode?) -> ViewNode {
        let subtreeRoot = makeNode(
            key: element.key, view: element.view, modifiers: element.modifiers,
            explicitID: element.explicitID, parent: parent)
        // Unretained: each waiting node is held by its parent's children (the first by this
        // function), and nothing leaves the tree while a pass mounts (see `isInPass`).
        // Each with where its parent's visibility flags come from: an untracked parent keeps none.
        var pending = mountSteps.take()
        defer { mountSteps.giveBack(&pending) }
        pending.append(MountStep(node: Unmanaged.passUnretained(subtreeRoot), holder: nil, parentFlags: parent?.flags))
        var list = ElementList()
        while let step = pending.popLast() {
            step.node.withInstance { node in
                node.mountedPass = pass
                mounted.append(step.node)
                list.restart(makingChildrenOf: node)
                let (children, hasTransparentChild) = renderMakingChildren(of: node, with: &list)
                // Flags now, while the node is at hand, rather than in a second walk over every
                // new node: its payload is known (it rendered). What the rest of the pass
                // changes above it (a push, a presentation) reaches it from `visibilityRoots`
                // and the layers when the pass ends, or at once (see `claimPush(for:)`).
                let parentFlags = step.currentParentFlags
                let flags: VisibilityFlags
                if node.isTracked {
                    updateFlags(of: node, parentFlags: parentFlags)
                    flags = node.ownFlags
                } else {
                    flags = self.flags(of: node, parentFlags: parentFlags)
                }
                let holder = node.isTracked ? step.node : step.holder
                children.appendUnretainedInReverse(to: &pending) { child, _, _ in MountStep(node: child, holder: holder, parentFlags: flags) }
                node.setChildren(children, hasTransparentChild: hasTransparentChild)
            }
        }
        return subtreeRoot
    }

    /// Makes the node of a view `parent` renders (or of the root), not yet rendered itself.
    ///
    /// Takes the fields one by one, consumed, so that the node takes them over without a copy.
    /// Generic: the view is boxed once, as the node's (see ``ViewTypeInfo/of(_:type:)``).
    func makeNode<V: View>(
        key: consuming ChildKey, view: consuming V, modifiers: consuming [NodeModifier],
        explicitID: consuming IdentityBox?, parent: ViewNode?
    ) -> ViewNode {
        nextSerial += 1
        let environment = Self.environment(for: modifiers, inheriting: parent?.environment ?? EnvironmentValues())
        let typeInfo = ViewTypeInfo.of(view, type: key.type)
        let node = ViewNode(
            graph: Unmanaged.passUnretained(self), serial: nextSerial, parent: parent.map(Unmanaged.passUnretained),
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
    func updateSubtree(_ subtreeRoot: ViewNode, with element: Element?) {
        var pending = updateSteps.take()
        defer { updateSteps.giveBack(&pending) }
        pending.append((subtreeRoot, element))
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
                let environment = Self.environment(
                    for: element.modifiers,
                    inheriting: node.parentNode?.environment ?? EnvironmentValues())
                // Modifiers write the environment anew at each render; the same values written
                // again keep the node's environment, so that its children stay unchanged.
                if element.modifiers.isEmpty || !node.environment.holdsSameValues(as: environment) {
                    node.environment = environment
                }
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
    static func isUnchanged(_ node: ViewNode, by element: Element) -> Bool {
        guard !node.isDirty, element.modifiers.isEmpty, node.modifiers.isEmpty,
            node.environment.revision == node.parentNode?.environment.revision,
            Swift.type(of: node.view) == Swift.type(of: element.view)
        else { return false }
        return isSameView(node.view, element.view)
    }

    /// Whether two views are bit for bit the same: their existential containers, else the values
    /// in them. Not isolated: a main-actor closure handed to `withUnsafeBytes` checks the
    /// executor on every call, and these closures ran four times for each child compared.
    nonisolated static func isSameView(_ old: any View, _ new: any View) -> Bool {
        let sameContainer = withUnsafeBytes(of: old) { old in
            withUnsafeBytes(of: new) { new in sameBytes(old, new) }
        }
        return sameContainer || isSameValue(old, new)
    }

    /// Compares the values themselves, not their existential containers: a large value is boxed
    /// anew each time it is wrapped, so equal values may sit in different boxes. Both are opened
    /// rather than `new` cast to `V`: the types are compared first, and a cast looked them up
    /// again (about 500 instructions).
    nonisolated static func isSameValue<Old: View, New: View>(_ old: Old, _ new: New) -> Bool {
        guard Old.self == New.self else { return false }
        return withUnsafeBytes(of: old) { oldBytes in
            withUnsafeBytes(of: new) { newBytes in sameBytes(oldBytes, newBytes) }
        }
    }

    /// `memcmp`: `elementsEqual` compared byte by byte through the generic sequence path, about
    /// five instructions a byte, and every reconciled child compares at least 40.
    private nonisolated static func sameBytes(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        guard a.count == b.count else { return false }
        guard let first = a.baseAddress, let second = b.baseAddress else { return true }
        return memcmp(first, second, a.count) == 0
    }

    /// Renders a node to reconcile: returns the elements of the children it asks for now, to
    /// match by key with those it has.
    func render(_ node: ViewNode) -> [Element] {
        var list = ElementList()
        render(node, into: &list)
        let (elements, repeats) = list.uniqueElements()
        diagnoseRepeats(repeats, at: node)
        return elements
    }

    /// Renders a node that has no children yet, making its children's nodes as its body
    /// flattens: there is nothing to reconcile them with, and elements would only be copied
    /// into nodes and destroyed. `list` was restarted for the node.
    func renderMakingChildren(of node: ViewNode, with list: inout ElementList) -> (children: ViewNode.Children, hasTransparentChild: Bool) {
        render(node, into: &list)
        let repeats = list.makeNodeKeysUnique()
        diagnoseRepeats(repeats, at: node)
        return (list.takeNodes(), list.hasTransparentNode)
    }

    func diagnoseRepeats(_ repeats: Int, at node: ViewNode) {
        for _ in 0..<repeats {
            diagnose(Self.repeatedIdentity, at: node)
        }
    }

    /// Runs the node's view: a primitive writes its payload, a composite evaluates its body.
    /// What it renders goes to `list`, presentations last.
    func render(_ node: ViewNode, into list: inout ElementList) {
        node.isDirty = false
        node.advanceRenderGeneration()
        renderCount += 1
        noteLineChange(of: node)
        if node.renderGeneration == 1 {
            // At the first render rather than when the node is made: a parent makes its
            // children while it renders, before it knows whether it starts a screen or a layer.
            node.inheritRoles()
        }
        if node.needsLinking {
            // A view value's properties stay linked to the node until the value is replaced.
            node.linkDynamicProperties()
            node.needsLinking = false
        }
        // A primitive made in another module may read a render signal as it writes its node
        // (the pusher's hidden link reads what is pushed): the read subscribes the node itself.
        let outer = Self.renderingNode
        Self.renderingNode = node
        let isPrimitive = node.updateFromView(children: &list)
        Self.renderingNode = outer
        if !isPrimitive {
            node.payload = .composite
            appendObservingBody(of: node, to: &list)
        }
        if node.renderGeneration == 1 {
            takeRole(of: node)
            if node.traits.contains(.diagnoses), let message = node.typeInfo.diagnostic(of: node.view, in: node.environment) {
                diagnose(message, at: node)
            }
        }
        applyModifiers(of: node, to: &list)
        startTrackingIfNeeded(node)
    }

    /// On a node's first render, once its payload is known: screens and layers start here.
    func takeRole(of node: ViewNode) {
        switch node.payload {
        case .navigationView:
            node.screenRoot = node
            node.screenIndex = 0
        case .screen:
            let below = node.parent?.screenRoot
            node.screenIndex = (below?.screenIndex ?? 0) + 1
            node.navigationRoot = if let below { below.navigationRoot ?? below } else { nil }
            node.screenRoot = node
        case .presentation:
            node.screenRoot = nil
            node.layerRoot = node
            layers.append(node)
            layersAdded.append(node)
            layersChanged = true
        case .composite, .text, .button, .container, .spacer, .navigationLink, .tab:
            break
        }
    }

    /// Evaluates a composite's body, subscribing the node to every observable property it reads,
    /// and appends what it stands for. Observation asks for the change handler only when the
    /// body read one, so most composites never make one (nor the node's handle).
    func appendObservingBody(of node: ViewNode, to list: inout ElementList) {
        let outer = Self.renderingNode
        Self.renderingNode = node
        defer { Self.renderingNode = outer }
        Self.tracking({ node.appendBody(to: &list) }, onChange: observedChanges.onChange(of: node))
    }

    /// `withObservationTracking`, with the closure handed over by a function of this module: a
    /// main-actor closure given straight to it checks the executor on every call.
    @inline(__always)
    static func tracking<T>(_ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void) -> T {
        withObservationTracking(apply, onChange: onChange())
    }

    func applyModifiers(of node: ViewNode, to list: inout ElementList) {
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
            case .identity, .structuralIdentity, .onAppear, .onDisappear, .onDidAppear, .environment, .presentation:
                break
            }
        }
    }

    static func environment(for modifiers: [NodeModifier], inheriting inherited: EnvironmentValues) -> EnvironmentValues {
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
    func reconcileChildren(of node: ViewNode, with elements: [Element]) -> [(ViewNode, Element?)] {
        let old = node.children
        var updates: [(ViewNode, Element?)] = []
        if Self.haveSameKeys(old, elements) {
            updates.reserveCapacity(old.count)
            for (child, element) in zip(old, elements) {
                if child.isLeaving { revive(child) }
                updates.append((child, element))
            }
            return updates
        }
        // Sized by the initializer: `reserveCapacity` is not inlinable, and its generic entry
        // point asked the run time for the dictionary's metadata on every call.
        var oldByKey = [ChildKey: ViewNode](minimumCapacity: old.count)
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
        // A screen or layer leaving in a transition stays, after the others, until it ends.
        var leaving: [ViewNode] = []
        for child in old where oldByKey[child.key] === child {
            if child.isLeaving || retainsRemoved(child) {
                if !child.isLeaving { retain(child) }
                leaving.append(child)
            } else {
                unmountSubtree(child)
            }
        }
        var children = ViewNode.Children()
        children.reserveCapacity(plan.count)
        for (element, kept) in plan {
            if let kept {
                if kept.isLeaving { revive(kept) }
                kept.key = element.key
                updates.append((kept, element))
                children.append(kept)
            } else {
                children.append(mountSubtree(element, parent: node))
            }
        }
        for child in leaving { children.append(child) }
        node.children = children
        return updates
    }

    /// Whether the children and the elements have the same keys in the same order.
    static func haveSameKeys(_ children: ViewNode.Children, _ elements: [Element]) -> Bool {
        guard children.count == elements.count else { return false }
        for (child, element) in zip(children, elements) where child.key != element.key {
            return false
        }
        return true
    }
}

// MARK: - Unmounting

extension Graph {
    /// Takes `subtreeRoot` and everything below it out of the tree and frees what they held: a
    /// pushed screen's place, a layer. The nodes stay alive until the flush ends
    /// (``removedRoots``).
    ///
    /// One walk that touches each node once, in the order it finds them: a pop of 32,000
    /// screens leaves 224,000 nodes, far more than the caches hold, and each further walk over
    /// them (collecting them, leaving them children first, their events, their environments)
    /// missed the cache on every node. That pop took 280 → 260 ms (thirty-sixth session).
    ///
    /// - Complexity: O(nodes in the subtree), without recursion.
    func unmountSubtree(_ subtreeRoot: ViewNode) {
        removedRoots.append(subtreeRoot)
        let firstEventful = removed.count
        var removedLayers = 0
        defer {
            // Those on top first, the usual case: dismissing the top layer of n costs O(1).
            while removedLayers > 0, let top = layers.last, !top.isMounted {
                layers.removeLast()
                removedLayers -= 1
            }
            // Once for the subtree: dismissing n layers at once stays O(layers), not O(n × layers).
            if removedLayers > 0, let first = layers.firstIndex(where: { !$0.isMounted }) {
                layers.removeAll { !$0.isMounted }
                noteLayersRenumbered(from: first)
            }
        }
        // Unretained: `removedRoots` holds the root, each node holds its children, and leaving
        // changes no child list.
        var pending = unmountSteps.take()
        defer { unmountSteps.giveBack(&pending) }
        pending.append(Unmanaged.passUnretained(subtreeRoot))
        while let reference = pending.popLast() {
            reference.withInstance { node in
                leave(node, removedLayers: &removedLayers)
                node.withChildren { $0.appendUnretainedInReverse(to: &pending) }
            }
        }
        // The walk went parents first; events go children before parents.
        removed[firstEventful...].reverse()
    }

    /// Takes one node out of the tree. Its leaving has events (`removed`) only with a journal,
    /// an `onDisappear` or a view that observes its lifecycle; otherwise it simply stops having
    /// appeared, here, while it is in the cache.
    private func leave(_ node: ViewNode, removedLayers: inout Int) {
        if treeFingerprint.isKept { treeFingerprint.nodeLeft(node) }
        node.isMounted = false
        node.isDirty = false
        node.forgetSavedState()
        if let handle = node.detachHandle() { leftHandles.append(handle) }
        if recordsJournal || node.traits.contains(.observesLifecycle) || node.hasDisappearAction {
            removed.append(node)
        } else if node.mountedPass != pass {
            node.hasAppeared = false
            node.hasDidAppear = false
        }
        switch node.payload {
        case .button(let title):
            controls.remove(node, title: title)
        case .navigationLink(let link):
            controls.remove(node, title: link.title)
            releasePush(of: node)
        case .presentation:
            removedLayers += 1
            layersChanged = true
        case .screen:
            visiblePushedScreens.remove(node)
        case .composite, .text, .container, .spacer, .navigationView, .tab:
            break
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
        for handle in leftHandles { handle.environment = EnvironmentValues() }
        leftHandles = []
        layers = []
        dirtyNodes = []
        visiblePushedScreens.removeAll()
        controls = ControlIndex()
        mounted = []
        removed = []
        removedRoots = []
        touched = []
        visibilityRoots = []
        while var nodes = arrays.popLast() {
            while var node = nodes.popLast() {
                node.isMounted = false
                node.detachHandle()
                node.releaseEnvironment()
                if isKnownUniquelyReferenced(&node) {
                    node.moveChildren(to: &nodes, arrays: &arrays)
                } else {
                    nodes.append(contentsOf: node.children)
                }
            }
        }
    }
}
