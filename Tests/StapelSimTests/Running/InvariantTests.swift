import Foundation
import Testing

@testable import stapel_sim

/// `invariant EXPECTATION` lines, checked after the mount and after every step, and the
/// comparisons `expect depth`, `layers` and `pushers` take.
@MainActor
@Suite struct InvariantTests {
    private func check(_ text: String) throws -> (output: String, code: ExitCode) {
        try Fixtures.check(text, prefix: "invariant")
    }

    @Test func anInvariantIsReportedWhenItBreaksAndAgainOnlyAfterItHeld() throws {
        let (output, code) = try check(
            """
            invariant depth <= 1
            app
              stapel
                link "Deeper" -> pusher
                  link "Deeper" -> text "Two"
            tap "Deeper"
            tap "Deeper"
            expect visible "Two"
            back
            tap "Deeper"
            """)
        #expect(code == .failure)
        #expect(
            output == """
                f.stapel:7:1: expectation failed: invariant depth <= 1 (line 1) broken: expected depth <= 1, found 2: root > screen 1 > screen 2
                tap "Deeper"
                ^
                f.stapel:10:1: expectation failed: invariant depth <= 1 (line 1) broken: expected depth <= 1, found 2: root > screen 1 > screen 2
                tap "Deeper"
                ^
                1 passed, 2 failed

                """)
    }

    @Test func anInvariantTheMountBreaksIsReportedAtItsLine() throws {
        let broken = try check(
            """
            invariant not visible "Home"
            app
              stapel
                text "Home"
            expect visible "Home"
            """)
        #expect(broken.code == .failure)
        #expect(
            broken.output.hasPrefix(
                """
                f.stapel:1:1: expectation failed: invariant not visible "Home" (line 1) broken: expected not visible "Home", found that it holds
                """))
        #expect(broken.output.hasSuffix("1 passed, 1 failed\n"))
    }

    @Test func anInvariantAfterTheFirstStepIsAParseError() throws {
        let (output, code) = try check(
            """
            app
              stapel
                text "Home"
            expect visible "Home"
            invariant depth 0
            """)
        #expect(code == .unusableInput)
        #expect(
            output.hasPrefix("f.stapel:5:1: error: directives and declarations (route, invariant, state, binding, on) come before the first step"))
    }

    @Test(arguments: [
        ("expect depth <= 1", true), ("expect depth < 1", false), ("expect depth >= 1", true), ("expect depth > 1", false),
        ("expect depth != 0", true), ("expect depth == 1", true), ("expect depth 1", true), ("expect layers < 1", true),
        ("expect pushers >= 2", true), ("expect pushers > 2", false),
    ])
    func countsCompare(expectation: String, holds: Bool) throws {
        let (output, code) = try check(
            """
            app
              stapel
                link "Next" -> pusher
                  text "Two"
            tap "Next"
            \(expectation)
            """)
        #expect(code == (holds ? .success : .failure), "\(output)")
    }

    @Test func aFailedComparisonSaysWhatItExpected() throws {
        let (output, _) = try check(
            """
            app
              stapel
                text "Home"
            expect layers >= 1
            """)
        #expect(output.hasPrefix("f.stapel:4:1: expectation failed: expected >= 1 modal layers, found 0: root"))
    }
}
