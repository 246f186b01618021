/// One mounted view: the retained node a ``ViewHost`` keeps for a view identity across updates.
///
/// A node lives as long as its identity (parent, structural position, explicit id, view type)
/// is rendered. Hold on to one to check that an update kept it:
///
/// ```swift
/// let before = host.node(withID: "counter")
/// host.flush()
/// #expect(host.node(withID: "counter") === before)
/// ```
///
/// Nodes are read-only from outside the module; the host changes them.
@MainActor
public final class ViewNode {
    /// The node's number within its host, in mount order; never reused.
    public let serial: Int
    /// The node's parent, or `nil` for the root and for a node no longer in the tree.
    public var parent: ViewNode? {
        isMounted ? parentNode : nil
    }
    /// The parent's visibility flags, or `nil` for a layer's root or a node no longer in the tree.
    var parentFlags: VisibilityFlags? {
        guard isMounted, let parentReference else { return nil }
        return parentReference.withInstance { $0.flags }
    }
    // Walks read `children` and the fields after it, up to `isDirty`, for every node: they are
    // declared together (Swift lays a class out in declaration order) to share a cache line or
    // two.
    //
    // Every mutable field is `@exclusivity(unchecked)`: the node lives on the main actor and the
    // host never keeps an access to a field open across code that could touch the same field,
    // so the run-time check (a thread-local access set) finds nothing. With every field of the
    // package checked, mounting was 1.2–1.4× slower, a flush 1.2× and printing 1.11–1.14×
    // (`stapel-bench`, twenty-seventh session); the checks on state and signals, which cost
    // nothing measurable, were removed then.

