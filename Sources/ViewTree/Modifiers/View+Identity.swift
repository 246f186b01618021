extension View {
    /// Gives the view an explicit identity. A different `id` is a different view: the old node
    /// unmounts (its state is lost) and a new one mounts.
    ///
    /// ```swift
    /// Counter().id(user.name)   // a new user starts a new counter
    /// host.node(withID: "Ada")  // finds the node
    /// ```
    @inlinable public func id(_ id: some Hashable) -> ModifiedContent<Self> {
        modifier(.identity(IdentityBox(AnyHashable(id))))
    }

    /// Gives the view an identity that is neither printed nor found by `node(withID:)`: for a
    /// module that must tell two otherwise equal views apart (each push is a new screen). A
    /// number, not any hashable value: it joins the key as it is, with no `AnyHashable` (whose
    /// making looks a conformance up) and no box (thirty-seventh session).
    @inlinable package func structuralID(_ number: Int) -> ModifiedContent<Self> {
        modifier(.structuralIdentity(number))
    }
}
