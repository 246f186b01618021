import Pusher
import ViewTree

/// What a scenario's app declares that coverage counts, and which of it was exercised.
struct CoverageReport {
    /// One kind of item: each declared one, and whether it was exercised.
    struct Section {
        let name: String
        /// What "not exercised" reads as: `not tapped`, `never shown`, …
        let missedWords: String
        var entries: [(description: String, covered: Bool)] = []

        var coveredCount: Int { entries.filter(\.covered).count }
    }

    let file: String
    private(set) var sections: [Section]

    /// The items `scenario` declares in its app, views and routes, checked against `recorded`.
    init(of scenario: Scenario, recorded: Set<CoverageRecorder.Item>) {
        file = scenario.file
        var buttons = Section(name: "buttons", missedWords: "not tapped")
        var links = Section(name: "links", missedWords: "not followed")
        var pushers = Section(name: "pushers", missedWords: "never pushed to")
        var rules = Section(name: "rule sides", missedWords: "never taken")
        var screens = Section(name: "screens", missedWords: "never shown")
        var screenKeys: Set<String> = []
        func screen(_ destination: [Element]) {
            guard !destination.isEmpty else { return }
            let key = ScenarioWorld.restorationKey(of: destination)
            guard screenKeys.insert(key).inserted else { return }
            // A defined view by its name; else its first element, where it is written.
            let description = key.hasPrefix("line ") ? "\(destination[0].kind.word) (\(key))" : key
            screens.entries.append((description, recorded.contains(.screen(key))))
        }
        func place(_ location: SourceLocation) -> String {
            "line \(location.line):\(location.column)"
        }
        for element in scenario.declaredElements {
            let location = element.location
            switch element.kind {
            case .button(let label, let action):
                buttons.entries.append(("\(Quoting.quoted(label)) (\(place(location)))", recorded.contains(.button(location))))
                screen(action.destination)
            case .link(let label, _, _, let destination, _):
                links.entries.append(("\(Quoting.quoted(label)) (\(place(location)))", recorded.contains(.link(location))))
                screen(destination)
            case .pusher(let isRoot, let name, let rule, _):
                let word = (isRoot ? "stapel" : "pusher") + (name.map { " " + Quoting.quoted($0) } ?? "")
                pushers.entries.append(("\(word) (\(place(location)))", recorded.contains(.pusher(location))))
                if let rule {
                    rules.entries.append(("accepts: when \(rule) (\(place(location)))", recorded.contains(.rule(location, accepted: true))))
                    rules.entries.append(("rejects: when \(rule) (\(place(location)))", recorded.contains(.rule(location, accepted: false))))
                }
            case .onAppear(_, let action):
                screen(action.destination)
            case .hiddenLink(_, _, _, let destination):
                screen(destination)
            case .triggered, .container, .tabs, .tab, .text, .counter, .reference, .leaveGuard, .conditional, .repeated, .stack:
                break
            }
        }
        for route in scenario.routes { screen(route.destination) }
        sections = [buttons, links, pushers, rules, screens]
    }

    /// A table: each kind, how many of how many, and what was missed.
    var text: String {
        var lines = ["coverage of \(file):"]
        let width = sections.map(\.name.count).max() ?? 0
        for section in sections where !section.entries.isEmpty {
            let name = section.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let missed = section.entries.filter { !$0.covered }.map(\.description)
            lines.append(
                "  \(name)  \(section.coveredCount) of \(section.entries.count)"
                    + (missed.isEmpty ? "" : "; \(section.missedWords): " + missed.joined(separator: ", ")))
        }
        if lines.count == 1 { lines.append("  the app declares no buttons, links, pushers or screens") }
        return lines.joined(separator: "\n")
    }

    /// `{"coverage":{"buttons":{"covered":[…],"missed":[…]},…},"file":…}`.
    var json: String {
        func quoted(_ string: String) -> String { Quoting.quoted(string, style: .json) }
        let sections = self.sections.map { section in
            let covered = section.entries.filter(\.covered).map { quoted($0.description) }
            let missed = section.entries.filter { !$0.covered }.map { quoted($0.description) }
            return "\(quoted(section.name)):{\"covered\":[\(covered.joined(separator: ","))],\"missed\":[\(missed.joined(separator: ","))]}"
        }
        return "{\"coverage\":{\(sections.sorted().joined(separator: ","))},\"file\":\(quoted(file))}"
    }
}