    /// The child nodes, in declaration order. A pushed screen or a presented layer comes last.
    public internal(set) var children: Children {
        get { childStorage }
        set {
            childStorage = newValue
            hasTransparentChild = Self.anyTransparent(in: newValue)
        }
    }
    /// The children, where `deinit` can reach them: it runs without the main actor, and by then
    /// the node has left the tree, so nothing else reads them.
    @exclusivity(unchecked) nonisolated(unsafe) private var childStorage = Children()
    /// What the node knows about its view's type, which never changes for a node. Unowned:
    /// every entry lives as long as the process. Unchecked, as the package's seven other
    /// `unowned(unsafe)` references: with all eight checked, mounting was 1.7–2.2× slower and
    /// printing 1.5× (`stapel-bench`, twenty-seventh session).
    unowned(unsafe) let typeInfo: ViewTypeInfo
    /// The optional protocols the view's type adopts.
    var traits: ViewTraits { typeInfo.traits }
    @exclusivity(unchecked) var payload: Payload = .composite
    /// Whether the node is still in the tree.
    @exclusivity(unchecked) public internal(set) var isMounted = true
    /// Whether the node is on screen: in the top layer and not covered by a pushed screen.
    ///
    /// - Complexity: O(1) for screens, layers, tabs and nodes with lifecycle callbacks, which keep
    ///   their own flags; O(levels up to the nearest such ancestor) for others.
    public var isVisible: Bool { flags.isVisible }
    /// The flags of a node that keeps its own (``isTracked``); stale on others.
    @exclusivity(unchecked) var ownIsVisible = false
    /// Whether a child is ``TreeTransparent``, known without visiting the children: printers
    /// ask it for every node, and each child visited is a cache miss in a large tree.
    @exclusivity(unchecked) private(set) var hasTransparentChild = false
    /// Whether `view` is a new value whose `@State` and `@Environment` properties must be linked.
    @exclusivity(unchecked) var needsLinking = true
    /// See ``ownIsVisible``: whether the node would be visible were it not for the screen that
    /// covers it.
    @exclusivity(unchecked) var ownIsLive = false
    /// Whether the node keeps its own visibility flags: a layer's root, a navigation view, a
    /// screen, a tab, a node whose appearing runs something, and every node of a host that keeps
    /// a journal. Any other node shows what its parent shows, so its flags are its nearest
    /// tracked ancestor's, and a push that covers a screen of plain rows visits none of them.
    @exclusivity(unchecked) var isTracked = false
    /// Whether a tracked node was ever mounted below this one: a visibility walk goes down only
    /// into tracked nodes and nodes with this set. Never cleared; a stale mark costs a visit.
    @exclusivity(unchecked) var hasTrackedDescendant = false
    /// Whether a visibility walk must visit this node.
    var leadsToTracked: Bool { isTracked || hasTrackedDescendant }
    /// Whether `appear` was recorded last (rather than `disappear`).
    @exclusivity(unchecked) var hasAppeared = false
    /// Whether the node is a screen or layer kept mounted only until a transition ends: it left
    /// the navigation, and is neither live nor visible.
    @exclusivity(unchecked) var isLeaving = false
    /// Whether `didAppear` came, and when: one byte for the two flags below, which keeps the
    /// node in its 240-byte malloc chunk (a byte more took the 256-byte one).
    @exclusivity(unchecked) private var didAppearState = DidAppearState.never
    /// Whether `didAppear` came after the last `appear`: at once with no transition, or when
    /// the transition it appeared in ended.
    var hasDidAppear: Bool {
        get { didAppearState == .sinceLastAppear }
        set { didAppearState = newValue ? .sinceLastAppear : (didAppearState == .never ? .never : .beforeLastAppear) }
    }
    /// Whether `didAppear` ever came since the node mounted: a screen covered since still got it.
    var hasEverDidAppear: Bool { didAppearState != .never }
    @exclusivity(unchecked) var isDirty = false
    /// The number of ancestors: 0 for the root.
    public nonisolated var depth: Int { Int(depthStorage) }
    // The flags above fill the payload's padding, and the depth takes 4 bytes, not 8 (as the
    // render number does): with a button's action off the payload, a node is 232 bytes, which
    // malloc serves from a 240-byte chunk instead of the 272-byte one 264 bytes took.
    private let depthStorage: Int32
    /// What only some nodes need, allocated on first use: most nodes have no id, title, state
    /// or screen, and every node's size counts when trees have a million of them.
    @exclusivity(unchecked) private var extrasStorage: NodeExtras?
    /// The value given to `.id(_:)` on this view, if any.
    public var explicitID: AnyHashable? {
        extrasStorage?.explicitID?.value
    }
    /// `explicitID` in the box its element brought.
    var explicitIDBox: IdentityBox? {
        get { extrasStorage?.explicitID }
        set { if newValue != nil || extrasStorage != nil { extras.explicitID = newValue } }
    }
    /// The title set with `.navigationTitle(_:)` on this view, if any.
    public internal(set) var title: String? {
        get { extrasStorage?.title }
        set { if newValue != nil || extrasStorage != nil { extras.title = newValue } }
    }

    /// Unowned and unchecked: a node reads it only while mounted, and the host takes every node
    /// out of the tree before its graph goes. (A checked `unowned` reference costs an atomic
    /// count on every node made and freed.)
    unowned(unsafe) let graph: Graph
    @exclusivity(unchecked) var key: ChildKey
    /// The view value last rendered. Whoever replaces it sets `needsLinking`.
    @exclusivity(unchecked) var view: any View
    @exclusivity(unchecked) var modifiers: [NodeModifier]
    @exclusivity(unchecked) var environment: EnvironmentValues

    /// Whether the node has any of the rare fields: an id, a title, state, a link's flag or a
    /// weak reference's target.
    var hasExtras: Bool { extrasStorage != nil }

    var extras: NodeExtras {
        if let extrasStorage { return extrasStorage }
        let extras = NodeExtras()
        extrasStorage = extras
        return extras
    }

    /// Storage for the view's `@State` properties, in declaration order.
    var stateSlots: [AnyObject] {
        get { extrasStorage?.stateSlots ?? [] }
        set { extras.stateSlots = newValue }
    }

