import Pusher
import ViewTree

/// Turns a scenario's elements into views, and carries out the actions their buttons perform.
///
/// Views are built from the syntax tree on demand: a link's destination becomes views only when
/// the link renders, a defined view's body only when its node renders.
@MainActor
final class ScenarioWorld {
    let scenario: Scenario
    /// The stack of the app outside any tab.
    let mainStack: Stack
    /// One stack per `tab`, when the app has tabs.
    private(set) var tabs: TabStacks?
    /// Every stack made so far, the app's first, then each tab's as it was made.
    private(set) var stacks: [Stack] = []
    /// The host the views are mounted in, for buttons that go back.
    weak var host: ViewHost?
    /// What the last button that went back did: the one navigation a tap makes that does not
    /// go through the stack's log.
    var lastBack: MoveOutcome?
    /// What `set` steps and buttons change, and triggered links and buttons watch.
    let bindings = ScenarioBindings()
    /// Every destination shown so far, by its restoration key: what a restore rebuilds.
    private var destinations: [String: [Element]] = [:]
    /// Where taps, pushes, rule evaluations and shown destinations are recorded, when coverage
    /// is asked for.
    let coverage: CoverageRecorder?

    init(scenario: Scenario, coverage: CoverageRecorder? = nil) {
        self.scenario = scenario
        self.coverage = coverage
        self.mainStack = Stack(profile: scenario.profile)
        configure(mainStack)
        let titles = Self.tabTitles(in: scenario)
        if !titles.isEmpty {
            tabs = TabStacks(titles) { [weak self] in
                let stack = Stack(profile: scenario.profile)
                self?.configure(stack)
                return stack
            }
        }
    }

    /// The stack steps act on: the selected tab's, or the app's.
    var stack: Stack {
        tabs?.selectedStack ?? mainStack
    }

    /// Gives `stack` the scenario's routes, and the views of saved destinations to restore.
    private func configure(_ stack: Stack) {
        stacks.append(stack)
        var routes = RouteTable<AnyView>()
        for route in scenario.routes {
            routes.add(route.pattern) { [weak self] _ in self?.destinationView(for: route.destination) ?? AnyView(EmptyView()) }
        }
        stack.routes = routes
        stack.restorer = { [weak self] key in
            self?.destinations[key].map { self?.destinationView(for: $0) ?? AnyView(EmptyView()) }
        }
    }

    /// The titles of every `tab` the app and its views declare, in order, each once.
    private static func tabTitles(in scenario: Scenario) -> [String] {
        var titles: [String] = []
        for case .tab(let title, _) in scenario.declaredElements.map(\.kind) where !titles.contains(title) {
            titles.append(title)
        }
        return titles
    }

    /// The view of a destination (what a link, a push, a presentation or a route shows), as a
    /// screen that a snapshot saves by its key: the view's name when it is one defined view,
    /// else where its first element was written.
    /// `origin` is where the link that shows it is written, for coverage.
    func destinationView(for elements: [Element], origin: SourceLocation? = nil) -> AnyView {
        let key = Self.restorationKey(of: elements)
        if destinations[key] == nil { destinations[key] = elements }
        return AnyView(Destination(key: key, elements: elements, origin: origin, world: self))
    }

    /// The view's name when `elements` is one defined view, else where its first element was
    /// written.
    nonisolated static func restorationKey(of elements: [Element]) -> String {
        if elements.count == 1, case .reference(let name) = elements[0].kind {
            return name
        } else if let first = elements.first {
            return "line \(first.location.line):\(first.location.column)"
        }
        return "empty"
    }

    /// The elements as sibling views, each at its own position.
    ///
    /// Built bottom-up without recursion (apps nest thousands of levels deep); a link's
    /// destination and a defined view's body are built later, when they render.
    func view(for elements: [Element]) -> AnyView {
        // Each frame: elements whose views are being built, and the views built so far.
        var frames: [(elements: [Element], views: [AnyView])] = [(elements, [])]
        // Frames are read through their index, never copied, so appends stay amortized O(1).
        while !frames.isEmpty {
            let top = frames.count - 1
            let index = frames[top].views.count
            if index == frames[top].elements.count {
                let done = frames.removeLast()
                let siblings = AnyView(ViewBuilder.buildArray(done.views))
                guard !frames.isEmpty else { return siblings }
                let parent = frames.count - 1
                let owner = frames[parent].elements[frames[parent].views.count]
                frames[parent].views.append(view(for: owner, content: siblings))
                continue
            }
            let element = frames[top].elements[index]
            switch element.kind {
            case .pusher(_, _, _, let content), .container(_, let content), .tabs(let content), .tab(_, let content):
                frames.append((content, []))
            case .text, .counter, .button, .link, .reference, .triggered, .leaveGuard:
                frames[top].views.append(view(for: element, content: AnyView(EmptyView())))
            }
        }
        return AnyView(EmptyView())
    }

