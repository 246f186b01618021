import Pusher
import ViewTree

/// What a view of a scenario reads besides the app's bindings: the values `for` and view
/// parameters bind around it, and the context its screen was pushed with.
///
/// Looked up innermost first: `for` variables and parameters, then what `set` wrote on the
/// screen, then the context the screen was pushed with, then the app-wide bindings.
struct ScenarioScope: Sendable {
    /// `for KEY in …` variables and a defined view's parameters; inner ones win.
    var locals = PushContext()
    /// The context the screen was pushed with (`link "Open" with id: 7 -> Detail`).
    var pushed = PushContext()

    /// Whether it binds nothing: a destination with such a scope brings none to its elements.
    var isEmpty: Bool { locals.isEmpty && pushed.isEmpty }

    /// The scope with `values` bound inside it.
    func binding(_ values: PushContext) -> ScenarioScope {
        var scope = self
        for (key, value) in values.values { scope.locals[key] = value }
        return scope
    }
}

struct ScenarioScopeKey: EnvironmentKey {
    static let defaultValue = ScenarioScope()
}

extension EnvironmentValues {
    /// The scope the view's strings and rules read.
    var scenarioScope: ScenarioScope {
        get { self[ScenarioScopeKey.self] }
        set { self[ScenarioScopeKey.self] = newValue }
    }
}

extension Element {
    /// Whether a string of the element (a label, a text, a context value it pushes) has a
    /// placeholder.
    var hasPlaceholders: Bool {
        switch kind {
        case .text(let text), .counter(let text): Interpolation.hasPlaceholders(text)
        case .button(let label, let action): Interpolation.hasPlaceholders(label) || action.hasPlaceholders
        case .link(let label, let context, _, _, _): Interpolation.hasPlaceholders(label) || context.hasPlaceholders
        case .hiddenLink(_, let context, _, _): context.hasPlaceholders
        case .triggered(_, let element): element.hasPlaceholders
        case .pusher, .container, .reference, .leaveGuard, .tabs, .tab, .conditional, .repeated, .onAppear, .stack: false
        }
    }

    /// The element with its strings interpolated by `value`.
    func interpolated(_ value: (String) -> ContextValue?) -> Element {
        let kind: Kind
        switch self.kind {
        case .text(let text): kind = .text(Interpolation.render(text, value))
        case .counter(let label): kind = .counter(Interpolation.render(label, value))
        case .button(let label, let action): kind = .button(Interpolation.render(label, value), action.interpolated(value))
        case .link(let label, let context, let id, let destination, let isListRow):
            kind = .link(
                Interpolation.render(label, value), context: Interpolation.render(context, value), id: id, destination: destination,
                isListRow: isListRow)
        case .hiddenLink(let condition, let context, let id, let destination):
            kind = .hiddenLink(condition, context: Interpolation.render(context, value), id: id, destination: destination)
        case .triggered(let condition, let element): kind = .triggered(condition, element.interpolated(value))
        default: return self
        }
        return Element(kind: kind, location: location)
    }
}

extension Action {
    /// Whether a context the action pushes or sets, or a parameter of a view it shows, has a
    /// placeholder.
    var hasPlaceholders: Bool {
        switch self {
        case .navigate(.push(_, _, let context, _, _), _), .navigate(.pushScreens(_, let context, _), _),
            .navigate(.setScreens(_, let context), _), .set(let context):
            context.hasPlaceholders || destination.contains(where: \.parametersHavePlaceholders)
        case .navigate:
            destination.contains(where: \.parametersHavePlaceholders)
        case .sequence(let actions): actions.contains(where: \.hasPlaceholders)
        case .back, .backGesture, .selectTab: false
        }
    }

    /// The action with the string values of the contexts it pushes or sets, and of the
    /// parameters of the views it shows, interpolated where the button is: what it shows is
    /// mounted elsewhere (in a pushed screen, a sheet), as a closure's captured values are.
    func interpolated(_ value: (String) -> ContextValue?) -> Action {
        switch self {
        case .navigate(let request, let pace):
            let shown = request.map { $0.map { $0.withParametersInterpolated(value) } }
            switch shown {
            case .push(let view, let id, let context, let target, let origin):
                return .navigate(.push(view: view, id: id, context: Interpolation.render(context, value), target: target, from: origin), pace)
            case .pushScreens(let screens, let context, let target):
                return .navigate(.pushScreens(screens, context: Interpolation.render(context, value), target: target), pace)
            case .setScreens(let screens, let context):
                return .navigate(.setScreens(screens, context: Interpolation.render(context, value)), pace)
            default:
                return .navigate(shown, pace)
            }
        case .set(let context): return .set(Interpolation.render(context, value))
        case .sequence(let actions): return .sequence(actions.map { $0.interpolated(value) })
        case .back, .backGesture, .selectTab: return self
        }
    }
}

extension Element {
    /// Whether the element is a defined view used with a parameter that has a placeholder.
    var parametersHavePlaceholders: Bool {
        if case .reference(_, let parameters) = kind { return parameters.hasPlaceholders }
        return false
    }

    /// A defined view with its parameters interpolated; any other element as it is.
    func withParametersInterpolated(_ value: (String) -> ContextValue?) -> Element {
        guard case .reference(let name, let parameters) = kind, parameters.hasPlaceholders else { return self }
        return Element(kind: .reference(name, parameters: Interpolation.render(parameters, value)), location: location)
    }
}
