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
    /// One tab bar per `tabs` element, each with a stack per tab, and the tab of an outer bar it
    /// sits in: tab bars nest. Unchecked, as `rootlessTabs`: set up once, then read by ``stack``
    /// at every move, where the run-time exclusivity check was most of the read.
    @exclusivity(unchecked) private var tabGroups: [(stacks: TabStacks, parent: (group: Int, title: String)?)] = []
    /// The tabs, by group and title, whose content declares no `stapel` root of its own: their
    /// views use the stack around the tab bar, as a SwiftUI `TabView` inside a navigation view
    /// pushes over the tab bar and presents over everything; a stack of their own would show
    /// nothing it presents.
    @exclusivity(unchecked) private var rootlessTabs: Set<TabKey> = []
    /// Which tab bar each `tabs` and `tab` element belongs to, by where it is written.
    private var tabGroupIndex: [SourceLocation: Int] = [:]
    /// Every stack made so far, the app's first, then each tab's as it was made.
    private(set) var stacks: [Stack] = []
    /// The host the views are mounted in, for buttons that go back.
    weak var host: ViewHost?
    /// What refers to the world weakly (its destinations, routes and timers), so that the world,
    /// which every scenario view holds, keeps the runtime's fast retains (``WeakTarget``).
    private(set) lazy var weakTarget = WeakTarget(self)
    /// What destinations hold to reach the world (see ``WorldLink``); severed by `deinit`. Not
    /// `lazy`, as `weakTarget` is: the nonisolated `deinit` reads the storage, and a lazy
    /// property of a main-actor class is isolated to it.
    var link: WorldLink {
        if let linkStorage { return linkStorage }
        let link = WorldLink(self)
        linkStorage = link
        return link
    }
    nonisolated(unsafe) private var linkStorage: WorldLink?
    /// The host's clock, which delayed appear actions wait on: made before the host, whose
    /// first mount may schedule them.
    let clock = VirtualClock()
    /// What the last button that went back did: the one navigation a tap makes that does not
    /// go through the stack's log.
    var lastBack: MoveOutcome?
    /// What `set` steps and buttons change, triggered links and buttons watch, and strings and
    /// `if` rules read; it starts with the app-wide `state`.
    let bindings: ScenarioBindings
    /// Whether the app binds values around its views (`for`, parameters): then each link and
    /// button keeps the values around it for what it shows, as a Swift closure captures them.
    private let usesScopes: Bool
    /// The context each screen was pushed with, as its destination saw it, by its stack (tabs
    /// number their screens alike): what `expect context` reads.
    private var pushedContexts: [ObjectIdentifier: [ScreenKey: PushContext]] = [:]
    /// The stacks visible on screens pushed on another stack, by where they are written: how
    /// many show, and how a finding names them.
    private var nestedStacks: [SourceLocation: (word: String, count: Int)] = [:]
    /// The stacks of `stack` elements now mounted, oldest first: what `back` pops first.
    private var liveNestedStacks: [ObjectIdentifier: (order: Int, stack: Stack)] = [:]
    private var nestedStackCount = 0
    /// Whether the app has `stack` elements: then each button acts on the stack it is in.
    private let hasNestedStacks: Bool
    /// Each defined view's body, and whether anything in it reads the scope around it (see
    /// ``readsScope(_:)``), by name.
    private let definedViews: [String: (body: [Element], readsScope: Bool)]
    /// Where the elements directly in the `app` block are written.
    private let appElementLocations: Set<SourceLocation>
    /// The keys no view and no leave guard reads from what `set` wrote on a screen: left out of
    /// what tells two states apart.
    private let unreadScreenKeys: Set<String>
    /// Every destination shown so far, by its restoration key: what a restore rebuilds.
    private let destinations: ShownDestinations
    /// Where taps, pushes, rule evaluations and shown destinations are recorded, when coverage
    /// is asked for.
    let coverage: CoverageRecorder?

    /// `destinations`: those other launches of the app showed, to restore what they saved.
    init(scenario: Scenario, coverage: CoverageRecorder? = nil, destinations: ShownDestinations = ShownDestinations()) {
        self.scenario = scenario
        self.coverage = coverage
        self.destinations = destinations
        self.appElementLocations = Set(scenario.app.map(\.location))
        // One walk over the declared elements for the flags and keys: it runs for every file
        // checked.
        var usesScopes = false
        var hasNestedStacks = false
        var triggerKeys: Set<String> = []
        var guardKeys: Set<String> = []
        for element in scenario.declaredElements {
            switch element.kind {
            case .repeated: usesScopes = true
            case .reference(_, let parameters) where !parameters.isEmpty: usesScopes = true
            case .stack: hasNestedStacks = true
            case .triggered(let condition, _), .hiddenLink(let condition, _, _, _): triggerKeys.insert(condition.key)
            case .leaveGuard(let rule): guardKeys.formUnion(rule.keys)
            default: continue
            }
        }
        self.usesScopes = usesScopes
        self.hasNestedStacks = hasNestedStacks
        self.bindings = ScenarioBindings(state: scenario.state, triggerKeys: triggerKeys)
        // Leave guards read the screen's context, app-wide keys included.
        unreadScreenKeys = bindings.appWideKeys.subtracting(guardKeys)
        definedViews = scenario.views.mapValues { ($0.body, Self.readsScope($0.body)) }
        self.mainStack = Stack(profile: scenario.profile)
        configure(mainStack)
        makeTabGroups()
    }

    deinit {
        linkStorage?.sever()
    }

    /// The outermost tab bar, if the app has one: what `save` and `restore` keep.
    var tabs: TabStacks? {
        tabGroups.first { $0.parent == nil }?.stacks
    }

    /// The stack steps act on: the selected tab's (the innermost tab bar's, when they nest) if
    /// it declares a `stapel`, else the stack around it, up to the app's.
    var stack: Stack {
        guard var group = tabGroups.firstIndex(where: { $0.parent == nil }) else { return mainStack }
        // The stack of the innermost selected tab that has a root: the one its views use.
        var stack = mainStack
        while true {
            let selection = tabGroups[group].stacks.selection
            if !rootlessTabs.contains(TabKey(group: group, title: selection)) { stack = tabGroups[group].stacks.selectedStack }
            // O(tab bars) per level: an app has a few.
            guard let inner = tabGroups.firstIndex(where: { $0.parent?.group == group && $0.parent?.title == selection }) else { break }
            group = inner
        }
        return stack
    }

    /// The request count of each stack a step may leave selected: the selected one's, and with
    /// tabs every tab's (a step may select another tab and navigate there).
    struct RequestMark {
        fileprivate let selected: (stack: ObjectIdentifier, count: Int)
        fileprivate let tabs: [(stack: ObjectIdentifier, count: Int)]
    }

    /// Where the stacks a step may act on stand now, for ``lastRecord(since:)``.
    func requestMark() -> RequestMark {
        let selected = stack
        var tabs: [(stack: ObjectIdentifier, count: Int)] = []
        for group in tabGroups {
            for title in group.stacks.titles {
                let stack = group.stacks.stack(for: title)
                tabs.append((ObjectIdentifier(stack), stack.requestCount))
            }
        }
        return RequestMark(selected: (ObjectIdentifier(selected), selected.requestCount), tabs: tabs)
    }

    /// The last request made since `mark` on the stack selected now: what a step navigated,
    /// whichever tab it left selected. Compared with the count that same stack had, so that
    /// it does not depend on how many requests the tabs had each had before.
    func lastRecord(since mark: RequestMark) -> NavigationRecord? {
        let stack = self.stack
        let id = ObjectIdentifier(stack)
        let count = id == mark.selected.stack ? mark.selected.count : mark.tabs.first { $0.stack == id }?.count
        return stack.records(after: count ?? 0).last
    }

    /// Adds what `set` wrote on the screens of the app's stack and of every tab's to `hasher`:
    /// what two states with the same tree and bindings may still differ in, as a screen shows
    /// its own value again when another tab's screen set the binding. In the order the tab
    /// bars and their tabs are declared, whichever order their stacks were made in. Not yet
    /// the stacks of `stack` elements: they are made as they mount, in an order the path sets.
    func combineScreenContexts(into hasher: inout FingerprintHasher) {
        mainStack.combineScreenContexts(into: &hasher, ignoring: unreadScreenKeys)
        for group in tabGroups {
            for title in group.stacks.titles {
                hasher.combine(word: 0x7461_62)
                group.stacks.madeStack(for: title)?.combineScreenContexts(into: &hasher, ignoring: unreadScreenKeys)
            }
        }
    }

    /// The titles of every tab, each once, in the order the tab bars are declared.
    var tabTitles: [String] {
        var seen: Set<String> = []
        return tabGroups.flatMap(\.stacks.titles).filter { seen.insert($0).inserted }
    }

    /// Selects the tab titled `title` (in the first tab bar that has one), and the tabs of outer
    /// bars it sits in, so that it shows. Returns `false` when no tab has the title.
    @discardableResult
    func selectTab(_ title: String) -> Bool {
        guard var group = tabGroups.firstIndex(where: { $0.stacks.titles.contains(title) }) else { return false }
        tabGroups[group].stacks.select(title)
        while let parent = tabGroups[group].parent {
            tabGroups[parent.group].stacks.select(parent.title)
            group = parent.group
        }
        return true
    }

    /// One tab bar per `tabs` element the app and its views declare, each knowing the tab it
    /// sits in. Walked without recursion.
    private func makeTabGroups() {
        let roots = scenario.app + scenario.views.values.sorted { $0.location < $1.location }.flatMap(\.body) + scenario.routes.flatMap(\.destination)
        var pending: [(element: Element, enclosing: (group: Int, title: String)?)] = roots.reversed().map { ($0, nil) }
        while let (element, enclosing) = pending.popLast() {
            switch element.kind {
            case .tabs(let children) where tabGroupIndex[element.location] == nil:
                var titles: [String] = []
                for case .tab(let title, _) in children.map(\.kind) where !titles.contains(title) { titles.append(title) }
                let stacks = TabStacks(titles) { [weak weakTarget, scenario] in
                    let stack = Stack(profile: scenario.profile)
                    weakTarget?.object.configure(stack)
                    return stack
                }
                tabGroups.append((stacks, enclosing))
                let group = tabGroups.count - 1
                tabGroupIndex[element.location] = group
                for child in children.reversed() {
                    tabGroupIndex[child.location] = group
                    if case .tab(let title, let content) = child.kind {
                        if !declaresRoot(content) { rootlessTabs.insert(TabKey(group: group, title: title)) }
                        pending += content.reversed().map { ($0, (group, title)) }
                    }
                }
            default:
                pending += element.kind.content.reversed().map { ($0, enclosing) }
                pending += element.kind.shown.reversed().map { ($0, nil) }
            }
        }
    }

    /// Whether `content` holds a `stapel` root, in itself or in the views it uses, outside any
    /// inner tab bar (whose tabs are told apart on their own) or `stack` (which has its own).
    private func declaresRoot(_ content: [Element]) -> Bool {
        var pending = content
        var seenViews: Set<String> = []
        while let element = pending.popLast() {
            switch element.kind {
            case .pusher(isRoot: true, _, _, _): return true
            case .tabs, .stack: continue
            case .reference(let name, _):
                if seenViews.insert(name).inserted, let view = scenario.views[name] { pending += view.body }
            default: pending += element.kind.content
            }
        }
        return false
    }

    /// Gives `stack` the scenario's routes, and the views of saved destinations to restore.
    private func configure(_ stack: Stack) {
        stacks.append(stack)
        var routes = RouteTable<AnyView>()
        for route in scenario.routes {
            routes.add(route.pattern) { [weak weakTarget] _ in
                weakTarget?.object.destinationView(for: route.destination) ?? AnyView(EmptyView())
            }
        }
        stack.routes = routes
        stack.contextualRestorer = { [weak weakTarget] key, context in
            guard let world = weakTarget?.object else { return nil }
            // By its key, which a snapshot saved: not worked out again from the elements.
            guard let destination = world.destinations[key] else { return nil }
            // Its view saves it under the same key again.
            assert(key == Self.restorationKey(of: destination.elements, locals: destination.locals), "a destination kept under another key")
            return world.view(ofDestination: destination.elements, scope: ScenarioScope(locals: destination.locals, pushed: context))
        }
    }

    /// A `stapel` or `stack` element written at `location` became visible on a pushed screen.
    func nestedStackAppeared(_ word: String, at location: SourceLocation) {
        nestedStacks[location, default: (word, 0)].count += 1
    }

    /// A `stapel` or `stack` element on a pushed screen stopped being visible.
    func nestedStackDisappeared(at location: SourceLocation) {
        guard let entry = nestedStacks[location] else { return }
        nestedStacks[location] = entry.count > 1 ? (entry.word, entry.count - 1) : nil
    }

    /// What `explore` reports as a nested stack in this state, if one shows.
    var nestedStackProblem: String? {
        guard let (location, entry) = nestedStacks.min(by: { $0.key < $1.key }) else { return nil }
        return "\(entry.word) (line \(location.line)) is a navigation stack inside a screen pushed on another: the app shows two navigation bars"
    }

    /// A stack for a `stack` element, with the scenario's profile and routes.
    func makeNestedStack() -> Stack {
        let stack = Stack(profile: scenario.profile)
        configure(stack)
        nestedStackCount += 1
        liveNestedStacks[ObjectIdentifier(stack)] = (nestedStackCount, stack)
        return stack
    }

    /// The stack of a `stack` element left the tree: `back` no longer pops it.
    func nestedStackUnmounted(_ stack: Stack) {
        liveNestedStacks[ObjectIdentifier(stack)] = nil
    }

    /// The view of a destination (what a link, a push, a presentation or a route shows), as a
    /// screen that a snapshot saves by its key: the view's name when it is one defined view,
    /// else where its first element was written.
    /// `origin` is where the link that shows it is written, for coverage.
    /// `context` is what it is pushed with, `locals` the values bound where it was asked for:
    /// both are in scope on it.
    func destinationView(
        for elements: [Element], origin: SourceLocation? = nil, context: PushContext = [:], locals: PushContext = [:]
    ) -> AnyView {
        // A key with values in it is made, and kept, only when a snapshot reads it
        // (``keepDestination(_:locals:)``): making it at every push cost 1% of an `explore`.
        if locals.isEmpty, Self.viewParameters(of: elements) == nil {
            destinations.keep(elements, locals: locals, as: Self.restorationKey(of: elements))
        }
        return view(ofDestination: elements, origin: origin, scope: ScenarioScope(locals: locals, pushed: context))
    }

    /// The key a snapshot saves `elements`, shown with `locals` in scope, by: one with values in
    /// it (the view's parameters, the values in scope) is kept under it as it is made; any other
    /// was kept as it was pushed.
    func keepDestination(_ elements: [Element], locals: PushContext) -> String {
        guard !locals.isEmpty || Self.viewParameters(of: elements) != nil else { return Self.restorationKey(of: elements) }
        let key = Self.restorationKey(of: elements, locals: locals)
        destinations.keep(elements, locals: locals, as: key)
        return key
    }

    /// The view of a destination of `elements`: a ``PlainDestination`` when it has nothing to
    /// read from where it shows.
    private func view(ofDestination elements: [Element], origin: SourceLocation? = nil, scope: ScenarioScope = ScenarioScope()) -> AnyView {
        guard coverage == nil, scope.isEmpty else {
            return AnyView(Destination(elements: elements, origin: origin, scope: scope, world: self))
        }
        return AnyView(PlainDestination(elements: elements, world: self))
    }

    /// The context a screen was pushed with and what `set` wrote on it: what `expect context`
    /// reads.
    func context(of screen: ScreenKey) -> PushContext {
        var context = pushedContexts[ObjectIdentifier(stack)]?[screen] ?? [:]
        for (key, value) in stack.context(of: screen).values { context[key] = value }
        return context
    }

    /// The binding `key` as `screen` reads it; `null` when none has it (a cleared selection).
    /// A key a trigger fires on, or one `state` declares, is the app's one binding, which the
    /// trigger clears; any other is the screen's context, else what `set` wrote on it.
    func binding(_ key: String, on screen: ScreenKey) -> ContextValue {
        if scenario.topShowingBindings.contains(key) { return .bool(stack.depth > 0) }
        if bindings.appWideKeys.contains(key) { return bindings.appWideValue(of: key) ?? .null }
        // The screen's context holds what `set` wrote on it: the bindings add the app's values.
        return context(of: screen)[key] ?? bindings.value(of: key, in: ScenarioScope(), kept: [:]) ?? .null
    }

    /// The profile's own one-line description of the stack: NavigationStack's node list where
    /// containers show in place, else the stack's state.
    var profileDescription: String {
        stack.rules.containers == .inPlace ? stack.nodeListDescription : stack.stateDescription
    }

    /// Keeps the context `screen` of `stack` was pushed with, as its destination renders.
    func record(pushed context: PushContext, on screen: ScreenKey, of stack: Stack) {
        guard !context.isEmpty else { return }
        let id = ObjectIdentifier(stack)
        guard pushedContexts[id]?[screen] != context else { return }
        pushedContexts[id, default: [:]][screen] = context
    }

    /// The view's name when `elements` is one defined view, else where its first element was
    /// written.
    nonisolated static func restorationKey(of elements: [Element]) -> String {
        if elements.count == 1, case .reference(let name, _) = elements[0].kind {
            return name
        } else if let first = elements.first {
            return lineKey(line: first.location.line, column: first.location.column)
        }
        return "empty"
    }

    /// The key of `elements` shown with `locals` in scope: with the parameters of a defined
    /// view and the values in scope, which a restore brings back (`Card with id: 7`,
    /// `Card with card: "Eevee"`). Two uses of one view with other parameters are two screens.
    nonisolated static func restorationKey(of elements: [Element], locals: PushContext) -> String {
        var key = restorationKey(of: elements)
        if let parameters = viewParameters(of: elements) { key += " with " + ScenarioBindings.describe(parameters) }
        if !locals.isEmpty { key += " with " + ScenarioBindings.describe(locals) }
        return key
    }

    /// The parameters of `elements` when they are one defined view used with some
    /// (`Card with id: 7`).
    nonisolated static func viewParameters(of elements: [Element]) -> PushContext? {
        guard elements.count == 1, case .reference(_, let parameters) = elements[0].kind, !parameters.isEmpty else { return nil }
        return parameters
    }

    /// `line L:C`, written digit by digit: every pushed screen of a plain destination makes its
    /// key, and interpolation cost about 1,000 instructions a key (thirty-seventh session).
    /// Made at its exact length, so that a key of up to 15 bytes is a small string, with no
    /// allocation.
    nonisolated static func lineKey(line: Int, column: Int) -> String {
        func length(of number: Int) -> Int {
            var (rest, digits) = (number.magnitude / 10, 1)
            while rest > 0 { (rest, digits) = (rest / 10, digits + 1) }
            return digits + (number < 0 ? 1 : 0)
        }
        let prefix = "line ".utf8
        let count = prefix.count + length(of: line) + 1 + length(of: column)
        return String(unsafeUninitializedCapacity: count) { bytes in
            // Written from the end: each number's last digit first.
            var end = count
            func write(_ byte: UInt8) {
                end -= 1
                bytes[end] = byte
            }
            func write(_ number: Int) {
                var rest = number.magnitude
                repeat {
                    write(UInt8(ascii: "0") + UInt8(rest % 10))
                    rest /= 10
                } while rest > 0
                if number < 0 { write(UInt8(ascii: "-")) }
            }
            write(column)
            write(UInt8(ascii: ":"))
            write(line)
            for byte in prefix.reversed() { write(byte) }
            return count
        }
    }

    /// The elements as sibling views, each at its own position.
    ///
    /// Built bottom-up without recursion (apps nest thousands of levels deep); a link's
    /// destination and a defined view's body are built later, when they render.
    ///
    /// `place`: where the elements show, when the caller knows it (a defined view's body, a
    /// destination's); their strings with `{key}` are then filled in at once, where each would
    /// otherwise be a ``ScopedElement`` that reads its place as it renders: a node more for
    /// every text, link and button of a screen.
    func view(for elements: [Element], at place: ElementPlace? = nil) -> AnyView {
        // One element without a block (a pushed screen's usual content) is its own view: no
        // frames and no array around it, three allocations fewer per screen.
        if elements.count == 1, elements[0].kind.wrappedContent == nil {
            return view(for: elements[0], content: Self.noContent, at: place)
        }
        // Each frame: elements whose views are being built, the views built so far, and where
        // they show if known. A container keeps its elements where it is; a pusher or a tab
        // may put them on another screen.
        var frames: [(elements: [Element], views: [AnyView], place: ElementPlace?)] = [(Self.drawOrder(elements), [], place)]
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
            if let content = element.kind.wrappedContent {
                let isContainer = if case .container = element.kind { true } else { false }
                frames.append((Self.drawOrder(content), [], isContainer ? frames[top].place : nil))
            } else {
                frames[top].views.append(view(for: element, content: Self.noContent, at: frames[top].place))
            }
        }
        return Self.noContent
    }

    /// The content of an element without a block, shared.
    private static let noContent = AnyView(EmptyView())

    /// The body of the view defined as `name` (empty for none), and whether it must find the
    /// scope it binds in the environment.
    func definedView(_ name: String) -> (body: [Element], readsScope: Bool) {
        definedViews[name] ?? ([], false)
    }

    /// Whether `elements`, built where they show (``view(for:at:)``), hold a view that reads
    /// the scope around it from the environment: a defined view, a `for` or an `if` block, or
    /// anything in a pusher, a stack or a tab, whose elements may show elsewhere. Containers
    /// are looked into, without recursion, as ``view(for:at:)`` hands them its place: the two
    /// change together.
    nonisolated static func readsScope(_ elements: [Element]) -> Bool {
        var pending = elements
        while let element = pending.popLast() {
            switch element.kind {
            case .reference, .repeated, .conditional, .pusher, .stack, .tabs, .tab: return true
            case .container(_, let content): pending += content
            case .text, .counter, .button, .link, .hiddenLink, .triggered, .onAppear, .leaveGuard: continue
            }
        }
        return false
    }

    /// `elements` in the order they are drawn: a `navigation bar` at the top, an `overlay`
    /// above the rest, the others as written. O(n); the same array when neither is there.
    nonisolated static func drawOrder(_ elements: [Element]) -> [Element] {
        func layer(_ element: Element) -> Int {
            switch element.kind {
            case .container(.navigationBar, _): 0
            case .container(.overlay, _): 2
            default: 1
            }
        }
        guard elements.contains(where: { layer($0) != 1 }) else { return elements }
        return [0, 1, 2].flatMap { rank in elements.filter { layer($0) == rank } }
    }

    /// The view of one element; `content` is the view of its block, for pushers and containers.
    private func view(for element: Element, content: AnyView, at place: ElementPlace? = nil) -> AnyView {
        switch element.kind {
        case .text, .counter, .button, .link, .hiddenLink, .triggered:
            // Strings with `{key}` read the scope where they show; in an app that binds values,
            // what links and buttons show keeps the values around them.
            if usesScopes || element.hasPlaceholders {
                guard let place else { return AnyView(ScopedElement(element: element, world: self)) }
                return scopedView(for: element, at: place)
            }
        default:
            break
        }
        return view(for: element, content: content, locals: [:])
    }

    /// The view of `element` where it shows: its strings with `{key}` filled in from `place`,
    /// what it shows with `place`'s locals in scope. What a ``ScopedElement`` renders.
    func scopedView(for element: Element, at place: ElementPlace) -> AnyView {
        let shown =
            element.hasPlaceholders ? element.interpolated { bindings.value(of: $0, in: place.scope, kept: place.kept) } : element
        return view(for: shown, content: Self.noContent, locals: place.scope.locals)
    }

    /// The view of one element, whose links and buttons show their destinations with `locals`
    /// in scope.
    func view(for element: Element, content: AnyView, locals: PushContext) -> AnyView {
        switch element.kind {
        case .text(let text):
            return AnyView(Text(text))
        case .counter(let label):
            return AnyView(CounterView(label: label))
        case .button(let label, let action):
            guard locals.isEmpty, !action.setsContext, !hasNestedStacks else {
                return AnyView(ActionButton(label: label, action: action, locals: locals, location: element.location, world: self))
            }
            return AnyView(Button(label) { [self] in tapped(action, at: element.location) })
        case .link(let label, let context, let id, let destination, let isListRow):
            let destination = { self.destinationView(for: destination, origin: element.location, context: context, locals: locals) }
            if isListRow {
                return AnyView(ListNavigationLink(label, id: id, context: context, content: destination))
            }
            return AnyView(StackNavigationLink(label, id: id, context: context, content: destination))
        case .pusher(let isRoot, let name, let rule, _):
            let pusher = pusherView(isRoot: isRoot, name: name, rule: rule, at: element.location, content: content)
            // The app's own stack is never on a pushed screen; the root of the printed tree is its.
            guard isRoot, !appElementLocations.contains(element.location) else { return pusher }
            let word = "stapel" + (name.map { " " + Quoting.quoted($0) } ?? "")
            return AnyView(StackNestingWatch(content: pusher, word: word, location: element.location, world: self))
        case .container(let kind, _):
            switch kind {
            case .vStack: return AnyView(VStack { content })
            case .hStack: return AnyView(HStack { content })
            case .list: return AnyView(List { content })
            case .group, .forEach: return AnyView(Group { content })
            case .navigationBar: return AnyView(NavigationBar { content })
            case .overlay: return AnyView(Overlay { content })
            }
        case .reference(let name, let parameters):
            return AnyView(DefinedView(name: name, parameters: parameters, world: self))
        case .triggered(let condition, let element):
            return triggeredView(for: element, when: condition, locals: locals)
        case .hiddenLink(let condition, let context, let id, let destination):
            let destination = destinationView(for: destination, origin: element.location, context: context, locals: locals)
            return AnyView(HiddenLink(condition: condition, destination: destination, id: id, context: context, bindings: bindings))
        case .conditional(let rule, let then, let otherwise):
            return AnyView(ConditionalElements(rule: rule, then: then, otherwise: otherwise, world: self))
        case .repeated(let key, let values, let content):
            return AnyView(RepeatedElements(key: key, values: values, content: content, world: self))
        case .onAppear(let delay, let action):
            return AnyView(AppearAction(delay: delay, action: action, locals: locals, world: self))
        case .stack(let name, let content):
            let word = "stack" + (name.map { " " + Quoting.quoted($0) } ?? "")
            return AnyView(
                StackNestingWatch(
                    content: AnyView(NestedStack(name: name, content: content, world: self)), word: word, location: element.location, world: self))
        case .leaveGuard(let rule):
            return AnyView(LeaveGuard(.rule(rule)))
        case .tabs:
            guard let group = tabGroupIndex[element.location] else { return content }
            return AnyView(TabView(selection: tabGroups[group].stacks.selectionBinding) { content })
        case .tab(let title, _):
            guard let group = tabGroupIndex[element.location] else { return content }
            guard !rootlessTabs.contains(TabKey(group: group, title: title)) else { return AnyView(Tab(title) { content }) }
            return AnyView(Tab(title) { content.environmentObject(tabGroups[group].stacks.stack(for: title)) })
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
        return AnyView(pusher.environment(writing: { $0.scenarioPusher = location }))
    }

    /// A link as a `PushView` whose binding is the scenario's, or a button that also acts when
    /// the binding asks.
    private func triggeredView(for element: Element, when condition: BindingCondition, locals: PushContext) -> AnyView {
        switch element.kind {
        case .link(let label, let context, let id, let destination, _):
            let destination = destinationView(for: destination, origin: element.location, context: context, locals: locals)
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
            return AnyView(
                TriggeredButton(label: label, condition: condition, bindings: bindings) { [self] screen, stack in
                    tapped(action, at: element.location, on: screen, locals: locals, in: stack)
                })
        default:
            return view(for: element, content: Self.noContent, locals: locals)
        }
    }

    /// What a button does when tapped or triggered; a `set` acts on `screen`, the button's;
    /// what it shows has `locals` in scope.
    /// A button in a `stack` element acts on `target`, that stack.
    func tapped(_ action: Action, at location: SourceLocation, on screen: ScreenKey? = nil, locals: PushContext = [:], in target: Stack? = nil) {
        coverage?.record(.button(location))
        let result = perform(action, on: screen, locals: locals, in: target)
        if action.goesBack { lastBack = result }
    }

    /// Carries out a navigation action; returns what it did. A `set` changes the context of
    /// `screen`, or of the visible screen. What it shows has `locals` in scope.
    /// A button's action acts on `target`, the stack the button is in, when it is given.
    func perform(_ action: Action, on screen: ScreenKey? = nil, locals: PushContext = [:], in target: Stack? = nil) -> MoveOutcome {
        let stack = target ?? self.stack
        switch action {
        case .navigate(let request, let pace):
            let context = request.pushedContext
            let views = request.map { destinationView(for: $0, context: context, locals: locals) }.asked(from: screen)
            return MoveOutcome(stack.perform(views, animation: pace.animation, oneByOne: pace.oneByOne))
        case .back(let animation, let force):
            // A library without a system back has neither the button nor the gesture.
            guard scenario.profile.systemBack else { return .noSystemBack }
            guard force else { return back(animation, from: target) }
            return stack.overridingGuards { back(animation, from: target) }
        case .backGesture(let step):
            guard scenario.profile.systemBack else { return .noSystemBack }
            return gesture(step)
        case .set(var values):
            // A `binding KEY = top showing` is one-way: false hides the top container, true
            // does nothing.
            var hidTop: MoveOutcome?
            for key in scenario.topShowingBindings where values[key] != nil {
                if values[key] == false, stack.depth > 0 { hidTop = MoveOutcome(stack.perform(.pop(.previous))) }
                values[key] = nil
            }
            if let hidTop, values.isEmpty { return hidTop }
            let screen = screen ?? stack.visibleScreen
            bindings.set(values)
            stack.setContext(values, of: screen)
            return MoveOutcome(description: "set " + ScenarioBindings.describe(values), kind: nil)
        case .selectTab(let title):
            guard selectTab(title) else { return MoveOutcome(description: "no tab titled \(Quoting.quoted(title)); " + tabsListed, kind: nil) }
            return MoveOutcome(description: "selected tab \(Quoting.quoted(title))", kind: nil)
        case .sequence(let actions):
            // Each is its own request: the next meets the state this one left.
            var last = MoveOutcome(description: "nothing", kind: nil)
            for action in actions {
                last = perform(action, on: screen, locals: locals, in: target)
                if action.goesBack { lastBack = last }
            }
            return last
        }
    }
}

