/// Kind names as one print asks for them: a composite's name is its type's, looked up in a
/// shared table, so the last type's name is kept at hand; siblings are mostly of one type.
@MainActor
struct KindNames {
    private var lastType: ObjectIdentifier?
    private var lastName = ""

    mutating func name(of node: ViewNode) -> String {
        guard case .composite = node.payload, !node.traits.contains(.namesKind) else { return node.kindName }
        let type = ObjectIdentifier(Swift.type(of: node.view))
        if type != lastType {
            lastType = type
            lastName = node.kindName
        }
        return lastName
    }
}
