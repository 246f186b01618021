/// How the simulator prints.
struct Options: Sendable {
    enum Format: String, Sendable, CaseIterable {
        case text
        case json
        /// `check`: JUnit XML, one testsuite per file and one testcase per expectation.
        case junit
        /// `check`: GitHub Actions annotations, `::error file=…,line=…,col=…::message`.
        case github
        /// `explore`: the state graph by screen stack, as a Mermaid flowchart.
        case mermaid
        /// `explore`: the same graph in Graphviz's DOT.
        case dot

        /// `text, json, junit, github, mermaid or dot`, for messages.
        static var names: String {
            let names = allCases.map(\.rawValue)
            return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        }
    }

    var format = Format.text
    /// Draw trees with ASCII instead of box-drawing characters.
    var ascii = false
    /// Print only the final tree (and failures), not one per step.
    var finalOnly = false
    /// Print the whole tree after every step, not only what changed.
    var full = false
    /// `check` parses and reports syntax errors only, running nothing.
    var syntaxOnly = false
    var style = TerminalStyle.plain
    /// `explore --depth N`: states this many moves from the first are not expanded.
    var explorationDepth = 10
    /// `explore --max-states N`: the search stops when it has found this many states.
    var maxStates = 100_000
    /// `explore --walks N`: make N seeded random walks instead of searching.
    var walks: Int?
    /// `explore --walk-length L`: moves a walk makes at most.
    var walkLength = 100
    /// `explore --seed S`: where the walks' random numbers start; the same seed makes the same walks.
    var seed: UInt64 = 1
    /// `explore --baseline FILE`: the JSON of an earlier run; its findings are known, and only
    /// new ones are reported.
    var baseline: String?
    /// `explore --write-repros DIR`: where a scenario showing each finding is written.
    var reproDirectory: String?
    /// `explore --steps-as-moves`: the scenario's own steps are moves from every state too.
    var stepsAsMoves = false
    /// `explore --strict`: report what may be intended too (a push that replaces a screen).
    var strict = false
    /// `check --coverage`, `explore --coverage`: report what was exercised of each app.
    var coverage = false
    /// `--max-steps N`: a file with more steps is refused before it runs.
    var maxSteps = 1_000_000
    /// `--max-depth N`: a step that leaves more pushed screens on the top layer, or more layers,
    /// than this stops its file.
    var maxDepth = 10_000
    /// `check --record MODE` (or `STAPEL_RECORD=MODE`): which `expect tree` blocks a check
    /// writes into its file.
    var record = TreeRecorder.Mode.never
    /// `check --shard K/N`: check only the K-th of N shares of the files (1-based), for a CI
    /// matrix; `explore --shard K/N`: explore only the K-th share of each file's states. `nil`
    /// checks or explores them all.
    var shard: (index: Int, count: Int)?
    /// `explore --merge`: the files are the JSON reports of `explore --shard K/N`, merged into
    /// the report one search prints.
    var merge = false
    /// `format --check`: write nothing; list the files that would change.
    var checkOnly = false
    /// `check --jobs N`: check files in this many processes at once.
    var jobs = 1
    /// `check --worker STYLE`: this process is one of `--jobs`' workers; it prints one line of
    /// JSON per file (see ``ParallelCheck``).
    var isWorker = false
}
