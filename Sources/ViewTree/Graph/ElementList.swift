/// Host machinery: collects the elements a body stands for, flattening structural views.
///
/// Builder blocks, branches, optionals, `AnyView` and modifiers add no nodes: they add a step to
/// the identity path (or a modifier) of everything inside them. What is left are primitives and
/// composites, each of which becomes a node.
public struct ElementList {
    private(set) var elements: [Element] = []
    /// The open identity steps but the innermost, and the innermost: siblings made in a loop
    /// then share the prefix's storage instead of each copying a path.
    private var prefix: [ChildKey.Component] = []
    private var innermost: ChildKey.Component?
    private var modifiers: [NodeModifier] = []
    private var explicitID: AnyHashable?
    /// Whether a key came from `.id(_:)`, which may repeat among siblings.
    private(set) var hasIDKeys = false

    package init() {}

    /// Appends `view`, or what it stands for when it is structural.
    @MainActor
    package mutating func append(_ view: any View) {
        view._appendElements(to: &self)
    }

    /// Appends `view` as one element: a primitive or a composite, which becomes a node.
    @MainActor
    mutating func appendNode<V: View>(_ view: V) {
        let key = ChildKey(prefix: prefix, last: innermost, type: ObjectIdentifier(V.self))
        elements.append(Element(key: key, view: view, modifiers: modifiers, explicitID: explicitID))
    }

    /// Runs `body` with one more step on the identity path.
    mutating func withComponent(_ component: ChildKey.Component, _ body: (inout ElementList) -> Void) {
        // ForEach tells its own repeated ids apart; only `.id(_:)` values can still collide.
        if case .explicit = component { hasIDKeys = true }
        let outer = innermost
        if let outer { prefix.append(outer) }
        innermost = component
        body(&self)
        innermost = outer
        if outer != nil { prefix.removeLast() }
    }

    /// The elements, with a repeated key told apart by an `.occurrence` step, and how many
    /// repeated. (A count rather than a callback: a closure that captured the caller's state
    /// retained it on every render.)
    func uniqueElements() -> (elements: [Element], repeats: Int) {
        guard hasIDKeys else { return (elements, 0) }
        var seen: [ChildKey: Int] = [:]
        var repeats = 0
        let unique = elements.map { element in
            guard let count = seen[element.key] else {
                seen[element.key] = 1
                return element
            }
            seen[element.key] = count + 1
            repeats += 1
            var repeated = element
            repeated.key = element.key.appending(.occurrence(count))
            return repeated
        }
        return (unique, repeats)
    }

    /// Runs `body` with `modifier` applied to every element it appends.
    mutating func withModifier(_ modifier: NodeModifier, _ body: (inout ElementList) -> Void) {
        if case .identity(let id, let isExplicit) = modifier {
            let outerID = explicitID
            if isExplicit { explicitID = id }
            withComponent(.explicit(IdentityBox(id)), body)
            explicitID = outerID
        } else {
            modifiers.append(modifier)
            body(&self)
            modifiers.removeLast()
        }
    }
}
