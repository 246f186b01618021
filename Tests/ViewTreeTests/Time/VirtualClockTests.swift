import Testing
import ViewTree

/// The virtual clock: timers fire in order of their instant, then of scheduling, and only when
/// the clock is moved.
@MainActor
@Suite struct VirtualClockTests {
    @Test func timersFireAtTheirInstantsInOrder() {
        let clock = VirtualClock()
        var fired: [String] = []
        clock.schedule(after: .milliseconds(300)) { fired.append("b at \(clock.now.scenarioDescription)") }
        clock.schedule(after: .milliseconds(100)) { fired.append("a at \(clock.now.scenarioDescription)") }
        clock.schedule(after: .milliseconds(300)) { fired.append("c at \(clock.now.scenarioDescription)") }
        #expect(fired.isEmpty, "nothing fires before the clock moves")
        clock.advance(by: .milliseconds(200))
        #expect(fired == ["a at 0.1s"])
        #expect(clock.now == .milliseconds(200))
        clock.settle()
        #expect(fired == ["a at 0.1s", "b at 0.3s", "c at 0.3s"])
        #expect(clock.now == .milliseconds(300) && !clock.hasTimers)
    }

    @Test func aCancelledTimerNeverFiresAndATimerMayScheduleAnother() {
        let clock = VirtualClock()
        var fired: [Int] = []
        let token = clock.schedule(after: .seconds(1)) { fired.append(1) }
        clock.schedule(after: .seconds(2)) {
            fired.append(2)
            clock.schedule(after: .seconds(1)) { fired.append(3) }
        }
        clock.cancel(token)
        clock.settle()
        #expect(fired == [2, 3])
        #expect(clock.now == .seconds(3))
    }

    @Test func settleGivesUpOnTimersThatNeverStop() {
        let clock = VirtualClock()
        // The clock is passed, not captured, and the timer holds it unowned: the clock keeps
        // the timer, and so its closure.
        func again(_ clock: VirtualClock) { clock.schedule(after: .milliseconds(1)) { [unowned clock] in again(clock) } }
        again(clock)
        #expect(clock.settle() == false)
    }

    @Test func advanceGivesUpOnTimersThatKeepSchedulingAtTheSameInstant() {
        let clock = VirtualClock()
        var fired = 0
        func again(_ clock: VirtualClock) {
            clock.schedule(after: .zero) { [unowned clock] in
                fired += 1
                again(clock)
            }
        }
        again(clock)
        #expect(clock.advance(by: .seconds(1)) == false)
        #expect(fired == VirtualClock.settleLimit)
        #expect(clock.now == .zero, "the clock stays where the last timer fired")
        let quiet = VirtualClock()
        quiet.schedule(after: .milliseconds(10)) {}
        #expect(quiet.advance(by: .seconds(1)))
        #expect(quiet.now == .seconds(1))
    }

    @Test(arguments: [
        (Duration.milliseconds(550), "0.55s"), (.seconds(2), "2s"), (.zero, "0s"),
        (.milliseconds(1650), "1.65s"), (.nanoseconds(1), "0.000000001s"),
    ])
    func durationsPrintAsScenariosWriteThem(duration: Duration, text: String) {
        #expect(duration.scenarioDescription == text)
    }

    @Test func easingsFollowTheirCurves() {
        #expect(Easing.linear.progress(at: 0.4) == 0.4)
        #expect(Easing.easeIn.progress(at: 0.5) == 0.25)
        #expect(Easing.easeOut.progress(at: 0.5) == 0.75)
        #expect(Easing.easeInOut.progress(at: 0.25) == 0.125)
        #expect(Easing("spring").progress(at: 0.3) == 0.3, "an unknown name runs linearly")
        #expect(Easing.easeOut.progress(at: 2) == 1, "progress is clamped")
    }
}
