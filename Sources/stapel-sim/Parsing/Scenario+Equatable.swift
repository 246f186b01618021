import Pusher
import ViewTree

// Scenarios compare by meaning: where a form was written (its location, its text as written)
// is not part of it. This is what the round trip `parse(print(parse(f))) == parse(f)` checks.
// The synthesized `==` of elements recurses once per level of nesting: the tests compare
// scenarios of a few levels with it, and a deep one through its printed text; the tool itself
// never compares scenarios.

extension Scenario: Equatable {
    static func == (lhs: Scenario, rhs: Scenario) -> Bool {
        lhs.views == rhs.views && lhs.app == rhs.app && lhs.profile == rhs.profile && lhs.routes == rhs.routes
            && lhs.steps.elementsEqual(rhs.steps) && lhs.invariants == rhs.invariants && lhs.state == rhs.state && lhs.events == rhs.events
            && lhs.topShowingBindings == rhs.topShowingBindings
    }
}

extension ViewDefinition: Equatable {
    static func == (lhs: ViewDefinition, rhs: ViewDefinition) -> Bool {
        lhs.name == rhs.name && lhs.body == rhs.body
    }
}

extension RouteDefinition: Equatable {
    static func == (lhs: RouteDefinition, rhs: RouteDefinition) -> Bool {
        lhs.pattern == rhs.pattern && lhs.destination == rhs.destination
    }
}

extension EventDefinition: Equatable {
    static func == (lhs: EventDefinition, rhs: EventDefinition) -> Bool {
        lhs.name == rhs.name && lhs.action == rhs.action
    }
}

extension Invariant: Equatable {
    static func == (lhs: Invariant, rhs: Invariant) -> Bool {
        lhs.expectation == rhs.expectation
    }
}

extension Element: Equatable {
    static func == (lhs: Element, rhs: Element) -> Bool {
        lhs.kind == rhs.kind
    }
}

extension Step: Equatable {
    static func == (lhs: Step, rhs: Step) -> Bool {
        lhs.kind == rhs.kind
    }
}

extension Expectation: Equatable {
    /// Equal in meaning: the text a `not` keeps for its message is not compared.
    static func == (lhs: Expectation, rhs: Expectation) -> Bool {
        switch (lhs, rhs) {
        case (.not(let left, _), .not(let right, _)):
            return left == right
        case (.visible(let left), .visible(let right)), (.hidden(let left), .hidden(let right)), (.absent(let left), .absent(let right)),
            (.activeName(let left), .activeName(let right)), (.tree(let left), .tree(let right)), (.state(let left), .state(let right)),
            (.didAppear(let left), .didAppear(let right)), (.description(let left), .description(let right)):
            return left == right
        case (.accepts(let left), .accepts(let right)), (.rejects(let left), .rejects(let right)):
            return left == right
        case (.pushers(let left, let leftCount), .pushers(let right, let rightCount)),
            (.depth(let left, let leftCount), .depth(let right, let rightCount)),
            (.layers(let left, let leftCount), .layers(let right, let rightCount)):
            return left == right && leftCount == rightCount
        case (.activeNumber(let left), .activeNumber(let right)):
            return left == right
        case (.contains(let left), .contains(let right)):
            return left == right
        case (.outcome(let left), .outcome(let right)):
            return left == right
        case (.transitioning(let left), .transitioning(let right)):
            return left == right
        case (.time(let left), .time(let right)):
            return left == right
        case (.result(let left), .result(let right)):
            return left == right
        case (.context(let leftKey, let left, let leftValue), .context(let rightKey, let right, let rightValue)),
            (.binding(let leftKey, let left, let leftValue), .binding(let rightKey, let right, let rightValue)):
            return leftKey == rightKey && left == right && leftValue == rightValue
        // Different cases; a case left out above would make equal expectations unequal, which
        // the round-trip tests would show.
        default:
            return false
        }
    }
}
