import ViewTree

/// The view behind `WithStapel` and `WithPusher`: shows its content, registers a pusher with the
/// stack when it first appears, and shows what is pushed to it as the next screen, through a
/// hidden navigation link (as Stapel does). Leaving the tree unregisters it.
///
/// The stack's rules may change that: under ``NavigationRules/CoveredScreens/unmount`` its
/// content unmounts while it shows a pushed screen; under ``NavigationRules/Containers/inPlace``
/// the pushed content shows in place of its content, with no new screen.
///
/// A pusher the stack made itself (a layer's root, a pushed screen's own pusher) has a fixed
/// number and is registered by the stack; its view only shows it.
///
/// Printed with its number, name, rule and whether it is the active pusher:
/// ```text
/// PusherView pusher: 2 name: "account" rule: role in ["admin", "owner"] [active]
/// ```
///
/// Not generic: its content comes erased. A generic body looked up the metadata of each of its
/// branch types at run time on every render (a tenth of a push and a back); with concrete types
/// each call site keeps its own.
struct PusherView: View, KeyedAnnotating, NodeDiagnosing, NodeLifecycleObserving {
    let name: String?
    let predicate: PushPredicate?
    let fixedID: PusherID?
    /// Whether this pusher roots a layer, whose root screen ``NavigationRequest/replaceRoot(_:)``
    /// may replace.
    let isLayerRoot: Bool
    let content: AnyView

    // No `@Environment` property: a pusher view is made for every pushed screen, and the
    // property's box and its node's handle were two heap blocks each time. The body reads the
    // environment of the node it renders, and the tree hands it to the other questions.
    /// The number it registered with; kept only by a pusher with no fixed number.
    @OptionalState private var registeredID: PusherID?

    init(name: String?, predicate: PushPredicate?, fixedID: PusherID? = nil, isLayerRoot: Bool = false, content: AnyView) {
        self.name = name
        self.predicate = predicate
        self.fixedID = fixedID
        self.isLayerRoot = isLayerRoot
        self.content = content
        _registeredID = OptionalState(isKept: fixedID == nil, isSaved: false)
    }

    private var id: PusherID? { fixedID ?? registeredID }

    /// The stack where the environment is `environment`.
    private static func stack(in environment: EnvironmentValues) -> Stack? {
        environment.object(of: Stack.self)
    }

    var body: PusherContent {
        // Read once: each read looks the stack up in the environment.
        let stack = Self.stack(in: .ofRenderingNode)
        let id = id
        // The branch depends on the rules only, never on whether the pusher registered yet, so
        // that registering does not mount the content a second time.
        if let stack, stack.rules.containers == .inPlace {
            // Read only under these rules, so that Stapel's pushes re-render the link alone.
            if let id, let pushed = stack.pushedContent(of: id) {
                return .pushedInPlace(InPlaceContent(content: pushed.screen()), push: pushed.push)
            }
            return .ownInPlace(InPlaceContent(content: AnyView(ownContent(stack: stack, id: id))))
        }
        var link: PushedContentLink?
        if let stack, let id { link = PushedContentLink(stack: stack, id: id) }
        if let stack, stack.rules.coveredScreens == .unmount {
            return .coverable(isCovered(in: stack) ? nil : ownContent(stack: stack, id: id), link: link)
        }
        return .plain(ownContent(stack: stack, id: id), link: link)
    }

    /// The declared content, or the root screen that replaced it.
    private func ownContent(stack: Stack?, id: PusherID?) -> PusherContent.Own {
        if isLayerRoot, let stack, let id, let root = stack.replacedRoot(of: id) {
            return PusherContent.Own(view: root, isReplacedRoot: true)
        }
        return PusherContent.Own(view: content, isReplacedRoot: false)
    }

    /// Whether a screen this pusher shows covers its content, once a push's transition ended.
    private func isCovered(in stack: Stack) -> Bool {
        guard let id else { return false }
        return stack.pushedContent(of: id) != nil && !stack.coveredWhileMoving.contains(id)
    }

    /// Registers on every appearance; registering again changes nothing. The pusher view
    /// appears before anything inside it, so outer pushers always get the lower numbers.
    package func nodeDidAppear(in host: any PendingChangesApplying, environment: EnvironmentValues) {
        // The number first: a pusher the stack made registered there, and a read of the stack
        // looks it up in the environment.
        guard fixedID == nil, let stack = Self.stack(in: environment) else { return }
        // A stack no root shows (a tab's, used by pushers alone) learns its host here: it
        // tells the host when a pusher's `active` marker changes.
        if stack.host == nil { stack.host = host }
        let id = registeredID ?? stack.makePusherID()
        stack.register(pusher: id, name: name, predicate: predicate, on: environment.screenPlace)
        if registeredID == nil {
            registeredID = id
        }
    }

    package func nodeDidUnmount(environment: EnvironmentValues) {
        if let id { Self.stack(in: environment)?.unregister(pusher: id) }
    }

    /// What the tree prints, and (without the number: registering again hands out a new one,
    /// for the same state) what it fingerprints.
    func annotations(forState: Bool, in environment: EnvironmentValues) -> [TreeAnnotation] {
        annotations(withNumber: !forState, stack: Self.stack(in: environment))
    }

