import Testing

@testable import ViewTree

/// A weak reference to an object's ``WeakTarget`` behaves as a weak reference to the object:
/// it reads the object while the object lives and `nil` once it is gone.
@MainActor
@Suite struct WeakTargetTests {
    final class Owner {
        lazy var target = WeakTarget(self)
        let name: String
        init(name: String) { self.name = name }
    }

    @Test func aWeakReferenceToTheTargetIsNilExactlyWhenItsObjectIsGone() {
        var owner: Owner? = Owner(name: "a")
        weak let target = owner?.target
        #expect(target?.object.name == "a")
        #expect(owner?.target === target, "one target per object")
        owner = nil
        #expect(target == nil)
    }

    /// The graph's reference, which a stack and the clock hold weakly, goes with its host.
    @Test func theGraphsReferenceGoesWithItsHost() {
        var host: ViewHost? = ViewHost(Text("x"))
        weak let reference = host?.graph.reference
        #expect(reference?.graph === host?.graph)
        host = nil
        #expect(reference == nil)
    }
}
