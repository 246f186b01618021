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
/// ``Stack`` is the observable one that views use; it keeps an `AnyStack<AnyView>`.
///
/// - Complexity: register O(1) (amortized) for a new highest number; push, evaluate and explain
///   O(1) in the number of pushers under the Stapel policy (bubble: O(pushers asked)); pop and
///   unregister O(pushers registered after the one removed). Stapel sorts every id on each push.
public final class AnyStack<Content> {
    /// One registered pusher and what it holds.
    public struct Entry {
        /// The registration number.
        public let id: PusherID
        /// The name, if the pusher has one.
        public let name: String?
        /// The evaluation predicate, or `nil` to accept every push.
        public let predicate: PushPredicate?
        /// The content pushed to this pusher, if any.
        public internal(set) var content: Content?
        /// Bumped on every push to this pusher, so that each push is a new screen.
        public internal(set) var pushCount = 0

        /// The pusher as outcomes name it.
        public var info: PusherInfo {
            PusherInfo(id: id, name: name, rule: predicate?.description)
        }
    }

    /// Which pusher receives a push that names none.
    public var policy: PushPolicy
    /// The registered pushers, in registration order; the last is the active one.
    public private(set) var pushers: [Entry] = []
    private var indexByID: [PusherID: Int] = [:]
    /// Pusher numbers start at 1, so that printed trees count pushers from 1.
    private var nextID = 1

    /// An empty stack that routes pushes by `policy`.
    public init(policy: PushPolicy = .stapel) {
        self.policy = policy
    }
}

// MARK: - Registering

extension AnyStack {
    /// The pusher pushes go to by default: the most recently registered.
    public var activePusher: Entry? {
        pushers.last
    }

    /// The pusher numbered `id`, if registered.
    public func pusher(_ id: PusherID) -> Entry? {
        indexByID[id].map { pushers[$0] }
    }

    /// The most recently registered pusher named `name`.
    ///
    /// - Complexity: O(pushers).
    public func pusher(named name: String) -> Entry? {
        pushers.last { $0.name == name }
    }

    /// The number the next pusher registered without one gets.
    public func makePusherID() -> PusherID {
        defer { nextID += 1 }
        return PusherID(nextID)
    }

    /// Registers a pusher. Registering a number again changes nothing: the first name and
    /// predicate stay, as in Stapel.
    ///
    /// - Parameters:
    ///   - id: The pusher's number; by default the next from the stack's counter.
    ///   - name: A name pushes can target.
    ///   - evaluate: The predicate every push to this pusher must pass; `nil` accepts all.
    /// - Returns: The pusher's number.
    @discardableResult
    public func register(pusher id: PusherID? = nil, name: String? = nil, evaluate: PushPredicate? = nil) -> PusherID {
        let id = id ?? makePusherID()
        guard indexByID[id] == nil else { return id }
        nextID = max(nextID, id.rawValue + 1)
        let entry = Entry(id: id, name: name, predicate: evaluate)
        if let last = pushers.last, last.id > id {
            // Re-registration of an older number: keep registration order sorted.
            let index = pushers.firstIndex { $0.id > id } ?? pushers.endIndex
            pushers.insert(entry, at: index)
            reindex(from: index)
        } else {
            indexByID[id] = pushers.count
            pushers.append(entry)
        }
        return id
    }

    /// Removes a pusher (its view left the tree). Unknown numbers are ignored.
    @discardableResult
    public func unregister(pusher id: PusherID) -> Bool {
        guard let index = indexByID.removeValue(forKey: id) else { return false }
        pushers.remove(at: index)
        reindex(from: index)
        return true
    }

    private func reindex(from start: Int) {
        for index in start..<pushers.count {
            indexByID[pushers[index].id] = index
        }
    }
}

// MARK: - Pushing

