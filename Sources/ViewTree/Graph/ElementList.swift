/// Host machinery: collects the elements a body stands for, flattening structural views.
///
/// Builder blocks, branches, optionals, `AnyView` and modifiers add no nodes: they add a step to
/// the identity path (or a modifier) of everything inside them. What is left are primitives and
/// composites, each of which becomes a node.
///
/// A list either collects elements, which the host reconciles with the children a node has, or,
/// for a node that has none yet, makes the children's nodes as it goes.
public struct ElementList {
    private(set) var elements: [Element] = []
    /// The node whose children the list makes and its graph, or `nil` when it collects
    /// elements. Unmanaged: the tree keeps both, and each child made would otherwise retain and
    /// release them (checked `unowned` references instead: mounting 1.24–1.44× a node,
    /// thirty-second session).
    private var maker: (graph: Unmanaged<Graph>, parent: Unmanaged<ViewNode>)?
    /// The children made, when the list makes them; `takeNodes()` hands them over.
    private var nodes = ViewNode.Children()
    /// Whether a node made is ``TreeTransparent``.
    private(set) var hasTransparentNode = false
    /// The open identity steps but the innermost, and the innermost: siblings made in a loop
    /// then share the prefix's storage instead of each copying a path.
    private var prefix: [ChildKey.Component] = []
    private var innermost: ChildKey.Component?
    private var modifiers: [NodeModifier] = []
    /// Whether a key or a node holds `prefix`'s storage, or `modifiers`'s: see
    /// ``closeStep(in:shared:)``.
    private var prefixIsShared = false
    private var modifiersAreShared = false
    private var explicitID: IdentityBox?
    /// Whether a key came from `.id(_:)`, which may repeat among siblings.
    private(set) var hasIDKeys = false

    package init() {
        maker = nil
    }

    /// Makes the list, whose made nodes were taken, ready to make the children of `node`, which
    /// has none yet, as a new list would. The node must stay in the tree while the list is used.
    ///
    /// A mount uses one list for all its nodes: making and destroying one per node cost 6–7% of
    /// mounting a tree.
    @MainActor
    mutating func restart(makingChildrenOf node: ViewNode) {
        // What a render opens it closes, and the made nodes were taken: only flags are left.
        assert(nodes.isEmpty && elements.isEmpty && prefix.isEmpty && innermost == nil && modifiers.isEmpty && explicitID == nil)
        maker = (Unmanaged.passUnretained(node.graph), Unmanaged.passUnretained(node))
        hasTransparentNode = false
        hasIDKeys = false
    }

    /// Appends `view`, or what it stands for when it is structural.
    ///
    /// Generic, so that a branch or a block element is passed as itself: as an `any View`, a
    /// value larger than three words is boxed on the heap for the call.
    @MainActor
    package mutating func append<V: View>(_ view: V) {
        view._appendElements(to: &self)
    }

    /// Appends `view` as one element: a primitive or a composite, which becomes a node.
    @MainActor
    mutating func appendNode<V: View>(_ view: V) {
        let key = ChildKey(prefix: prefix, last: innermost, type: ObjectIdentifier(V.self))
        if !prefix.isEmpty { prefixIsShared = true }
        if !modifiers.isEmpty { modifiersAreShared = true }
        guard let maker else {
            elements.append(Element(key: key, view: view, modifiers: modifiers, explicitID: explicitID))
            return
        }
        let node = maker.graph.withInstance { graph in
            maker.parent.withInstance { parent in
                graph.makeNode(key: key, view: view, modifiers: modifiers, explicitID: explicitID, parent: parent)
            }
        }
        if node.traits.contains(.transparent) {
            hasTransparentNode = true
        }
        nodes.append(consume node)
    }

    /// The children made, moved out of the list: a copy would retain what the list then
    /// releases.
    mutating func takeNodes() -> ViewNode.Children {
        var taken = ViewNode.Children()
        swap(&taken, &nodes)
        return taken
    }

    /// Makes room for `count` more children at once: a list that grows one child at a time
    /// reallocates at every doubling and leaves each smaller block to the allocator.
    mutating func reserveCapacity(forMore count: Int) {
        if maker != nil {
            nodes.reserveCapacity(nodes.count + count)
        } else {
            elements.reserveCapacity(elements.count + count)
        }
    }

