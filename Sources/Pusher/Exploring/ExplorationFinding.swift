import ViewTree

/// Something wrong an ``Explorer`` found, with the shortest path of moves from the first state
/// to where it shows.
public struct ExplorationFinding: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What was found, with what names it.
    public enum Kind: Sendable, Hashable, Codable {
        /// A state other than the first with no button or link to tap, where going back changes
        /// nothing: the user is stuck. `state` is the stack's state description there.
        case deadEnd(state: String)
        /// Every tap of this button or link asked for a push that nothing accepted: each
        /// outcome was one of `outcomes` (rejected, no pusher, …), in every state it was tapped.
        case pushNeverAccepted(label: String, outcomes: [OutcomeKind])
        /// A text or label declared in the app and never visible in any state: claimed only
        /// when the search explored every reachable state.
        case unreachable(String)
        /// A text or label declared in the app and not visible in any state the search found
        /// before it stopped: at `limit`, or (`nil`) with states it could not replay. Deeper,
        /// it may show.
        case notReached(String, limit: Exploration.Limit?)
        /// Repeating `cycle` returns to a state that looks the same (same visible texts and
        /// labels) with more on the stack: depth or layers grow without bound.
        case unboundedGrowth(cycle: [ExplorationMove], from: StackSize, to: StackSize)
        /// Tapping this label asked for a push with an id a screen already has, and the rules
        /// refused it.
        case duplicateIDRefused(label: String)
        /// Several visible buttons or links have this label: a tap on it is an error.
        case ambiguousTap(label: String, count: Int)
        /// The invariant named does not hold.
        case invariantBroken(name: String, problem: String)
        /// A navigation stack inside a screen that was itself pushed on another stack: the app
        /// shows two navigation bars. `problem` says which stack, where.
        case nestedStack(problem: String)
        /// A move made a call the library stops the app on (``Stack/errorHandling`` is
        /// ``NavigationProfile/ErrorHandling/fatal``): `message` is the library's.
        case fatalError(message: String)
        /// Tapping this label pushed to `pusher`, replacing the screen it showed instead of
        /// adding one: the screen had no pusher of its own. Often a mistake, sometimes the
        /// intent, so only a strict search (``Explorer/isStrict``) reports it.
        case replacedScreen(label: String, pusher: PusherID)
    }

    /// Pushed screens and modal layers of the top layer, as ``Stack/depth`` and
    /// ``Stack/layers`` count them.
    public struct StackSize: Sendable, Hashable, Codable, CustomStringConvertible {
        /// Pushed screens of the top layer.
        public let depth: Int
        /// Presented modal layers.
        public let layers: Int

        /// A size of `depth` pushed screens over `layers` layers.
        public init(depth: Int, layers: Int) {
            self.depth = depth
            self.layers = layers
        }

        public var description: String {
            "depth \(depth), \(Wording.counted(layers, "layer"))"
        }
    }

    /// What was found.
    public let kind: Kind
    /// The moves from the first state to the state where it shows; for an unreachable element,
    /// empty.
    public let path: [ExplorationMove]

    /// A finding of `kind`, shown by the moves of `path` from the first state.
    public init(_ kind: Kind, path: [ExplorationMove]) {
        self.kind = kind
        self.path = path
    }

    /// The finding's kind in a word or two, as reports group them.
    public var title: String {
        switch kind {
        case .deadEnd: "dead end"
        case .pushNeverAccepted: "push never accepted"
        case .unreachable: "unreachable"
        case .notReached: "not reached"
        case .unboundedGrowth: "unbounded growth"
        case .duplicateIDRefused: "duplicate id"
        case .ambiguousTap: "ambiguous tap"
        case .invariantBroken: "invariant broken"
        case .nestedStack: "nested stack"
        case .fatalError: "fatal error"
        case .replacedScreen: "replaced screen"
        }
    }

    /// What was found, in a sentence.
    public var message: String {
        switch kind {
        case .deadEnd(let state):
            "no button or link to tap, and going back changes nothing (state \(Quoting.quoted(state)))"
        case .pushNeverAccepted(let label, let outcomes):
            "tapping \(Quoting.quoted(label)) never pushes: " + outcomes.map(\.rawValue).joined(separator: ", ") + " wherever it was tapped"
        case .unreachable(let text):
            "\(Quoting.quoted(text)) is declared but never visible"
        case .notReached(let text, let limit):
            "\(Quoting.quoted(text)) is declared but not reached " + Self.reach(of: limit) + ": the search stopped before every reachable state"
        case .unboundedGrowth(let cycle, let from, let to):
            "repeating " + cycle.map(\.description).joined(separator: ", ") + " keeps growing the stack (\(from) → \(to))"
        case .duplicateIDRefused(let label):
            "tapping \(Quoting.quoted(label)) pushes an id already on the stack, and the rules refuse it"
        case .ambiguousTap(let label, let count):
            "\(count) visible buttons or links are labelled \(Quoting.quoted(label)): tapping it is an error"
        case .invariantBroken(let name, let problem):
            "invariant \(name) broken: \(problem)"
        case .nestedStack(let problem):
            problem
        case .fatalError(let message):
            "the app stops: \(message)"
        case .replacedScreen(let label, let pusher):
            "tapping \(Quoting.quoted(label)) pushes to pusher \(pusher), replacing the screen it showed: that screen has no pusher of its own"
                + " (give it one with `pusher`, or use `nesting every screen`, if it should stay below)"
        }
    }

    /// How far a search that stopped early looked.
    private static func reach(of limit: Exploration.Limit?) -> String {
        switch limit {
        case .depth(let depth)?: "within depth \(depth)"
        case .states(let count)?: "within the first \(count) states"
        case .walks(let count, let length, _)?: "on \(count) random walks of up to \(length) moves"
        case nil: "in the states the search could replay"
        }
    }

    /// An id that stays the same from run to run while the finding does: its kind and what it
    /// names (the label, the text, the invariant, the cycle whatever its rotation), not its
    /// path, which a change elsewhere may lengthen. A CI job keeps the ids of known findings
    /// and reports only new ones (`explore --baseline`). Sixteen hex digits.
    public var id: String {
        let key: String
        switch kind {
        case .deadEnd(let state): key = state
        case .pushNeverAccepted(let label, _), .duplicateIDRefused(let label), .ambiguousTap(let label, _), .replacedScreen(let label, _):
            key = label
        case .unreachable(let text), .notReached(let text, _): key = text
        case .unboundedGrowth(let cycle, _, _): key = ExplorationSearch.canonicalRotation(of: cycle.map(\.description)).joined(separator: "\n")
        case .invariantBroken(let name, _): key = name
        case .nestedStack(let problem): key = problem
        case .fatalError(let message): key = message
        }
        // FNV-1a: the same in every process, unlike `Hasher`.
        let hash = (title + "\u{1F}" + key).utf8.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// `dead end after tap "A", tap "B": …`.
    public var description: String {
        let place = path.isEmpty ? "" : " after " + path.map(\.description).joined(separator: ", ")
        return title + place + ": " + message
    }
}
