import Pusher
import ViewTree

// MARK: - Steps that move the clock

extension ScenarioRunner {
    /// `wait DURATION`: the clock moves on, firing what falls due.
    func wait(_ duration: Duration) -> String {
        guard host.advance(by: duration) else {
            return "stopped at \(host.now.scenarioDescription): \(VirtualClock.settleLimit) timers fired, each scheduling more"
        }
        return "now \(host.now.scenarioDescription)"
    }

    /// `settle`: the clock moves on until no transition runs.
    func settle() -> String {
        host.settle() ? "settled at \(host.now.scenarioDescription)" : "still changing at \(host.now.scenarioDescription)"
    }
}
