import Foundation
import Observation
import Pusher
import Testing
import ViewTree

/// `Stack`'s registry properties (`depth`, `pushers`, `screens`, …) are observable: a body or a
/// `withObservationTracking` scope that reads one hears of the next change. The stack tells
/// Observation of changes only once something has read them (it skips the registrar's cost
/// until then), so these tests read at different moments: before any change, after many.
@MainActor
@Suite struct StackObservationTests {
    /// Shows the stack's depth; re-renders only when something it read changes.
    struct DepthLabel: View {
        @Environment(Stack.self) private var stack: Stack?

        var body: some View {
            Text("Depth \(stack?.depth ?? -1)")
        }
    }

    /// A flag Observation's change handler sets from any thread.
    final class Flag: @unchecked Sendable {
        private var value = false
        private let lock = NSLock()
        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }

    @Test func aTrackingScopeHearsOfAPushAfterChangesNobodyRead() {
        let stack = Stack()
        let host = ViewHost(WithStapel { Text("Root") }.environmentObject(stack), recordsJournal: false)
        // Changes before the first read: the stack tells Observation nothing yet.
        stack.push(view: AnyView(Text("One")))
        host.settle()
        _ = host.back()
        host.settle()
        let changed = Flag()
        let depth = withObservationTracking {
            stack.depth
        } onChange: {
            changed.set()
        }
        #expect(depth == 0)
        #expect(!changed.isSet)
        stack.push(view: AnyView(Text("Two")))
        #expect(changed.isSet)
        #expect(stack.depth == 1)
    }

    @Test func aTrackingScopeHearsOfAPusherRegisteringAndLeaving() {
        let stack = Stack()
        let host = ViewHost(WithStapel { Text("Root") }.environmentObject(stack), recordsJournal: false)
        let registered = Flag()
        let before = withObservationTracking {
            stack.pushers.count
        } onChange: {
            registered.set()
        }
        stack.push(view: AnyView(WithPusher { Text("Nested") }))
        host.settle()
        #expect(registered.isSet)
        #expect(stack.pushers.count == before + 1)
        let left = Flag()
        _ = withObservationTracking {
            stack.pushers.count
        } onChange: {
            left.set()
        }
        _ = host.back()
        host.settle()
        #expect(left.isSet)
        #expect(stack.pushers.count == before)
    }

    @Test func aBodyThatReadsTheDepthRendersAgainOnEveryPushAndBack() {
        let stack = Stack()
        let host = ViewHost(
            WithStapel {
                DepthLabel()
                Text("Root")
            }.environmentObject(stack), recordsJournal: false)
        #expect(host.isVisible("Depth 0"))
        for round in 1...3 {
            stack.push(view: AnyView(Text("Pushed \(round)")))
            host.settle()
            #expect(host.contains("Depth 1"), "round \(round)")
            _ = host.back()
            host.settle()
            #expect(host.isVisible("Depth 0"), "round \(round)")
        }
    }

    /// How many times Observation's change handler ran.
    final class Counter: @unchecked Sendable {
        private var value = 0
        private let lock = NSLock()
        var count: Int { lock.withLock { value } }
        func increment() { lock.withLock { value += 1 } }
    }

    @Test func eachReadHearsTheFirstChangeAfterItAndOnlyThat() {
        let stack = Stack()
        let host = ViewHost(WithStapel { Text("Root") }.environmentObject(stack), recordsJournal: false)
        let first = Counter()
        _ = withObservationTracking {
            stack.depth
        } onChange: {
            first.increment()
        }
        // Several changes after one read (each push replaces the one before, as the root pusher
        // holds one screen): the stack stops telling Observation after the first, which ended
        // the scope that read.
        for round in 1...3 {
            stack.push(view: AnyView(Text("Pushed \(round)")))
            host.settle()
        }
        #expect(first.count == 1)
        let second = Flag()
        let depth = withObservationTracking {
            stack.depth
        } onChange: {
            second.set()
        }
        #expect(depth == 1)
        _ = host.back()
        host.settle()
        #expect(second.isSet)
        #expect(stack.depth == 0)
    }
}
