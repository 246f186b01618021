/// What `--help` prints, per command.
enum HelpText {
    static let version = "stapel-sim 0.1.0"

    /// What `help` prints about: a command, or the scenario language.
    enum Topic: Equatable {
        case command(Invocation.Command)
        case language

        static let languageWord = "language"

        init?(_ word: String) {
            if word == Self.languageWord {
                self = .language
            } else if let command = Invocation.Command(rawValue: word) {
                self = .command(command)
            } else {
                return nil
            }
        }
    }

    static func text(for topic: Topic) -> String {
        switch topic {
        case .language: LanguageSummary.text
        case .command(let command): text(for: command)
        }
    }

    static func text(for command: Invocation.Command) -> String {
        switch command {
        case .help: overview
        case .run: run
        case .check: check
        case .explore: explore
        case .format: format
        case .demo: demo
        case .repl: repl
        }
    }

    static let overview = """
        stapel-sim: simulate SwiftUI-style view hierarchies and Stapel stack navigation.

        Usage: stapel-sim <command> [options] [FILE…]
        Options may come before or after the command; -- ends them.

        Commands:
          run FILE…      run scenarios: the tree once, then what each step changed
          check FILE…    run scenarios, print failed expectations and "N passed, M failed"
          explore FILE…  search every state the app reaches by taps and back; report dead ends,
                         refused pushes, unreachable texts, growth and broken invariants
          format FILE…   lay scenario files out canonically, in place (--check: list, exit 1)
          demo [NAME]    list the bundled examples, or run one
          repl [FILE]    load an app and type steps, seeing the tree after each
          help [TOPIC]   print this help, a command's (help run is run --help), or the
                         scenario language's grammar (help language)

        Options:
          --format FORMAT      run, demo: text (default) or json, a document per step;
                               check: text, json (an object per expectation), junit or github;
                               explore: text, json (a report per file), github, mermaid or
                               dot (the state graph). json is JSON Lines: one object per line
                               (jsonl is the same)
          --ascii              draw trees with ASCII characters
          --full               (run, demo) print the whole tree after every step, not only changes
          --final              print only the final tree (and failures)
          --syntax-only        (check) parse and report errors without running
          --jobs N             (check) check files in N processes at once; (explore) split each
                               file's search among N processes; either prints what one does
          --shard K/N          (check) check only the K-th of N shares of the files, for a CI matrix;
                               (explore) explore only the K-th of N shares of each file's states
          --merge              (explore) the files are explore --shard K/N --format json reports:
                               print what one search prints
          --record [MODE]      (check) write the tree found into `expect tree` blocks: missing
                               (empty blocks, the default), failed, all or never; STAPEL_RECORD
          --depth N            (explore) expand states fewer than N moves from the first (10)
          --max-states N       (explore) stop after finding N states (100000)
          --walks N            (explore) make N seeded random walks instead of searching
          --walk-length L      (explore) moves a walk makes at most (100)
          --seed S             (explore) the walks' seed (1): the same seed makes the same walks
          --baseline FILE      (explore) report only findings not in FILE (an explore --format json)
          --write-repros DIR   (explore) write a scenario showing each finding into DIR
          --steps-as-moves     (explore) try the scenario's own steps from every state too
          --strict             (explore) report what may be intended too: replaced screens
          --coverage           (check, explore) report which buttons, links, pushers, rule sides
                               and screens were exercised, and which were not
          --max-steps N        refuse a file of more than N steps (1000000)
          --max-depth N        stop a file when a layer holds more than N pushed screens, or
                               there are more than N layers (10000)
          --no-color           never colour (colour is used only on a terminal without NO_COLOR)
          -h, --help           print help for a command
          --version            print the version

        FILE may be - for standard input. Exit status: 0 success, 1 a failed expectation or step,
        2 unusable input or arguments. The scenario language: stapel-sim help language.
        """

