import ViewTree

/// Everything a stack can be asked to do, as one value: the door every navigation call goes
/// through.
///
/// ```swift
/// stack.perform(.push(view: AnyView(Text("Detail")), id: "detail", context: ["role": "admin"]))
/// stack.perform(.present(style: .sheet, view: AnyView(LoginView()), tag: "login"))
/// stack.perform(.pop(.to("detail")))
/// stack.perform(.dismiss(.all))
/// ```
///
/// The named methods (``Stack/push(view:id:context:to:)``, ``Stack/pop(to:)``,
/// ``Stack/dismissAll()``, …), ``Router``, ``PushView``, ``PopView`` and the simulator's steps
/// each build one and hand it to ``Stack/perform(_:animation:)``; ``AnyStack/apply(_:)`` carries it out on
/// a registry with no view tree. A request whose content is data is `Codable`, and every
/// request prints the way a scenario writes it: `push "detail" with role: "admin" as 42`.
public enum NavigationRequest<Content> {
    /// One screen of ``setScreens(_:context:)``, ``pushScreens(_:context:target:)`` or
    /// ``replaceRoot(_:)``: its content and id.
    public struct Screen {
        /// What the screen shows.
        public var view: Content
        /// The screen's id, for pops by id.
        public var id: ScreenID?

        /// A screen showing `view`, with `id`.
        public init(view: Content, id: ScreenID? = nil) {
            self.view = view
            self.id = id
        }
    }

    /// Pushes `view` to the pusher the stack's policy picks in the top layer (or the pusher
    /// named `target`), if its predicate accepts `context`; the screen gets `id`.
    ///
    /// `from` is the screen that asks, when a view asks: a push from a screen of a layer that a
    /// modal layer covers goes to that layer's own pushers and leaves the layers above it, as a
    /// `NavigationLink` under a sheet pushes onto its own stack. Without it, or from a screen of
    /// the top layer, the push goes to the top layer.
    case push(view: Content, id: ScreenID? = nil, context: PushContext = [:], target: String? = nil, from: ScreenKey? = nil)
    /// Replaces every pushed screen of the top layer at once; the root pusher's predicate is
    /// asked with `context`.
    case setScreens([Screen], context: PushContext = [:])
    /// Pushes several screens with one transition, showing only the last ("fast forward"): the
    /// first goes where ``push(view:id:context:target:)`` would send it, each next one nests in
    /// the screen before.
    case pushScreens([Screen], context: PushContext = [:], target: String? = nil)
    /// Makes `screen` the root screen of the top layer, in place of what its root pusher
    /// declared; every pushed screen of the layer goes.
    case replaceRoot(Screen)
    /// Opens a deep link: the stack's route table (``AnyStack/routes``) turns `url` into
    /// screens, which replace the top layer's pushed screens at once, as
    /// ``setScreens(_:context:)`` does.
    case open(String)
    /// Restores a saved state: every layer and screen of the snapshot, in place of the stack's
    /// (``Stack/restore(_:)``).
    case restore(NavigationSnapshot)
    /// Removes the lowest pushed screen with `id` from the top layer; the screens above it stay,
    /// rebuilt one level lower.
    case remove(ScreenID)
    /// Pops the top layer's screens down to `target`.
    case pop(PopTarget)
    /// Pops the top screen and gives `result` to the screen below it, which pushed it: see
    /// ``Stack/result(for:)``.
    case popWithResult(ContextValue)
    /// Presents `view` as a new top layer in `style`, with its own root pusher.
    case present(style: PresentationStyle, view: Content, tag: ScreenID? = nil)
    /// Dismisses modal layers, top first.
    case dismiss(DismissTarget)
    /// Empties the named pusher of the top layer, with everything nested in it.
    case hide(String)
}

// MARK: - Transforming

extension NavigationRequest {
    /// The same request, asked from `screen`: a push from a screen of a layer that a modal
    /// layer covers goes to that layer (``push(view:id:context:target:from:)``). Other requests
    /// and a push that names its screen already are returned as they are.
    ///
    /// ```swift
    /// // In a view: a binding that fires under a sheet pushes onto its own layer's stack.
    /// stack.perform(NavigationRequest.push(view: AnyView(Text("Detail"))).asked(from: screenKey))
    /// ```
    public func asked(from screen: ScreenKey?) -> Self {
        guard let screen, case .push(let view, let id, let context, let target, nil) = self else { return self }
        return .push(view: view, id: id, context: context, target: target, from: screen)
    }

    /// The same request with its content transformed: from routes or scenario elements to
    /// views, say.
    ///
    /// ```swift
    /// let request: NavigationRequest<Route> = .push(view: .detail(1))
    /// stack.perform(request.map { AnyView(screen(for: $0)) })
    /// ```
    @inlinable public func map<Other, Failure: Error>(_ transform: (Content) throws(Failure) -> Other) throws(Failure) -> NavigationRequest<Other> {
        switch self {
        case .push(let view, let id, let context, let target, let origin):
            .push(view: try transform(view), id: id, context: context, target: target, from: origin)
        case .setScreens(let screens, let context):
            .setScreens(try Self.map(screens, transform), context: context)
        case .pushScreens(let screens, let context, let target):
            .pushScreens(try Self.map(screens, transform), context: context, target: target)
        case .replaceRoot(let screen):
            .replaceRoot(.init(view: try transform(screen.view), id: screen.id))
        case .remove(let id):
            .remove(id)
        case .open(let url):
            .open(url)
        case .restore(let snapshot):
            .restore(snapshot)
        case .pop(let target):
            .pop(target)
        case .popWithResult(let result):
            .popWithResult(result)
        case .present(let style, let view, let tag):
            .present(style: style, view: try transform(view), tag: tag)
        case .dismiss(let target):
            .dismiss(target)
        case .hide(let name):
            .hide(name)
        }
    }

