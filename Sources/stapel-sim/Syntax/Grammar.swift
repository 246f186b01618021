/// The words of the scenario language, in one place. The parser's lists of what may stand
/// somewhere ("expected a step (tap, back, …)") and its did-you-mean candidates read them, the
/// REPL completes step words from them, the editor grammar (`editors/stapel.tmLanguage.json`)
/// is generated from them, and a test checks that `help language` and the docs' grammar
/// summary name every one. A new word added here is known everywhere at once.
///
/// A name of two words (`replace root`) is one form; its first word is what the parser
/// dispatches on and what a misspelling is compared with.
enum Grammar {
    /// What starts a top-level line before the steps, besides directives.
    static let declarations = ["view", "app", "route", "invariant", "state", "binding", "on"]

    /// What starts an element of a block.
    static let elements = [
        "text", "button", "link", "listlink", "stapel", "pusher", "vstack", "hstack", "list", "group", "counter",
        "guard", "tabs", "tab", "if", "else", "for", "on appear", "stack", "navigation bar", "overlay",
    ]

    /// What starts an action (after `->` of a button, in `then` chains, and as a step).
    static let actions = [
        "push", "pop", "back", "present", "alert", "dialog", "dismiss", "hide", "set", "replace root", "remove",
        "open", "select tab",
    ]

    /// What starts a step.
    static let steps = [
        "tap", "back", "push", "pop", "present", "alert", "dialog", "dismiss", "hide", "set", "replace root",
        "remove", "open", "save", "restore", "select tab", "event", "evaluate", "explain", "wait", "settle", "print", "expect",
    ]

    /// What follows `expect` (and `invariant`).
    static let expectations = [
        "not", "visible", "hidden", "absent", "accepts", "rejects", "pushers", "active", "depth", "layers",
        "contains", "outcome", "result", "state", "tree", "transitioning", "settled", "time", "did appear", "context",
        "binding", "description",
    ]

    /// Every directive, as messages list them: the names of ``Directive/all``.
    static let directives = Directive.all.map(\.name)

    /// The words inside forms: what joins, targets and paces them, and the words of rules.
    static let connectives = [
        "with", "as", "to", "when", "then", "from", "after", "root", "all", "one", "by", "force", "gesture", "cancel",
        "finish", "sheet", "cover", "result", "snapshot", "animated", "instantly", "in", "and", "or", "has", "top",
        "showing",
    ]

    /// The literal values.
    static let constants = ["true", "false", "null"]

    /// The first word of each of `names`.
    static func firstWords(of names: [String]) -> [String] {
        names.map { String($0.prefix { $0 != " " }) }
    }

    /// Every word of every list, each once, sorted.
    static var keywords: [String] {
        let lists = [declarations, elements, actions, steps, expectations, directives, connectives, constants]
        return Set(lists.joined().flatMap { $0.split(separator: " ").map(String.init) }).sorted()
    }
}
