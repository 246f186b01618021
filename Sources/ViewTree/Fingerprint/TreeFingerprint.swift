/// The fingerprint of a host's printed tree, kept up to date as the tree changes, so that
/// fingerprinting a state after a move costs what the move changed: not the size of the tree,
/// nor its depth.
///
/// The fingerprint is a sum, one term per node: the hash of the node's *position* (its
/// parent's position and its index among its siblings) and of its printed line. The positions
/// spell the tree's shape and the lines what each node prints, so two trees that print the same
/// have the same sum, and a change to one node changes one term (a Merkle tree would hash every
/// ancestor again: O(depth) after a push onto a stack of sheets each presented from the last).
///
/// What changes a term is told, never searched for:
/// - a render may change the node's line and its children (``lineMayHaveChanged(_:)``): the
///   terms of the children whose position changed are made again, subtree and all;
/// - the graph changes what navigation markers read: a screen's or layer's visibility flags, a
///   link's `pushing`, a layer's index (``Graph/noteLineChange(of:)``);
/// - a node leaves the tree (``nodeLeft(_:)``): its term is taken out;
/// - an annotating view that keys its annotations (``KeyedAnnotating``, a pusher view): when
///   the model they read says so (``annotationsChanged(for:)``);
/// - two kinds of line change on their own, and are hashed again at every fingerprint: other
///   annotating views, which read what they like, and the nodes a transition or back gesture
///   moves, whose progress the clock changes.
///
/// Nothing is kept until the host is fingerprinted the first time.
@MainActor
struct TreeFingerprint {
    struct Entry {
        let fingerprint: StateFingerprint
        let nodeCount: Int
    }

    /// A node's position and term, the fingerprint that last made them, and the keeping they
    /// belong to: kept on the node (``ViewNode/keptPrint``), as a table by serial cost a hash
    /// look-up for every node placed, refreshed, or gone.
    struct NodePrint {
        var position: UInt64 = 0
        var term = StateFingerprint(high: 0, low: 0)
        var round = 0
        /// The ``TreeFingerprint/epoch`` that made it; any other (0 for a node never placed)
        /// means the node has no term.
        var epoch: UInt32 = 0
    }

    /// Whether terms are kept: from the first fingerprint on.
    private(set) var isKept = false
    /// The keeping under way: starting again (``forgetAll()``) drops every node's term at once
    /// by moving to the next.
    private var epoch: UInt32 = 1
    /// The nodes with a term of this epoch.
    private var printCount = 0
    private var sumHigh: UInt64 = 0
    private var sumLow: UInt64 = 0
    /// Nodes whose line or children may have changed since the last fingerprint.
    private var changed: [ViewNode] = []
    /// The mounted annotating views that do not key their annotations, by serial.
    private var annotating: [CounterKey: ViewNode] = [:]
    /// The mounted views that key their annotations, by key.
    private var keyed: [AnnotationKey: [ViewNode]] = [:]
    /// What a transition or gesture moved at the last fingerprint: their lines change back
    /// when it ends.
    private var movedBefore: [ViewNode] = []
    private var round = 0
    /// The worklist of ``place(_:at:layerIndex:)``, which runs at every push.
    private var placeSteps = ReusableArray<(ViewNode, UInt64)>()
    /// Terms hashed since the host was made: what a fingerprint cost, for tests.
    private(set) var termsMade = 0
    /// Whether the nodes whose terms are made and the serials of the nodes that leave are
    /// kept for ``takeTouched()``: for a kept print (``PrintedTree``), which is told what
    /// changed as the fingerprint is.
    var recordsTouched = false
    private var touched: [ViewNode] = []
    private var left: [Int] = []
    /// How many times nothing was kept and the next fingerprint started again from the whole
    /// tree: what was recorded until then no longer says everything that changed.
    private(set) var restarts = 0
    /// How many keys of annotating views are kept, for tests.
    var annotationKeyCount: Int { keyed.count }

    /// Notes that `node` rendered, or that a marker on its line changed.
    mutating func lineMayHaveChanged(_ node: ViewNode) {
        guard isKept else { return }
        changed.append(node)
        // A host fingerprinted once and then only rendered would keep every node it rendered:
        // past the tree's size, starting again costs less.
        if changed.count > 2 * printCount + 1_024 { forgetAll() }
    }

    /// Takes the term of `node`, which left the tree, out of the sum.
    mutating func nodeLeft(_ node: ViewNode) {
        guard isKept else { return }
        if recordsTouched { left.append(node.serial) }
        if node.keptPrint.epoch == epoch {
            subtract(node.keptPrint.term)
            node.keptPrint.epoch = 0
            printCount -= 1
        }
        if node.traits.contains(.keysAnnotations) {
            if let key = Self.annotationKey(of: node) { forget(node, under: key) }
        } else if node.traits.contains(.annotates) {
            annotating.removeValue(forKey: CounterKey(node.serial))
        }
    }

