import Foundation
import Pusher
import ViewTree

/// libFuzzer's entry point: the whole pipeline on one input, as `check` and `explore` run it:
/// bytes → UTF-8 check → lexer → parser → reference checker → the diagnostics formatted → the
/// runner (at most `stepLimit` steps) → a small exploration (for one input in
/// `FuzzTarget.explorationShare`). Two structured modes (see `FuzzTarget.run`) write the
/// scenario from the grammar instead, or drive the library's stack with random requests. Anything that crashes, hangs or trips the address sanitizer
/// here is a bug; the input becomes a regression test.
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

    /// One input in this many is also explored. Exploring costs as much as everything before it,
    /// and the explorer's paths are reached as well from a quarter of the inputs; the choice is a
    /// hash of the bytes, so an input that crashed does so again when replayed.
    static let explorationShare: UInt64 = 4

    /// An input whose first byte is `structuredMark` is choices for ``StructuredScenario`` (a
    /// scenario written from the grammar, deep or long); one whose first byte is `stackMark`
    /// drives the library's stack (``StackDriver``); any other is scenario text.
    static let structuredMark: UInt8 = 0xF5
    static let stackMark: UInt8 = 0xF6

    @MainActor
    static func run(_ data: Data) {
        switch data.first {
        case structuredMark?:
            var choices = ChoiceReader(Array(data.dropFirst())[...])
            runScenario(Data(StructuredScenario.text(from: &choices).utf8))
        case stackMark?:
            var choices = ChoiceReader(Array(data.dropFirst())[...])
            StackDriver.run(&choices)
        default:
            runScenario(data)
        }
    }

    @MainActor
    static func runScenario(_ data: Data) {
        var source = ScenarioSource(name: "fuzz.stapel", text: String(decoding: data, as: UTF8.self))
        source.invalidUTF8 = ScenarioSource.firstInvalidUTF8(in: data, file: source.name)
        let scenario: Scenario
        do {
            scenario = try Simulator.scenario(of: source)
        } catch {
            let formatter = DiagnosticFormatter(source: source.text, style: .plain)
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
        if fnv1a(data) % explorationShare == 0 {
            _ = ScenarioExploration(scenario, depth: 2, maxStates: 20, stepsAsMoves: false)
        }
    }

    /// FNV-1a: a hash that, unlike `Hasher`, is the same in every process.
    static func fnv1a(_ data: Data) -> UInt64 {
        data.reduce(0xcbf2_9ce4_8422_2325) { hash, byte in (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }
}
