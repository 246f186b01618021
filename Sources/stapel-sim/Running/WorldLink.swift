/// How a view the world made reaches the world without keeping it alive: a strong reference to
/// this, which the world severs as it goes.
///
/// The stack keeps destinations (in its log and its pushers' content), and the world keeps the
/// stack, so a destination must not retain the world. A `weak` reference to the world's
/// ``WeakTarget`` did that, but a value with a weak reference is not bitwise-takable: an
/// existential cannot hold it inline, and every pushed screen's destination allocated a
/// second block for its `AnyView`. A plain class reference keeps a two-word view inline.
final class WorldLink {
    /// The world, until it is freed. Unowned and unchecked: the world clears it in its
    /// `deinit`, and a weak reference to the world would slow every retain of it.
    nonisolated(unsafe) private(set) unowned(unsafe) var world: ScenarioWorld?

    init(_ world: ScenarioWorld) {
        self.world = world
    }

    /// Forgets the world, which is being freed.
    func sever() {
        world = nil
    }
}
