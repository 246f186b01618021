import Foundation

/// The values a node inherits from its ancestors, changed by `.environment(_:_:)` and
/// `.environmentObject(_:)` for a node and everything below it.
///
/// Add your own values with an ``EnvironmentKey`` and a computed property in an extension.
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]
    private var objects: [ObjectIdentifier: AnyObject] = [:]
    /// Changes on every write, so that two environments with the same revision are the same
    /// environment: the host skips re-rendering a child whose view and environment did not change.
    private(set) var revision = 0

    /// An environment holding every key's default value.
    public init() {}

    /// The value for `key`, or its default where no ancestor set one.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set {
            values[ObjectIdentifier(key)] = newValue
            revision = Revisions.next()
        }
    }

    /// The object of type `type` injected by an ancestor, if any.
    public func object<Object: AnyObject>(of type: Object.Type) -> Object? {
        objects[ObjectIdentifier(type)] as? Object
    }

    /// Injects `object` for its type.
    public mutating func setObject<Object: AnyObject>(_ object: Object) {
        objects[ObjectIdentifier(Object.self)] = object
        revision = Revisions.next()
    }
}

/// Hands out environment revisions, unique across threads.
private enum Revisions {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var last = 0

    static func next() -> Int {
        lock.withLock {
            last += 1
            return last
        }
    }
}
