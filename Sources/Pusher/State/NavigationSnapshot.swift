import ViewTree

/// The whole navigation state of a stack as data: every layer with its style and tag, every
/// screen with its id, the key or route that rebuilds it, the pusher name and context it was
/// pushed with, and what it keeps (its context and a returned result). `Codable`: save it as
/// JSON and give it back to ``Stack/restore(_:)``, in this run or the next.
///
/// ```swift
/// let saved = stack.snapshot()
/// let json = try JSONEncoder().encode(saved)
/// // … later, or after a relaunch:
/// stack.restore(try JSONDecoder().decode(NavigationSnapshot.self, from: json))
/// ```
///
/// Pusher numbers are not part of it: they are the run's, and a restore registers new ones.
public struct NavigationSnapshot: Codable, Sendable, Hashable {
    /// The version this library writes and reads.
    public static let currentVersion = 1

    /// The format's version; a restore refuses any other.
    public var version: Int
    /// The layers, bottom first: the first is the stack's own (no style), each next a modal layer.
    public var layers: [Layer]
    /// The `@State` of the views on each screen when ``Stack/snapshot()`` took it, which a
    /// restore in the same run gives back. Kept in memory only: not encoded, and not part of
    /// equality (a snapshot read back from JSON restores the screens with fresh state).
    public var viewState = SavedViewState()

    private enum CodingKeys: String, CodingKey {
        case version, layers
    }

    /// A snapshot of `layers`, in the current version.
    public init(layers: [Layer]) {
        self.version = Self.currentVersion
        self.layers = layers
    }

    /// One layer: how it was presented, what it shows as its root, and its pushed screens.
    public struct Layer: Codable, Sendable, Hashable {
        /// How it was presented; `nil` for the first layer, which is not presented.
        public var style: PresentationStyle?
        /// Its tag, if it has one.
        public var tag: ScreenID?
        /// The restoration key of a modal layer's content (see ``RestorableView``).
        public var key: String?
        /// The root screen that replaced the declared one (``NavigationRequest/replaceRoot(_:)``).
        public var root: Screen?
        /// The pushed screens, bottom first.
        public var screens: [Screen]
        /// The context the declared root screen keeps.
        public var state: PushContext?
        /// The result a popped screen returned to the declared root screen.
        public var result: ContextValue?

        /// A layer.
        public init(
            style: PresentationStyle? = nil, tag: ScreenID? = nil, key: String? = nil, root: Screen? = nil, screens: [Screen] = [],
            state: PushContext? = nil, result: ContextValue? = nil
        ) {
            self.style = style
            self.tag = tag
            self.key = key
            self.root = root
            self.screens = screens
            self.state = state
            self.result = result
        }
    }

    /// One screen.
    public struct Screen: Codable, Sendable, Hashable {
        /// Its id, if it has one.
        public var id: ScreenID?
        /// What rebuilds its view: the ``RestorableView/restorationKey`` of its content.
        public var key: String?
        /// The URL path it was opened with (``Stack/open(_:)``), which the route table rebuilds.
        public var route: String?
        /// The name of the pusher that showed it, when it has one: a restore pushes there.
        public var pusher: String?
        /// The context it was pushed with; a restore pushes with it again, so predicates agree.
        public var context: PushContext?
        /// The context the screen keeps (``Stack/context(of:)``), which its leave guards read.
        public var state: PushContext?
        /// The result a popped screen returned to it (``Stack/result(for:)``).
        public var result: ContextValue?
        /// Whether the pusher that showed it is one the stack made inside the screen below,
        /// since no view there declared one (``NavigationRules/Containers/screen``): a restore
        /// makes that pusher as it shows the screen below, before that screen renders, instead
        /// of wrapping the rendered screen in it afterwards. `nil` reads as `false`; never set
        /// under ``NavigationRules/Nesting/everyScreen``, where the stack makes one in every screen.
        public var inStackPusher: Bool?

        /// A screen.
        public init(
            id: ScreenID? = nil, key: String? = nil, route: String? = nil, pusher: String? = nil,
            context: PushContext? = nil, state: PushContext? = nil, result: ContextValue? = nil, inStackPusher: Bool? = nil
        ) {
            self.id = id
            self.key = key
            self.route = route
            self.pusher = pusher
            self.context = context
            self.state = state
            self.result = result
            self.inStackPusher = inStackPusher
        }
    }

    /// The number of pushed screens and replaced roots it holds, over every layer.
    public var screenCount: Int {
        layers.reduce(0) { $0 + $1.screens.count + ($1.root == nil ? 0 : 1) }
    }
}
