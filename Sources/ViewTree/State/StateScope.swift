/// What names a scope of views' `@State` (``EnvironmentValues/stateScope``): the model object
/// that owns it and two numbers within it, as a stack and one of its screens (a pusher and a
/// push).
///
/// A value of its own rather than an `AnyHashable`: a stack writes one on every screen it
/// shows, and saves and restores them by the thousand; boxed, each cost about 1,200
/// instructions to make and more to hash and compare (thirty-fifth session).
///
/// ```swift
/// StateScope(owner: ObjectIdentifier(stack), first: 3, second: 1)
/// ```
@usableFromInline package struct StateScope: Hashable, Sendable {
    package let owner: ObjectIdentifier
    package let first: Int
    package let second: Int

    package init(owner: ObjectIdentifier, first: Int, second: Int) {
        self.owner = owner
        self.first = first
        self.second = second
    }
}
