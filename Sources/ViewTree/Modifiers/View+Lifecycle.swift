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

    /// Runs `action` when the view has finished appearing: when the transition it appeared in
    /// ends (indieSoftware NavigationStack's `onDidAppear`), or right after `onAppear` when no
    /// transition runs.
    ///
    /// ```swift
    /// Text("Detail")
    ///     .onAppear { log("appear") }        // as the push starts
    ///     .onDidAppear { log("did appear") } // 0.3 s later, when it ends
    /// ```
    public func onDidAppear(perform action: @escaping @MainActor () -> Void) -> ModifiedContent<Self> {
        modifier(.onDidAppear(action))
    }
}
