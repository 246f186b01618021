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
    /// The keys `state` declares and those triggers fire on (`when KEY`): one value for the
    /// whole app, never a screen's own, as the one `@State` a `NavigationLink(isActive:)` sets
    /// back to false.
    @ObservationIgnored let appWideKeys: Set<String>

    /// Bindings that start with the app-wide `state` values; `triggerKeys` are app-wide too.
    init(state: PushContext = [:], triggerKeys: Set<String> = []) {
        values = state.values
        appWideKeys = triggerKeys.union(state.values.keys)
    }

    /// The value of `key`; `nil` when never set or cleared.
    subscript(key: String) -> ContextValue? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// Sets each binding of `values`, as `set` does. (What it writes on its screen, the screen's
    /// stack keeps: see ``value(of:in:kept:)``.)
    func set(_ values: PushContext) {
        for (key, value) in values.values { self.values[key] = value }
    }

    /// The value `key` has for a view in `scope` on a screen that keeps `kept` (what `set`
    /// wrote on it, as its stack keeps it): a `for` variable or parameter, then what `set`
    /// wrote on the screen unless the key is app-wide, then the screen's pushed context, then
    /// the binding.
    func value(of key: String, in scope: ScenarioScope, kept: @autoclosure () -> PushContext) -> ContextValue? {
        if let local = scope.locals[key] { return local }
        // Read before the screen's values, so that the view reading them renders again at
        // every `set`: they are the stack's, which no view observes.
        let binding = values[key]
        return (appWideKeys.contains(key) ? nil : kept()[key]) ?? scope.pushed[key] ?? binding
    }

    /// Everything a view in `scope` on a screen that keeps `kept` reads, as one context: what
    /// `if` rules test.
    func context(in scope: ScenarioScope, kept: PushContext) -> PushContext {
        var context = PushContext(values)
        for (key, value) in scope.pushed.values { context[key] = value }
        for (key, value) in kept.values where !appWideKeys.contains(key) { context[key] = value }
        for (key, value) in scope.locals.values { context[key] = value }
        return context
    }

    /// The app-wide value of `key`, if it has one.
    func appWideValue(of key: String) -> ContextValue? {
        values[key]
    }

    /// Every value, as `save` keeps it with a snapshot (which keeps what `set` wrote on each
    /// screen).
    typealias Saved = [String: ContextValue]

    /// Every value, to save with a snapshot.
    var saved: Saved {
        values
    }

    /// Puts back what ``saved`` returned.
    func restore(_ saved: Saved) {
        values = saved
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
