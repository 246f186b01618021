import Pusher
import ViewTree

/// A parsed scenario file: its views, its app, its directives and its steps.
struct Scenario: Sendable {
    let file: String
    let source: String
    /// Defined views by name.
    var views: [String: ViewDefinition] = [:]
    var app: [Element] = []
    /// Set by the `profile` directive, then axis by axis by the others.
    var profile = NavigationProfile.stapel
    /// `route "/path/:param" -> DEST` lines, in order: what `open` resolves URLs with.
    var routes: [RouteDefinition] = []
    /// Kept as where each is written (see ``ScenarioSteps``).
    var steps = ScenarioSteps()
    /// `invariant EXPECTATION` lines: checked after the app mounts and after every step, and in
    /// every state `explore` finds.
    var invariants: [Invariant] = []
    /// `state KEY: VALUE, …` lines: the app-wide bindings and their first values.
    var state = PushContext()
    /// `on "NAME" -> ACTION` lines: what the step `event "NAME"` (and a move of `explore`)
    /// delivers, by name, in source order. Added with ``add(_:)``, which indexes them by name.
    private(set) var events: [EventDefinition] = []
    /// The position of each event in ``events`` by name: a file of thousands of events and
    /// as many `event` steps looked each name up in a list (20,000 of each: 2.7 s).
    private var eventIndex: [String: Int] = [:]
    /// `binding KEY = top showing` lines: keys that read whether the top container shows
    /// something (NavigationStack's `topViewShowingBinding()`); setting one to false hides it.
    var topShowingBindings: Set<String> = []

    /// A scenario of the file named `file`, whose text is `source`, with nothing declared yet.
    init(file: String, source: String) {
        self.file = file
        self.source = source
    }
}

extension Scenario {
    /// Every element of the app, the defined views and the routes' screens, in source order,
    /// with those in blocks, link destinations and button actions: what tabs, coverage and
    /// `explore` take as declared. Walked without recursion: apps nest thousands deep.
    var declaredElements: [Element] {
        let roots = app + views.values.sorted { $0.location < $1.location }.flatMap(\.body) + routes.flatMap(\.destination)
        var elements: [Element] = []
        var pending = Array(roots.reversed())
        while let element = pending.popLast() {
            elements.append(element)
            pending += (element.kind.content + element.kind.shown).reversed()
        }
        return elements
    }

    /// The step after the one written on `line`, if any.
    func step(afterLine line: Int) -> Step? {
        guard let index = steps.index(ofStepOnLine: line), index + 1 < steps.count else { return nil }
        return steps[index + 1]
    }

    /// The event declared as `name`, if one is. O(1).
    func event(named name: String) -> EventDefinition? {
        eventIndex[name].map { events[$0] }
    }

    /// Declares `event`; the first event of a name is the one `event(named:)` finds.
    mutating func add(_ event: EventDefinition) {
        if eventIndex[event.name] == nil { eventIndex[event.name] = events.count }
        events.append(event)
    }
}

/// An `on "NAME" -> ACTION { then ACTION }` line: something from outside the app (a push
/// notification, a universal link, a timer) and what the app does when it arrives.
struct EventDefinition: Sendable {
    let name: String
    let action: Action
    let location: SourceLocation
}

/// An `invariant EXPECTATION` line.
struct Invariant: Sendable {
    let expectation: Expectation
    /// The expectation as written, after `invariant`.
    let source: String
    let location: SourceLocation
}

/// A `route` line: a URL path pattern and the screen it names.
struct RouteDefinition: Sendable {
    let pattern: String
    let destination: [Element]
    let location: SourceLocation
}

/// A `view Name` block.
struct ViewDefinition: Sendable {
    let name: String
    let body: [Element]
    let location: SourceLocation
}

/// One element of a view hierarchy, where it was written.
struct Element: Sendable {
    indirect enum Kind: Sendable, Equatable {
        case text(String)
        case button(String, Action)
        /// `link` (Stapel's `StackNavigationLink`) or `listlink` (`ListNavigationLink`).
        case link(String, context: PushContext, id: ScreenID?, destination: [Element], isListRow: Bool)
        /// `stapel` (`WithStapel`, with its navigation view) or `pusher` (`WithPusher`).
        case pusher(isRoot: Bool, name: String?, rule: PushRule?, content: [Element])
        case container(ContainerKind, [Element])
        case counter(String)
        /// A defined view, by name, with the parameters it is used with (`Card with id: 7`).
        case reference(String, parameters: PushContext)
        /// A `link` or `button` that also fires when a scenario binding asks (`when KEY`,
        /// `when KEY == VALUE`): swiftui-navigation-stack's `isActive` and `tag`/`selection`.
        case triggered(BindingCondition, Element)
        /// `guard when RULE`: the screen it is on may not be left while the rule holds for the
        /// screen's context.
        case leaveGuard(PushRule)
        /// `tabs` with `tab "Title"` children: one shown at a time, each with its own stack.
        case tabs([Element])
        case tab(String, [Element])
        /// `if RULE` with its block, and the block of the `else` after it (empty when none):
        /// one branch shows at a time, as SwiftUI's `if` does.
        case conditional(PushRule, then: [Element], otherwise: [Element])
        /// `for KEY in [VALUE, …]`: the block once per value, with `KEY` bound to it.
        case repeated(key: String, values: [ContextValue], content: [Element])
        /// `on appear [after DURATION] -> ACTION`: runs when its screen appears (after the
        /// delay on the virtual clock, unless the screen disappeared first).
        case onAppear(delay: Duration?, Action)
        /// `link when KEY -> DEST`: a link with no control, fired only by its binding
        /// (`NavigationLink(isActive:) { EmptyView() }`).
        case hiddenLink(BindingCondition, context: PushContext, id: ScreenID?, destination: [Element])
        /// `stack ["name"]`: a navigation stack of its own inside a screen.
        case stack(String?, [Element])
    }

