import ViewTree

/// What a restore did, or why it changed nothing.
public enum RestoreOutcome: Sendable, Hashable, CustomStringConvertible {
    /// The snapshot's layers and screens are shown; `removed` lists the pushers that went with
    /// the state before.
    case restored(layers: Int, screens: Int, removed: [PusherID])
    /// The snapshot cannot be restored, and nothing changed.
    case invalid(RestoreError)

    /// `restored 2 layers, 3 screens`, `invalid snapshot at layers[0].screens[2]: …`.
    public var description: String {
        switch self {
        case .restored(let layers, let screens, _):
            "restored \(layers) layer\(layers == 1 ? "" : "s"), \(screens) screen\(screens == 1 ? "" : "s")"
        case .invalid(let error):
            "invalid snapshot: \(error): nothing restored"
        }
    }
}

/// Why a snapshot cannot be restored, and where inside it.
public struct RestoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where in the snapshot: `layers[1].screens[0]`, or `version`.
    public let path: String
    /// What is wrong there.
    public let reason: String

    /// `at layers[0].screens[2]: no view for key "Detail"`.
    public var description: String {
        "at \(path): \(reason)"
    }
}
