/// One of two views, chosen by an `if`/`else` or a `switch`.
///
/// ``ViewBuilder`` makes it. The two branches have distinct identities: switching branches
/// unmounts the old branch's nodes and mounts new ones.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, StructuralView {
    public typealias Body = Never

    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    func flatten(into list: inout ElementList) {
        switch storage {
        case .trueContent(let content):
            list.withComponent(.branch(0)) { $0.append(content) }
        case .falseContent(let content):
            list.withComponent(.branch(1)) { $0.append(content) }
        }
    }
}
