import ViewTree

/// Why a request changed nothing: it would have removed a screen whose leave guard holds.
///
/// ```swift
/// stack.perform(.pop(.previous))
/// // vetoed: screen 1 "editor" guards leaving: dirty == true
/// ```
public struct LeaveVeto: Sendable, Hashable, CustomStringConvertible {
    /// The guarded screen that would have left.
    public let screen: ScreenKey
    /// That screen's id, if it has one.
    public let screenID: ScreenID?
    /// Its depth in its layer (0 for the layer's root screen).
    public let depth: Int
    /// The guard's rule (or predicate) as it prints.
    public let rule: String

    /// `screen 1 "editor" guards leaving: dirty == true`.
    public var description: String {
        let name = depth == 0 ? "the root screen" : "screen \(depth)"
        return name + (screenID.map { " \($0)" } ?? "") + " guards leaving: " + rule
    }
}
