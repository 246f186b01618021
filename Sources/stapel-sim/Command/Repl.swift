/// `stapel-sim repl`: loads an app, then carries out one step per line typed, printing the tree
/// and then what each step changed. Errors name the line as typed (`<repl>:7:5`). On a terminal
/// it shows a prompt; on a pipe it reads lines and prints nothing else.
@MainActor
struct Repl {
    let simulator: Simulator
    let readLine: () -> String?
    /// Whether to show a prompt: standard input is a terminal.
    var prompts = false

    func run(_ source: ScenarioSource) -> ExitCode {
        var tally = Simulator.Tally()
        guard var scenario = simulator.parse(source, into: &tally) else { return tally.exitCode }
        scenario.steps = []
        let runner = ScenarioRunner(scenario: scenario)
        let console = simulator.console
        var tree = simulator.emit(runner.mountReport, runner, DiagnosticFormatter(sourceLines: [], style: simulator.options.style))
        console.line("Type a step (help for the list, quit to leave).")
        // Every line typed, so that a message can show the line it points at.
        var typed: [Substring] = []
        while true {
            if prompts { console.write("> ") }
            console.flush()
            guard let line = readLine() else { break }
            typed.append(Substring(line))
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            switch trimmed {
            case "": continue
            case "quit", "exit": return .success
            case "help":
                console.line(Self.help)
                continue
            default:
                break
            }
            typed[typed.count - 1] = Substring(trimmed)
            let formatter = DiagnosticFormatter(sourceLines: typed, style: simulator.options.style)
            do {
                let step = try ScenarioParser.parseStep(trimmed, views: scenario.views, defaultPresentation: scenario.profile.defaultPresentation,
                                                          file: "<repl>", lineNumber: typed.count)
                tree = simulator.emit(runner.run(step), runner, formatter, since: simulator.options.full ? nil : tree)
            } catch {
                error.diagnostics.forEach { console.line(formatter.format($0)) }
            }
        }
        console.flush()
        return .success
    }

    static let help = """
        Steps (docs/scenario-language.md has them all):
          tap "Label"   back [force]   push DEST [with CONTEXT] [as ID] [to "pusher"]
          push A, B as one   set screens A, B   replace root DEST   remove ID   open "/url"
          pop [to root | to ID | from ID | after N | N | with result VALUE]
          present sheet|cover DEST [as ID]   alert "Title" (buttons: not at the prompt)
          dismiss [all | to ID | from ID | N]   hide "pusher"   set KEY: VALUE
          save "name"   restore "name"   select tab "Title"   wait 0.3s   settle
          evaluate [with CONTEXT]   explain [with CONTEXT]   print [snapshot]   expect …
        quit to leave.
        """
}
