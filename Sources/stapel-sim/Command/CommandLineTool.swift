import Foundation

/// Dispatches a command line to the commands; the `@main` type only hands it the arguments.
@MainActor
struct CommandLineTool {
    let console: Console
    /// Reads a line for the REPL; `nil` at the end of input.
    var readLine: () -> String? = { Swift.readLine() }
    /// The terminal's line editor, when a person types at one: the REPL then prompts and edits.
    var lineEditor: LineEditor?
    /// This program, which `check --jobs` starts workers of.
    var executable: URL?
    /// The process's environment, for `STAPEL_RECORD`; empty in tests unless one sets it.
    var environment: [String: String] = [:]

    func run(_ arguments: [String], usesColour: Bool) -> ExitCode {
        let invocation: Invocation
        do {
            invocation = try Invocation.parse(arguments, usesColour: usesColour, environment: environment)
        } catch {
            console.error("stapel-sim: error: \(error.message)")
            return .unusableInput
        }
        if invocation.wantsVersion {
            console.line(HelpText.version)
            return .success
        }
        if invocation.wantsHelp || invocation.command == .help {
            console.line(HelpText.text(for: invocation.helpTopic))
            return .success
        }
        let simulator = Simulator(console: console, options: invocation.options, workerExecutable: executable)
        switch invocation.command {
        case .run, .check, .explore, .format:
            guard !invocation.operands.isEmpty else {
                console.error(
                    "stapel-sim: error: expected a scenario file (or - for standard input), found none; see stapel-sim \(invocation.command.rawValue) --help"
                )
                return .unusableInput
            }
            var sources: [ScenarioSource] = []
            for path in invocation.operands {
                do {
                    // A file of more steps than `--max-steps` is refused before it is read whole;
                    // `format` reads every file whole.
                    let stepLimit = invocation.command == .format ? nil : invocation.options.maxSteps
                    sources.append(try ScenarioSource.load(path, stepLimit: stepLimit))
                } catch {
                    console.error("stapel-sim: error: \(error.message)")
                    return .unusableInput
                }
            }
            switch invocation.command {
            case .run: return simulator.run(sources)
            case .check: return simulator.check(sources)
            case .format:
                return FormatCommand(console: console, checkOnly: invocation.options.checkOnly, style: invocation.options.style).run(sources)
            default: return simulator.explore(sources)
            }
        case .demo:
            guard let name = invocation.operands.first else {
                listExamples()
                return .success
            }
            guard let example = BundledExamples.all.first(where: { $0.name == name }) else {
                console.error("stapel-sim: error: no example named \"\(name)\"; examples: \(BundledExamples.all.map(\.name).joined(separator: ", "))")
                return .unusableInput
            }
            return simulator.run([ScenarioSource(name: "\(name).stapel", text: example.text)])
        case .repl:
            let source: ScenarioSource
            if let path = invocation.operands.first {
                do {
                    source = try ScenarioSource.load(path)
                } catch {
                    console.error("stapel-sim: error: \(error.message)")
                    return .unusableInput
                }
            } else {
                source = ScenarioSource(name: "simple.stapel", text: BundledExamples.all.first { $0.name == "simple" }?.text ?? "")
            }
            return Repl(simulator: simulator, readLine: readLine, editor: lineEditor).run(source)
        case .help:
            return .success
        }
    }

    /// The first sentence of the file's first comment, which may take several lines.
    static func summary(of text: String) -> String {
        let comment = text.split(separator: "\n").drop { !$0.hasPrefix("#") }.prefix { $0.hasPrefix("#") }
            .map { $0.dropFirst().trimmingPrefix(" ") }.joined(separator: " ")
        guard let end = comment.firstRange(of: ". ") else { return comment }
        return String(comment[..<end.lowerBound]) + "."
    }

    private func listExamples() {
        console.line("Bundled examples (run one with stapel-sim demo NAME):")
        let width = BundledExamples.all.map(\.name.count).max() ?? 0
        for (name, text) in BundledExamples.all {
            console.line("  \(name.padding(toLength: width, withPad: " ", startingAt: 0))  \(Self.summary(of: text))")
        }
        console.flush()
    }
}
