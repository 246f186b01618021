import Pusher

/// Every destination a scenario's app has shown, by restoration key: what a restore rebuilds
/// its screens from.
///
/// The launches of one `explore` share one, so that a launch restores a state another saved.
@MainActor
final class ShownDestinations {
    /// What a destination's screen is made of: its elements, and the values bound where a link
    /// asked for it (a `for` variable), which its key names.
    struct Destination {
        let elements: [Element]
        let locals: PushContext
    }

    private var destinations: [String: Destination] = [:]

    /// The destination saved under `key`, if one was shown.
    subscript(key: String) -> Destination? {
        destinations[key]
    }

    /// Keeps `elements`, shown with `locals`, under `key` unless a destination is kept there.
    func keep(_ elements: [Element], locals: PushContext, as key: String) {
        // One look-up, not two: every pushed screen registers its destination.
        Self.keepFirst(Destination(elements: elements, locals: locals), in: &destinations[key])
    }

    private static func keepFirst(_ destination: @autoclosure () -> Destination, in slot: inout Destination?) {
        if slot == nil { slot = destination() }
    }
}
