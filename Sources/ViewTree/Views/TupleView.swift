/// The views of one builder block, each at its own position.
///
/// You rarely name this type: ``ViewBuilder`` makes it. It adds no node of its own; its elements
/// become siblings in the parent's node.
public struct TupleView<each Content: View>: View, StructuralView {
    public typealias Body = Never

    /// The views, boxed. A value of a type generic over a pack is copied, destroyed and asked
    /// for its enum tag through witnesses that ask the runtime for the tuple's metadata at
    /// every call (about 340 instructions each, 6% of an explore of a menu); a box makes the
    /// view one reference, whose witnesses are a retain and a release.
    @usableFromInline let storage: Storage

    /// Wraps the given views.
    @inlinable public init(_ content: repeat each Content) {
        storage = Storage(repeat each content)
    }

    func flatten(into list: inout ElementList) {
        var position = 0
        for element in repeat each storage.content {
            list.withComponent(.position(position)) { $0.append(element) }
            position += 1
        }
    }

    /// What a ``TupleView`` holds; never changed after it is made.
    @usableFromInline final class Storage {
        @usableFromInline let content: (repeat each Content)

        @inlinable init(_ content: repeat each Content) {
            self.content = (repeat each content)
        }
    }
}