    /// Whether the node is counted in its graph's ``Graph/nodesWithSavedState``.
    var holdsSavedState: Bool { extrasStorage?.holdsSavedState ?? false }

    /// Counts the node in its graph's ``Graph/nodesWithSavedState`` once it holds a saved
    /// `@State`, until it leaves the tree.
    func noteSavedState() {
        guard !extras.holdsSavedState else { return }
        extras.holdsSavedState = true
        graph.nodesWithSavedState += 1
    }

    /// Takes the node out of ``Graph/nodesWithSavedState`` as it leaves the tree.
    func forgetSavedState() {
        guard let extras = extrasStorage, extras.holdsSavedState else { return }
        extras.holdsSavedState = false
        graph.nodesWithSavedState -= 1
    }

    // Unowned, not weak: these point at an ancestor (or the node itself, or, for `activeLink`, a
    // descendant that clears it when it leaves), alive while the node is mounted. A weak
    // reference gives its target a side table, and every retain and release of that target then
    // takes the slow path. Read them only while `isMounted`.
    //
    // Debug builds check the rule where these are read: a mounted node reaches only mounted
    // nodes through them (children leave before their parents, screens and layers before what
    // they are in). The address sanitizer checks the rest: a read of a freed node is an error.
    var parentNode: ViewNode? {
        let parent = parentReference?.takeUnretainedValue()
        assert(!isMounted || parent?.isMounted != false, "a mounted node's parent left the tree before it")
        return parent
    }
    /// Unmanaged, so that a walk can read the parent without retaining it (see `parentFlags`):
    /// a checked `unowned` parent made mounting 1.04–1.20× a node (thirty-second session).
    private let parentReference: Unmanaged<ViewNode>?
    /// The nearest navigation root or pushed screen at or above this node, within its layer.
    var screenRoot: ViewNode? {
        get {
            assert(!isMounted || screenRootStorage?.isMounted != false, "a mounted node's screen left the tree before it")
            return screenRootStorage
        }
        set { screenRootStorage = newValue }
    }
    /// The root node of the layer this node belongs to (the host's root or a presentation).
    var layerRoot: ViewNode? {
        get {
            assert(!isMounted || layerRootStorage?.isMounted != false, "a mounted node's layer left the tree before it")
            return layerRootStorage
        }
        set { layerRootStorage = newValue }
    }
    @exclusivity(unchecked) unowned(unsafe) private var screenRootStorage: ViewNode?
    @exclusivity(unchecked) unowned(unsafe) private var layerRootStorage: ViewNode?
    /// On a navigation root or pushed screen: the link inside it whose destination is pushed.
    var activeLink: ViewNode? {
        get { screenLinks?.activeLink }
        set { updateScreenLinks { $0.activeLink = newValue } }
    }
    /// On a navigation root or pushed screen: its position in the navigation chain (root = 0).
    var screenIndex: Int {
        get { Int(screenIndexStorage) }
        set { screenIndexStorage = Int32(newValue) }
    }
    /// On a pushed screen: the navigation view whose chain it is in, so that a query can go
    /// from a covered navigation view straight to its visible screen.
    var navigationRoot: ViewNode? {
        get { screenLinks?.navigationRoot }
        set { updateScreenLinks { $0.navigationRoot = newValue } }
    }
    private var screenLinks: ScreenLinks? {
        switch payload {
        case .navigationView(let links), .screen(let links): links
        default: nil
        }
    }
    /// Changes the links of a navigation root or pushed screen; other nodes have none.
    private func updateScreenLinks(_ change: (inout ScreenLinks) -> Void) {
        switch payload {
        case .navigationView(var links):
            change(&links)
            payload = .navigationView(links)
        case .screen(var links):
            change(&links)
            payload = .screen(links)
        default:
            break
        }
    }
    /// What a weak reference to this node points at, so that the node keeps the runtime's fast
    /// retains (``WeakTarget``).
    var weakTarget: WeakTarget<ViewNode> {
        if let target = extrasStorage?.weakTarget { return target }
        let target = WeakTarget(self)
        extras.weakTarget = target
        return target
    }
    /// On a navigation link without an `isActive` binding: whether it is pushed.
    var isLinkActive: Bool {
        get { extrasStorage?.isLinkActive ?? false }
        set { if newValue || extrasStorage != nil { extras.isLinkActive = newValue } }
    }

