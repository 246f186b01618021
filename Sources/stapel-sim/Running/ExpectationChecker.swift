import Pusher
import ViewTree

/// Checks one expectation against the host and the stack; says what it found when it fails.
@MainActor
struct ExpectationChecker {
    let host: ViewHost
    let lastNavigation: MoveOutcome?
    /// The world the app runs in: the stack steps act on, and what only the scenario knows (the
    /// contexts screens were pushed with).
    let world: ScenarioWorld

    /// The stack steps act on: the selected tab's, or the app's.
    private var stack: Stack { world.stack }

    /// The depth and modal layers as the profile counts them: under `counts model`, what the
    /// library's model holds (waiting calls at once, a modal until its view has disappeared).
    private var counts: (depth: Int, layers: Int) {
        guard stack.counting == .model else { return (stack.depth, stack.layers.count) }
        let model = stack.countsAfterWaitingCalls
        // A dismissed modal counts until its view has disappeared, when its transition ends.
        return (model.depth, model.layers + host.leavingLayerCount)
    }

    /// Says where `counts`, the model's, differ from what the stack shows now.
    private func note(on counts: (depth: Int, layers: Int)) -> String {
        guard stack.counting == .model, counts != (stack.depth, stack.layers.count) else { return "" }
        return " (counting the model: waiting calls, and modals until their views have disappeared)"
    }

    /// Why the stack is shallower than expected, when its log knows: pushes that replaced what
    /// their pusher held instead of adding a screen, because the screens pushed had no pusher of
    /// their own (Stapel's rule: a push goes to the active pusher, the last one that appeared).
    ///
    /// - Complexity: O(requests in the log), paid only by a failed `expect depth`.
    private var replacementHint: String {
        let replacing = stack.pushesThatReplacedContent()
        let count = replacing.count
        guard count > 0 else { return "" }
        let names = Set(replacing.map(\.id)).sorted().map { "pusher \($0)" }
        let whose = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        return "; \(count == 1 ? "1 push" : "\(count) pushes") replaced the content of \(whose) instead of adding a screen:"
            + " the pushed screens have no pusher of their own (give them one with `pusher`, or use `nesting every screen`)"
    }

