/// The command line, parsed: which command, its operands, and the options.
struct Invocation: Sendable {
    enum Command: String, Sendable, CaseIterable {
        case run, check, demo, repl, help
    }

    var command: Command
    var operands: [String] = []
    var options = Options()
    /// `--help` after a command: print that command's help instead of running it.
    var wantsHelp = false
    var wantsVersion = false

    /// What is wrong with the arguments.
    struct Problem: Error, Sendable {
        let message: String
    }

    /// Parses `arguments` (without the program name). `usesColour` is whether standard output is
    /// a terminal that may be coloured.
    static func parse(_ arguments: [String], usesColour: Bool) throws(Problem) -> Invocation {
        var invocation = Invocation(command: .help)
        invocation.options.style = TerminalStyle(usesColour: usesColour)
        var rest = arguments[...]
        if let first = rest.first, !first.hasPrefix("-") || first == "-" {
            guard let command = Command(rawValue: first) else {
                throw Problem(message: "unknown command \"\(first)\": expected one of \(Command.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            invocation.command = command
            rest = rest.dropFirst()
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "-h", "--help":
                invocation.wantsHelp = true
            case "--version":
                invocation.wantsVersion = true
            case "--ascii":
                invocation.options.ascii = true
            case "--final":
                invocation.options.finalOnly = true
            case "--syntax-only":
                invocation.options.syntaxOnly = true
            case "--no-color":
                invocation.options.style = .plain
            case "--format":
                guard let value = rest.popFirst() else { throw Problem(message: "expected text or json after --format, found nothing") }
                invocation.options.format = try format(value)
            case _ where argument.hasPrefix("--format="):
                invocation.options.format = try format(String(argument.dropFirst("--format=".count)))
            case _ where argument.hasPrefix("-") && argument != "-":
                throw Problem(message: "unknown option \"\(argument)\"; see stapel-sim --help")
            default:
                invocation.operands.append(argument)
            }
        }
        if invocation.options.format == .json {
            invocation.options.style = .plain
        }
        return invocation
    }

    private static func format(_ value: String) throws(Problem) -> Options.Format {
        guard let format = Options.Format(rawValue: value) else {
            throw Problem(message: "expected text or json after --format, found \"\(value)\"")
        }
        return format
    }
}
