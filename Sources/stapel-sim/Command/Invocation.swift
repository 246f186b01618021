/// The command line, parsed: which command, its operands, and the options.
///
/// Options may come anywhere, before the command or after its files, as swift-argument-parser's
/// tools accept them; `--` ends them, so a file may start with `-`. The command is the first word
/// that is not an option.
struct Invocation: Sendable {
    enum Command: String, Sendable, CaseIterable {
        case run, check, explore, format, demo, repl, help
    }

    var command: Command
    var operands: [String] = []
    var options = Options()
    /// `--help` after a command: print that command's help instead of running it.
    var wantsHelp = false
    var wantsVersion = false
    /// `--worker colour`: the style the worker's parent prints in.
    private var workerUsesColour = false
    /// Whether `--seed` was given: it means something only with `--walks`.
    private var seedGiven = false

    /// What is wrong with the arguments.
    struct Problem: Error, Sendable {
        let message: String
    }

    /// Parses `arguments` (without the program name). `usesColour` is whether standard output is
    /// a terminal that may be coloured; `environment` may hold `STAPEL_RECORD`, which `check`
    /// reads when no `--record` is given.
    static func parse(_ arguments: [String], usesColour: Bool, environment: [String: String] = [:]) throws(Problem) -> Invocation {
        var invocation = Invocation(command: .help)
        invocation.options.style = TerminalStyle(usesColour: usesColour)
        var command: Command?
        var optionsEnded = false
        var recordGiven = false
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                if command == nil {
                    guard let named = Command(rawValue: argument) else {
                        throw Problem(
                            message:
                                "unknown command \(Self.quoted(argument)): expected one of \(Command.allCases.map(\.rawValue).joined(separator: ", "))"
                        )
                    }
                    command = named
                } else {
                    invocation.operands.append(argument)
                }
                continue
            }
            switch argument {
            case "--":
                optionsEnded = true
            case "-h", "--help":
                invocation.wantsHelp = true
            case "--version":
                invocation.wantsVersion = true
            case "--ascii":
                invocation.options.ascii = true
            case "--final":
                invocation.options.finalOnly = true
            case "--full":
                invocation.options.full = true
            case "--syntax-only":
                invocation.options.syntaxOnly = true
            case "--no-color", "--no-colour":
                invocation.options.style = .plain
            case "--coverage":
                invocation.options.coverage = true
            case "--steps-as-moves":
                invocation.options.stepsAsMoves = true
            case "--strict":
                invocation.options.strict = true
            case "--merge":
                invocation.options.merge = true
            case "--check":
                invocation.options.checkOnly = true
            case "--record":
                // A mode may follow; without one, the blocks never recorded.
                if let next = rest.first, let mode = TreeRecorder.Mode(rawValue: next) {
                    rest.removeFirst()
                    invocation.options.record = mode
                } else {
                    invocation.options.record = .missing
                }
                recordGiven = true
            case _ where argument.hasPrefix("--record="):
                invocation.options.record = try recordMode(String(argument.dropFirst("--record=".count)), after: "--record")
                recordGiven = true
            case _ where Self.valuedOptions.contains(argument):
                guard let value = rest.popFirst() else { throw Problem(message: "expected a value after \(argument), found nothing") }
                try invocation.set(argument, to: value)
            case _ where Self.valuedOptions.contains(where: { argument.hasPrefix($0 + "=") }):
                let parts = argument.split(separator: "=", maxSplits: 1)
                try invocation.set(String(parts[0]), to: parts.count > 1 ? String(parts[1]) : "")
            case "--format":
                guard let value = rest.popFirst() else { throw Problem(message: "expected \(Options.Format.names) after --format, found nothing") }
                invocation.options.format = try format(value)
            case _ where argument.hasPrefix("--format="):
                invocation.options.format = try format(String(argument.dropFirst("--format=".count)))
            default:
                throw Problem(message: "unknown option \(Self.quoted(argument)); see stapel-sim --help")
            }
        }
        invocation.command = command ?? .help
        // CI sets STAPEL_RECORD=never; a person may set another mode for a session. Only a check
        // records; the flag wins over the variable.
        if !recordGiven, invocation.command == .check, let mode = environment["STAPEL_RECORD"], !mode.isEmpty {
            invocation.options.record = try recordMode(mode, after: "STAPEL_RECORD=")
        }
        try invocation.validate()
        if invocation.options.isWorker {
            invocation.options.style = TerminalStyle(usesColour: invocation.workerUsesColour)
        }
        if invocation.options.format != .text {
            invocation.options.style = .plain
        }
        return invocation
    }

    /// What `explore --shard`, `--merge` and `--jobs` cannot go with: random walks, a graph,
    /// coverage.
    private func exploreClash(with option: String) -> Problem? {
        if options.walks != nil { return Problem(message: "\(option) splits a breadth-first search; --walks makes random walks instead") }
        if options.format == .mermaid || options.format == .dot {
            return Problem(
                message:
                    "\(option) cannot draw the graph of a search split into shards; explore the file whole with --format \(options.format.rawValue)")
        }
        if options.coverage { return Problem(message: "\(option) cannot report the coverage of a search split into shards") }
        return nil
    }

    /// The options ``set(_:to:)`` takes, written `--option VALUE` or `--option=VALUE`.
    private static let valuedOptions = [
        "--depth", "--max-states", "--write-repros", "--max-steps", "--max-depth", "--jobs", "--worker", "--shard", "--walks", "--walk-length",
        "--seed", "--baseline",
    ]

    /// Sets an option that takes a value: a count of at least 1 (0 for `--depth`), a seed, a
    /// shard, or a path.
    private mutating func set(_ option: String, to value: String) throws(Problem) {
        if option == "--worker" {
            // Internal: `check --jobs` starts workers with the style its own output uses.
            guard value == "plain" || value == "colour" else {
                throw Problem(message: "expected plain or colour after --worker, found \(Self.quoted(value))")
            }
            options.isWorker = true
            workerUsesColour = value == "colour"
            return
        }
        if option == "--shard" {
            let parts = value.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
                throw Problem(message: "expected K/N after --shard, with 1 <= K <= N (--shard 2/4), found \(Self.quoted(value))")
            }
            options.shard = (index, count)
            return
        }
        if option == "--seed" {
            guard let seed = UInt64(value) else {
                throw Problem(message: "expected a whole number from 0 to \(UInt64.max) after --seed, found \(Self.quoted(value))")
            }
            options.seed = seed
            seedGiven = true
            return
        }
        if option == "--baseline" {
            guard !value.isEmpty else { throw Problem(message: "expected a file after --baseline, found nothing") }
            options.baseline = value
            return
        }
        if option == "--write-repros" {
            guard !value.isEmpty else { throw Problem(message: "expected a directory after --write-repros, found nothing") }
            options.reproDirectory = value
            return
        }
        let least = option == "--depth" ? 0 : 1
        guard let count = Int(value), count >= least else {
            throw Problem(message: "expected a whole number of at least \(least) after \(option), found \(Self.quoted(value))")
        }
        switch option {
        case "--depth": options.explorationDepth = count
        case "--max-steps": options.maxSteps = count
        case "--max-depth": options.maxDepth = count
        case "--jobs": options.jobs = count
        case "--walks": options.walks = count
        case "--walk-length": options.walkLength = count
        default: options.maxStates = count
        }
    }

    /// Refuses what the command cannot use: a format it does not print, more operands than it
    /// takes, an unknown command after `help`.
    private func validate() throws(Problem) {
        switch (command, options.format) {
        case (_, .text), (_, .json), (.check, .junit), (.check, .github), (.explore, .github), (.explore, .mermaid), (.explore, .dot):
            break
        case (.explore, let format):
            throw Problem(message: "--format \(format.rawValue) is a format of check; explore prints text, json, github, mermaid or dot")
        case (_, .mermaid), (_, .dot):
            throw Problem(message: "--format \(options.format.rawValue) is a format of explore; \(command.rawValue) prints text or json")
        case (_, let format):
            throw Problem(message: "--format \(format.rawValue) is a format of check; \(command.rawValue) prints text or json")
        }
        if options.full, options.finalOnly {
            throw Problem(message: "--full and --final ask for opposite things: every tree whole, or only the last one")
        }
        if options.record != .never {
            guard command == .check else { throw Problem(message: "--record is an option of check") }
            guard !operands.contains("-") else {
                throw Problem(message: "--record writes trees into scenario files; standard input is not one")
            }
        }
        if options.walks != nil || seedGiven || options.walkLength != 100, command != .explore {
            throw Problem(message: "--walks, --walk-length and --seed are options of explore")
        }
        if options.walks == nil, seedGiven || options.walkLength != 100 {
            throw Problem(message: "--walk-length and --seed shape random walks: give --walks N too")
        }
        if options.baseline != nil, command != .explore {
            throw Problem(message: "--baseline is an option of explore")
        }
        if options.shard != nil, command != .check && command != .explore {
            throw Problem(message: "--shard is an option of check and explore")
        }
        if options.merge {
            guard command == .explore else { throw Problem(message: "--merge is an option of explore") }
            if let clash = exploreClash(with: "--merge") { throw clash }
            if options.shard != nil { throw Problem(message: "--merge combines the reports of --shard runs; give one of them") }
        }
        if options.shard != nil, command == .explore, let clash = exploreClash(with: "--shard") { throw clash }
        if options.checkOnly, command != .format {
            throw Problem(message: "--check is an option of format")
        }
        if options.strict, command != .explore {
            throw Problem(message: "--strict is an option of explore")
        }
        if options.isWorker, command != .check {
            throw Problem(message: "--worker is an option of check")
        }
        if options.jobs > 1 {
            guard command == .check || command == .explore else { throw Problem(message: "--jobs is an option of check and explore") }
            if command == .explore, let clash = exploreClash(with: "--jobs") { throw clash }
            if command == .explore, options.shard != nil || options.merge {
                throw Problem(message: "--jobs splits the search into shards itself; give it without \(options.merge ? "--merge" : "--shard")")
            }
        }
        if options.coverage, command != .check && command != .explore || options.format == .junit || options.format == .github {
            throw Problem(message: "--coverage is an option of check and explore, with text or json")
        }
        let most: Int? =
            switch command {
            case .run, .check, .explore, .format: nil
            case .demo, .repl, .help: 1
            }
        if let most, operands.count > most {
            throw Problem(
                message:
                    "\(command.rawValue) takes at most \(most) operand, found \(operands.count): \(operands.map(Self.quoted).joined(separator: " "))")
        }
        if command == .help, let topic = operands.first, HelpText.Topic(topic) == nil {
            let topics = Command.allCases.map(\.rawValue) + [HelpText.Topic.languageWord]
            throw Problem(
                message: "unknown topic \(Self.quoted(topic)) after help: expected one of \(topics.joined(separator: ", "))"
                    + Suggestion.phrase(for: topic, among: topics))
        }
    }

    /// What to print help about: `help run` is `run --help`; `help language` the grammar.
    var helpTopic: HelpText.Topic {
        command == .help ? operands.first.flatMap(HelpText.Topic.init) ?? .command(.help) : .command(command)
    }

    private static func recordMode(_ value: String, after place: String) throws(Problem) -> TreeRecorder.Mode {
        guard let mode = TreeRecorder.Mode(rawValue: value) else {
            let names = TreeRecorder.Mode.allCases.map(\.rawValue)
            throw Problem(
                message: "expected \(TreeRecorder.Mode.names) after \(place), found \(quoted(value))" + Suggestion.phrase(for: value, among: names))
        }
        return mode
    }

    private static func format(_ value: String) throws(Problem) -> Options.Format {
        // JSON Lines is what json prints; `jsonl` names it so.
        guard let format = Options.Format(rawValue: value == "jsonl" ? "json" : value) else {
            throw Problem(message: "expected \(Options.Format.names) after --format, found \(quoted(value))")
        }
        return format
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text + "\""
    }
}
