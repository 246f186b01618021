/// Stapel's pusher registry with no view tree: pushers register, pushes go to a pusher whose
/// predicate accepts, pops empty a pusher and drop the pushers registered after it.
///
/// Stapel's own unit test reads the same:
///
/// ```swift
/// let stack = AnyStack<String>()
/// stack.register(pusher: 0)
/// stack.push(view: "list")      // pushed to pusher 0
/// stack.register(pusher: 1)
/// stack.push(view: "detail")    // pushed to pusher 1
/// stack.pop(pusher: 0)          // popped pusher 0, removing pusher 1
/// ```
///
/// Beyond Stapel, it keeps what other navigation libraries offer on the same registry: screens
/// pushed with an id, every kind of pop, modal layers with their own root pushers, and the
/// ``NavigationRules`` that differ between libraries:
///
/// ```swift
/// let stack = AnyStack<String>(rules: NavigationRules(nesting: .everyScreen))
/// stack.register(pusher: 1)
/// stack.push(view: "list", id: "list")
/// stack.push(view: "detail")
/// stack.pop(to: "list")               // "list" is the top screen again
/// stack.present(.sheet, "login", tag: "login")
/// stack.push(view: "step 1")          // nests inside the sheet
/// stack.dismiss()                     // back to "list"
/// ```
///
/// ``Stack`` is the observable one that views use; it keeps an `AnyStack<AnyView>`.
///
/// - Complexity: register O(1) (amortized) for a new highest number; push, evaluate and explain
///   O(1) in the number of pushers under the Stapel policy, plus the pushers beside the one that
///   receives on its own screen (bubble: O(pushers asked); with an id under
///   ``NavigationRules/DuplicateIDs/reject``: O(pushers of the top layer)); pop and unregister
///   O(pushers removed + pushers on the popped pusher's screen); pops by id or count, and the
///   queries of screens, O(pushers of the top layer); ``pushers`` O(pushers). Stapel sorts every
///   id on each push.
public final class AnyStack<Content> {
    /// One registered pusher and what it holds.
    public struct Entry {
        /// The pusher as outcomes name it: number, name and rule.
        public let info: PusherInfo
        /// The evaluation predicate, or `nil` to accept every push.
        public let predicate: PushPredicate?
        /// The content pushed to this pusher, if any.
        public let content: Content?
        /// How many pushes this pusher has received; each push is a new screen.
        public let pushCount: Int
        /// The screen the pusher sits on (see ``AnyStack/register(pusher:name:evaluate:level:)``).
        public let level: Int

        /// The registration number.
        public var id: PusherID { info.id }
        /// The name, if the pusher has one.
        public var name: String? { info.name }
    }

    // Inlinable below, so that pushes specialize for the client's content type instead of
    // instantiating generic metadata on every call.
    //
    // Every use of the storage goes through `withState`, which enforces exclusive access
    // itself: the runtime's check of a class's stored property goes through thread-local
    // storage on every access: without these two, push + evaluate + pop went from 24 to 40 ns
    // (1.6×, `stapel-bench --filter registry`, twenty-seventh session). The rule is the
    // runtime's, kept with one flag, since the stack is not `Sendable` (one thread): a predicate,
    // a screen id's `==` or a content's deinit that calls the stack while it works stops the
    // program with a message instead of corrupting it.
    @exclusivity(unchecked) @usableFromInline var storage: StackState<Content>
    @exclusivity(unchecked) @usableFromInline var isInUse = false

    /// An empty stack that routes pushes by `policy` and follows `rules`.
    public init(policy: PushPolicy = .stapel, rules: NavigationRules = .stapel) {
        storage = StackState(registry: PusherRegistry(policy: policy, rules: rules))
    }

    /// The rules where navigation libraries differ: duplicate ids, replacing named content,
    /// nesting.
    public var rules: NavigationRules {
        get { withState { $0.registry.rules } }
        set { withState { $0.registry.rules = newValue } }
    }

    /// Which pusher receives a push that names none.
    public var policy: PushPolicy {
        get { withState { $0.registry.policy } }
        set { withState { $0.registry.policy = newValue } }
    }

    /// Runs `body` with exclusive access to the storage.
    @inlinable
    func withState<Result>(_ body: (inout StackState<Content>) -> Result) -> Result {
        precondition(!isInUse, "AnyStack called while it works: a predicate, a screen id's == or a content's deinit used the stack")
        isInUse = true
        defer { isInUse = false }
        return body(&storage)
    }
}

// MARK: - Registering

extension AnyStack {
    /// The registered pushers, layer by layer, each layer's in registration order; the last is
    /// the active one.
    ///
    /// - Complexity: O(pushers).
    public var pushers: [Entry] {
        withState { state in
            state.registry.records.indices.map(state.entry(at:))
        }
    }