    /// `nil` when the expectation holds, else what was expected and what was found.
    func check(_ expectation: Expectation) -> String? {
        switch expectation {
        case .visible(let text):
            return isVisible(text) ? nil : "expected \(quoted(text)) to be visible, found it \(presence(of: text))"
        case .hidden(let text):
            return contains(text) && !isVisible(text)
                ? nil
                : "expected \(quoted(text)) to be hidden (mounted and covered), found it \(presence(of: text))"
        case .absent(let text):
            return contains(text) ? "expected \(quoted(text)) to be absent, found it \(presence(of: text))" : nil
        case .accepts(let context):
            let outcome = stack.explain(context).outcome
            return outcome.didChange ? nil : "expected a push with \(context) to be accepted, found: \(outcome)"
        case .rejects(let context):
            let outcome = stack.explain(context).outcome
            return outcome.didChange ? "expected a push with \(context) to be rejected, found: \(outcome)" : nil
        case .pushers(let comparison, let count):
            let pushers = stack.pushers
            return comparison.holds(pushers.count, count)
                ? nil
                : "expected \(comparison.words(count)) pushers, found \(pushers.count)"
                    + (pushers.isEmpty ? "" : ": " + pushers.map(\.description).joined(separator: ", "))
        case .activeName(let name):
            let active = stack.activePusher
            return active?.name == name
                ? nil
                : "expected the active pusher to be named \(quoted(name)), found \(active?.description ?? "no pusher")"
        case .activeNumber(let number):
            let active = stack.activePusher
            return active?.id.rawValue == number
                ? nil
                : "expected the active pusher to be pusher \(number), found \(active?.description ?? "no pusher")"
        case .depth(let comparison, let expected):
            let counts = self.counts
            return comparison.holds(counts.depth, expected)
                ? nil
                : "expected depth \(comparison.words(expected)), found \(counts.depth): \(stack.stateDescription)" + note(on: counts)
                    + (counts.depth < expected ? replacementHint : "")
        case .layers(let comparison, let expected):
            let counts = self.counts
            return comparison.holds(counts.layers, expected)
                ? nil : "expected \(comparison.words(expected)) modal layers, found \(counts.layers): \(stack.stateDescription)" + note(on: counts)
        case .contains(let id):
            return stack.contains(id: id) ? nil : "expected a screen with id \(id) in the top layer, found: \(stack.stateDescription)"
        case .state(let expected):
            let actual = stack.stateDescription
            return actual == expected ? nil : "expected the state \(quoted(expected)), found \(quoted(actual))"
        case .outcome(let kind):
            guard let lastNavigation else { return "expected the outcome \"\(kind)\", found no navigation step before it" }
            return lastNavigation.kind == kind
                ? nil
                : "expected the outcome \"\(kind)\", found \"\(lastNavigation.kind?.rawValue ?? "none")\": \(lastNavigation.description)"
        case .context(let key, let comparison, let expected):
            let context = world.context(of: stack.visibleScreen)
            let found = context[key]
            let rule = PushRule.compare(key: key, comparison: comparison, value: expected)
            guard !rule.accepts(context) else { return nil }
            return "expected the visible screen's context to have \(key) \(comparison.rawValue) \(expected), found "
                + (found.map { "\(key): \($0)" } ?? "no \(key)") + (context.isEmpty ? "" : " (context: \(ScenarioBindings.describe(context)))")
        case .binding(let key, let comparison, let expected):
            let found = world.binding(key, on: stack.visibleScreen)
            guard !PushRule.compare(key: key, comparison: comparison, value: expected).accepts([key: found]) else { return nil }
            return "expected the binding \(key) \(comparison.rawValue) \(expected), found \(key): \(found)"
        case .description(let expected):
            let found = world.profileDescription
            return found == expected ? nil : "expected the description \(Quoting.quoted(expected)), found \(Quoting.quoted(found))"
        case .result(let expected):
            let received = stack.result(for: stack.visibleScreen)
            guard received != expected else { return nil }
            return "expected the visible screen to have received the result \(expected), found " + (received.map { "\($0)" } ?? "no result")
        case .transitioning(let expected):
            let running = host.isTransitioning || stack.isTransitioning || stack.waitingCount > 0
            guard running != expected else { return nil }
            return expected
                ? "expected a transition to run, found the screens settled at \(host.now.scenarioDescription)"
                : "expected the screens settled, found a transition running at \(host.now.scenarioDescription)"
        case .time(let expected):
            return host.now == expected ? nil : "expected the time \(expected.scenarioDescription), found \(host.now.scenarioDescription)"
        case .didAppear(let text):
            if host.screenDidAppear(showing: text) { return nil }
            return isVisible(text)
                ? "expected the screen showing \(quoted(text)) to have got its didAppear, found its transition still running"
                : "expected the screen showing \(quoted(text)) to have got its didAppear, found \(quoted(text)) \(presence(of: text))"
        case .not(let expectation, let source):
            return check(expectation) == nil ? "expected not \(source), found that it holds" : nil
        case .tree(let expected):
            guard !expected.isEmpty else {
                return "expect tree has no tree under it yet: `stapel-sim check --record` writes the tree it finds there"
            }
            let actual = host.render(RenderOptions(drawing: Self.drawing(ofTree: expected, ascii: false)))
            return actual == expected ? nil : "the tree differs (- expected, + found):\n" + LineDiff(expected: expected, actual: actual).description
        }
    }

    /// How an `expect tree` block draws its tree: as it is written (ASCII when it uses `|-` or
    /// `` `- `` and no box drawing), or with `ascii` when it is empty.
    static func drawing(ofTree expected: String, ascii: Bool) -> RenderOptions.Drawing {
        if expected.isEmpty { return ascii ? .ascii : .unicode }
        return !expected.contains("─") && (expected.contains("|-") || expected.contains("`-")) ? .ascii : .unicode
    }

    /// Expectations look at texts (`text` elements, counters), not at the labels of controls.
    private func isVisible(_ text: String) -> Bool {
        host.isVisible(text, includingLabels: false)
    }

    private func contains(_ text: String) -> Bool {
        host.contains(text, includingLabels: false)
    }

    /// Where `text` is, as a text: visible, hidden or absent; for absent, the texts on screen,
    /// and whether it is a control's label instead (which these expectations do not look at).
    private func presence(of text: String) -> String {
        if isVisible(text) { return "visible" }
        if contains(text) { return "hidden: it is mounted but covered" }
        let visible = host.visibleTexts(includingLabels: false).map(quoted).joined(separator: ", ")
        let label = host.isVisible(text) ? " (it is the label of a visible button or link: expectations look at texts, tap at controls)" : ""
        return "absent" + label + "; texts on screen: " + (visible.isEmpty ? "none" : visible)
    }

    private func quoted(_ text: String) -> String {
        Quoting.quoted(text)
    }
}

extension PushRule.Comparison {
    /// Whether `found` compares to `expected` this way.
    func holds(_ found: Int, _ expected: Int) -> Bool {
        switch self {
        case .equal: found == expected
        case .notEqual: found != expected
        case .less: found < expected
        case .lessOrEqual: found <= expected
        case .greater: found > expected
        case .greaterOrEqual: found >= expected
        }
    }

    /// `3`, or `<= 3`: what a failure says was expected.
    func words(_ count: Int) -> String {
        self == .equal ? "\(count)" : "\(rawValue) \(count)"
    }
}