    /// The annotations without a stack: the tree asks ``annotations(forState:in:)``, with the
    /// node's environment.
    var treeAnnotations: [TreeAnnotation] {
        annotations(withNumber: true, stack: nil)
    }

    /// What the stack names this view by when its `active` marker or its tab changes.
    func annotationKey(in environment: EnvironmentValues) -> AnnotationKey? {
        guard let stack = Self.stack(in: environment), let id else { return nil }
        return Self.annotationKey(of: id, in: stack)
    }

    static func annotationKey(of pusher: PusherID, in stack: Stack) -> AnnotationKey {
        AnnotationKey(owner: ObjectIdentifier(stack), number: pusher.rawValue)
    }

    /// What a fingerprint reads: ``annotations(forState:in:)`` with no array made.
    func writeAnnotations<Sink: TreeAnnotationSink>(forState: Bool, in environment: EnvironmentValues, to sink: inout Sink) {
        write(withNumber: !forState, stack: Self.stack(in: environment), to: &sink)
    }

    private func annotations(withNumber: Bool, stack: Stack?) -> [TreeAnnotation] {
        var list = AnnotationList()
        write(withNumber: withNumber, stack: stack, to: &list)
        return list.annotations
    }

    /// The one list of what a pusher prints, for the printers and the fingerprint alike.
    private func write<Sink: TreeAnnotationSink>(withNumber: Bool, stack: Stack?, to sink: inout Sink) {
        let id = id
        if withNumber, let id { sink.attribute("pusher", .integer(id.rawValue)) }
        if let tab = stack?.tabTitle { sink.attribute("tab", .string(tab)) }
        if let name { sink.attribute("name", .string(name)) }
        if let predicate { sink.attribute("rule", .literal(predicate.description)) }
        if let stack {
            if let id {
                if stack.registry.activePusherID == id { sink.marker("active") }
            } else {
                sink.marker("unregistered")
            }
        } else {
            sink.marker("no stack")
        }
    }

    package func diagnostic(in environment: EnvironmentValues) -> String? {
        Self.stack(in: environment) == nil ? "pusher has no Stack above it: inject one with .environmentObject(stack)" : nil
    }
}

/// What a pusher shows in place (``NavigationRules/Containers/inPlace``): its own content or
/// the pushed one. Each moves as a screen does: a show or hide with a transition keeps the old
/// content drawn until it ends, and the new content's `didAppear` waits for it, as
/// NavigationStack's `onDidAppear` does. Left out of the printed tree.
struct InPlaceContent: View, TransitionUnit, TreeTransparent {
    let content: AnyView

    var body: some View {
        content
    }
}

/// What a pusher view shows, laid out by hand: a builder's `if`/`else` chain and blocks made
/// nested generic types, whose metadata and copies cost a lookup at every render (about a
/// tenth of mounting a pushed screen), and a path of several steps for each part, which every
/// node made under it copied.
///
/// Each part takes one step of its own instead, numbered so that no two parts of any layout
/// share one: switching the rules, or replacing the root, mounts the part anew, as switching
/// the branch of an `if` does.
enum PusherContent: View {
    typealias Body = Never

    /// Under ``NavigationRules/Containers/inPlace``: the pushed screen, by its push's number.
    case pushedInPlace(InPlaceContent, push: Int)
    /// Under ``NavigationRules/Containers/inPlace``, with nothing pushed: the own content.
    case ownInPlace(InPlaceContent)
    /// Under ``NavigationRules/CoveredScreens/unmount``: the own content while nothing covers
    /// it, then the link to what is pushed.
    case coverable(Own?, link: PushedContentLink?)
    /// The own content, then the link to what is pushed.
    case plain(Own, link: PushedContentLink?)

    /// The declared content, or the root screen that replaced it.
    struct Own: View {
        typealias Body = Never
        let view: AnyView
        let isReplacedRoot: Bool

        /// Under in-place content: a branch for each.
        func _appendElements(to list: inout ElementList) {
            list.withBranch(isReplacedRoot ? 0 : 1) { $0.append(view) }
        }
    }

    /// The step of each part: in place, a branch each for the pushed screen and the own
    /// content; otherwise a position each for the declared content, the replaced root and the
    /// link, under either rule for covered screens.
    private enum Step {
        static let pushedInPlace = 0, ownInPlace = 1
        static let (declared, replacedRoot, link) = (0, 1, 2)
        static let (coverableDeclared, coverableReplacedRoot, coverableLink) = (3, 4, 5)
    }

    func _appendElements(to list: inout ElementList) {
        switch self {
        case .pushedInPlace(let content, let push):
            list.withBranch(Step.pushedInPlace) { $0.append(content.structuralID(push)) }
        case .ownInPlace(let content):
            list.withBranch(Step.ownInPlace) { $0.append(content) }
        case .coverable(let own, let link):
            if let own {
                list.withPosition(own.isReplacedRoot ? Step.coverableReplacedRoot : Step.coverableDeclared) { $0.append(own.view) }
            }
            if let link { list.withPosition(Step.coverableLink) { $0.append(link) } }
        case .plain(let own, let link):
            list.withPosition(own.isReplacedRoot ? Step.replacedRoot : Step.declared) { $0.append(own.view) }
            if let link { list.withPosition(Step.link) { $0.append(link) } }
        }
    }
}
