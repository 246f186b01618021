import Pusher
import ViewTree

/// What a scenario's app declares that coverage counts, and which of it was exercised.
struct CoverageReport {
    /// One declared item: what it is, where, and whether it was exercised.
    struct Entry {
        /// As the text report names it: `"Delete"`, `pusher "inner"`, `accepts: when has section`.
        let description: String
        /// The label, name or view name it has, unquoted: `Delete`, `inner`, `Settings`.
        var name: String?
        /// Where it is declared; a defined view shown as a screen is named instead.
        let location: SourceLocation?
        let covered: Bool

        /// `"Delete" (line 6:7)`.
        var text: String {
            location.map { "\(description) (line \($0.line):\($0.column))" } ?? description
        }

        /// `{"column":7,"description":"\"Delete\"","line":6,"name":"Delete"}`.
        var json: String {
            func quoted(_ string: String) -> String { Quoting.quoted(string, style: .json) }
            return "{\"column\":\(location.map { String($0.column) } ?? "null"),\"description\":\(quoted(description)),"
                + "\"line\":\(location.map { String($0.line) } ?? "null"),\"name\":\(name.map(quoted) ?? "null")}"
        }
    }

    /// One kind of item: each declared one, and whether it was exercised.
    struct Section {
        let name: String
        /// What "not exercised" reads as: `not tapped`, `never shown`, …
        let missedWords: String
        var entries: [Entry] = []

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
            let covered = recorded.contains(.screen(key))
            screens.entries.append(
                key.hasPrefix("line ")
                    ? Entry(description: destination[0].kind.word, location: destination[0].location, covered: covered)
                    : Entry(description: key, name: key, location: nil, covered: covered))
        }
        for element in scenario.declaredElements {
            let location = element.location
            switch element.kind {
            case .button(let label, let action):
                buttons.entries.append(
                    Entry(description: Quoting.quoted(label), name: label, location: location, covered: recorded.contains(.button(location))))
                screen(action.destination)
            case .link(let label, _, _, let destination, _):
                links.entries.append(
                    Entry(description: Quoting.quoted(label), name: label, location: location, covered: recorded.contains(.link(location))))
                screen(destination)
            case .pusher(let isRoot, let name, let rule, _):
                let word = (isRoot ? "stapel" : "pusher") + (name.map { " " + Quoting.quoted($0) } ?? "")
                pushers.entries.append(Entry(description: word, name: name, location: location, covered: recorded.contains(.pusher(location))))
                if let rule {
                    for accepted in [true, false] {
                        rules.entries.append(
                            Entry(
                                description: "\(accepted ? "accepts" : "rejects"): when \(rule)", location: location,
                                covered: recorded.contains(.rule(location, accepted: accepted))))
                    }
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
            let missed = section.entries.filter { !$0.covered }.map(\.text)
            lines.append(
                "  \(name)  \(section.coveredCount) of \(section.entries.count)"
                    + (missed.isEmpty ? "" : "; \(section.missedWords): " + missed.joined(separator: ", ")))
        }
        if lines.count == 1 { lines.append("  the app declares no buttons, links, pushers or screens") }
        return lines.joined(separator: "\n")
    }

    /// `{"coverage":{"buttons":{"covered":[{"column":…,"description":…,"line":…,"name":…}],"missed":[…]},…},"file":…}`.
    var json: String {
        func quoted(_ string: String) -> String { Quoting.quoted(string, style: .json) }
        let sections = self.sections.map { section in
            let covered = section.entries.filter(\.covered).map(\.json)
            let missed = section.entries.filter { !$0.covered }.map(\.json)
            return "\(quoted(section.name)):{\"covered\":[\(covered.joined(separator: ","))],\"missed\":[\(missed.joined(separator: ","))]}"
        }
        return "{\"coverage\":{\(sections.sorted().joined(separator: ","))},\"file\":\(quoted(file))}"
    }
}
