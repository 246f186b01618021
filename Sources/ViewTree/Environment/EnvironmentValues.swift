/// The values a node inherits from its ancestors, changed by `.environment(_:_:)` and
/// `.environmentObject(_:)` for a node and everything below it.
///
/// Add your own values with an ``EnvironmentKey`` and a computed property in an extension.
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    /// An environment holding every key's default value.
    public init() {}

    /// The value for `key`, or its default where no ancestor set one.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The object of type `type` injected by an ancestor, if any.
    public func object<Object: AnyObject>(of type: Object.Type) -> Object? {
        objects[ObjectIdentifier(type)] as? Object
    }

    /// Injects `object` for its type.
    public mutating func setObject<Object: AnyObject>(_ object: Object) {
        objects[ObjectIdentifier(Object.self)] = object
    }
}