    static let run = """
        Usage: stapel-sim run [--format text|json] [--ascii] [--full | --final] FILE…

        Mounts each scenario's app, prints its tree, and carries out its steps. After every step
        it prints a header (the step number, the step as written, and its outcome, such as
        `pushed to pusher 2 "account"`, with "(no change)" when the tree stayed the same) and what
        changed in the tree: `-` lines that went, `+` lines that came, two unchanged lines around
        each, `…` for the rest. `print` shows the whole tree; --full shows it after every step.
        Failed expectations are reported with their location and the run goes on. Exit status 1
        when anything failed, 2 for unusable input.

        With --format json (or jsonl), JSON Lines: one document per step, one per line: number,
        step, line, file, outcome, failure, tree, and requests (each request the step made or
        moved on, with its run-wide id, status applied|queued|dropped|vetoed|refused, and the
        steps it applied). Schemas: docs/schema/ in the repository.
        """

    static let check = """
        Usage: stapel-sim check [--format text|json|junit|github] [--syntax-only] [--coverage]
                                [--jobs N] [--shard K/N] [--record [missing|failed|all|never]] FILE…

        Runs each scenario without printing trees. Every failed expectation is printed as
        `file:line:column: expectation failed: …` with what was expected and what was found; the
        last line counts expectations: `N passed, M failed`, a file that does not parse counting
        as one failure (`3 passed, 2 failed (1 file did not parse)`). Exit status 0 only when all
        pass, 1 when one failed, 2 when a file could not be read or parsed.
          --format json     JSON Lines: an object per expectation, failed step or parse error,
                            then a summary (jsonl is the same; schemas in docs/schema/)
          --format junit    JUnit XML: a testsuite per file, a testcase per expectation
          --format github   GitHub Actions annotations (::error file=…,line=…,col=…::…), then the count
        With --syntax-only it only parses, reports errors, and ends with `N of M files parse`.
        With --coverage (text or json) it reports, after each file, which of its app's buttons,
        links, pushers, rule sides (accepts and rejects) and screens the steps exercised.
        With --jobs N the files are shared among N processes (`stapel-sim check --worker …`,
        started by check itself), and the output is byte for byte what one process prints, in the
        order the files were given; standard input is checked by the first process.
        With --shard K/N it checks only the files K, K+N, K+2N, … of those given (1-based): N CI
        jobs with the same files and shards 1/N … N/N check each file exactly once.
        With --record MODE it writes the tree it finds into `expect tree` blocks of the files, in
        place, every other byte kept: missing fills empty blocks (the default of --record),
        failed also rewrites the blocks that do not match, all rewrites every block, never
        (the default) writes nothing. It prints each block it wrote, counts them in the last
        line (`2 passed, 0 failed, 1 tree recorded`) and exits 1 when it wrote one, so a CI run
        never passes by recording. STAPEL_RECORD=MODE does the same when --record is not given
        (CI sets never). An empty `expect tree` block fails without --record, saying so.
        """

    static let format = """
        Usage: stapel-sim format [--check] FILE…

        Rewrites each scenario file in the one canonical layout: two spaces per block level, one
        space between words (none before , : ) ] or after ( [), one space before a comment, at
        most one blank line in a row and none at the ends, and a final newline. Only spaces and
        blank lines change: words, numbers, strings, comments and the trees under `expect tree`
        stay as written. Formatting twice changes nothing. Every file is parsed first: when one
        has an error, it is reported and no file is written (exit status 2). - formats standard
        input to standard output.
          --check   write nothing; list the files that would change, and exit 1 if any would
                    (for CI)
        """

