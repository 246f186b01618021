/// `stapel-sim repl`: loads an app, then carries out one step per line typed, printing the tree
/// after each.
@MainActor
struct Repl {
    let simulator: Simulator
    let readLine: () -> String?

    func run(_ source: ScenarioSource) -> ExitCode {
        var tally = Simulator.Tally()
        guard var scenario = simulator.parse(source, into: &tally) else { return tally.exitCode }
        scenario.steps = []
        let runner = ScenarioRunner(scenario: scenario)
        let console = simulator.console
        simulator.emit(runner.mountReport, runner, DiagnosticFormatter(sourceLines: [], style: simulator.options.style))
        console.line("Type a step (help for the list, quit to leave).")
        console.flush()
        var lineNumber = 0
        while let line = readLine() {
            lineNumber += 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            switch trimmed {
            case "": continue
            case "quit", "exit": return .success
            case "help":
                console.line("""
                    Steps: tap "Label", back, push DEST [with CONTEXT] [as ID] [to "pusher"],
                    pop [to root | to ID | from ID | after N | N], present sheet|cover DEST [as ID],
                    dismiss [all | to ID | from ID | N], hide "pusher",
                    evaluate [with CONTEXT], explain [with CONTEXT], print, expect …
                    (see docs/scenario-language.md); quit to leave.
                    """)
                console.flush()
                continue
            default:
                break
            }
            let formatter = DiagnosticFormatter(sourceLines: [Substring(trimmed)], style: simulator.options.style)
            do {
                let step = try ScenarioParser.parseStep(trimmed, views: scenario.views, defaultPresentation: scenario.profile.defaultPresentation,
                                                          file: "<repl>")
                simulator.emit(runner.run(step), runner, formatter)
            } catch {
                error.diagnostics.forEach { console.line(formatter.format($0)) }
            }
            console.flush()
        }
        return .success
    }
}
