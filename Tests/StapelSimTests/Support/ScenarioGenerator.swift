import ViewTree

@testable import Pusher
@testable import stapel_sim

/// Random well-formed scenarios, built as values from the grammar's forms: every element,
/// action, step, expectation and directive, nested and combined, with the strings, keys,
/// numbers and ids that are hardest to write back (quotes, escapes, keywords as keys, fractions).
/// Deterministic for a seed.
struct ScenarioGenerator {
    private var random: SeededRandom
    private let views: [String]
    private var saved: [String] = []
    private var events: [String] = []
    private let location = SourceLocation(file: "generated.stapel", line: 1, column: 1)

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
        views = (0..<3).map { "View\($0)" }
    }

    /// A scenario of a few views, an app, declarations and steps.
    mutating func scenario() -> Scenario {
        var scenario = Scenario(file: "generated.stapel", source: "")
        scenario.profile = profile()
        for (index, name) in views.enumerated() {
            // A view uses only views after it: no view mounts itself.
            scenario.views[name] = ViewDefinition(name: name, body: elements(depth: 2, viewsAfter: index + 1), location: location)
        }
        scenario.app = [element(.pusher(isRoot: true, name: nil, rule: maybe { $0.rule(depth: 2) }, content: elements(depth: 3, viewsAfter: 0)))]
        if coin() { scenario.state = context(atLeastOne: true) }
        if coin() { scenario.topShowingBindings = [key()] }
        for _ in 0..<int(0...2) {
            scenario.routes.append(RouteDefinition(pattern: "/" + word() + "/:id", destination: [reference()], location: location))
        }
        for _ in 0..<int(0...2) {
            scenario.invariants.append(Invariant(expectation: expectation(), source: "", location: location))
        }
        for index in 0..<int(0...2) {
            let name = "event \(index)"
            events.append(name)
            scenario.add(EventDefinition(name: name, action: actions(allowingBlock: false), location: location))
        }
        scenario.steps = ScenarioSteps((0..<int(1...12)).map { _ in Step(kind: step(), location: location, source: "") })
        return scenario
    }

    // MARK: - Elements

    private mutating func elements(depth: Int, viewsAfter first: Int) -> [Element] {
        (0..<int(1...3)).map { _ in randomElement(depth: depth, viewsAfter: first) }
    }

    private mutating func randomElement(depth: Int, viewsAfter first: Int) -> Element {
        let leaves = 7
        let choice = int(0...(depth > 0 ? 17 : leaves - 1))
        let block = { (generator: inout ScenarioGenerator) in generator.elements(depth: depth - 1, viewsAfter: first) }
        switch choice {
        case 0: return element(.text(string()))
        case 1: return element(.counter(string()))
        case 2: return element(.leaveGuard(rule(depth: 2)))
        case 3:
            let name = first < views.count ? views[int(first...(views.count - 1))] : nil
            return name.map { element(.reference($0, parameters: context(atLeastOne: false))) } ?? element(.text(string()))
        case 4: return element(.button(string(), actions(allowingBlock: false)))
        case 5: return link(destination: [simpleElement()])
        case 6: return element(.onAppear(delay: maybe { $0.duration() }, actions(allowingBlock: false)))
        case 7: return element(.pusher(isRoot: coin(), name: maybe { $0.string() }, rule: maybe { $0.rule(depth: 2) }, content: block(&self)))
        case 8:
            let kinds: [ContainerKind] = [.vStack, .hStack, .list, .group, .overlay, .navigationBar]
            return element(.container(kinds[int(0...(kinds.count - 1))], block(&self)))
        case 9:
            let tabs = (0..<int(1...3)).map { _ in element(.tab(string(), block(&self))) }
            return element(.tabs(tabs))
        case 10: return element(.conditional(rule(depth: 2), then: block(&self), otherwise: coin() ? block(&self) : []))
        case 11: return element(.repeated(key: key(), values: (0..<int(0...3)).map { _ in value(depth: 1) }, content: block(&self)))
        case 12: return element(.stack(maybe { $0.string() }, block(&self)))
        case 13: return link(destination: block(&self))
        case 14: return element(.button(string(), actions(allowingBlock: true)))
        case 15: return element(.triggered(condition(), element(.button(string(), actions(allowingBlock: false)))))
        case 16: return element(.triggered(condition(), link(destination: block(&self), listRow: false)))
        default:
            return element(.hiddenLink(condition(), context: context(atLeastOne: false), id: maybe { $0.id() }, destination: block(&self)))
        }
    }

    private mutating func link(destination: [Element], listRow: Bool? = nil) -> Element {
        element(.link(string(), context: context(atLeastOne: false), id: maybe { $0.id() }, destination: destination, isListRow: listRow ?? coin()))
    }

    /// An element that fits on a line after a push: a text or a view without parameters.
    private mutating func simpleElement() -> Element {
        coin() ? element(.text(string())) : element(.reference(views[int(0...(views.count - 1))], parameters: [:]))
    }

    private mutating func reference() -> Element {
        element(.reference(views[int(0...(views.count - 1))], parameters: context(atLeastOne: false)))
    }

    private func element(_ kind: Element.Kind) -> Element {
        Element(kind: kind, location: location)
    }

    // MARK: - Actions

    /// One action or a `then` chain; only the last may take a block, and only where a line
    /// has one (`allowingBlock`).
    private mutating func actions(allowingBlock: Bool) -> Action {
        let count = int(1...3)
        let actions = (0..<count).map { index in action(allowingBlock: allowingBlock && index == count - 1) }
        return count == 1 ? actions[0] : .sequence(actions)
    }

    private mutating func action(allowingBlock: Bool) -> Action {
        let pace = Pace(animation: animation(), oneByOne: false)
        switch int(0...(allowingBlock ? 17 : 13)) {
        case 0:
            return .navigate(
                .push(view: [simpleElement()], id: maybe { $0.id() }, context: context(atLeastOne: false), target: maybe { $0.string() }), pace)
        case 1: return .navigate(.pushScreens(screens(), context: context(atLeastOne: false), target: maybe { $0.string() }), pace)
        case 2: return .navigate(.setScreens(screens(), context: context(atLeastOne: false)), pace)
        case 3: return .navigate(.replaceRoot(.init(view: [simpleElement()], id: maybe { $0.id() })), pace)
        case 4:
            let targets: [PopTarget] = [.previous, .root, .to(id()), .from(id()), .after(index: int(0...3)), .last(int(1...3))]
            let target = targets[int(0...(targets.count - 1))]
            return .navigate(.pop(target), Pace(animation: animation(), oneByOne: target.allowsOneByOne && coin()))
        case 5: return .navigate(.popWithResult(value(depth: 1)), pace)
        case 6:
            let targets: [DismissTarget] = [.top, .all, .to(id()), .from(id()), .last(int(1...3))]
            let target = targets[int(0...(targets.count - 1))]
            return .navigate(.dismiss(target), Pace(animation: animation(), oneByOne: target.allowsOneByOne && coin()))
        case 7: return .navigate(.hide(string()), pace)
        case 8: return .navigate(.remove(id()), pace)
        case 9: return .navigate(.open("/" + word() + "/7?x=1"), pace)
        case 10: return .back(animation(), force: coin())
        case 11: return .backGesture([.progress(Double(int(0...100)) / 100), .cancel, .finish][int(0...2)])
        case 12: return .set(context(atLeastOne: true))
        case 13: return .selectTab(string())
        case 14:
            let style: PresentationStyle = coin() ? .sheet : .fullScreenCover
            return .navigate(.present(style: style, view: elements(depth: 1, viewsAfter: 0), tag: maybe { $0.id() }), pace)
        case 15:
            let buttons = (0..<int(1...2)).map { _ in element(.button(string(), .navigate(.dismiss(.top), Pace()))) }
            let style: PresentationStyle = coin() ? .alert : .confirmationDialog
            return .navigate(.present(style: style, view: [element(.text(string()))] + buttons, tag: maybe { $0.id() }), pace)
        case 16: return .navigate(.push(view: elements(depth: 1, viewsAfter: 0), id: maybe { $0.id() }, context: context(atLeastOne: false)), pace)
        default: return .navigate(.replaceRoot(.init(view: elements(depth: 1, viewsAfter: 0), id: maybe { $0.id() })), pace)
        }
    }

    private mutating func screens() -> [NavigationRequest<[Element]>.Screen] {
        (0..<int(1...3)).map { _ in .init(view: [simpleElement()], id: maybe { $0.id() }) }
    }

    private mutating func animation() -> NavigationAnimation {
        switch int(0...3) {
        case 0: .animated(Transition(duration() + .milliseconds(1), [.linear, .easeIn, .easeOut, .easeInOut, Easing("spring")][int(0...4)]))
        case 1: .instantly
        default: .stackDefault
        }
    }

    // MARK: - Steps and expectations

    private mutating func step() -> Step.Kind {
        switch int(0...13) {
        case 0: return .tap(string())
        // A step is one action: `then` chains belong to buttons, appear actions and events.
        // `select tab` as a step is its own form.
        case 1, 2:
            let action = action(allowingBlock: true)
            if case .selectTab(let title) = action { return .selectTab(title) }
            return .action(action)
        case 3: return .evaluate(context(atLeastOne: false))
        case 4: return .explain(context(atLeastOne: false))
        case 5: return .wait(duration())
        case 6: return [.settle, .print, .printSnapshot][int(0...2)]
        case 7:
            let name = string()
            saved.append(name)
            return .save(name)
        case 8: return saved.isEmpty ? .settle : .restore(saved[int(0...(saved.count - 1))])
        case 9: return .selectTab(string())
        case 10: return events.isEmpty ? .print : .event(events[int(0...(events.count - 1))])
        default: return .expect(coin() && coin() ? .not(expectation(), source: "") : expectation())
        }
    }

    private mutating func expectation() -> Expectation {
        let comparisons = PushRule.Comparison.allCases
        let comparison = comparisons[int(0...(comparisons.count - 1))]
        switch int(0...21) {
        case 0: return .visible(string())
        case 1: return .hidden(string())
        case 2: return .absent(string())
        case 3: return .accepts(context(atLeastOne: false))
        case 4: return .rejects(context(atLeastOne: false))
        case 5: return .pushers(comparison, int(0...9))
        case 6: return .activeName(string())
        case 7: return .activeNumber(int(0...9))
        case 8: return .tree(coin() ? "" : "VStack\n  Text \"a\"\n  Text \"b # not a comment\"\n")
        case 9: return .depth(comparison, int(0...9))
        case 10: return .layers(comparison, int(0...9))
        case 11: return .contains(id())
        case 12: return .outcome(OutcomeKind.allCases[int(0...(OutcomeKind.allCases.count - 1))])
        case 13: return .state(string())
        case 14: return .transitioning(coin())
        case 15: return .time(duration())
        case 16: return .didAppear(string())
        case 17: return .result(value(depth: 2))
        case 18: return .context(key: key(), comparison, value(depth: 1))
        case 19: return .binding(key: key(), comparison, value(depth: 1))
        default: return .description(string())
        }
    }

    // MARK: - Profiles, rules and values

    private mutating func profile() -> NavigationProfile {
        var profile = NavigationProfile(ProfileName.allCases[int(0...(ProfileName.allCases.count - 1))])
        if coin() { profile.policy = PushPolicy.allCases[int(0...(PushPolicy.allCases.count - 1))] }
        if coin() { profile.systemBack.toggle() }
        if coin() { profile.transition = coin() ? nil : Transition(duration() + .milliseconds(1), .easeIn) }
        if coin() { profile.duringTransitions = TransitionRule.allCases[int(0...(TransitionRule.allCases.count - 1))] }
        if coin() { profile.rules.nesting = coin() ? .declared : .everyScreen }
        return profile
    }

    private mutating func rule(depth: Int) -> PushRule {
        let comparisons = PushRule.Comparison.allCases
        switch int(0...(depth > 0 ? 5 : 2)) {
        case 0:
            let comparison = comparisons[int(0...(comparisons.count - 1))]
            let ordered = comparison != .equal && comparison != .notEqual
            return .compare(key: key(), comparison: comparison, value: ordered ? number() : value(depth: 1))
        case 1: return .isIn(key: key(), values: (0..<int(0...3)).map { _ in value(depth: 1) })
        case 2: return .has(key: key())
        case 3: return .not(rule(depth: depth - 1))
        case 4: return .and(rule(depth: depth - 1), rule(depth: depth - 1))
        default: return .or(rule(depth: depth - 1), rule(depth: depth - 1))
        }
    }

    private mutating func condition() -> BindingCondition {
        coin() ? .isTrue(key()) : .equals(key(), value(depth: 1))
    }

    private mutating func context(atLeastOne: Bool) -> PushContext {
        var context = PushContext()
        for _ in 0..<int((atLeastOne ? 1 : 0)...2) { context[key()] = value(depth: 1) }
        return context
    }

    private mutating func value(depth: Int) -> ContextValue {
        switch int(0...(depth > 0 ? 5 : 4)) {
        case 0: .string(string())
        case 1: number()
        case 2: .bool(coin())
        case 3: .null
        case 4: .number(Double(int(0...1000)) - 500)
        default: .array((0..<int(0...3)).map { _ in value(depth: depth - 1) })
        }
    }

    private mutating func number() -> ContextValue {
        .number([0, 7, -3, 2.5, 0.125, 1e-5, 123_456.75][int(0...6)])
    }

    private mutating func id() -> ScreenID {
        switch int(0...2) {
        case 0: ScreenID(string())
        case 1: ScreenID(int(0...99))
        default: ScreenID(2.5)
        }
    }

    private mutating func duration() -> Duration {
        [.milliseconds(250), .seconds(2), .milliseconds(1500), .nanoseconds(250_500), .zero][int(0...4)]
    }

    /// Keys the printer must quote (keywords, spaces, digits first) as well as plain ones.
    private mutating func key() -> String {
        ["id", "role", "showDetail", "with", "not", "has", "and", "a key", "2nd", "tab_1", "screens"][int(0...10)]
    }

    private mutating func word() -> String {
        ["inbox", "cards", "settings"][int(0...2)]
    }

    private mutating func string() -> String {
        ["Home", "Detail", "", "say \"hi\"", "back\\slash", "two\nlines", "tab\there", "# not a comment", "Zoë ✓", "{name}", "->"][int(0...10)]
    }

    // MARK: - Randomness

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
    }

    private mutating func coin() -> Bool {
        random.next() & 1 == 0
    }

    private mutating func maybe<Value>(_ make: (inout ScenarioGenerator) -> Value) -> Value? {
        coin() ? make(&self) : nil
    }
}
