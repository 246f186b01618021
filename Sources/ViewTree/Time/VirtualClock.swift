/// The time a ``ViewHost`` runs on: it starts at zero and moves only when told, so transitions
/// take no real time and every run sees the same instants.
///
/// ```swift
/// let clock = VirtualClock()
/// clock.schedule(after: .milliseconds(550)) { print("transition ended at", clock.now) }
/// clock.advance(by: .milliseconds(300))   // nothing ends yet
/// clock.settle()                          // "transition ended at 0.55 seconds"
/// ```
///
/// Timers due at one instant run in the order they were scheduled. A timer may schedule
/// another; ``settle()`` runs until none is left.
///
/// - Complexity: scheduling and running a timer are O(log timers); ``advance(by:)`` costs
///   O(timers that fire), never O(anything else).
@MainActor
public final class VirtualClock {
    /// The current instant, from zero.
    public private(set) var now: Duration = .zero
    /// Scheduled timers, a binary min-heap by (deadline, sequence).
    private var timers: [Timer] = []
    private var nextSequence = 0
    /// Run after each timer fires: each host on the clock applies what the timer changed, so
    /// that what a transition's end causes happens at that instant.
    private var afterFiring: [@MainActor () -> Void] = []

    /// How many timers ``settle()`` runs before it gives up on timers that keep scheduling more.
    public static let settleLimit = 100_000

    /// A clock at zero.
    public init() {}

    /// Runs `action` once the clock reaches `now + delay` (at once on the next advance when the
    /// delay is zero or negative). Returns a token for ``cancel(_:)``.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> TimerToken {
        nextSequence += 1
        let timer = Timer(deadline: now + max(delay, .zero), sequence: nextSequence, action: action)
        timers.append(timer)
        siftUp(timers.count - 1)
        return TimerToken(sequence: timer.sequence)
    }

    /// Forgets a scheduled timer; one that fired or was cancelled is ignored.
    ///
    /// - Complexity: O(timers).
    public func cancel(_ token: TimerToken) {
        guard let index = timers.firstIndex(where: { $0.sequence == token.sequence }) else { return }
        timers.swapAt(index, timers.count - 1)
        timers.removeLast()
        if index < timers.count {
            siftDown(index)
            siftUp(index)
        }
    }

    /// Moves the clock forward by `duration`, firing on the way every timer due by then, each at
    /// its own instant and in order. A negative duration changes nothing.
    @discardableResult
    public func advance(by duration: Duration) -> Bool {
        advance(to: now + max(duration, .zero))
    }

    /// Moves the clock to `instant` (never back), firing every timer due by then. Gives up after
    /// ``settleLimit`` timers, as ``settle()`` does (timers that schedule timers at no delay would
    /// never let it reach the instant), leaving the clock where the last one fired; returns
    /// whether it got there.
    @discardableResult
    public func advance(to instant: Duration) -> Bool {
        var fired = 0
        while let first = timers.first, first.deadline <= instant {
            guard fired < Self.settleLimit else { return false }
            fireFirst()
            fired += 1
        }
        now = max(now, instant)
        return true
    }

    /// Fires timers until none is left, moving the clock to the last one's instant. Gives up
    /// after ``settleLimit`` timers, and returns whether it ran out of timers.
    @discardableResult
    public func settle() -> Bool {
        var fired = 0
        while !timers.isEmpty {
            guard fired < Self.settleLimit else { return false }
            fireFirst()
            fired += 1
        }
        return true
    }

    /// Runs `action` after every timer that fires from now on.
    func addAfterFiring(_ action: @escaping @MainActor () -> Void) {
        afterFiring.append(action)
    }

    /// Whether any timer is scheduled.
    public var hasTimers: Bool {
        !timers.isEmpty
    }

    /// The instant the next timer fires at, if any.
    public var nextDeadline: Duration? {
        timers.first?.deadline
    }

    private func fireFirst() {
        let timer = timers[0]
        timers.swapAt(0, timers.count - 1)
        timers.removeLast()
        if !timers.isEmpty { siftDown(0) }
        now = max(now, timer.deadline)
        timer.action()
        for action in afterFiring { action() }
    }

    private func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard timers[child] < timers[parent] else { return }
            timers.swapAt(child, parent)
            child = parent
        }
    }

    private func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < timers.count else { return }
            let right = left + 1
            let smaller = right < timers.count && timers[right] < timers[left] ? right : left
            guard timers[smaller] < timers[parent] else { return }
            timers.swapAt(smaller, parent)
            parent = smaller
        }
    }
}

/// Names a timer scheduled on a ``VirtualClock``, to cancel it.
public struct TimerToken: Sendable, Hashable {
    let sequence: Int
}

/// A scheduled action and when it fires.
private struct Timer: Comparable {
    let deadline: Duration
    let sequence: Int
    let action: @MainActor () -> Void

    static func < (lhs: Timer, rhs: Timer) -> Bool {
        (lhs.deadline, lhs.sequence) < (rhs.deadline, rhs.sequence)
    }

    static func == (lhs: Timer, rhs: Timer) -> Bool {
        lhs.sequence == rhs.sequence
    }
}
