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

    /// The value of `key`; `nil` when never set or cleared.
    subscript(key: String) -> ContextValue? {
        get { values[key] }
        set { values[key] = newValue }
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
/// binding asks, as swiftui-navigation-stack's `PopView(isActive:)` does.
struct TriggeredButton: View {
    let label: String
    let condition: BindingCondition
    let bindings: ScenarioBindings
    let action: @MainActor () -> Void

    var body: some View {
        if bindings.holds(condition) {
            // Reset first: the binding's change re-renders this view, which must not act again.
            bindings.reset(condition)
            action()
        }
        return Button(label, action: action)
    }
}