    // Inlinable as `map` is: unspecialized, it asked the run time for the metadata of both
    // screen types on every screen (about 900 instructions a screen, thirty-seventh session).
    @inlinable static func map<Other, Failure: Error>(_ screens: [Screen], _ transform: (Content) throws(Failure) -> Other)
        throws(Failure) -> [NavigationRequest<Other>.Screen]
    {
        try screens.map { screen throws(Failure) in .init(view: try transform(screen.view), id: screen.id) }
    }

    /// The kind of request, as its printed form starts: `push`, `set screens`, `replace root`,
    /// `remove`, `pop`, `present`, `dismiss` or `hide`.
    public var verb: String {
        switch self {
        case .push, .pushScreens: "push"
        case .setScreens: "set screens"
        case .replaceRoot: "replace root"
        case .remove: "remove"
        case .open: "open"
        case .restore: "restore"
        case .pop, .popWithResult: "pop"
        case .present: "present"
        case .dismiss: "dismiss"
        case .hide: "hide"
        }
    }
}

// MARK: - Printing

extension NavigationRequest: CustomStringConvertible {
    /// The request as a scenario writes it: `push "Detail" with role: "admin" as 42 to "main"`,
    /// `push "A", "B" as one`, `replace root "Home"`, `remove "b"`, `pop to root`, `present sheet LoginView as "login"`, `dismiss all`, `hide "detail"`.
    ///
    /// Content prints as its own description when it has one (a string quoted), else as its
    /// type's name.
    public var description: String {
        switch self {
        case .push(let view, let id, let context, let target, _):
            return "push " + Self.describe(view) + Self.with(context) + Self.as(id) + (target.map { " to " + Quoting.quoted($0) } ?? "")
        case .setScreens(let screens, let context):
            return "set screens " + Self.list(screens) + Self.with(context)
        case .pushScreens(let screens, let context, let target):
            return "push " + Self.list(screens) + Self.with(context) + (target.map { " to " + Quoting.quoted($0) } ?? "") + " as one"
        case .replaceRoot(let screen):
            return "replace root " + Self.describe(screen.view) + Self.as(screen.id)
        case .remove(let id):
            return "remove \(id)"
        case .open(let url):
            return "open " + Quoting.quoted(url)
        case .restore(let snapshot):
            return
                "restore \(Wording.counted(snapshot.layers.count, "layer")), \(Wording.counted(snapshot.screenCount, "screen"))"
        case .pop(let target):
            return Self.join("pop", target.description)
        case .popWithResult(let result):
            return "pop with result \(result)"
        case .present(let style, let view, let tag):
            let word =
                switch style {
                case .sheet: "sheet "
                case .fullScreenCover: "cover "
                case .alert: "alert "
                case .confirmationDialog: "dialog "
                }
            return "present " + word + Self.describe(view) + Self.as(tag)
        case .dismiss(let target):
            return Self.join("dismiss", target.description)
        case .hide(let name):
            return "hide " + Quoting.quoted(name)
        }
    }

    private static func list(_ screens: [Screen]) -> String {
        screens.map { Self.describe($0.view) + Self.as($0.id) }.joined(separator: ", ")
    }

    private static func describe(_ content: Content) -> String {
        switch content {
        case let string as String: Quoting.quoted(string)
        case let value as any CustomStringConvertible: value.description
        default: String(describing: Content.self)
        }
    }

    private static func with(_ context: PushContext) -> String {
        guard !context.isEmpty else { return "" }
        return " with " + context.values.sorted { $0.key < $1.key }.map { Self.key($0.key) + ": \($0.value)" }.joined(separator: ", ")
    }

    /// A key as a scenario writes it: bare when it is a word, else quoted.
    private static func key(_ key: String) -> String {
        let isWord = key.first.map { $0.isLetter || $0 == "_" } == true && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        return isWord ? key : Quoting.quoted(key)
    }

    private static func `as`(_ id: ScreenID?) -> String {
        id.map { " as \($0)" } ?? ""
    }

    private static func join(_ verb: String, _ rest: String) -> String {
        rest.isEmpty ? verb : verb + " " + rest
    }
}

// MARK: - Conformances where the content allows

extension NavigationRequest: Sendable where Content: Sendable {}
extension NavigationRequest.Screen: Sendable where Content: Sendable {}
extension NavigationRequest: Equatable where Content: Equatable {}
extension NavigationRequest.Screen: Equatable where Content: Equatable {}
extension NavigationRequest: Hashable where Content: Hashable {}
extension NavigationRequest.Screen: Hashable where Content: Hashable {}
extension NavigationRequest: Codable where Content: Codable {}
extension NavigationRequest.Screen: Codable where Content: Codable {}
