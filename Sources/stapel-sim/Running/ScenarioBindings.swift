import Observation
import Pusher
import ViewTree

/// The values a scenario's `set KEY: VALUE` steps and buttons change, which triggered links and
/// buttons (`when KEY`, `when KEY == VALUE`) watch: the bindings an app would pass to
/// swiftui-navigation-stack's `PushView(isActive:)` or `PushView(tag:selection:)`.
///
/// Observable, so that setting a value re-renders the triggers that read it, and each fires as
/// the library's does when its view renders.
@Observable
@MainActor
final class ScenarioBindings {
    private var values: [String: ContextValue] = [:]
    /// What `set` wrote on each screen, for keys not declared app-wide: what that screen's
    /// strings and `if` rules read before its pushed context.
    private var screenValues: [ScreenKey: PushContext] = [:]
    /// The keys `state` declares: one value for the whole app, never a screen's own.
    @ObservationIgnored let appWideKeys: Set<String>

    /// Bindings that start with the app-wide `state` values.
    init(state: PushContext = [:]) {
        values = state.values
        appWideKeys = Set(state.values.keys)
    }

    /// The value of `key`; `nil` when never set or cleared.
    subscript(key: String) -> ContextValue? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// Sets `values` as `set` does: each binding, and on `screen` those not app-wide.
    func set(_ values: PushContext, on screen: ScreenKey) {
        for (key, value) in values.values { self.values[key] = value }
        var local = screenValues[screen] ?? [:]
        for (key, value) in values.values where !appWideKeys.contains(key) { local[key] = value }
        if !local.isEmpty { screenValues[screen] = local }
    }

    /// The value `key` has for a view on `screen` in `scope`: a `for` variable or parameter,
    /// then what `set` wrote on the screen, then the screen's pushed context, then the binding.
    func value(of key: String, in scope: ScenarioScope, on screen: ScreenKey) -> ContextValue? {
        scope.locals[key] ?? screenValues[screen]?[key] ?? scope.pushed[key] ?? values[key]
    }

    /// Everything a view on `screen` in `scope` reads, as one context: what `if` rules test.
    func context(in scope: ScenarioScope, on screen: ScreenKey) -> PushContext {
        var context = PushContext(values)
        for (key, value) in scope.pushed.values { context[key] = value }
        for (key, value) in (screenValues[screen] ?? [:]).values { context[key] = value }
        for (key, value) in scope.locals.values { context[key] = value }
        return context
    }

    /// The app-wide value of `key`, if it has one.
    func appWideValue(of key: String) -> ContextValue? {
        values[key]
    }

    /// Every value, as `save` keeps it with a snapshot.
    typealias Saved = (values: [String: ContextValue], screens: [ScreenKey: PushContext])

    /// Every value, to save with a snapshot.
    var saved: Saved {
        (values, screenValues)
    }

    /// Puts back what ``saved`` returned.
    func restore(_ saved: Saved) {
        values = saved.values
        screenValues = saved.screens
    }

    /// Whether `condition` holds now.
    func holds(_ condition: BindingCondition) -> Bool {
        switch condition {
        case .isTrue(let key): values[key] == true
        case .equals(let key, let value): values[key] == value
        }
    }

    /// Sets the binding back once its trigger fired: `false` for `when KEY`, cleared for
    /// `when KEY == VALUE`, so that each activation fires once.
    func reset(_ condition: BindingCondition) {
        switch condition {
        case .isTrue(let key): values[key] = false
        case .equals(let key, _): values[key] = nil
        }
    }

    /// Every value set, sorted by key, as a `set` step writes them: what an explored state holds
    /// beyond its tree.
    var description: String {
        Self.describe(PushContext(values))
    }

    /// `values` as a `set` step writes them: `showChild: true, tab: "inbox"`.
    nonisolated static func describe(_ values: PushContext) -> String {
        values.values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
    }

    /// `when KEY` as the `isActive` binding of a `PushView`.
    func isActive(_ key: String) -> Binding<Bool> {
        Binding(get: { [self] in values[key] == true }, set: { [self] in values[key] = .bool($0) })
    }

    /// `when KEY == VALUE` as the `selection` binding of a `PushView`.
    func selection(_ key: String) -> Binding<ContextValue?> {
        Binding(get: { [self] in values[key] }, set: { [self] in values[key] = $0 })
    }
}

/// `button "Label" when CONDITION -> ACTION`: a button that also acts when the scenario's
/// binding asks, as swiftui-navigation-stack's `PopView(isActive:)` does. It acts from the
/// screen and the stack it is on, as a tapped button does, even under a sheet.
struct TriggeredButton: View {
    let label: String
    let condition: BindingCondition
    let bindings: ScenarioBindings
    let action: @MainActor (ScreenKey, Stack?) -> Void
    /// Read through one property: one box when the view is made, and no reader's closure.
    @Environment(EnvironmentValues.self) private var environment
    private var screen: ScreenKey { environment.screenKey }
    private var stack: Stack? { environment.object(of: Stack.self) }

    var body: some View {
        if bindings.holds(condition) {
            // Reset first: the binding's change re-renders this view, which must not act again.
            bindings.reset(condition)
            action(screen, stack)
        }
        return Button(label) { [action, screen, stack] in action(screen, stack) }
    }
}
