import Foundation
import Testing

@testable import stapel_sim

/// `check --jobs N` shares files among worker processes and must print what one process prints,
/// byte for byte, in every format.
@Suite struct ParallelCheckTests {
    /// Files that pass, fail, do not parse and repeat, in an order no worker sees whole.
    static func mixedFiles() throws -> [String] {
        let (failing, broken) = try CheckFormatTests.files()
        let examples = ["simple", "nested", "tabs-and-alerts", "stapel"].map { "Examples/\($0).stapel" }
        return [examples[0], failing, examples[1], broken, examples[2], failing, examples[3]]
    }

    @Test(arguments: [["text"], ["json"], ["junit"], ["github"], ["text", "--coverage"], ["json", "--coverage"]])
    func jobsPrintWhatOneProcessPrints(format: [String]) throws {
        let files = try Self.mixedFiles()
        let options = ["--format", format[0]] + format.dropFirst()
        let one = try BinaryTests.run(["check"] + options + files)
        let three = try BinaryTests.run(["check", "--jobs", "3"] + options + files)
        #expect(one.status == 2, "a file does not parse")
        #expect(three.status == one.status)
        #expect(three.output == one.output)
        #expect(three.error == one.error)
        #expect(!one.output.isEmpty)
    }

    @Test func standardInputIsCheckedByTheParent() throws {
        let input = "app\n  text \"x\"\nexpect visible \"x\"\nexpect visible \"y\"\n"
        let one = try BinaryTests.run(["check", "Examples/simple.stapel", "-", "Examples/nested.stapel"], input: input)
        let two = try BinaryTests.run(["check", "--jobs", "2", "Examples/simple.stapel", "-", "Examples/nested.stapel"], input: input)
        #expect(one.status == 1)
        #expect(two.status == one.status && two.output == one.output && two.error == one.error)
        #expect(two.output.contains("<stdin>:4:1: expectation failed"))
    }

    @Test(arguments: [
        (["run", "--jobs", "2", "Examples/simple.stapel"], "--jobs is an option of check and explore"),
        (["check", "--jobs", "0", "Examples/simple.stapel"], "at least 1 after --jobs"),
        (["check", "--worker", "loud", "Examples/simple.stapel"], "expected plain or colour after --worker"),
    ])
    func misusedJobsAreErrors(arguments: [String], message: String) throws {
        let result = try BinaryTests.run(arguments)
        #expect(result.status == 2)
        #expect(result.error.contains(message), "\(result.error)")
    }

    /// A worker that stops without reporting (here a program that prints nothing) leaves its
    /// files reported as not checked, and the check unusable; a worker that cannot start at all
    /// leaves every file to this process.
    @MainActor
    @Test func filesOfAWorkerThatStopsAreReportedAndNoWorkerMeansCheckingHere() throws {
        let sources = [ScenarioSource(name: "a.stapel", text: ""), ScenarioSource(name: "b.stapel", text: "")]
        var options = Options()
        options.jobs = 2
        let checkHere = { (source: ScenarioSource) in FileCheck(name: "here: " + source.name) }

        var lost: [FileCheck] = []
        ParallelCheck(jobs: 2, options: options, executable: URL(fileURLWithPath: "/bin/true"))
            .run(sources, checkingHere: checkHere) { lost.append($0) }
        #expect(lost.map(\.file.name) == ["a.stapel", "b.stapel"])
        #expect(lost.allSatisfy { $0.unusable })
        let message = lost.first?.printed.first?.text ?? ""
        #expect(message.contains("stopped before reporting it (exit status 0)"), "\(message)")

        var here: [FileCheck] = []
        ParallelCheck(jobs: 2, options: options, executable: URL(fileURLWithPath: "/nonexistent/stapel-sim"))
            .run(sources, checkingHere: checkHere) { here.append($0) }
        #expect(here.map(\.file.name) == ["here: a.stapel", "here: b.stapel"])
    }

    /// A file that crashes its worker costs that file only: it is reported with the signal, and
    /// the files the worker had left are checked by a new worker.
    @MainActor
    @Test func aCrashingWorkerCostsOneFile() throws {
        let template = ParallelCheck.encode(FileCheck(name: "NAME"))
        let script = try TestFiles.writeExecutable(
            """
            #!/bin/sh
            for file in "$@"; do
              case "$file" in
                *crash*) kill -SEGV $$ ;;
                *.stapel) echo '\(template)' | sed "s|NAME|$file|" ;;
              esac
            done

            """, prefix: "crashing-worker")
        let names = ["a.stapel", "crash.stapel", "b.stapel", "c.stapel"]
        var checks: [FileCheck] = []
        ParallelCheck(jobs: 1, options: Options(), executable: URL(fileURLWithPath: script))
            .run(names.map { ScenarioSource(name: $0, text: "") }, checkingHere: { _ in FileCheck(name: "here") }) { checks.append($0) }
        #expect(checks.map(\.file.name) == names)
        #expect(checks.map(\.unusable) == [false, true, false, false])
        let message = checks[1].printed.first?.text ?? ""
        #expect(message.contains(#"the worker checking "crash.stapel" stopped before reporting it (signal 11)"#), "\(message)")
    }

    /// A worker that writes something other than a file's check is stopped at once: its files
    /// are reported as not checked. Waiting for it to end instead could wait forever, for a
    /// worker blocked writing to a pipe nobody reads any more. (This one sleeps: without the
    /// fix the test waits 30 s and reads another message.)
    @MainActor
    @Test func aWorkerThatWritesSomethingElseIsStoppedNotAwaited() throws {
        let script = try TestFiles.writeExecutable("#!/bin/sh\necho 'not a check'\nexec sleep 30\n", prefix: "worker")
        let sources = [ScenarioSource(name: "a.stapel", text: ""), ScenarioSource(name: "b.stapel", text: "")]
        var options = Options()
        options.jobs = 1
        var lost: [FileCheck] = []
        ParallelCheck(jobs: 1, options: options, executable: URL(fileURLWithPath: script))
            .run(sources, checkingHere: { FileCheck(name: "here: " + $0.name) }) { lost.append($0) }
        #expect(lost.map(\.file.name) == ["a.stapel", "b.stapel"])
        #expect(lost.allSatisfy { $0.unusable })
        let message = lost.first?.printed.first?.text ?? ""
        #expect(message.contains("wrote something other than a file's check"), "\(message)")
    }
}
