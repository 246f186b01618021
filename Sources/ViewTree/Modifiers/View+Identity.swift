extension View {
    /// Gives the view an explicit identity. A different `id` is a different view: the old node
    /// unmounts (its state is lost) and a new one mounts.
    ///
    /// ```swift
    /// Counter().id(user.name)   // a new user starts a new counter
    /// host.node(withID: "Ada")  // finds the node
    /// ```
    public func id(_ id: some Hashable) -> ModifiedContent<Self> {
        modifier(.identity(AnyHashable(id)))
    }
}
