import Pusher
import ViewTree

/// A request as `run --format json` reports it: one object per request a step made or moved on
/// (a queued push that ran during a `wait`), with an id unique in the run.
///
/// ```json
/// {"id":2,"request":"push Detail","status":"applied","steps":["push Detail → pushed to pusher 1"]}
/// ```
struct RequestReport: Sendable, Equatable {
    /// Unique in the run, across the stacks of every tab; the same each time the request is
    /// reported.
    let id: Int
    /// The request in the scenario language's words.
    let request: String
    let status: NavigationStatus
    /// What it applied, in order; empty when it changed nothing.
    let steps: [String]

    /// `{"id":…,"request":…,"status":…,"steps":[…]}`, keys sorted.
    var json: String {
        let steps = self.steps.map { Quoting.quoted($0, style: .json) }.joined(separator: ",")
        return "{\"id\":\(id),\"request\":\(Quoting.quoted(request, style: .json)),\"status\":\"\(status.rawValue)\",\"steps\":[\(steps)]}"
    }
}

/// Gives the records of a run's stacks run-wide ids, and reads which changed since it last
/// looked.
@MainActor
struct RequestReporter {
    private struct Key: Hashable {
        let stack: ObjectIdentifier
        let record: Int
    }

    private var ids: [Key: Int] = [:]
    /// Each stack's log revision when it last looked.
    private var revisions: [ObjectIdentifier: Int] = [:]

    /// The requests of `stacks` made or changed since the last call, in the order of their ids.
    ///
    /// - Complexity: O(1) for a stack whose log did not change, else O(its log).
    mutating func requests(of stacks: [Stack]) -> [RequestReport] {
        var reports: [RequestReport] = []
        for stack in stacks {
            let key = ObjectIdentifier(stack)
            let records = stack.records(updatedAfter: revisions[key] ?? 0)
            revisions[key] = stack.logRevision
            for record in records {
                let recordKey = Key(stack: key, record: record.id)
                let id = ids[recordKey] ?? ids.count + 1
                ids[recordKey] = id
                let steps = record.steps.map { "\(Self.words(of: $0.change.request)) → \($0.change.outcome)" }
                reports.append(RequestReport(id: id, request: Self.words(of: record.request), status: record.status, steps: steps))
            }
        }
        return reports.sorted { $0.id < $1.id }
    }

    /// `request` as a scenario writes it, a destination by its view's name (or where its
    /// elements are written: `line 4:5`).
    static func words(of request: NavigationRequest<AnyView>) -> String {
        request.map { DestinationName(view: $0) }.description
    }

    /// A destination as a request prints it: the name, unquoted.
    private struct DestinationName: CustomStringConvertible {
        let description: String

        @MainActor
        init(view: AnyView) {
            // A destination's key also names the values bound where it was asked for: not
            // part of its name.
            if let destination = view.base as? Destination {
                description = ScenarioWorld.restorationKey(of: destination.elements)
            } else {
                description = (view.base as? any RestorableView)?.restorationKey ?? "a view"
            }
        }
    }
}