    /// The view of one element; `content` is the view of its block, for pushers and containers.
    private func view(for element: Element, content: AnyView) -> AnyView {
        switch element.kind {
        case .text(let text):
            return AnyView(Text(text))
        case .counter(let label):
            return AnyView(CounterView(label: label))
        case .button(let label, .set(let values)):
            return AnyView(SettingButton(label: label, values: values, location: element.location, world: self))
        case .button(let label, let action):
            return AnyView(Button(label) { [self] in tapped(action, at: element.location) })
        case .link(let label, let context, let id, let destination, let isListRow):
            if isListRow {
                return AnyView(
                    ListNavigationLink(label, id: id, context: context) { self.destinationView(for: destination, origin: element.location) })
            }
            return AnyView(StackNavigationLink(label, id: id, context: context) { self.destinationView(for: destination, origin: element.location) })
        case .pusher(let isRoot, let name, let rule, _):
            return pusherView(isRoot: isRoot, name: name, rule: rule, at: element.location, content: content)
        case .container(let kind, _):
            switch kind {
            case .vStack: return AnyView(VStack { content })
            case .hStack: return AnyView(HStack { content })
            case .list: return AnyView(List { content })
            case .group, .forEach: return AnyView(Group { content })
            }
        case .reference(let name):
            return AnyView(DefinedView(name: name, world: self))
        case .triggered(let condition, let element):
            return triggeredView(for: element, when: condition)
        case .leaveGuard(let rule):
            return AnyView(LeaveGuard(.rule(rule)))
        case .tabs:
            guard let tabs else { return content }
            return AnyView(TabView(selection: tabs.selectionBinding) { content })
        case .tab(let title, _):
            guard let tabs else { return content }
            return AnyView(Tab(title) { content.environmentObject(tabs.stack(for: title)) })
        }
    }

    /// `stapel` or `pusher`; with coverage, its rule records its verdicts and what is pushed
    /// into it knows where it is written.
    private func pusherView(isRoot: Bool, name: String?, rule: PushRule?, at location: SourceLocation, content: AnyView) -> AnyView {
        guard let coverage else {
            let predicate = rule.map(PushPredicate.rule)
            return isRoot
                ? AnyView(WithStapel(name: name, predicate: predicate) { content })
                : AnyView(WithPusher(name: name, predicate: predicate) { content })
        }
        let predicate = rule.map { coverage.predicate(for: $0, at: location) }
        let pusher =
            isRoot
            ? AnyView(WithStapel(name: name, predicate: predicate) { content }) : AnyView(WithPusher(name: name, predicate: predicate) { content })
        return AnyView(pusher.environment(\.scenarioPusher, location))
    }

    /// A link as a `PushView` whose binding is the scenario's, or a button that also acts when
    /// the binding asks.
    private func triggeredView(for element: Element, when condition: BindingCondition) -> AnyView {
        switch element.kind {
        case .link(let label, let context, let id, let destination, _):
            let destination = destinationView(for: destination, origin: element.location)
            switch condition {
            case .isTrue(let key):
                return AnyView(PushView(label, destination: destination, id: id, context: context, isActive: bindings.isActive(key)))
            case .equals(let key, let value):
                return AnyView(
                    PushView(
                        label, destination: destination, id: id, context: context, tag: value,
                        selection: bindings.selection(key)))
            }
        case .button(let label, let action):
            return AnyView(TriggeredButton(label: label, condition: condition, bindings: bindings) { [self] in tapped(action, at: element.location) })
        default:
            return view(for: element, content: AnyView(EmptyView()))
        }
    }

    /// What a button does when tapped or triggered; a `set` acts on `screen`, the button's.
    func tapped(_ action: Action, at location: SourceLocation, on screen: ScreenKey? = nil) {
        coverage?.record(.button(location))
        let result = perform(action, on: screen)
        switch action {
        case .back, .backGesture: lastBack = result
        case .navigate, .set: break
        }
    }

    /// Carries out a navigation action; returns what it did. A `set` changes the context of
    /// `screen`, or of the visible screen.
    func perform(_ action: Action, on screen: ScreenKey? = nil) -> MoveOutcome {
        switch action {
        case .navigate(let request, let pace):
            return MoveOutcome(stack.perform(request.map { destinationView(for: $0) }, animation: pace.animation, oneByOne: pace.oneByOne))
        case .back(let animation, let force):
            guard force else { return back(animation) }
            return stack.overridingGuards { back(animation) }
        case .backGesture(let step):
            return gesture(step)
        case .set(let values):
            for (key, value) in values.values.sorted(by: { $0.key < $1.key }) {
                bindings[key] = value
            }
            stack.setContext(values, of: screen ?? stack.visibleScreen)
            return MoveOutcome(description: "set " + ScenarioBindings.describe(values), kind: nil)
        }
    }
}