    let kind: Kind
    let location: SourceLocation
}

extension Element.Kind {
    /// The word that writes the element, for messages.
    var word: String {
        switch self {
        case .text: "\"text\""
        case .button: "\"button\""
        case .link(_, _, _, _, let isListRow): isListRow ? "\"listlink\"" : "\"link\""
        case .pusher(let isRoot, _, _, _): isRoot ? "\"stapel\"" : "\"pusher\""
        case .container(.navigationBar, _): "\"navigation bar\""
        case .container(let kind, _): "\"\(kind.rawValue.lowercased())\""
        case .counter: "\"counter\""
        case .reference(let name, _): "the view \(name)"
        case .triggered(_, let element): element.kind.word
        case .leaveGuard: "\"guard\""
        case .tabs: "\"tabs\""
        case .tab: "\"tab\""
        case .conditional: "\"if\""
        case .repeated: "\"for\""
        case .onAppear: "\"on appear\""
        case .hiddenLink: "\"link\""
        case .stack: "\"stack\""
        }
    }

    /// The elements of its blocks, which mount with it (both branches of an `if`).
    var content: [Element] {
        switch self {
        case .pusher(_, _, _, let content), .container(_, let content), .tabs(let content), .tab(_, let content),
            .repeated(_, _, let content), .stack(_, let content):
            content
        case .conditional(_, let then, let otherwise): then + otherwise
        case .triggered(_, let element): [element]
        case .text, .counter, .button, .link, .reference, .leaveGuard, .onAppear, .hiddenLink: []
        }
    }

    /// The block built into the element's view as it is made (a pusher's, a container's, the
    /// tabs' and a tab's); `nil` for the others, whose blocks are built as they render.
    var wrappedContent: [Element]? {
        switch self {
        case .pusher(_, _, _, let content), .container(_, let content), .tabs(let content), .tab(_, let content):
            content
        case .text, .counter, .button, .link, .reference, .triggered, .leaveGuard, .conditional, .repeated, .onAppear,
            .hiddenLink, .stack:
            nil
        }
    }

    /// The elements it shows elsewhere, when used: a link's destination, what a button's or an
    /// appear action's navigation shows.
    var shown: [Element] {
        switch self {
        case .button(_, let action), .onAppear(_, let action): action.destination
        case .link(_, _, _, let destination, _), .hiddenLink(_, _, _, let destination): destination
        case .text, .counter, .reference, .leaveGuard, .pusher, .container, .tabs, .tab, .conditional, .repeated, .stack,
            .triggered:
            []
        }
    }
}

/// What a button does, or what a step does to the navigation: a request for the stack, with
/// the elements it mounts as content, or going back as the user would.
enum Action: Sendable, Equatable {
    /// `push`, `set screens`, `replace root`, `remove`, `pop`, `present`, `dismiss` or `hide`:
    /// performed by the stack, at the pace the step's suffix asks.
    indirect case navigate(NavigationRequest<[Element]>, Pace = Pace())
    /// `back`: the host goes back, popping a screen or dismissing a layer; `back force` goes
    /// past leave guards.
    case back(NavigationAnimation = .stackDefault, force: Bool = false)
    /// `back gesture 40%`, `back gesture cancel`, `back gesture finish`.
    case backGesture(BackGestureStep)
    /// `set KEY: VALUE, …`: changes the scenario's bindings, which may fire triggered links and
    /// buttons, and the context of the screen (the button's, or for a step the visible one),
    /// which its leave guards read.
    case set(PushContext)
    /// `select tab "Title"`: selects the tab, as its tab bar item does.
    case selectTab(String)
    /// `ACTION then ACTION …`: each in order, as statements in a button's closure; each is its
    /// own request, and meets the state the ones before it left.
    case sequence([Action])