    /// The flush pass that last recorded a visibility change of this node (``Graph/pass``).
    @exclusivity(unchecked) var touchedPass = Graph.noPass
    /// The flush pass that mounted this node.
    @exclusivity(unchecked) var mountedPass = Graph.noPass
    /// Bumped on every render, so that an observation made by an older render is ignored; 1 on
    /// the first render only (it wraps to 2). Four bytes, for the node's size (see `depth`).
    @exclusivity(unchecked) private(set) var renderGeneration: UInt32 = 0
    /// See ``screenIndex``. Four bytes, like the counters around it, so that the node stays 232
    /// bytes with the index and the stamp on it rather than in ``extras``.
    @exclusivity(unchecked) private var screenIndexStorage: Int32 = 0
    /// See ``VisibleScreenList``: the stamp of a pushed screen's entry, 0 when it is not in the
    /// list. Kept on the node rather than in ``extras``: every pushed screen is visible for a
    /// moment, and the extras were a heap block for each.
    @exclusivity(unchecked) var visibleStamp: Int32 = 0
    /// What notifications and state storage hold instead of the node (made on first need).
    @exclusivity(unchecked) private var handleStorage: NodeHandle?
    /// The node's term in its graph's kept fingerprint (see ``TreeFingerprint``).
    @exclusivity(unchecked) var keptPrint = TreeFingerprint.NodePrint()

    /// Counts a render (see ``renderGeneration``).
    func advanceRenderGeneration() {
        renderGeneration = renderGeneration == .max ? 2 : renderGeneration + 1
    }

    var handle: NodeHandle {
        if let handleStorage { return handleStorage }
        let handle = NodeHandle(node: self)
        handleStorage = handle
        return handle
    }

    /// Runs `body` with the children where they are: reading ``children`` copies them out,
    /// which retains the child or the array holding them.
    @inline(__always)
    func withChildren<Result>(_ body: (borrowing Children) -> Result) -> Result {
        body(childStorage)
    }

    /// Sets children whose maker already knows whether one is ``TreeTransparent``, so that
    /// nothing looks at each child again.
    func setChildren(_ children: Children, hasTransparentChild: Bool) {
        childStorage = children
        self.hasTransparentChild = hasTransparentChild
    }

    /// Moves the children out (see ``Children/moveAll(to:arrays:)``) and leaves the node none:
    /// for a node that is leaving, so that freeing it has nothing left to do.
    func moveChildren(to nodes: inout [ViewNode], arrays: inout [[ViewNode]]) {
        childStorage.moveAll(to: &nodes, arrays: &arrays)
        hasTransparentChild = false
    }

    /// Takes the layer and the screen of the parent (the root has its own layer already).
    func inheritRoles() {
        parentReference?.withInstance { parent in
            layerRoot = parent.layerRoot
            screenRoot = parent.screenRoot
        }
    }

    /// A loop, not `contains(where:)`, whose closure checked the actor on every child.
    private static func anyTransparent(in children: Children) -> Bool {
        for child in children where child.traits.contains(.transparent) {
            return true
        }
        return false
    }

    // The two ways a render runs the view, with the value in place: reading `view` for a call
    // copies it out of the node (and destroys the copy after), which for a primitive cost as
    // much as its render. The view goes `inout`, not through a closure: a main-actor closure
    // handed to the standard library checks the executor on every call. Neither changes it.