extension ScenarioWorld {
    /// Goes back as the user would.
    private func back(_ animation: NavigationAnimation) -> MoveOutcome {
        // Content shown in place has no screen to go back from: the stack pops it.
        if stack.rules.containers == .inPlace, stack.depth > 0 {
            return MoveOutcome(stack.perform(.pop(.previous), animation: animation))
        }
        return goBack(animation) { $0.back() }
    }

    /// Moves, cancels or finishes the back gesture.
    private func gesture(_ step: BackGestureStep) -> MoveOutcome {
        guard let host else { return MoveOutcome(BackOutcome.nothingToGoBackTo) }
        switch step {
        case .progress(let progress):
            let started = host.backGestureProgress == nil
            guard host.moveBackGesture(to: progress) else { return MoveOutcome(BackOutcome.nothingToGoBackTo) }
            let percent = Int((progress * 100).rounded())
            return MoveOutcome(description: (started ? "gesture started at " : "gesture at ") + "\(percent)%", kind: nil)
        case .cancel:
            let cancelled = host.cancelBackGesture()
            return MoveOutcome(description: cancelled ? "gesture cancelled" : "no gesture to cancel", kind: nil)
        case .finish:
            guard host.backGestureProgress != nil else { return MoveOutcome(description: "no gesture to finish", kind: nil) }
            return goBack(.stackDefault) { $0.finishBackGesture() }
        }
    }

    /// Goes back through `host` with `animation` for the pop or dismissal it asks of the stack.
    private func goBack(_ animation: NavigationAnimation, _ back: (ViewHost) -> BackOutcome) -> MoveOutcome {
        guard let host else { return MoveOutcome(BackOutcome.nothingToGoBackTo) }
        let before = stack.requestCount
        let outcome = stack.withAnimation(animation) { back(host) }
        // A pop the transition gate held back or a guard vetoed is the answer, not the binding
        // it ignored.
        if let record = stack.records(after: before).last, [.dropped, .queued, .vetoed].contains(record.outcome.kind) {
            return MoveOutcome(record.outcome)
        }
        return MoveOutcome(outcome)
    }
}

/// A `view Name` block, printed under its name.
struct DefinedView: View, KindNaming {
    let name: String
    let world: ScenarioWorld

    var body: some View {
        world.view(for: world.scenario.views[name]?.body ?? [])
    }

    var kindName: String { name }
}

/// A destination's view, saved in snapshots by its key. Its elements become views only when
/// it renders: a link holds one without building what it leads to, so links nested thousands
/// deep cost nothing until pushed.
struct Destination: View, RestorableView, TreeTransparent {
    let key: String
    let elements: [Element]
    /// Where the link that shows it is written, if a link does.
    let origin: SourceLocation?
    /// Weak: the stack keeps destinations (in its log and its pushers' content), and the world
    /// keeps the stack.
    weak var world: ScenarioWorld?
    @Environment(\.screenKey) private var screen
    @Environment(\.scenarioPusher) private var pusher

    init(key: String, elements: [Element], origin: SourceLocation?, world: ScenarioWorld) {
        self.key = key
        self.elements = elements
        self.origin = origin
        self.world = world
    }

    var body: some View {
        guard let world else { return AnyView(EmptyView()) }
        if let coverage = world.coverage {
            coverage.record(.screen(key))
            if let origin { coverage.record(.link(origin)) }
            // A pushed screen (not a layer's root) is what its pusher received.
            if screen.number > 0, let pusher { coverage.record(.pusher(pusher)) }
        }
        return world.view(for: elements)
    }

    var restorationKey: String { key }
}

/// A button whose action is `set`: it sets the context of the screen it is on.
struct SettingButton: View, TreeTransparent {
    let label: String
    let values: PushContext
    let location: SourceLocation
    let world: ScenarioWorld
    @Environment(\.screenKey) private var screen

    var body: some View {
        Button(label) { [world, values, location, screen] in world.tapped(.set(values), at: location, on: screen) }
    }
}

/// `counter "Label"`: a view with state, showing `Label: N` and a button `Label +1`.
struct CounterView: View, KindNaming {
    let label: String
    @State private var count = 0

    var body: some View {
        Text("\(label): \(count)")
        Button("\(label) +1") { count += 1 }
    }

    var kindName: String { "Counter" }
}