    /// Notes that the annotations of the views keyed `key` may have changed.
    mutating func annotationsChanged(for key: AnnotationKey) {
        guard isKept, let nodes = keyed[key] else { return }
        changed += nodes
        for node in nodes where !node.isMounted { forget(node, under: key) }
    }

    /// Keys come and go with the views (a pusher registered again has a new number): a key
    /// without views is dropped, so that they do not pile up over a long search.
    private mutating func forget(_ node: ViewNode, under key: AnnotationKey) {
        guard var nodes = keyed.removeValue(forKey: key) else { return }
        // Loops here, not `removeAll(where:)` and `contains(where:)`: a main-actor closure
        // handed to the standard library checks the executor at every call.
        var kept = 0
        for other in nodes where other !== node {
            nodes[kept] = other
            kept += 1
        }
        nodes.removeLast(nodes.count - kept)
        if !nodes.isEmpty { keyed[key] = nodes }
    }

    /// The fingerprint of the tree under `root` and its number of nodes.
    ///
    /// `moving`: the nodes a transition or back gesture moves now.
    ///
    /// - Complexity: O(nodes) the first time; then O(the nodes that changed since, with the
    ///   children of those that rendered, the annotating views that key nothing and the moving
    ///   nodes).
    mutating func fingerprint(of root: ViewNode, layerIndex: (ViewNode) -> Int, moving: [ViewNode]) -> Entry {
        round += 1
        if isKept {
            changed += movedBefore
            changed += moving
            changed += annotating.values
            // In any order: a child refreshed before its parent placed it anew is placed again.
            for node in changed where node.isMounted {
                refresh(node, layerIndex: layerIndex)
            }
            changed.removeAll(keepingCapacity: true)
        } else {
            isKept = true
            place(root, at: Self.rootPosition, layerIndex: layerIndex)
        }
        movedBefore = moving
        return Entry(fingerprint: Self.finalized(high: sumHigh, low: sumLow), nodeCount: printCount)
    }

    /// The nodes whose terms were made and the serials of the nodes that left since the last
    /// call, when ``recordsTouched``: every node whose printed line, position or children may
    /// have changed is among the first, or below one of them that was placed anew.
    mutating func takeTouched() -> (touched: [ViewNode], left: [Int]) {
        defer {
            touched.removeAll(keepingCapacity: true)
            left.removeAll(keepingCapacity: true)
        }
        return (touched, left)
    }

    /// The fingerprint of the tree under `root` made afresh, from nothing kept and keeping
    /// nothing: what a debug build checks the kept one against.
    ///
    /// - Complexity: O(nodes), without recursion.
    static func fresh(of root: ViewNode, layerIndex: (ViewNode) -> Int) -> Entry {
        var (high, low, count): (UInt64, UInt64, Int) = (0, 0, 0)
        var pending = [(root, rootPosition)]
        while let (node, position) = pending.popLast() {
            let term = term(of: node, at: position, layerIndex: layerIndex)
            high &+= term.high
            low &+= term.low
            count += 1
            for (index, child) in node.children.enumerated() {
                pending.append((child, Self.position(of: index, in: position)))
            }
        }
        return Entry(fingerprint: finalized(high: high, low: low), nodeCount: count)
    }

    // MARK: Keeping terms

    /// Makes the term of `node` again, and places its children whose position changed.
    private mutating func refresh(_ node: ViewNode, layerIndex: (ViewNode) -> Int) {
        // A node without a term is new and was placed with its parent, or is not in the tree
        // the fingerprint walks.
        guard node.keptPrint.epoch == epoch, node.keptPrint.round != round else { return }
        let position = node.keptPrint.position
        subtract(node.keptPrint.term)
        let term = makeTerm(of: node, at: position, layerIndex: layerIndex)
        node.keptPrint.term = term
        node.keptPrint.round = round
        add(term)
        // Its key may be new: a pusher's number comes with its first appearance.
        if node.traits.contains(.keysAnnotations) { noteAnnotating(node) }
        for (index, child) in node.children.enumerated() {
            let childPosition = Self.position(of: index, in: position)
            if child.keptPrint.epoch != epoch || child.keptPrint.position != childPosition {
                place(child, at: childPosition, layerIndex: layerIndex)
            }
        }
    }

    /// Makes the terms of `subtreeRoot`, at `position`, and of everything below it.
    private mutating func place(_ subtreeRoot: ViewNode, at position: UInt64, layerIndex: (ViewNode) -> Int) {
        // Without recursion: trees nest tens of thousands of levels deep.
        var pending = placeSteps.take()
        defer { placeSteps.giveBack(&pending) }
        pending.append((subtreeRoot, position))
        while let (node, position) = pending.popLast() {
            let term = makeTerm(of: node, at: position, layerIndex: layerIndex)
            if node.keptPrint.epoch == epoch {
                subtract(node.keptPrint.term)
            } else {
                printCount += 1
            }
            node.keptPrint = NodePrint(position: position, term: term, round: round, epoch: epoch)
            add(term)
            if node.traits.contains(.annotates) { noteAnnotating(node) }
            for (index, child) in node.children.enumerated() {
                pending.append((child, Self.position(of: index, in: position)))
            }
        }
    }