    /// Lets a primitive view write the node; returns false for a view with a body.
    func updateFromView(children: inout ElementList) -> Bool {
        Self.update(&view, node: self, children: &children)
    }

    /// Appends what the view's body stands for.
    func appendBody(to list: inout ElementList) {
        Self.appendBody(of: &view, to: &list)
    }

    /// Connects the view's `@State`, `@Environment` and `@EnvironmentObject` to this node.
    func linkDynamicProperties() {
        let layout = typeInfo.dynamicProperties
        guard !layout.isEmpty else { return }
        Self.link(&view, layout: layout, to: self)
    }

    private static func link<V: View>(_ view: inout V, layout: DynamicPropertyLayout, to node: ViewNode) {
        layout.link(&view, to: node)
    }

    private static func update(_ view: inout any View, node: ViewNode, children: inout ElementList) -> Bool {
        view._updateNode(node, children: &children)
    }

    /// Generic, so that the body is appended as its own type: returned as an `any View`, a body
    /// larger than three words was boxed on the heap for each render.
    private static func appendBody<V: View>(of view: inout V, to list: inout ElementList) {
        list.append(view.body)
    }

    /// Cuts the node off from whatever still holds its handle; returns the handle, if any.
    @discardableResult
    func detachHandle() -> NodeHandle? {
        handleStorage?.node = nil
        return handleStorage
    }

    /// Empties what the node's `@Environment` properties read, once nothing of its last pass
    /// (`onDisappear`, lifecycle observers) can read it any more.
    func releaseEnvironment() {
        handleStorage?.environment = EnvironmentValues()
    }

    /// Takes the fields one by one, consumed: a node made from an element's fields would copy
    /// each of them (a retain) and then destroy the element (a release). The graph and the
    /// parent come unmanaged: an initializer owns its arguments, so the caller would retain
    /// them for the call and the node release them after.
    init(
        graph: Unmanaged<Graph>, serial: Int, parent: Unmanaged<ViewNode>?, key: consuming ChildKey,
        view: consuming any View, typeInfo: Unmanaged<ViewTypeInfo>, modifiers: consuming [NodeModifier],
        explicitID: consuming IdentityBox?, environment: consuming EnvironmentValues
    ) {
        self.graph = graph.takeUnretainedValue()
        self.serial = serial
        self.parentReference = parent
        self.depthStorage = parent?.withInstance { $0.depthStorage + 1 } ?? 0
        self.typeInfo = typeInfo.takeUnretainedValue()
        self.key = key
        self.view = view
        self.modifiers = modifiers
        self.environment = environment
        if let explicitID {
            extras.explicitID = explicitID
        }
    }

    /// Releases the subtree without recursion: a chain of nodes released one by one would
    /// otherwise take a stack frame per level and overflow at tens of thousands of levels.
    ///
    /// Not isolated, so freeing a node costs no check of the executor (a tenth of mounting and
    /// releasing a tree). Nothing here needs the main actor: a node is released only after it
    /// left the tree (unmounting and the host's teardown mark it and cut its handle), and a node
    /// whose last reference is ours can be touched from any thread. Most nodes reach this with
    /// no children: the host's teardown took them.
    deinit {
        guard !childStorage.isEmpty else { return }
        var single: [ViewNode] = []
        var arrays: [[ViewNode]] = []
        childStorage.moveAll(to: &single, arrays: &arrays)
        // Consumed: a copy left here would share the array, hold its nodes to the end of
        // `deinit`, and free them there one inside the other.
        arrays.append(consume single)
        while var nodes = arrays.popLast() {
            while var node = nodes.popLast() {
                // A node somebody else holds keeps its children.
                if isKnownUniquelyReferenced(&node) {
                    node.childStorage.moveAll(to: &nodes, arrays: &arrays)
                }
            }
        }
    }
}

// MARK: - Reading a node

