/// The views made by a `for` loop in a builder block, identified by position.
public struct ArrayContent<Content: View>: View, StructuralView {
    public typealias Body = Never

    let elements: [Content]

    func flatten(into list: inout ElementList) {
        for (position, element) in elements.enumerated() {
            list.withComponent(.position(position)) { $0.append(element) }
        }
    }
}
