/// One of two views, chosen by an `if`/`else` or a `switch`.
///
/// ``ViewBuilder`` makes it. The two branches have distinct identities: switching branches
/// unmounts the old branch's nodes and mounts new ones.
///
/// An enum rather than a struct around a nested enum: the host runs `flatten` without knowing
/// the branches' types, and a nested generic type's metadata is looked up in the runtime's
/// cache on every call (6% of mounting a tree of composites), while the view's own type comes
/// with the call.
public enum ConditionalContent<TrueContent: View, FalseContent: View>: View, StructuralView {
    public typealias Body = Never

    /// The `if` branch (or the first of a `switch`'s alternatives).
    case first(TrueContent)
    /// The `else` branch.
    case second(FalseContent)

    func flatten(into list: inout ElementList) {
        switch self {
        case .first(let content):
            list.withComponent(.branch(0)) { $0.append(content) }
        case .second(let content):
            list.withComponent(.branch(1)) { $0.append(content) }
        }
    }
}