extension ViewNode {
    /// The kind of view, as printed: `Text`, `Button`, `VStack`, `Screen`, or a composite's type name.
    public var kindName: String {
        switch payload {
        case .composite:
            (traits.contains(.namesKind) ? typeInfo.kindName(of: view) : nil) ?? typeInfo.name
        case .text: "Text"
        case .button: "Button"
        case .container(let kind): kind.rawValue
        case .spacer: "Spacer"
        case .navigationView: "NavigationView"
        case .navigationLink: "NavigationLink"
        case .screen: "Screen"
        case .presentation(let presentation): presentation.style.kindName
        case .tab: "Tab"
        }
    }

    /// Writes ``kindName`` without making a string, quoted for `style` if given: printers
    /// write it for every node. Keep the two in step (every printed golden compares them).
    func writeKindName(to output: inout TextOutput, quotedFor style: Quoting.Style? = nil) {
        if case .composite = payload, traits.contains(.namesKind), let named = typeInfo.kindName(of: view) {
            if let style { output.writeQuoted(named, style: style) } else { output.write(contentsOf: named) }
            return
        }
        // Every other name is a type's or one of these: nothing in them needs escaping.
        if style != nil { output.write("\"") }
        switch payload {
        case .composite: output.write(typeInfo.nameUTF8)
        case .text: output.write("Text")
        case .button: output.write("Button")
        case .container(let kind): output.write(kind.printedName)
        case .spacer: output.write("Spacer")
        case .navigationView: output.write("NavigationView")
        case .navigationLink: output.write("NavigationLink")
        case .screen: output.write("Screen")
        case .presentation(let presentation): output.write(contentsOf: presentation.style.kindName)
        case .tab: output.write("Tab")
        }
        if style != nil { output.write("\"") }
    }

    /// The string of a `Text`, or `nil` for every other kind.
    public var text: String? {
        if case .text(let string) = payload { string } else { nil }
    }

    /// The label of a button or navigation link: its title, or the texts of its label views
    /// joined by spaces. `nil` for every other kind, and for a link or button with no text.
    public var label: String? {
        switch payload {
        case .button(let title):
            title ?? labelTexts()
        case .navigationLink(let link):
            link.title ?? labelTexts()
        case .composite, .text, .container, .spacer, .navigationView, .screen, .presentation, .tab:
            nil
        }
    }

    /// What printers and summaries quote after the kind: the text of a `Text`, the label of a
    /// button or link.
    var printedText: String? {
        switch payload {
        case .text(let string): string
        case .button, .navigationLink: label
        case .tab(let tab): tab.title
        case .composite, .container, .spacer, .navigationView, .screen, .presentation: nil
        }
    }

    /// The action of a button, or `nil` for every other kind.
    var buttonAction: (@MainActor () -> Void)? {
        guard case .button = payload else { return nil }
        return typeInfo.buttonAction(of: view)
    }

    /// Whether this node pushes or presents something: a navigation link whose destination is
    /// mounted.
    public var isPushing: Bool {
        guard isMounted, let screenRoot else { return false }
        return screenRoot.activeLink === self
    }

    /// Whether `node` is nearer the root than `other`, or as near and mounted before it: the
    /// order passes visit nodes in. Not isolated, as a main-actor closure handed to the standard
    /// library checks the executor at every call (about 220 instructions).
    nonisolated static func isShallower(_ node: ViewNode, than other: ViewNode) -> Bool {
        (node.depth, node.serial) < (other.depth, other.serial)
    }

    private func labelTexts() -> String? {
        var texts: [String] = []
        var pending: [ViewNode] = []
        for child in children.reversed() {
            if case .screen = child.payload { continue }
            pending.append(child)
        }
        while let node = pending.popLast() {
            if let text = node.text { texts.append(text) }
            node.withChildren { $0.appendInReverse(to: &pending) }
        }
        return texts.isEmpty ? nil : texts.joined(separator: " ")
    }
}

// MARK: - Roles in navigation