    /// The number of registered pushers.
    public var count: Int {
        withState { state in
            state.registry.records.count
        }
    }

    /// The pusher pushes go to by default: the most recently registered.
    public var activePusher: Entry? {
        withState { state in
            state.registry.records.isEmpty ? nil : state.entry(at: state.registry.records.count - 1)
        }
    }

    /// The number of the active pusher: ``activePusher`` without making its entry.
    var activePusherID: PusherID? {
        withState { state in state.registry.records.last?.info.id }
    }

    /// The pusher numbered `id`, if registered.
    public func pusher(_ id: PusherID) -> Entry? {
        withState { state in
            state.registry.index(of: id).map(state.entry(at:))
        }
    }

    /// Whether a pusher numbered `id` is registered, without making its ``Entry`` (its info,
    /// rule and content): what a pusher view asks each time it appears. O(1).
    func isRegistered(_ id: PusherID) -> Bool {
        withState { $0.registry.index(of: id) != nil }
    }

    /// The level of the screen the pusher `id` sits on, if it is registered. O(1).
    func level(ofPusher id: PusherID) -> Int? {
        withState { state in state.registry.index(of: id).map { state.registry.records[$0].level } }
    }

    /// The pusher of the top layer named `name` that pushes to the name go to: the most recently
    /// registered, or the first under ``NavigationRules/ContainerLookup/firstMatch``.
    ///
    /// - Complexity: O(pushers of the top layer).
    public func pusher(named name: String) -> Entry? {
        withState { state in
            state.registry.index(named: name).map(state.entry(at:))
        }
    }

    /// The number the next pusher registered without one gets.
    public func makePusherID() -> PusherID {
        withState { state in
            state.registry.makeID()
        }
    }

    /// Registers a pusher. Registering a number again changes nothing: the first name and
    /// predicate stay, as in Stapel.
    ///
    /// - Parameters:
    ///   - id: The pusher's number; by default the next from the stack's counter.
    ///   - name: A name pushes can target.
    ///   - evaluate: The predicate every push to this pusher must pass; `nil` accepts all.
    ///   - level: The screen the pusher sits on: 0 for the base layer's root screen, `n + 1`
    ///     for the screen a pusher on level `n` pushed. By default one above the last pusher
    ///     registered, as in Stapel, where a pusher registered after a push sits in the pushed
    ///     content. Pushers on one level are siblings: a push to one pops the screen another
    ///     shows, and neither removes the other. A level below the last pusher's is raised to it.
    ///   - screen: The screen the pusher's view is on. A pusher on a screen of a layer that a
    ///     modal layer covers joins that layer's pushers, not the top layer's.
    /// - Returns: The pusher's number.
    ///
    /// ```swift
    /// stack.register(pusher: 1, level: 0)                 // the root screen's pusher
    /// stack.register(pusher: 2, name: "side", level: 0)   // a sibling on the same screen
    /// ```
    @discardableResult
    public func register(
        pusher id: PusherID? = nil, name: String? = nil, evaluate: PushPredicate? = nil, level: Int? = nil, on screen: ScreenKey? = nil
    ) -> PusherID {
        withState { state in
            let id = id ?? state.registry.makeID()
            let layer = screen.flatMap(state.registry.coveredLayer(of:))
            if let index = state.registry.register(id, name: name, predicate: evaluate, level: level, in: layer) {
                state.contents.insert(nil, at: index)
            }
            return id
        }
    }

    /// Removes a pusher (its view left the tree). Unknown numbers are ignored.
    @discardableResult
    public func unregister(pusher id: PusherID) -> Bool {
        withState { state in
            guard let index = state.registry.unregister(id) else { return false }
            state.contents.remove(at: index)
            return true
        }
    }

}

// MARK: - Pushing

extension AnyStack {
    /// Pushes `view` to the pusher the policy picks in the top layer (or to the pusher named
    /// `target`), if its predicate accepts `context` and the ``rules`` allow it. The pusher's
    /// content becomes `view`, replacing what it held, and the pushers registered after it are
    /// removed. Under ``NavigationRules/Nesting/everyScreen`` the new screen gets a pusher of its
    /// own, so the next push goes one level deeper.
    ///
    /// - Parameters:
    ///   - view: The content of the new screen.
    ///   - id: An id for the new screen, for ``pop(to:)``, ``pop(from:)`` and ``contains(id:)``.
    ///   - context: What the pusher's predicate reads.
    ///   - target: The name of the pusher to push to, instead of the policy's choice.
    /// - Returns: Where the content went, or why it went nowhere.
    @inlinable @inline(__always) @discardableResult
    public func push(view: Content, id: ScreenID? = nil, context: PushContext = [:], to target: String? = nil) -> NavigationOutcome {
        // `perform(.push(…))`, without making the request to switch over it (see `StackState.didCarryOut`).
        // The push that went ahead returns an outcome built on its own path: a caller that drops
        // it then releases its fields, where an outcome of unknown case goes through the enum's
        // value witness (push + evaluate + pop 25–27 → 20–22 ns, thirty-second session).
        withState { state in
            switch state.push(view, id: id, context: context, target: target) {
            case .pushed(let to, let replaced, let popped):
                state.didCarryOut(changing: true)
                return .pushed(to: to, replaced: replaced, popped: popped)
            case let outcome:
                state.didCarryOut(changing: outcome.didChange)
                return outcome
            }
        }
    }