    /// Runs `body` with one more step on the identity path.
    mutating func withComponent(_ component: ChildKey.Component, _ body: (inout ElementList) -> Void) {
        // ForEach tells its own repeated ids apart; only `.id(_:)` values and structural numbers
        // can still collide.
        switch component {
        case .explicit, .structural: hasIDKeys = true
        case .position, .branch, .element, .integerElement, .destination, .presentation, .occurrence: break
        }
        let outer = innermost
        if let outer { Self.openStep(outer, in: &prefix, shared: &prefixIsShared) }
        innermost = component
        body(&self)
        innermost = outer
        if outer != nil { Self.closeStep(in: &prefix, shared: &prefixIsShared) }
    }

    /// Opens a step of the path or of the list of modifiers. The append copied a shared
    /// storage, so what the list holds after it is its own.
    private static func openStep<Step>(_ step: Step, in steps: inout [Step], shared: inout Bool) {
        steps.append(step)
        shared = false
    }

    /// Closes the innermost step of an open path or list of modifiers. A node that took them
    /// holds the same storage: dropping the last in place then copies the rest into new storage,
    /// which for the last one left (a pushed screen's content under its place in the
    /// environment, a pusher's content at its position) is an empty array that needs none.
    private static func closeStep<Step>(in steps: inout [Step], shared: inout Bool) {
        if shared, steps.count == 1 {
            steps = []
        } else {
            steps.removeLast()
        }
        shared = false
    }

    /// The elements, with a repeated key told apart by an `.occurrence` step, and how many
    /// repeated. (A count rather than a callback: a closure that captured the caller's state
    /// retained it on every render.)
    func uniqueElements() -> (elements: [Element], repeats: Int) {
        // One element repeats nothing: a pushed screen's content is one, keyed by its push.
        guard hasIDKeys, elements.count > 1 else { return (elements, 0) }
        var occurrences = KeyOccurrences()
        var unique = elements
        for index in unique.indices {
            if let renamed = occurrences.renamed(unique[index].key) {
                unique[index].key = renamed
            }
        }
        return (unique, occurrences.repeats)
    }

    /// Tells the nodes made with a repeated key apart by an `.occurrence` step; returns how many
    /// repeated.
    @MainActor
    func makeNodeKeysUnique() -> Int {
        guard hasIDKeys, nodes.count > 1 else { return 0 }
        var occurrences = KeyOccurrences()
        for node in nodes {
            if let renamed = occurrences.renamed(node.key) {
                node.key = renamed
            }
        }
        return occurrences.repeats
    }

    /// Runs `body` one step deeper: at `position` in a builder block, as ``TupleView`` puts
    /// each of its views. For host views that lay out their content by hand (the pusher view):
    /// a builder's nested generic types cost a metadata lookup, and a copy, at every render.
    package mutating func withPosition(_ position: Int, _ body: (inout ElementList) -> Void) {
        withComponent(.position(position), body)
    }

    /// Runs `body` one step deeper: in `branch` of an `if` or `switch`, as
    /// ``ConditionalContent`` (0 for the `if` branch, 1 for `else`) and `Optional` (0) do.
    package mutating func withBranch(_ branch: Int, _ body: (inout ElementList) -> Void) {
        withComponent(.branch(branch), body)
    }

    /// Runs `body` with `modifier` applied to every element it appends.
    mutating func withModifier(_ modifier: NodeModifier, _ body: (inout ElementList) -> Void) {
        if case .identity(let box) = modifier {
            let outerID = explicitID
            explicitID = box
            withComponent(.explicit(box), body)
            explicitID = outerID
        } else if case .structuralIdentity(let number) = modifier {
            withComponent(.structural(number), body)
        } else {
            Self.openStep(modifier, in: &modifiers, shared: &modifiersAreShared)
            body(&self)
            Self.closeStep(in: &modifiers, shared: &modifiersAreShared)
        }
    }
}

/// Counts the keys of siblings, in order, to tell repeated ones apart.
private struct KeyOccurrences {
    private var seen: [ChildKey: Int] = [:]
    /// How many keys repeated an earlier one.
    private(set) var repeats = 0

    /// The key to use instead of `key`, or `nil` when `key` is the first of its kind.
    mutating func renamed(_ key: ChildKey) -> ChildKey? {
        guard let count = seen[key] else {
            seen[key] = 1
            return nil
        }
        seen[key] = count + 1
        repeats += 1
        return key.appending(.occurrence(count))
    }
}