    static let explore = """
        Usage: stapel-sim explore [--depth N] [--max-states N] [--format text|json|github|mermaid|dot]
                                  [--walks N [--walk-length L] [--seed S]] [--baseline FILE]
                                  [--write-repros DIR] [--steps-as-moves] [--strict]
                                  [--coverage] [--shard K/N | --jobs N] FILE…
               stapel-sim explore --merge [--format text|json|github] [--baseline FILE]
                                  [--write-repros DIR] REPORT…

        Searches, breadth first, every state the app reaches from its first one by tapping each
        visible button, link and tab, delivering each declared event and going back (and with
        --steps-as-moves, by each of the file's own steps). Two states that print the same tree,
        with the same stack, bindings and values `set` wrote on their screens, are one state,
        so the search is exact and prints the same on every run. It reports, each with the
        shortest path of moves that shows it:
          dead end              a screen with nothing to tap and nothing to go back to
          ambiguous tap         two visible buttons or links with one label
          duplicate id          a push of an id the stack already has, refused by its rules
          push never accepted   a button or link whose push nothing accepts, wherever tapped
          unbounded growth      moves that, repeated, pile up screens or layers without end
          invariant broken      an `invariant EXPECTATION` line of the file that does not hold
          nested stack          a stack inside a screen pushed on another: two navigation bars
          fatal error           a move the library stops the app on (`errors fatal`)
          unreachable           a declared text or label no state shows (a complete search)
          not reached           the same, when --depth or --max-states stopped the search first
        With --strict, also what may be intended:
          replaced screen       a tap whose push replaces the screen its pusher showed, because
                                that screen has no pusher of its own
        With --write-repros DIR each finding but an unreachable or not reached text, a nested
        stack or a replaced screen is written as a scenario (the file's app, the path, and a
        last step that fails on today's app) that `check` runs.
        With --walks N it makes N random walks of up to --walk-length moves (100) instead, each
        move chosen among those the search tries, from --seed (1): for apps too large to search
        whole. It reports the same kinds of findings, each path shrunk until no step or pair
        of steps can be left out, prints its seed, and the same seed prints the same bytes;
        a declared text no walk showed is "not reached", never unreachable.
        With --format json each finding has an id that stays the same from run to run while the
        finding does; --baseline FILE (an earlier explore --format json) reports only the
        findings FILE does not have, and says how many known ones it left out: a CI job keeps
        its known findings and fails only on new ones.
        With --shard K/N (1 <= K <= N) it explores the K-th of N shares of each file's states,
        for a CI matrix: every share explores the first levels whole, up to the first level with
        16 states per share, and then only its share of that level's states, dealt in turn in
        the order of their fingerprints. --format json then writes what --merge needs; --merge REPORT… reads the reports of
        all N shares (any order, several files' in one) and prints what one search prints, in
        text, json or github, with repros (reading the explored files again for github and
        --write-repros). With --jobs N it does that itself: N processes explore the N shares of
        each file at once, and it prints what one search prints.
        With --coverage it reports what the whole state space exercises, as check --coverage
        does for the steps. With --format json (or jsonl), JSON Lines: a report per file, and its
        coverage after it. With --format github, a GitHub Actions annotation per finding at the
        line of the element it names (::error file=…,line=…,col=…::…), then the report. With
        --format mermaid or dot, the state graph by screen stack (a node per distinct stack of
        screens, an edge per move between two, the nodes of findings marked, at most 500 edges
        with a note on the rest) as a Mermaid flowchart (GitHub renders it in Markdown) or in
        Graphviz's DOT, then the report as comments. Exit status 0 when nothing was found, 1 when something was, 2 for
        unusable input.
        """

    static let demo = """
        Usage: stapel-sim demo [NAME] [--format text|json] [--ascii] [--final]

        Without NAME, lists the examples built into the binary. With NAME, runs that example as
        `stapel-sim run` would (it works from any directory).
        """

    static let repl = """
        Usage: stapel-sim repl [FILE]

        Loads the app (and views and profile) of FILE, or of the bundled simple example, prints its
        tree, then reads one step per line (tap "Push", back, push text "Hi", expect …) and prints
        what each changed in the tree. Type help for the steps, quit to leave. On a terminal:
        ←/→ and Home/End move, ↑/↓ walk the history, Tab completes a step's first word or a
        visible label inside a quote, Ctrl-C drops the line, Ctrl-D leaves. On a pipe it prints
        no banner or prompt, only what run prints, and exits as run does: 1 when a step or
        expectation failed, 2 when a line did not parse.
        """
}
