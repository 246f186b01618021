/// How the simulator prints.
struct Options: Sendable {
    enum Format: String, Sendable {
        case text
        case json
    }

    var format = Format.text
    /// Draw trees with ASCII instead of box-drawing characters.
    var ascii = false
    /// Print only the final tree (and failures), not one per step.
    var finalOnly = false
    /// `check` parses and reports syntax errors only, running nothing.
    var syntaxOnly = false
    var style = TerminalStyle.plain
}
