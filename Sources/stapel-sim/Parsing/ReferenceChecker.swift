/// Checks the names a scenario uses: every view it names is defined, and no view contains itself
/// (which would never finish mounting). A view may reach itself through a link or a push: those
/// mount only when used.
struct ReferenceChecker {
    let views: [String: ViewDefinition]

    func check(_ scenario: Scenario, into diagnostics: inout [Diagnostic]) {
        let known = views.keys.sorted()
        var elements = scenario.app + views.values.flatMap(\.body) + scenario.routes.flatMap(\.destination)
        for step in scenario.steps {
            if case .action(let action) = step.kind { elements += action.destination }
        }
        var tabsInTabs: Set<SourceLocation> = []
        var tabs: [Element] = []
        forEachElement(in: elements) { element in
            switch element.kind {
            case .reference(let name) where views[name] == nil:
                diagnostics.append(Diagnostic(.unknownView(name, known: known), at: element.location))
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
        for definition in views.values.sorted(by: { $0.location < $1.location }) where mounts(definition.name, from: definition.body) {
            diagnostics.append(Diagnostic(.recursiveView(definition.name), at: definition.location))
        }
    }

    /// Calls `visit` on every element, including destinations and button actions.
    private func forEachElement(in roots: [Element], _ visit: (Element) -> Void) {
        var pending = roots
        while let element = pending.popLast() {
            visit(element)
            switch element.kind {
            case .text, .counter, .reference, .leaveGuard:
                break
            case .button(_, let action):
                pending += action.destination
            case .link(_, _, _, let destination, _):
                pending += destination
            case .pusher(_, _, _, let content), .container(_, let content), .tabs(let content), .tab(_, let content):
                pending += content
            case .triggered(_, let element):
                pending.append(element)
            }
        }
    }

    /// Whether mounting `elements` mounts view `name`, without going through a link or a push.
    private func mounts(_ name: String, from elements: [Element]) -> Bool {
        var pending = elements
        var expanded: Set<String> = []
        while let element = pending.popLast() {
            switch element.kind {
            case .reference(let reference):
                if reference == name { return true }
                if expanded.insert(reference).inserted, let body = views[reference]?.body {
                    pending += body
                }
            case .pusher(_, _, _, let content), .container(_, let content), .tabs(let content), .tab(_, let content):
                pending += content
            case .text, .counter, .button, .link, .triggered, .leaveGuard:
                break
            }
        }
        return false
    }
}
