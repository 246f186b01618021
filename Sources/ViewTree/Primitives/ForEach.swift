/// Views made from a collection, each identified by its element's id.
///
/// Removing an element unmounts its views; moving one keeps its node and state.
///
/// ```swift
/// ForEach(todos, id: \.title) { todo in
///     Text(todo.title)
/// }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never

    private let data: Data
    /// Makes the view of each element of `data` and hands it over with the identity step its id
    /// makes. Each initializer supplies its own, compiled where the types are known: walking a
    /// range through the generic `Collection` witnesses, reading an id through a key path and
    /// passing elements of a generic type cost more than mounting the row.
    private let rows: (Data, (any View, ChildKey.Component) -> Void) -> Void
    /// Whether ids cannot repeat (a range's numbers), so nothing counts them.
    private let idsAreUnique: Bool

    /// One `content` per element of `data`, identified by the element's `id` key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, idsAreUnique: false) { data, row in
            for element in data {
                row(content(element), Self.component(for: element[keyPath: id]))
            }
        }
    }

    private init(_ data: Data, idsAreUnique: Bool, rows: @escaping (Data, (any View, ChildKey.Component) -> Void) -> Void) {
        self.data = data
        self.idsAreUnique = idsAreUnique
        self.rows = rows
    }

    package func update(_ node: ViewNode, children: inout ElementList) {
        node.payload = .container(.forEach)
        children.reserveCapacity(forMore: data.count)
        guard !idsAreUnique else {
            // A closure that captures nothing of this generic type: one that did looked up the
            // type's metadata on every row.
            rows(data) { view, component in
                children.withComponent(component) { $0.append(view) }
            }
            return
        }
        var seen = RepeatCounter()
        rows(data) { view, component in
            let repeats = seen.count(component)
            children.withComponent(component) {
                guard repeats > 0 else {
                    $0.append(view)
                    return
                }
                node.graph.diagnose(Graph.repeatedIdentity, at: node)
                $0.withComponent(.occurrence(repeats)) { $0.append(view) }
            }
        }
    }

    /// Integer ids (most models) skip `AnyHashable`'s box and its conformance lookup.
    private static func component(for elementID: ID) -> ChildKey.Component {
        if ID.self == Int.self, let integer = elementID as? Int {
            return .integerElement(integer)
        }
        return .element(IdentityBox(AnyHashable(elementID)))
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One `content` per element of `data`, identified by the elements' own ids.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, idsAreUnique: false) { data, row in
            for element in data {
                row(content(element), Self.component(for: element.id))
            }
        }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One `content` per number in `range`, identified by the number.
    public init(_ range: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(range, idsAreUnique: true) { range, row in
            for number in range {
                row(content(number), .integerElement(number))
            }
        }
    }
}

/// Counts how often each id was seen, with a plain `Int` table for integer ids.
private struct RepeatCounter {
    private var integers: [Int: Int] = [:]
    private var others: [ChildKey.Component: Int] = [:]

    /// How many times `component` was seen before this call.
    mutating func count(_ component: ChildKey.Component) -> Int {
        if case .integerElement(let integer) = component {
            defer { integers[integer, default: 0] += 1 }
            return integers[integer, default: 0]
        }
        defer { others[component, default: 0] += 1 }
        return others[component, default: 0]
    }
}
