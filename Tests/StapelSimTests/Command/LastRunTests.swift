import Testing

@testable import stapel_sim

/// The command line keeps the last file's run until the process exits instead of freeing its
/// tree; a run before the last is freed as the next is kept, and nothing is kept unless the
/// command line asked.
@MainActor
@Suite struct LastRunTests {
    final class Run {}

    @Test func keepsOnlyTheLastRunAndOnlyWhenEnabled() {
        weak var first: Run?
        weak var second: Run?
        do {
            let run = Run()
            first = run
            LastRun.keep(run)
        }
        #expect(first == nil, "off by default: tests free their runs")

        LastRun.isEnabled = true
        defer { LastRun.isEnabled = false }
        do {
            let run = Run()
            first = run
            LastRun.keep(run)
        }
        #expect(first != nil, "kept until the process ends")
        do {
            let run = Run()
            second = run
            LastRun.keep(run)
        }
        #expect(first == nil && second != nil, "the run before the last is freed as the next is kept")
        LastRun.keep(Run())
        #expect(second == nil)
    }
}
