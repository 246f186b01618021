import Pusher
import ViewTree

/// A parsed scenario file: its views, its app, its directives and its steps.
struct Scenario: Sendable {
    let file: String
    let source: String
    /// Defined views by name.
    var views: [String: ViewDefinition] = [:]
    var app: [Element] = []
    var policy: PushPolicy = .stapel
    var steps: [Step] = []
}

/// A `view Name` block.
struct ViewDefinition: Sendable {
    let name: String
    let body: [Element]
    let location: SourceLocation
}

/// One element of a view hierarchy, where it was written.
struct Element: Sendable {
    indirect enum Kind: Sendable {
        case text(String)
        case button(String, Action)
        /// `link` (Stapel's `StackNavigationLink`) or `listlink` (`ListNavigationLink`).
        case link(String, context: PushContext, destination: [Element], isListRow: Bool)
        /// `stapel` (`WithStapel`, with its navigation view) or `pusher` (`WithPusher`).
        case pusher(isRoot: Bool, name: String?, rule: PushRule?, content: [Element])
        case container(ContainerKind, [Element])
        case counter(String)
        /// A defined view, by name.
        case reference(String)
    }

    let kind: Kind
    let location: SourceLocation
}

/// What a button does, or what a step does to the navigation.
enum Action: Sendable {
    case push([Element], context: PushContext, target: String?)
    case pop
    case back
}

/// One step of the script.
struct Step: Sendable {
    enum Kind: Sendable {
        case tap(String)
        case action(Action)
        case evaluate(PushContext)
        case explain(PushContext)
        case print
        case expect(Expectation)
    }

    let kind: Kind
    let location: SourceLocation
    /// The step as written, for headers and messages.
    let source: String
}

/// What an `expect` step checks.
enum Expectation: Sendable {
    case visible(String)
    case hidden(String)
    case absent(String)
    case accepts(PushContext)
    case rejects(PushContext)
    case pushers(Int)
    case activeName(String)
    case activeNumber(Int)
    case tree(String)
}
