/// What changed in a printed tree between two prints: the changed lines, each with a few
/// unchanged lines around it, and `…` for the unchanged lines left out.
///
/// A line that changed is shown removed (`-`, as it was printed) and added (`+`, as it is
/// printed now). Lines are matched by node: a node's line is unchanged when its depth and its
/// text after the branch drawing are, so adding a sibling, which redraws `└─` as `├─`, changes
/// nothing; unchanged lines are shown as they are drawn now.
///
/// ```swift
/// let host = ViewHost(NavigationView { NavigationLink("Next") { Text("Pushed") } })
/// _ = host.renderChanges()          // nil: nothing printed before
/// try host.tap("Next")
/// print(host.renderChanges()!)
/// // - NavigationView [screen 0, visible]
/// // - └─ NavigationLink "Next"
/// // + NavigationView [screen 0, covered]
/// // + └─ NavigationLink "Next" [pushing]
/// // +    └─ Screen [screen 1, visible]
/// // +       └─ Text "Pushed"
/// ```
public struct TreeChanges: Equatable, Sendable, CustomStringConvertible {
    /// Whether a line is in both prints, only the earlier one, or only the later one.
    public enum Change: Equatable, Sendable {
        case same, removed, added
    }

    /// One printed line and whether it changed.
    public struct Line: Equatable, Sendable, CustomStringConvertible {
        public let change: Change
        /// The line as printed: branch drawing, kind, text, attributes and markers.
        public let text: String

        package init(change: Change, text: String) {
            self.change = change
            self.text = text
        }

        /// The line after its prefix: two spaces when it is unchanged, `- ` or `+ ` when not.
        public var description: String {
            switch change {
            case .same: "  " + text
            case .removed: "- " + text
            case .added: "+ " + text
            }
        }
    }

    /// What is shown, in order: a line, or `nil` for unchanged lines left out (printed `…`).
    public let entries: [Line?]

    /// Whether nothing changed.
    public var isEmpty: Bool { entries.isEmpty }

    /// One entry a line: `…` for lines left out.
    public var description: String {
        entries.map { $0?.description ?? "  …" }.joined(separator: "\n")
    }

    /// The changed lines of `count` numbered lines, each with up to `context` unchanged lines
    /// around it: `changed` are the numbers of the changed lines in increasing order, and `line`
    /// gives a line by its number (only those shown are asked for).
    ///
    /// - Complexity: O(changed lines × context).
    package init(count: Int, changed: [Int], context: Int, line: (Int) -> Line) {
        var entries: [Line?] = []
        var previous = -1
        for index in changed {
            let low = max(0, index - context)
            let high = min(count - 1, index + context)
            let first = max(low, previous + 1)
            guard first <= high else { continue }
            if first > previous + 1 { entries.append(nil) }
            for shown in first...high {
                entries.append(line(shown))
                previous = shown
            }
        }
        if previous >= 0, previous < count - 1 { entries.append(nil) }
        self.entries = entries
    }
}
