import Foundation
import Testing

@testable import stapel_sim

/// Every input `Scripts/fuzz` found a bug with, kept in `Fuzz/regressions/`: each goes through
/// `check` and `explore` and ends with an exit status, never a crash.
@MainActor
@Suite struct FuzzRegressionTests {
    nonisolated static var files: [String] {
        let directory = Fixtures.packageRoot.appendingPathComponent("Fuzz/regressions")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".stapel") }.sorted().map { directory.appendingPathComponent($0).path }
    }

    @Test func thereAreRegressionInputs() {
        #expect(!Self.files.isEmpty)
    }

    @Test(arguments: files)
    func aRegressionInputRunsToAnExitStatus(path: String) {
        for arguments in [["check", path], ["explore", "--depth", "3", path]] {
            let (_, code) = Fixtures.run(arguments)
            #expect([ExitCode.success, .failure, .unusableInput].contains(code))
        }
    }
}
