/// The views made by a `for` loop in a builder block, identified by position.
public struct ArrayContent<Content: View>: View, StructuralView {
    public typealias Body = Never

    @usableFromInline let elements: [Content]

    @usableFromInline init(elements: [Content]) {
        self.elements = elements
    }

    func flatten(into list: inout ElementList) {
        // By index, not `enumerated()`: called through the protocol this runs unspecialized,
        // and each step of an enumeration asked the run time for the metadata of an optional
        // tuple of the element type (about 1,600 instructions an element).
        for position in elements.indices {
            list.withComponent(.position(position)) { $0.append(elements[position]) }
        }
    }
}
