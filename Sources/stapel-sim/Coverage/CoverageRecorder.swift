import Foundation
import Pusher
import ViewTree

/// What the scenarios or the explorer exercised of an app, recorded as its views act: buttons
/// tapped, links followed, pushers pushed to, each rule's accepting and rejecting sides, and
/// destinations shown. Items are known by where they are written.
///
/// A class with a lock: rules record from predicates, which are `@Sendable`.
final class CoverageRecorder: @unchecked Sendable {
    enum Item: Hashable, Sendable {
        case button(SourceLocation)
        case link(SourceLocation)
        case pusher(SourceLocation)
        case rule(SourceLocation, accepted: Bool)
        /// A destination, by its restoration key (a view's name, or where it is written).
        case screen(String)
    }

    private let lock = NSLock()
    private var items: Set<Item> = []

    func record(_ item: Item) {
        lock.lock()
        items.insert(item)
        lock.unlock()
    }

    var recorded: Set<Item> {
        lock.lock()
        defer { lock.unlock() }
        return items
    }

    /// `rule` as a predicate with the same description that records which side each
    /// evaluation took.
    func predicate(for rule: PushRule, at location: SourceLocation) -> PushPredicate {
        PushPredicate(rule.description) { [self] context in
            let accepted = rule.accepts(context)
            record(.rule(location, accepted: accepted))
            return accepted
        }
    }
}

/// The environment value that tells a destination which declared pusher it was pushed into.
struct ScenarioPusherKey: EnvironmentKey {
    static let defaultValue: SourceLocation? = nil
}

extension EnvironmentValues {
    /// Where the nearest enclosing `stapel` or `pusher` is written.
    var scenarioPusher: SourceLocation? {
        get { self[ScenarioPusherKey.self] }
        set { self[ScenarioPusherKey.self] = newValue }
    }
}
