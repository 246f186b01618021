import Pusher
import ViewTree

/// Where elements show: the scope their strings with `{key}` read, and the environment of the
/// screen they are on, whose stack keeps what `set` wrote on it.
///
/// A view that knows it (a defined view's body, a destination) builds its elements there (see
/// ``ScenarioWorld/view(for:at:)``); a ``ScopedElement`` reads it as it renders, then shows
/// ``ScenarioWorld/scopedView(for:at:)``.
struct ElementPlace {
    let scope: ScenarioScope
    let environment: EnvironmentValues

    /// What `set` wrote on the screen, as the screen's stack keeps it: looked up only when a
    /// string asks for a key its scope does not bind.
    @MainActor var kept: PushContext {
        environment.keptContext
    }
}

extension EnvironmentValues {
    /// What `set` wrote on the screen this environment is on, as the screen's stack keeps it.
    @MainActor var keptContext: PushContext {
        object(of: Stack.self)?.context(of: screenKey) ?? [:]
    }
}
