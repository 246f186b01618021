/// `stapel-sim repl`: loads an app, then carries out one step per line typed, printing the tree
/// and then what each step changed. Errors name the line as typed (`<repl>:7:5`). On a terminal
/// it shows a banner and a prompt and edits lines (history, Tab completing keywords and visible
/// labels), and always exits 0. On a pipe it prints no banner or prompt, only what `run` would,
/// and exits as `run` does: 1 when a step or expectation failed, 2 when a line did not parse.
@MainActor
struct Repl {
    let simulator: Simulator
    let readLine: () -> String?
    /// The terminal's line editor, when a person types.
    var editor: LineEditor?

    func run(_ source: ScenarioSource) -> ExitCode {
        var tally = Simulator.Tally()
        guard var scenario = simulator.parse(source, into: &tally) else { return tally.exitCode }
        scenario.steps = []
        let runner = ScenarioRunner(scenario: scenario)
        let console = simulator.console
        let showsChanges = !simulator.options.full
        simulator.emit(runner.mountReport, runner, DiagnosticFormatter(sourceLines: [], style: simulator.options.style), showingChanges: showsChanges)
        // A person at a terminal is told what to do and is never failed; a script is.
        let isInteractive = editor != nil
        if isInteractive { console.line("Type a step (help for the list, quit to leave).") }
        // Every line typed, so that a message can show the line it points at.
        var typed: [Substring] = []
        editor?.complete = { Self.completions(of: $0, labels: runner.host.visibleTexts) }
        while true {
            console.flush()
            guard let line = editor.map({ $0.readLine(prompt: "> ") }) ?? readLine() else { break }
            typed.append(Substring(line))
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            switch trimmed {
            case "": continue
            case "quit", "exit":
                console.flush()
                return isInteractive ? .success : tally.exitCode
            case "help":
                console.line(Self.help)
                continue
            default:
                break
            }
            typed[typed.count - 1] = Substring(trimmed)
            let formatter = DiagnosticFormatter(sourceLines: typed, style: simulator.options.style)
            do {
                let step = try ScenarioParser.parseStep(
                    trimmed, views: scenario.views, defaultPresentation: scenario.profile.defaultPresentation,
                    file: "<repl>", lineNumber: typed.count)
                let report = runner.run(step)
                simulator.count(report, into: &tally)
                simulator.emit(report, runner, formatter, showingChanges: showsChanges)
            } catch {
                tally.unusable = true
                for diagnostic in error.diagnostics { console.line(formatter.format(diagnostic)) }
            }
        }
        console.flush()
        return isInteractive ? .success : tally.exitCode
    }

    /// What Tab offers for `text`, the line before the cursor: a step's first word, or inside an
    /// open quote the visible labels and texts that start with what is typed.
    nonisolated static func completions(of text: String, labels: [String]) -> [String] {
        let quotes = text.count { $0 == "\"" }
        if quotes % 2 == 1, let open = text.lastIndex(of: "\"") {
            let typed = text[text.index(after: open)...]
            let head = text[...open]
            var seen: Set<String> = []
            return labels.filter { $0.hasPrefix(typed) && seen.insert($0).inserted }.map { head + $0 + "\"" }
        }
        guard !text.contains(" ") else { return [] }
        return ScenarioParser.stepWords.filter { $0.hasPrefix(text) }.map { $0 + " " }
    }

    static let help = """
        Steps (stapel-sim help language has them all):
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