extension AnyStack {
    /// Pushes `view` to the pusher the policy picks (or to the pusher named `target`), if its
    /// predicate accepts `context`. The pusher's content becomes `view`, replacing what it held.
    ///
    /// - Returns: Where the content went, or why it went nowhere.
    @discardableResult
    public func push(view: Content, context: PushContext = [:], to target: String? = nil) -> PushOutcome {
        let explanation = explain(context, to: target)
        guard case .pushed(let pusher, _, _) = explanation.outcome, let index = indexByID[pusher.id] else {
            return explanation.outcome
        }
        removePushers(after: index)
        pushers[index].content = view
        pushers[index].pushCount += 1
        return explanation.outcome
    }

    /// Whether a push with `context` would go ahead: exactly what ``push(view:context:to:)``
    /// decides, with no side effect. False with no pusher; true when the pusher that would
    /// receive has no predicate.
    public func evaluate(_ context: PushContext = [:], to target: String? = nil) -> Bool {
        explain(context, to: target).outcome.isPushed
    }

    /// Every pusher a push with `context` asks, in order, what each says, and the decision.
    public func explain(_ context: PushContext = [:], to target: String? = nil) -> PushExplanation {
        if let target {
            guard let entry = pusher(named: target), let index = indexByID[entry.id] else {
                return PushExplanation(context: context, policy: nil, candidates: [], outcome: .unknownTarget(target))
            }
            return decide(context, policy: nil, asking: [index])
        }
        guard !pushers.isEmpty else {
            return PushExplanation(context: context, policy: policy, candidates: [], outcome: .noPusher)
        }
        switch policy {
        case .stapel:
            return decide(context, policy: policy, asking: [pushers.count - 1])
        case .bubble:
            return decide(context, policy: policy, asking: pushers.indices.reversed())
        }
    }

    /// Asks the pushers at `indices` in order until one accepts.
    private func decide(_ context: PushContext, policy: PushPolicy?, asking indices: some Sequence<Int>) -> PushExplanation {
        var candidates: [PushExplanation.Candidate] = []
        for index in indices {
            let entry = pushers[index]
            let accepts = entry.predicate?.accepts(context) ?? true
            candidates.append(PushExplanation.Candidate(pusher: entry.info, accepts: accepts))
            if accepts {
                let popped = pushers[(index + 1)...].map(\.id)
                let outcome = PushOutcome.pushed(to: entry.info, replaced: entry.content != nil, popped: popped)
                return PushExplanation(context: context, policy: policy, candidates: candidates, outcome: outcome)
            }
            if policy != .bubble {
                break
            }
        }
        let outcome: PushOutcome = candidates.count == 1 && policy != .bubble
            ? .rejected(by: candidates[0].pusher, context: context)
            : .rejectedByAll(context: context)
        return PushExplanation(context: context, policy: policy, candidates: candidates, outcome: outcome)
    }
}

// MARK: - Popping

extension AnyStack {
    /// Empties pusher `id` and removes every pusher registered after it: going back from the
    /// screen it presents. Popping the same pusher twice is harmless.
    @discardableResult
    public func pop(pusher id: PusherID) -> PopOutcome {
        guard let index = indexByID[id] else { return .unknownPusher(id) }
        let removed = pushers[(index + 1)...].map(\.id)
        guard pushers[index].content != nil || !removed.isEmpty else { return .alreadyEmpty(pushers[index].info) }
        removePushers(after: index)
        pushers[index].content = nil
        return .popped(pushers[index].info, removed: removed)
    }

    /// Pops the most recently registered pusher that holds content: the top pushed screen.
    ///
    /// - Complexity: O(pushers registered after it).
    @discardableResult
    public func pop() -> PopOutcome {
        guard let top = pushers.last(where: { $0.content != nil }) else { return .nothingToPop }
        return pop(pusher: top.id)
    }

    /// - Complexity: O(pushers removed).
    private func removePushers(after index: Int) {
        while pushers.count > index + 1 {
            let removed = pushers.removeLast()
            indexByID[removed.id] = nil
        }
    }
}
