/// Collects the elements a body stands for, flattening structural views.
///
/// Builder blocks, branches, optionals, `AnyView` and modifiers add no nodes: they add a step to
/// the identity path (or a modifier) of everything inside them. What is left are primitives and
/// composites, each of which becomes a node.
package struct ElementList {
    private(set) var elements: [Element] = []
    private var path: [ChildKey.Component] = []
    private var modifiers: [NodeModifier] = []
    private var explicitID: AnyHashable?
    /// Whether a key came from an id, which may repeat; positions and branches never do.
    private(set) var hasIDKeys = false

    package init() {}

    /// Appends `view`, or what it stands for when it is structural.
    @MainActor
    package mutating func append(_ view: any View) {
        if let structural = view as? any StructuralView {
            structural.flatten(into: &self)
        } else {
            let key = ChildKey(path: path, type: ObjectIdentifier(Swift.type(of: view)))
            elements.append(Element(key: key, view: view, modifiers: modifiers, explicitID: explicitID))
        }
    }

    /// Runs `body` with one more step on the identity path.
    mutating func withComponent(_ component: ChildKey.Component, _ body: (inout ElementList) -> Void) {
        switch component {
        case .element, .explicit: hasIDKeys = true
        case .position, .branch, .destination, .presentation, .occurrence: break
        }
        path.append(component)
        body(&self)
        path.removeLast()
    }

    /// The elements, with a repeated key told apart by an `.occurrence` step; `onRepeat` is
    /// called once per repeat.
    func uniqueElements(onRepeat: () -> Void) -> [Element] {
        guard hasIDKeys else { return elements }
        var seen: [ChildKey: Int] = [:]
        return elements.map { element in
            guard let count = seen[element.key] else {
                seen[element.key] = 1
                return element
            }
            seen[element.key] = count + 1
            onRepeat()
            var repeated = element
            repeated.key.path.append(.occurrence(count))
            return repeated
        }
    }

    /// Runs `body` with `modifier` applied to every element it appends.
    mutating func withModifier(_ modifier: NodeModifier, _ body: (inout ElementList) -> Void) {
        if case .identity(let id, let isExplicit) = modifier {
            let outerID = explicitID
            if isExplicit { explicitID = id }
            withComponent(.explicit(id), body)
            explicitID = outerID
        } else {
            modifiers.append(modifier)
            body(&self)
            modifiers.removeLast()
        }
    }
}
