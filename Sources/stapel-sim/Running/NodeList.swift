import Pusher

/// NavigationStack's list of navigation nodes, as its model's `debugDescription` prints it:
/// `['ContentView1'|'ContentView2']`.
///
/// Each `showView` first truncates the list after the last node of its showing chain (the
/// chain from the first node while each shows), then appends the new node; hiding a node only
/// marks it as not showing, so a hidden node stays listed until the next show. Followed from a
/// stack's log: pushes to named containers are shows, whatever pops or hides them.
struct NodeList {
    private var names: [String] = []
    /// The last request of the stack's log already followed.
    private var followed = 0

    /// Takes in the requests `stack` carried out since the last call.
    @MainActor
    mutating func follow(_ stack: Stack) {
        // What shows now: a step makes a request or a few, so the state after them stands for
        // the state before each.
        var showing: Set<String>?
        for record in stack.records(after: followed) {
            guard case .push(.pushed(let pusher, _, _)) = record.outcome else { continue }
            let name = pusher.name ?? "\(pusher.id)"
            let shown = showing ?? Set(stack.screens.map { $0.pusher.name ?? "\($0.pusher.id)" })
            showing = shown
            // The showing chain: the listed nodes from the first while each still shows, the
            // new one excepted (it shows now, but was not showing when the show began).
            var chain = 0
            while chain < names.count, names[chain] != name, shown.contains(names[chain]) { chain += 1 }
            names.removeSubrange(chain...)
            names.append(name)
        }
        followed = stack.requestCount
    }

    /// `['A'|'B']`, or `[]` with no node.
    var description: String {
        "[" + names.map { "'\($0)'" }.joined(separator: "|") + "]"
    }
}
