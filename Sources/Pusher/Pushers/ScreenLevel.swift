import ViewTree

/// The level of the screen a view sits on, for the pushers inside it to register with (see
/// ``AnyStack/register(pusher:name:evaluate:level:)``): 0 on the base layer's root screen, one
/// more inside what each pusher shows, a layer's own level inside a modal layer.
struct ScreenLevelKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    /// The level of the screen the view sits on.
    var screenLevel: Int {
        get { self[ScreenLevelKey.self] }
        set { self[ScreenLevelKey.self] = newValue }
    }
}
