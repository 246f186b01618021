/// The identity of a node among its siblings: where its parent's body put it, plus its type.
///
/// Identity is structural position (block position, branch taken, `ForEach` id, explicit `.id`)
/// followed by the view's type. Two renders that produce equal keys keep the same node.
struct ChildKey: Hashable {
    /// One step of the structural path from the parent's body to the view.
    enum Component: Hashable {
        /// A position in a builder block or a `for` loop.
        case position(Int)
        /// The branch taken by an `if`, `switch` or optional.
        case branch(Int)
        /// An element of `ForEach`, by its id.
        case element(IdentityBox)
        /// An element of `ForEach` whose id is an `Int` (no boxing, the common case).
        case integerElement(Int)
        /// An explicit `.id(_:)`.
        case explicit(IdentityBox)
        /// A numbered identity of the host machinery's: ``View/structuralID(_:)``.
        case structural(Int)
        /// The destination a navigation link pushes.
        case destination
        /// The n-th presentation modifier of the node (sheet or cover).
        case presentation(Int)
        /// The n-th repeat of a key already used by an earlier sibling.
        case occurrence(Int)
    }

    /// The steps before the last; shared, not copied, by siblings that differ only in the last.
    var prefix: [Component]
    /// The innermost step, if any.
    var last: Component?
    /// The view's own type (never an existential's): nodes look up their type's info by it.
    let type: ObjectIdentifier

    /// The same key one step deeper.
    func appending(_ component: Component) -> ChildKey {
        var key = self
        if let last { key.prefix.append(last) }
        key.last = component
        return key
    }
}

/// An id held by reference: `AnyHashable` is five words, and every node keeps a key.
@usableFromInline
final class IdentityBox: Hashable, @unchecked Sendable {
    let value: AnyHashable

    @usableFromInline init(_ value: AnyHashable) {
        self.value = value
    }

    @usableFromInline static func == (lhs: IdentityBox, rhs: IdentityBox) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
