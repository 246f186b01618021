/// What a ``Stack`` does with a navigation call made while a transition runs.
///
/// ```swift
/// stack.transition = .seconds(0.55)
/// stack.duringTransitions = .drop
/// stack.push(view: AnyView(Text("A")))   // pushed
/// stack.push(view: AnyView(Text("B")))   // dropped: a transition runs until 0.55s
/// ```
public enum TransitionRule: String, Sendable, Hashable, Codable, CaseIterable {
    /// Carry it out at once; the transition under way is replaced by the new one from where the
    /// screens are (swiftui-navigation-stack, indieSoftware's NavigationStack).
    case apply
    /// Carry it out, in order, when the running transition ends (ScreenNavigatorKit's pushes).
    case queue
    /// Refuse it with ``UnchangedReason/dropped(until:)`` (INNavigation's router, which is
    /// disabled for the length of a transition; every call starts that gate, even one that
    /// changes nothing).
    case drop
}