extension ScenarioWorld {
    /// `tabs: "Inbox", "Settings"`, or that the app has none: what a failed selection says.
    var tabsListed: String {
        tabTitles.isEmpty ? "the app has no tabs" : "tabs: " + tabTitles.map { Quoting.quoted($0) }.joined(separator: ", ")
    }
}

extension Action {
    /// Whether the action sets a context, which needs the screen the button is on.
    var setsContext: Bool {
        switch self {
        case .set: true
        case .sequence(let actions): actions.contains(where: \.setsContext)
        case .navigate, .back, .backGesture, .selectTab: false
        }
    }

    /// Whether the action goes back as the user would, which the stack's log does not show.
    var goesBack: Bool {
        switch self {
        case .back, .backGesture: true
        case .sequence(let actions): actions.last?.goesBack ?? false
        case .navigate, .set, .selectTab: false
        }
    }
}

extension NavigationRequest where Content == [Element] {
    /// The context the request pushes its screens with.
    var pushedContext: PushContext {
        switch self {
        case .push(_, _, let context, _, _), .pushScreens(_, let context, _), .setScreens(_, let context): context
        default: [:]
        }
    }
}

extension ScenarioWorld {
    /// Goes back as the user would.
    private func back(_ animation: NavigationAnimation, from target: Stack?) -> MoveOutcome {
        // A `stack` element with a screen pushed goes back first: the one the button is in, else
        // the one mounted last.
        if !liveNestedStacks.isEmpty {
            let nested = target.map { [$0] } ?? liveNestedStacks.values.sorted { $0.order > $1.order }.map(\.stack)
            if let stack = nested.first(where: { $0 !== self.stack && $0.depth > 0 }) {
                return MoveOutcome(stack.perform(.pop(.previous), animation: animation))
            }
        }
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
            let before = stack.requestCount
            guard host.moveBackGesture(to: progress) else {
                // A leave guard stops the gesture at its start; the stack logged the veto.
                if let vetoed = stack.records(after: before).last { return MoveOutcome(vetoed.outcome) }
                return MoveOutcome(BackOutcome.nothingToGoBackTo)
            }
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

/// A `view Name` block, printed under its name; its parameters are in scope in it.
struct DefinedView: View, KindNaming {
    let name: String
    var parameters = PushContext()
    let world: ScenarioWorld
    /// Read through one property: one box when the view is made, and no reader's closure.
    @Environment(EnvironmentValues.self) private var environment
    private var scope: ScenarioScope { environment.scenarioScope }

    var body: some View {
        let (elements, readsScope) = world.definedView(name)
        let place = ElementPlace(scope: scope, environment: environment)
        guard !parameters.isEmpty else { return world.view(for: elements, at: place) }
        // A parameter's strings read the scope where the view is used.
        let values = Interpolation.render(parameters) { world.bindings.value(of: $0, in: scope, kept: place.kept) }
        let bound = scope.binding(values)
        let content = world.view(for: elements, at: ElementPlace(scope: bound, environment: environment))
        // Written for the views that read it; the others were built with it. (A modifier makes
        // every child's environment anew, with a heap block or two, at every render.)
        guard readsScope else { return content }
        return AnyView(content.environment(writing: { $0.scenarioScope = bound }))
    }

    var kindName: String { name }
}

/// A destination's view, saved in snapshots by its key. Its elements become views only when
/// it renders: a link holds one without building what it leads to, so links nested thousands
/// deep cost nothing until pushed.
struct Destination: View, RestorableView, TreeTransparent {
    let elements: [Element]
    /// Where the link that shows it is written, if a link does.
    let origin: SourceLocation?
    /// What is in scope on it: the values bound where it was asked for, and its pushed context.
    let scope: ScenarioScope
    /// Not the world itself: the stack keeps destinations, and the world keeps the stack.
    private let link: WorldLink
    private var world: ScenarioWorld? { link.world }
    /// Read through one property: one box when the view is made, and no reader's closure.
    @Environment(EnvironmentValues.self) private var environment
    private var screen: ScreenKey { environment.screenKey }
    private var pusher: SourceLocation? { environment.scenarioPusher }

    init(elements: [Element], origin: SourceLocation?, scope: ScenarioScope, world: ScenarioWorld) {
        self.elements = elements
        self.origin = origin
        self.scope = scope
        link = world.link
    }

    var body: some View {
        guard let world else { return AnyView(EmptyView()) }
        if let coverage = world.coverage {
            coverage.record(.screen(ScenarioWorld.restorationKey(of: elements)))
            if let origin { coverage.record(.link(origin)) }
            // A pushed screen (not a layer's root) is what its pusher received.
            if screen.number > 0, let pusher { coverage.record(.pusher(pusher)) }
        }
        guard !scope.isEmpty else { return world.view(for: elements, at: ElementPlace(scope: environment.scenarioScope, environment: environment)) }
        if let stack = environment.object(of: Stack.self) { world.record(pushed: scope.pushed, on: screen, of: stack) }
        let content = world.view(for: elements, at: ElementPlace(scope: scope, environment: environment))
        return AnyView(content.environment(writing: { [scope] in $0.scenarioScope = scope }))
    }

    /// With the view's parameters and the values bound where it was asked for, which a restore
    /// brings back: kept by the world under it as a snapshot reads it.
    var restorationKey: String {
        world?.keepDestination(elements, locals: scope.locals) ?? ScenarioWorld.restorationKey(of: elements)
    }
}

/// A destination with no scope to bring and no coverage to record: it needs nothing from the
/// environment, so its elements join the children of what shows it, with no node of its own
/// (as a block does). A pushed screen mounts one node fewer: setting or restoring 4,000
/// screens takes 9–10% fewer instructions (thirty-sixth session). Saved in snapshots by its
/// key, as ``Destination``.
///
/// Two words, so that an existential holds it inline: its key, the third, is made from its
/// elements when a snapshot asks, and each pushed screen's `AnyView` allocates once, not twice.
struct PlainDestination: View, RestorableView {
    typealias Body = Never

    let elements: [Element]
    /// Not the world itself: see ``Destination``.
    private let link: WorldLink

    /// A destination of `elements`, whose key is ``ScenarioWorld/restorationKey(of:locals:)``'s
    /// with no values in scope.
    init(elements: [Element], world: ScenarioWorld) {
        self.elements = elements
        link = world.link
    }

    func _appendElements(to list: inout ElementList) {
        guard let world = link.world else { return }
        list.append(world.view(for: elements))
    }

    var restorationKey: String {
        link.world?.keepDestination(elements, locals: [:]) ?? ScenarioWorld.restorationKey(of: elements)
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

extension MoveOutcome {
    /// A system back asked of a library whose screens have none.
    static let noSystemBack = MoveOutcome(description: "no system back", kind: .noSystemBack)
}

/// A tab, by its tab bar's index and its title.
private struct TabKey: Hashable {
    let group: Int
    let title: String
}
