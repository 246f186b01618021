import Foundation

/// The values a node inherits from its ancestors, changed by `.environment(_:_:)` and
/// `.environmentObject(_:)` for a node and everything below it.
///
/// Add your own values with an ``EnvironmentKey`` and a computed property in an extension.
public struct EnvironmentValues {
    /// The values set so far, or `nil` while every key has its default. One reference, shared
    /// until a write copies it: every node keeps an environment, and in most trees nobody sets
    /// one, so copying it costs nothing.
    @usableFromInline private(set) var storage: Storage?

    /// An environment holding every key's default value.
    public init() {}

    /// Changes on every write, so that two environments with the same revision are the same
    /// environment: the host skips re-rendering a child whose view and environment did not change.
    var revision: Int {
        storage?.revision ?? 0
    }

    /// The value for `key`, or its default where no ancestor set one. Inlinable: a generic
    /// read asked the runtime for `Optional<Key.Value>`'s metadata at every read (about 15
    /// reads a pushed screen).
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        @inlinable get {
            guard let slot = storage?.value(of: ObjectIdentifier(key)) else { return Key.defaultValue }
            // Only this subscript and `set(_:slot:stateScope:)` (which `set(_:to:stateScope:)`
            // calls) write a key, each in a slot of the key's value type.
            return unsafeDowncast(slot, to: ValueSlot<Key.Value>.self).value
        }
        // Inlinable too: unspecialized, each write looked up `ValueSlot<Key.Value>`'s metadata
        // at run time (about 330 instructions; a defined view with parameters writes its scope
        // at every render).
        @inlinable set { writableStorage().setValue(ValueSlot(newValue), for: ObjectIdentifier(key)) }
    }

    /// The scope whose archive a view's `@State` belongs to (a stack's screen), if any. A field
    /// of its own rather than a key's value: a stack's screen writes it with its place, at
    /// every screen (see ``set(_:to:stateScope:)``).
    package var stateScope: StateScope? {
        get { storage?.stateScope }
        set { writableStorage().stateScope = newValue }
    }

    /// Writes `value` for `key` and the state scope in one write: one copy of the values, one
    /// revision. Inlinable, for the reason the subscript's setter is: a stack writes its place
    /// on every screen it shows this way.
    @inlinable package mutating func set<Key: EnvironmentKey>(_ key: Key.Type, to value: Key.Value, stateScope: StateScope?) {
        set(key, slot: ValueSlot(value), stateScope: stateScope)
    }

    /// Writes the value in `slot`, made ahead, for `key`, and the state scope: a writer that
    /// keeps its value in a slot captures one reference, which a closure uses as its context
    /// instead of allocating one, and each write reuses the slot.
    @inlinable package mutating func set<Key: EnvironmentKey>(_ key: Key.Type, slot: ValueSlot<Key.Value>, stateScope: StateScope?) {
        let storage = writableStorage()
        storage.setValue(slot, for: ObjectIdentifier(key))
        storage.stateScope = stateScope
    }

    /// The object of type `type` injected by an ancestor, if any.
    public func object<Object: AnyObject>(of type: Object.Type) -> Object? {
        storage?.objects[ObjectIdentifier(type)] as? Object
    }

    /// The environment object that takes part in back gestures, if any (a stack). Only stacks
    /// adopt ``BackGestureGate``, and one type has one object here: the innermost.
    var backGestureGate: (any BackGestureGate)? {
        guard let storage else { return nil }
        for object in storage.objects.values {
            if let gate = object as? any BackGestureGate { return gate }
        }
        return nil
    }

    /// Injects `object` for its type.
    public mutating func setObject<Object: AnyObject>(_ object: Object) {
        writableStorage().objects[ObjectIdentifier(Object.self)] = object
    }

    /// Whether `other` holds the same values: the same keys, each value bit for bit the same (a
    /// class instance the same object), the same objects and the same state scope. What an
    /// environment written again with what it had (an object set on a view at each render) is:
    /// a node keeps its old environment then, and the subtree below it is not rendered again
    /// for the write.
    ///
    /// - Complexity: O(values and objects set).
    func holdsSameValues(as other: EnvironmentValues) -> Bool {
        guard let mine = storage, let theirs = other.storage else { return storage == nil && other.storage == nil }
        if mine === theirs { return true }
        guard mine.valueCount == theirs.valueCount, mine.objects.count == theirs.objects.count, mine.stateScope == theirs.stateScope
        else { return false }
        for (key, object) in mine.objects where theirs.objects[key] !== object {
            return false
        }
        for (key, value) in mine.earlierValues where key != mine.lastKey {
            guard let theirs = theirs.value(of: key), value.holdsSameBits(as: theirs) else { return false }
        }
        if let key = mine.lastKey, let value = mine.lastValue {
            guard let theirs = theirs.value(of: key), value.holdsSameBits(as: theirs) else { return false }
        }
        return true
    }

    /// The storage to write to, copied first when another environment shares it, with a new
    /// revision for the write about to happen.
    @usableFromInline mutating func writableStorage() -> Storage {
        if isKnownUniquelyReferenced(&storage), let storage {
            storage.revision = Revisions.next()
            return storage
        }
        let copy = Storage(copying: storage)
        copy.revision = Revisions.next()
        storage = copy
        return copy
    }

    // Unchecked: every access is a read or a write of one entry with nothing called in
    // between, so the run-time check (a thread-local access set; every `@Environment` read
    // went through one) finds nothing. Measured with `ViewTypeInfo`'s two: without the five,
    // mounting a chain was up to 1.13× slower (twenty-seventh session).
    @usableFromInline final class Storage {
        /// The values written, but the last key's: a copy shares this dictionary with the
        /// storage it was made from until another key is written.
        @exclusivity(unchecked) private(set) var earlierValues: [ObjectIdentifier: AnyValueSlot]
        /// The key written last and its value, kept apart from the rest: every pushed screen
        /// writes one key (its place) on a copy of the environment of the screen below, and
        /// the dictionary it shared with that copy was copied whole for the write (a block of
        /// 150 bytes and every value retained, per screen).
        @exclusivity(unchecked) private(set) var lastKey: ObjectIdentifier?
        @exclusivity(unchecked) private(set) var lastValue: AnyValueSlot?
        @exclusivity(unchecked) var objects: [ObjectIdentifier: AnyObject]
        @exclusivity(unchecked) var revision = 0
        @usableFromInline @exclusivity(unchecked) var stateScope: StateScope?

        init(copying other: Storage?) {
            earlierValues = other?.earlierValues ?? [:]
            lastKey = other?.lastKey
            lastValue = other?.lastValue
            objects = other?.objects ?? [:]
            stateScope = other?.stateScope
        }

        /// How many keys have a value.
        var valueCount: Int {
            guard let lastKey, earlierValues[lastKey] == nil else { return earlierValues.count }
            return earlierValues.count + 1
        }

        @usableFromInline func value(of key: ObjectIdentifier) -> AnyValueSlot? {
            key == lastKey ? lastValue : earlierValues[key]
        }

        /// Writes `value` for `key`; the value written last before, under another key, joins the
        /// dictionary (copying it then, if it is shared).
        @usableFromInline func setValue(_ value: AnyValueSlot, for key: ObjectIdentifier) {
            if let lastKey, lastKey != key {
                earlierValues[lastKey] = lastValue
            }
            lastKey = key
            lastValue = value
        }
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

extension EnvironmentValues {
    /// The environment of the node whose body is being evaluated; empty outside a render. For
    /// the package's own views that read it in their body without an `@Environment` property,
    /// which costs every view value made a box, and its node a handle, to reach the node later.
    @MainActor package static var ofRenderingNode: EnvironmentValues {
        Graph.renderingNode?.environment ?? EnvironmentValues()
    }
}