    /// Keeps an annotating view where its changes are looked for: under its key, or among those
    /// asked at every fingerprint.
    private mutating func noteAnnotating(_ node: ViewNode) {
        guard node.traits.contains(.keysAnnotations) else {
            annotating[CounterKey(node.serial)] = node
            return
        }
        guard let key = Self.annotationKey(of: node) else { return }
        // Through an index: the subscript's modify accessor allocated its frame on the heap.
        guard let index = keyed.index(forKey: key) else {
            keyed[key] = [node]
            return
        }
        for other in keyed.values[index] where other === node { return }
        keyed.values[index].append(node)
    }

    private static func annotationKey(of node: ViewNode) -> AnnotationKey? {
        node.typeInfo.annotationKey(of: node.view, in: node.environment)
    }

    /// Keeps nothing until the next fingerprint, which starts again from the whole tree.
    private mutating func forgetAll() {
        restarts += 1
        isKept = false
        touched = []
        left = []
        // Never 0, the epoch of a node never placed.
        epoch = epoch == .max ? 1 : epoch + 1
        printCount = 0
        annotating = [:]
        keyed = [:]
        changed = []
        movedBefore = []
        sumHigh = 0
        sumLow = 0
    }

    private mutating func add(_ term: StateFingerprint) {
        sumHigh &+= term.high
        sumLow &+= term.low
    }

    private mutating func subtract(_ term: StateFingerprint) {
        sumHigh &-= term.high
        sumLow &-= term.low
    }

    // MARK: Terms

    private static let rootPosition: UInt64 = 0x726f_6f74_2070_6f73

    /// The position of the child at `index` of a node at `parent`.
    private static func position(of index: Int, in parent: UInt64) -> UInt64 {
        // SplitMix64's finalizer over the parent's position and the index.
        var value = parent &+ 0x9e37_79b9_7f4a_7c15 &* UInt64(index + 1)
        value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
        value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
        return value ^ (value >> 31)
    }

    private mutating func makeTerm(of node: ViewNode, at position: UInt64, layerIndex: (ViewNode) -> Int) -> StateFingerprint {
        termsMade += 1
        if recordsTouched { touched.append(node) }
        return Self.term(of: node, at: position, layerIndex: layerIndex)
    }

    private static func term(of node: ViewNode, at position: UInt64, layerIndex: (ViewNode) -> Int) -> StateFingerprint {
        var hasher = FingerprintHasher()
        hasher.combine(word: position)
        hashLine(of: node, into: &hasher, layerIndex: layerIndex)
        return hasher.finalize()
    }

    private static func finalized(high: UInt64, low: UInt64) -> StateFingerprint {
        var hasher = FingerprintHasher()
        hasher.combine(word: high)
        hasher.combine(word: low)
        return hasher.finalize()
    }

    /// The words of the kinds most nodes are, worked out once.
    private enum KindWords {
        static let text = FingerprintHasher.word(of: "Text")
        static let button = FingerprintHasher.word(of: "Button")
        static let navigationLink = FingerprintHasher.word(of: "NavigationLink")
        static let navigationView = FingerprintHasher.word(of: "NavigationView")
        static let screen = FingerprintHasher.word(of: "Screen")
    }

    /// ``ViewNode/kindName`` as one word (``FingerprintHasher/word(of:)``): most kinds are a
    /// type's name or a fixed one, whose word is kept, not a string made and hashed per term.
    private static func kindWord(of node: ViewNode) -> UInt64 {
        switch node.payload {
        case .composite where !node.traits.contains(.namesKind): node.typeInfo.nameWord
        case .text: KindWords.text
        case .button: KindWords.button
        case .navigationLink: KindWords.navigationLink
        case .navigationView: KindWords.navigationView
        case .screen: KindWords.screen
        default: FingerprintHasher.word(of: node.kindName)
        }
    }

    /// What the printer writes on the node's line, with views' state annotations; a
    /// transparent node, which prints no line, is a mark.
    private static func hashLine(of node: ViewNode, into hasher: inout FingerprintHasher, layerIndex: (ViewNode) -> Int) {
        guard !node.traits.contains(.transparent) else {
            hasher.combine(word: 0x7472_616e_7370_6172)
            return
        }
        hasher.combine(word: kindWord(of: node))
        if let text = node.printedText {
            hasher.combine(word: 1)
            hasher.combine(text)
        } else {
            hasher.combine(word: 0)
        }
        NodeDetails.hash(node, layerIndex: layerIndex, into: &hasher)
    }
}
