/// Checks the names a scenario uses: every view it names is defined, and no view contains itself
/// (which would never finish mounting). A view may reach itself through a link or a push: those
/// mount only when used.
struct ReferenceChecker {
    let views: [String: ViewDefinition]

    /// Checks the scenario's app, views and routes, and the view references in `checkedOnly`
    /// (the blocks of headers in error, which are not part of it, and the references of steps
    /// to views not defined when the step was read). The steps' own elements were checked as
    /// they were read: see ``check(elements:into:)``.
    func check(_ scenario: Scenario, checkedOnly: [Element] = [], into diagnostics: inout [Diagnostic]) {
        var unknown: [Element] = []
        forEachElement(in: checkedOnly) { element in
            if case .reference(let name, _) = element.kind, views[name] == nil { unknown.append(element) }
        }
        let elements = scenario.app + views.values.flatMap(\.body) + scenario.routes.flatMap(\.destination)
        unknown += check(elements: elements, into: &diagnostics)
        report(unknown, into: &diagnostics)
        let recursive = viewsThatMountThemselves()
        for definition in views.values.sorted(by: { $0.location < $1.location }) where recursive.contains(definition.name) {
            diagnostics.append(Diagnostic(.recursiveView(definition.name), at: definition.location))
        }
    }

    /// Checks `elements` (a tree of their own: the app, or what a step mounts): every `tab`
    /// directly inside `tabs` and only tabs there. Returns the references to views not in
    /// ``views``, for the caller to report (``report(_:into:)``) or to check again when every
    /// view is known.
    func check(elements: [Element], into diagnostics: inout [Diagnostic]) -> [Element] {
        var unknown: [Element] = []
        var tabsInTabs: Set<SourceLocation> = []
        var tabs: [Element] = []
        forEachElement(in: elements) { element in
            switch element.kind {
            case .reference(let name, _) where views[name] == nil:
                unknown.append(element)
            case .tabs(let children):
                for child in children {
                    if case .tab = child.kind {
                        tabsInTabs.insert(child.location)
                    } else {
                        diagnostics.append(Diagnostic(.expected("a \"tab\" inside \"tabs\"", found: child.kind.word), at: child.location))
                    }
                }
            case .tab:
                tabs.append(element)
            default:
                break
            }
        }
        for tab in tabs where !tabsInTabs.contains(tab.location) {
            diagnostics.append(Diagnostic(.expected("\"tab\" directly inside \"tabs\"", found: "a tab elsewhere"), at: tab.location))
        }
        return unknown
    }

    /// An error for each reference to a view that is not defined, with the names that are.
    func report(_ unknownReferences: [Element], into diagnostics: inout [Diagnostic]) {
        guard !unknownReferences.isEmpty else { return }
        let known = views.keys.sorted()
        for element in unknownReferences {
            if case .reference(let name, _) = element.kind {
                diagnostics.append(Diagnostic(.unknownView(name, known: known), at: element.location))
            }
        }
    }

    /// Calls `visit` on every element, including destinations and button actions.
    private func forEachElement(in roots: [Element], _ visit: (Element) -> Void) {
        var pending = roots
        while let element = pending.popLast() {
            visit(element)
            pending += element.kind.content + element.kind.shown
        }
    }

    /// The views whose mounting mounts themselves, without going through a link or a push: those
    /// on a cycle of the graph "mounting A mounts B". Tarjan's strongly connected components,
    /// without recursion.
    ///
    /// - Complexity: O(views + references), where asking each view in turn was O(views²) on a
    ///   chain of definitions.
    private func viewsThatMountThemselves() -> Set<String> {
        // Views are numbered in name order and the walk keeps numbers in arrays: with a
        // dictionary of names per table, hashing made the cost per view grow with the number of
        // views (4.8 → 10 µs a view from 20,000 to 320,000 views, a chain, --syntax-only).
        let names = views.keys.sorted()
        let number = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        let mounted = names.map { name in directlyMounted(by: views[name]?.body ?? []).compactMap { number[$0] } }
        let unvisited = -1
        var index = [Int](repeating: unvisited, count: names.count)
        var lowest = [Int](repeating: 0, count: names.count)
        var onStack = [Bool](repeating: false, count: names.count)
        var stack: [Int] = []
        var recursive: Set<String> = []
        var counter = 0
        func visit(_ view: Int) {
            index[view] = counter
            lowest[view] = counter
            counter += 1
            stack.append(view)
            onStack[view] = true
        }
        for start in names.indices where index[start] == unvisited {
            // Each frame: a view and how many of its references were followed.
            var frames: [(view: Int, next: Int)] = [(start, 0)]
            visit(start)
            while let frame = frames.last {
                let references = mounted[frame.view]
                if frame.next < references.count {
                    frames[frames.count - 1].next += 1
                    let reference = references[frame.next]
                    if index[reference] == unvisited {
                        visit(reference)
                        frames.append((reference, 0))
                    } else if onStack[reference] {
                        lowest[frame.view] = min(lowest[frame.view], index[reference])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last {
                    lowest[parent.view] = min(lowest[parent.view], lowest[frame.view])
                }
                guard lowest[frame.view] == index[frame.view] else { continue }
                var component: [Int] = []
                while let top = stack.popLast() {
                    onStack[top] = false
                    component.append(top)
                    if top == frame.view { break }
                }
                if component.count > 1 || references.contains(frame.view) {
                    recursive.formUnion(component.map { names[$0] })
                }
            }
        }
        return recursive
    }

    /// The defined views that mounting `elements` mounts directly (not through a link or a
    /// push, which mount only when used), each once.
    private func directlyMounted(by elements: [Element]) -> [String] {
        var found: [String] = []
        var seen: Set<String> = []
        var pending = elements
        while let element = pending.popLast() {
            if case .reference(let reference, _) = element.kind {
                if views[reference] != nil, seen.insert(reference).inserted { found.append(reference) }
            } else if case .triggered = element.kind {
                // A triggered link or button mounts no view of its own.
            } else {
                pending += element.kind.content
            }
        }
        return found
    }
}
