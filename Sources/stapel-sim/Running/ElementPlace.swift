import Pusher

/// Where elements show: the scope their strings with `{key}` read, and the screen they are on.
///
/// A view that knows it (a defined view's body, a destination) builds its elements there (see
/// ``ScenarioWorld/view(for:at:)``); a ``ScopedElement`` reads it as it renders, then shows
/// ``ScenarioWorld/scopedView(for:at:)``.
struct ElementPlace {
    let scope: ScenarioScope
    let screen: ScreenKey
}
