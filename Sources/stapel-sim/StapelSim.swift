import Foundation

/// The `stapel-sim` command: everything it does lives in `Command/`.
@main
struct StapelSim {
    @MainActor
    static func main() {
        LastRun.isEnabled = !LastRun.leakCheckerWatches
        let console = Console.standard()
        let usesColour = isatty(STDOUT_FILENO) != 0 && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        var tool = CommandLineTool(console: console)
        if isatty(STDOUT_FILENO) != 0 { tool.lineEditor = LineEditor() }
        tool.executable = Bundle.main.executableURL
        tool.environment = ProcessInfo.processInfo.environment
        let code = tool.run(Array(CommandLine.arguments.dropFirst()), usesColour: usesColour)
        console.flush()
        exit(code.rawValue)
    }
}
