import ViewTree

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
