import Foundation
import Pusher
import ViewTree

/// libFuzzer's entry point: the whole pipeline on one input, as `check` and `explore` run it:
/// bytes → UTF-8 check → lexer → parser → reference checker → the diagnostics formatted → the
/// runner (at most `stepLimit` steps) → a small exploration. Anything that crashes, hangs or
/// trips the address sanitizer here is a bug; the input becomes a regression test.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    // libFuzzer calls from the main thread, where the main actor runs.
    MainActor.assumeIsolated {
        FuzzTarget.run(data)
    }
    return 0
}

enum FuzzTarget {
    /// Steps run per input: enough to reach every step kind, few enough for many inputs a second.
    static let stepLimit = 200

    @MainActor
    static func run(_ data: Data) {
        var source = ScenarioSource(name: "fuzz.stapel", text: String(decoding: data, as: UTF8.self))
        source.invalidUTF8 = ScenarioSource.firstInvalidUTF8(in: data, file: source.name)
        let scenario: Scenario
        do {
            scenario = try Simulator.scenario(of: source)
        } catch {
            let formatter = DiagnosticFormatter(sourceLines: Simulator.lines(of: source), style: .plain)
            for diagnostic in error.diagnostics {
                _ = formatter.format(diagnostic)
            }
            return
        }
        let runner = ScenarioRunner(scenario: scenario)
        _ = runner.host.render()
        for step in scenario.steps.prefix(stepLimit) {
            _ = runner.run(step)
        }
        _ = runner.host.render()
        _ = ScenarioExploration(scenario, depth: 2, maxStates: 20, stepsAsMoves: false)
    }
}
