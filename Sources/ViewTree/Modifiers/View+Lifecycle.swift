extension View {
    /// Runs `action` each time the view becomes visible: when it mounts on the visible screen,
    /// and when the screen or layer that covered it goes away.
    ///
    /// Runs after the pass that made it visible; state it changes is applied in the same flush.
    public func onAppear(perform action: @escaping @MainActor () -> Void) -> ModifiedContent<Self> {
        modifier(.onAppear(action))
    }

    /// Runs `action` each time the view stops being visible: covered by a pushed screen or a
    /// presented layer, or removed.
    public func onDisappear(perform action: @escaping @MainActor () -> Void) -> ModifiedContent<Self> {
        modifier(.onDisappear(action))
    }
}