extension ViewNode {
    /// Whether the node starts a screen: a navigation view's first screen, or a pushed one.
    var isScreenRoot: Bool {
        switch payload {
        case .navigationView, .screen: true
        case .composite, .text, .button, .container, .spacer, .navigationLink, .presentation, .tab: false
        }
    }

    /// Whether the node's `didAppear` is tracked: screens, layers and nodes with `onDidAppear`.
    var awaitsDidAppear: Bool {
        switch payload {
        case .navigationView, .screen, .presentation: true
        case .composite: !modifiers.isEmpty || traits.contains(.transitionUnit)
        case .text, .button, .container, .spacer, .navigationLink, .tab: !modifiers.isEmpty
        }
    }

    /// What appears and gets its `didAppear` together with the node: its nearest transition
    /// unit (see ``TransitionUnit``) on its screen, else its screen or layer.
    ///
    /// - Complexity: O(levels up to its screen).
    var appearanceOwner: ViewNode? {
        let owner = screenRoot ?? layerRoot
        var node: ViewNode? = self
        while let current = node, current !== owner {
            if current.traits.contains(.transitionUnit) { return current }
            node = current.parentNode
        }
        return owner
    }

    /// Whether the node keeps its own visibility flags in any host: it starts a screen, a layer
    /// or a tab, or something runs when it appears or disappears.
    var needsOwnFlags: Bool {
        switch payload {
        case .navigationView, .screen, .presentation, .tab: true
        case .composite: hasLifecycleCallbacks || traits.contains(.transitionUnit)
        case .text, .button, .container, .spacer, .navigationLink: hasLifecycleCallbacks
        }
    }

    /// Whether an `onDisappear` is among the node's modifiers (most modifiers write the
    /// environment or name the node).
    var hasDisappearAction: Bool {
        for case .onDisappear in modifiers { return true }
        return false
    }

    /// Whether anything runs when the node appears, disappears or leaves: `onAppear`,
    /// `onDisappear`, or a view that observes its own lifecycle.
    var hasLifecycleCallbacks: Bool {
        !modifiers.isEmpty || traits.contains(.observesLifecycle)
    }

    /// Whether the node is live and visible: its own flags if it keeps them, else those of its
    /// nearest ancestor that does. A node no longer in the tree is neither.
    var flags: VisibilityFlags {
        guard isMounted else { return VisibilityFlags(isLive: false, isVisible: false) }
        if isTracked { return ownFlags }
        var current = Unmanaged.passUnretained(self)
        while let parent = current.withInstance({ $0.parentReference }) {
            let found = parent.withInstance { $0.isTracked ? $0.ownFlags : nil }
            if let found { return found }
            current = parent
        }
        return VisibilityFlags(isLive: false, isVisible: false)
    }

    /// Whether the node would be visible were it not for the screen that covers it.
    var isLive: Bool { flags.isLive }

    /// The flags the node keeps: its flags if it ``isTracked``.
    var ownFlags: VisibilityFlags { VisibilityFlags(isLive: ownIsLive, isVisible: ownIsVisible) }

    /// Marks the node for re-rendering in the next flush.
    func invalidate() {
        guard isMounted, !isDirty else { return }
        isDirty = true
        graph.dirtyNodes.append(self)
    }
}

/// The fields of a ``ViewNode`` that only some nodes use.
@MainActor
final class NodeExtras {
    var explicitID: IdentityBox?
    var title: String?
    var stateSlots: [AnyObject] = []
    var isLinkActive = false
    /// Whether a slot holds a saved `@State`, counted in ``Graph/nodesWithSavedState``. Beside
    /// the other flag, in its padding.
    var holdsSavedState = false
    /// See ``ViewNode/weakTarget``: the node owns it.
    var weakTarget: WeakTarget<ViewNode>?
}

/// When a node last had `didAppear` (see ``ViewNode/hasDidAppear``).
enum DidAppearState: UInt8 {
    case never
    case sinceLastAppear
    case beforeLastAppear
}
