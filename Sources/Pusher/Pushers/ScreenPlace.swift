import ViewTree

/// Where a view sits: the level of its screen (0 for the root screen of the first layer) and
/// the screen's key. One environment value, so that a pushed screen sets both with
/// one modifier.
struct ScreenPlace: Sendable {
    var level = 0
    var key = ScreenKey.baseRoot
}

struct ScreenPlaceKey: EnvironmentKey {
    static let defaultValue = ScreenPlace()
}

extension EnvironmentValues {
    /// The screen the view is on, and its level.
    var screenPlace: ScreenPlace {
        get { self[ScreenPlaceKey.self] }
        set { self[ScreenPlaceKey.self] = newValue }
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