    /// Whether a push with `context` (and `id`) would go ahead: exactly what
    /// ``push(view:id:context:to:)`` decides, with no side effect. False with no pusher; true
    /// when the pusher that would receive has no predicate and the rules allow it.
    @inlinable
    public func evaluate(_ context: PushContext = [:], id: ScreenID? = nil, to target: String? = nil) -> Bool {
        withState { state in
            if case .accepted = state.registry.decide(context, target: target, screenID: id) { true } else { false }
        }
    }

    /// Every pusher a push with `context` asks, in order, what each says, and the decision.
    public func explain(_ context: PushContext = [:], id: ScreenID? = nil, to target: String? = nil) -> PushExplanation {
        withState { state in
            var candidates: [PushExplanation.Candidate] = []
            let outcome: NavigationOutcome =
                switch state.registry.decide(context, target: target, screenID: id, record: { candidates.append($0) }) {
                case .accepted(let index): state.registry.outcomeOfPush(at: index)
                case .refused(let reason): .unchanged(reason)
                }
            return PushExplanation(context: context, policy: target == nil ? state.registry.policy : nil, candidates: candidates, outcome: outcome)
        }
    }

    /// Replaces every pushed screen of the top layer at once: the layer's root pusher shows the
    /// first, and each screen gets a pusher of its own that shows the next. The root pusher's
    /// predicate is asked with `context`; an empty list pops to the root.
    ///
    /// ```swift
    /// stack.setScreens([.init(view: "inbox", id: "inbox"), .init(view: "message", id: 42)])   // root > "inbox" > 42
    /// ```
    ///
    /// - Returns: ``NavigationOutcome/screensSet(on:count:removed:)``, or why nothing changed (no
    ///   pusher, the root's predicate said no, two screens share an id the rules reject).
    @discardableResult
    public func setScreens(_ screens: [NavigationRequest<Content>.Screen], context: PushContext = [:]) -> NavigationOutcome {
        withState { $0.perform(.setScreens(screens, context: context)) }
    }
}

// MARK: - The door

extension AnyStack {
    /// Carries out `request`, every navigation a stack can do as one value, and returns what it
    /// changed. The one place navigation state changes: each named method
    /// (``push(view:id:context:to:)``, ``pop(to:)``, ``dismissAll()``, …) is the same call, and
    /// returns the change's ``NavigationOutcome`` (without the change's copy of the request,
    /// which a push would pay for).
    ///
    /// ```swift
    /// let stack = AnyStack<String>()
    /// stack.register(pusher: 1)
    /// stack.apply(.push(view: "detail", id: "detail")).outcome   // pushed to pusher 1
    /// stack.apply(.pop(.previous)).emptied                       // pusher 1
    /// ```
    ///
    /// - Complexity: as the named method of the request's kind.
    @inlinable @discardableResult
    public func apply(_ request: NavigationRequest<Content>) -> StackChange<Content> {
        if case .restore(let snapshot) = request { return restore(snapshot) }
        return withState { $0.apply(request) }
    }
}

// MARK: - Popping

extension AnyStack {
    /// Empties pusher `id` and removes the pushers on the screens above it: going back from the
    /// screen it presents. Popping the same pusher twice is harmless. Pushers registered after
    /// it on its own screen (its siblings) stay, since their views are still mounted.
    ///
    /// - Complexity: O(pushers removed + pushers on its screen).
    @inlinable @inline(__always) @discardableResult
    public func pop(pusher id: PusherID) -> NavigationOutcome {
        // `perform(.pop(.pusher(id)))`, without making the request to switch over it (see `StackState.didCarryOut`).
        // Built on its own path, as a push's outcome is (see `push(view:id:context:to:)`).
        withState { state in
            switch state.pop(pusher: id) {
            case .popped(let from, let removed):
                state.didCarryOut(changing: true)
                return .popped(from, removed: removed)
            case let outcome:
                state.didCarryOut(changing: outcome.didChange)
                return outcome
            }
        }
    }
}
