import Foundation

/// `stapel-sim format [--check] FILE…`: lays scenario files out canonically (see
/// ``ScenarioFormatter``), in place; `-` formats standard input to standard output.
///
/// Every file is parsed before any is written: a file with an error is reported and, as for any
/// rejected run, no file is touched. With `--check` nothing is written; the files that would
/// change are listed and the exit status is 1, for CI.
@MainActor
struct FormatCommand {
    let console: Console
    let checkOnly: Bool
    let style: TerminalStyle

    func run(_ sources: [ScenarioSource]) -> ExitCode {
        var formatted: [(source: ScenarioSource, text: String)] = []
        var rejected = false
        for source in sources {
            do {
                _ = try Simulator.scenario(of: source)
                formatted.append((source, ScenarioFormatter.format(source.text)))
            } catch {
                rejected = true
                let formatter = DiagnosticFormatter(source: source.text, style: style)
                for diagnostic in error.diagnostics { console.error(formatter.format(diagnostic)) }
            }
        }
        guard !rejected else {
            console.error("stapel-sim: error: nothing was formatted: fix the errors above first")
            return .unusableInput
        }
        let changed = formatted.filter { $0.text != $0.source.text }
        if checkOnly {
            for (source, _) in changed { console.line(source.name) }
            return changed.isEmpty ? .success : .failure
        }
        for (source, text) in formatted where source.name == ScenarioSource.standardInputName {
            console.write(text)
        }
        for (source, text) in changed where source.name != ScenarioSource.standardInputName {
            do {
                try AtomicFile.save(text, to: URL(fileURLWithPath: source.name).resolvingSymlinksInPath().path)
            } catch {
                console.error("stapel-sim: error: cannot write \"\(source.name)\": \(error.message)")
                return .unusableInput
            }
        }
        return .success
    }
}
