import ViewTree

/// Where a view sits: the level of its screen (0 for the root screen of the first layer), the
/// screen's key, and the pusher the stack made in the screen. One environment value, so that a
/// pushed screen sets them all with one modifier.
struct ScreenPlace: Sendable {
    var level = 0
    var key = ScreenKey.baseRoot
    /// The stack the screen is on, which tells the screens of nested stacks apart.
    var stack: ObjectIdentifier?
    /// The pusher the stack made in the screen, if it made one.
    var screenPusher: PusherID?

    /// The scope of the `@State` of the views on the screen, when it is a stack's.
    var stateScope: StateScope? {
        stack.map { StateScope(stack: $0, screen: key) }
    }
}

extension StateScope {
    /// The scope of a screen's `@State` (ViewTree's ``EnvironmentValues/stateScope``): a stack's
    /// screen, whose state the stack carries over when it rebuilds the screen.
    init(stack: ObjectIdentifier, screen: ScreenKey) {
        self.init(owner: stack, first: screen.pusher.rawValue, second: screen.number)
    }
}

struct ScreenPlaceKey: EnvironmentKey {
    static let defaultValue = ScreenPlace()
}

extension EnvironmentValues {
    /// The screen the view is on, and its level.
    var screenPlace: ScreenPlace {
        get { self[ScreenPlaceKey.self] }
        set { set(ScreenPlaceKey.self, to: newValue, stateScope: newValue.stateScope) }
    }

    /// Writes the place in `slot` (see ``set(_:slot:stateScope:)``).
    mutating func setScreenPlace(_ slot: ValueSlot<ScreenPlace>) {
        set(ScreenPlaceKey.self, slot: slot, stateScope: slot.value.stateScope)
    }

    /// The level of the screen the view is on.
    var screenLevel: Int {
        screenPlace.level
    }

    /// The screen the view is on.
    public var screenKey: ScreenKey {
        get { screenPlace.key }
        set { screenPlace.key = newValue }
    }
}
