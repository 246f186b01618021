import Pusher
import ViewTree

// MARK: - Steps that navigate: taps, actions, bindings, events and tabs

extension ScenarioRunner {
    /// Carries out a navigation action as a step does; it answers `expect outcome` next.
    func navigate(_ action: Action) -> MoveOutcome {
        let result = world.perform(action)
        lastNavigation = result
        host.flush()
        return result
    }

    /// `set KEY: VALUE, …`: setting a binding navigates only through the triggers it fires as
    /// views render.
    func set(_ values: PushContext) -> String {
        let before = stack.requestCount
        _ = world.perform(.set(values))
        host.flush()
        guard let record = stack.records(after: before).last else { return "set " + ScenarioBindings.describe(values) }
        lastNavigation = MoveOutcome(record.outcome)
        return "set " + ScenarioBindings.describe(values) + ": " + record.outcome.description
    }

    /// `event "NAME"`: the declared event's actions.
    func event(_ name: String, at location: SourceLocation) -> StepResult {
        guard let event = scenario.event(named: name) else {
            return ("failed", Diagnostic(.stepFailed("no event named \(Quoting.quoted(name)) is declared"), at: location), nil)
        }
        return ("event \(Quoting.quoted(name)): " + navigate(event.action).description, nil, nil)
    }

    /// `select tab "Title"`.
    func selectTab(_ title: String, at location: SourceLocation) -> StepResult {
        guard world.selectTab(title) else {
            return ("failed", Diagnostic(.stepFailed("no tab titled \(Quoting.quoted(title)); " + world.tabsListed), at: location), nil)
        }
        host.flush()
        return ("selected tab \(Quoting.quoted(title))", nil, nil)
    }

    func tap(_ label: String, at location: SourceLocation) -> StepResult {
        let navigation: MoveOutcome?
        do {
            navigation = try tap(label)
        } catch {
            // A label that is nowhere may be a typo of one on screen.
            let suggestion = error == .notFound(label: label) ? Suggestion.phrase(for: label, among: host.visibleTexts) : ""
            return ("failed", Diagnostic(.stepFailed("cannot tap: \(error)" + suggestion), at: location), nil)
        }
        return (navigation?.description ?? "tapped", nil, nil)
    }

    /// Taps `label`; returns what the tap navigated: a back, or the last request it made of the
    /// stack (a push, a pop, a dismiss, or what an onAppear that followed asked). A tap that
    /// navigated nothing is not a navigation step: `expect outcome` still reads the one before.
    func tap(_ label: String) throws(TapError) -> MoveOutcome? {
        let mark = world.requestMark()
        world.lastBack = nil
        do {
            try host.tap(label)
        } catch  where world.tabTitles.contains(label) && (error == .notFound(label: label) || error == .notVisible(label: label)) {
            // A tab's title is its tab bar item, always visible: tapping it selects the tab.
            lastNavigation = world.perform(.selectTab(label))
            host.flush()
            return lastNavigation
        }
        if let back = world.lastBack {
            lastNavigation = back
        } else if let record = world.lastRecord(since: mark) {
            lastNavigation = MoveOutcome(record.outcome)
        } else {
            return nil
        }
        return lastNavigation
    }
}