    /// The elements the action mounts, if any.
    var destination: [Element] {
        switch self {
        case .navigate(.push(let elements, _, _, _, _), _), .navigate(.present(_, let elements, _), _): elements
        case .navigate(.setScreens(let screens, _), _), .navigate(.pushScreens(let screens, _, _), _): screens.flatMap(\.view)
        case .navigate(.replaceRoot(let screen), _): screen.view
        case .sequence(let actions): actions.flatMap(\.destination)
        case .navigate(.pop, _), .navigate(.popWithResult, _), .navigate(.dismiss, _), .navigate(.hide, _), .navigate(.remove, _),
            .navigate(.open, _),
            .navigate(.restore, _), .back, .backGesture, .set, .selectTab:
            []
        }
    }
}

/// When a triggered link or button fires.
enum BindingCondition: Sendable, Equatable, CustomStringConvertible {
    /// `when KEY`: the binding is `true`; firing sets it back to `false` (`isActive`).
    case isTrue(String)
    /// `when KEY == VALUE`: the binding equals the value; firing clears it (`tag` and
    /// `selection`).
    case equals(String, ContextValue)

    var key: String {
        switch self {
        case .isTrue(let key), .equals(let key, _): key
        }
    }

    var description: String {
        switch self {
        case .isTrue(let key): key
        case .equals(let key, let value): "\(key) == \(value)"
        }
    }
}

/// How a navigation step moves: `animated 0.3s ease-in`, `instantly`, `one by one`.
struct Pace: Sendable, Equatable {
    var animation = NavigationAnimation.stackDefault
    /// `pop to root one by one`, `dismiss all one by one`: a transition for each screen.
    var oneByOne = false
}

/// A step of an interactive back gesture.
enum BackGestureStep: Sendable, Equatable {
    /// Starts the gesture if none runs, and moves it to this progress (0 to 1).
    case progress(Double)
    case cancel
    case finish
}

/// One step of the script.
struct Step: Sendable {
    enum Kind: Sendable, Equatable {
        case tap(String)
        case action(Action)
        case evaluate(PushContext)
        case explain(PushContext)
        /// `wait 0.25s`: the clock moves on.
        case wait(Duration)
        /// `settle`: the clock moves on until no transition runs.
        case settle
        case print
        /// `print snapshot`: the stack's snapshot as JSON.
        case printSnapshot
        /// `save "name"`: keeps the stack's snapshot under the name.
        case save(String)
        /// `restore "name"`: restores the snapshot saved under the name.
        case restore(String)
        /// `select tab "Title"`.
        case selectTab(String)
        /// `event "NAME"`: delivers the event declared with `on "NAME"`.
        case event(String)
        indirect case expect(Expectation)
    }

    let kind: Kind
    let location: SourceLocation
    /// The step as written, for headers and messages: a slice of the file's text, which the
    /// scenario keeps anyway, so a step's line costs no copy of its own.
    let source: Substring

    /// The elements the step's action mounts, if any.
    var destination: [Element] { kind.destination }
}

extension Step.Kind {
    /// The elements the action mounts, if the step is one.
    var destination: [Element] {
        if case .action(let action) = self { action.destination } else { [] }
    }
}

/// What an `expect` step checks.
enum Expectation: Sendable {
    case visible(String)
    case hidden(String)
    case absent(String)
    case accepts(PushContext)
    case rejects(PushContext)
    /// `expect pushers 2`, `expect pushers >= 1`.
    case pushers(PushRule.Comparison, Int)
    case activeName(String)
    case activeNumber(Int)
    case tree(String)
    /// `expect depth 3`, `expect depth <= 5`.
    case depth(PushRule.Comparison, Int)
    /// `expect layers 1`, `expect layers < 3`.
    case layers(PushRule.Comparison, Int)
    case contains(ScreenID)
    /// The kind of the last navigation outcome.
    case outcome(OutcomeKind)
    /// The stack's one-line description.
    case state(String)
    /// Whether a transition runs (`expect transitioning`, `expect settled`).
    case transitioning(Bool)
    /// The host's clock.
    case time(Duration)
    /// The screen showing the text got its didAppear.
    case didAppear(String)
    /// The result the visible screen received from a screen popped with one.
    case result(ContextValue)
    /// `expect context KEY == VALUE` (any comparison): a value of the visible screen's context.
    case context(key: String, PushRule.Comparison, ContextValue)
    /// `expect binding KEY == VALUE` (any comparison): a binding as the visible screen reads it
    /// (its context, else the app-wide state); `null` when it is cleared or never set.
    case binding(key: String, PushRule.Comparison, ContextValue)
    /// `expect description "…"`: the profile's own one-line description of the stack:
    /// NavigationStack's node list (`['A'|'B']`) where containers show in place, else the
    /// stack's state as `expect state` reads it.
    case description(String)
    /// `expect not EXPECTATION`: holds when the expectation, written as `source`, does not.
    indirect case not(Expectation, source: String)
}
