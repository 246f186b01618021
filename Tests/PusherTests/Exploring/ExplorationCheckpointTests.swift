import Observation
import Testing
import ViewTree

@testable import Pusher

/// A walking search comes back to a state by restoring the driver's checkpoint of it, where it
/// may trust one, and finds what it finds by launching the app again and replaying.
@MainActor
@Suite struct ExplorationCheckpointTests {
    /// A screen of a binary menu that saves itself by number, with a pusher for the next.
    struct Page: View, RestorableView {
        let number: Int
        var body: some View {
            WithPusher {
                Text("Page \(number)")
                if number < 7 {
                    StackNavigationLink("Left") { Page(number: 2 * number + 1) }
                    StackNavigationLink("Right") { Page(number: 2 * number + 2) }
                }
            }
        }

        var restorationKey: String { "\(number)" }
    }

    /// The menu, on a stack with no system back (nothing takes a search back to a state it
    /// left, so each return is a restore or a new launch), or with system back and two moves of
    /// its own that back does not undo: `Home` pops to the first page, `First` sets the stack
    /// to page 1 (an event's deep link).
    final class MenuDriver: ExplorationDriver {
        let host: ViewHost
        let stack: Stack
        let customMoves: [String]
        private(set) var restores = 0

        init(withShortcuts: Bool = false) {
            let stack = Stack(profile: NavigationProfile(systemBack: withShortcuts))
            stack.restorer = { key in Int(key).map { AnyView(Page(number: $0)) } }
            self.stack = stack
            customMoves = withShortcuts ? ["Home", "First"] : []
            host = ViewHost(WithStapel { Page(number: 0) }.environmentObject(stack), recordsJournal: false)
        }

        func performCustomMove(at index: Int) -> MoveOutcome? {
            let outcome = index == 0 ? stack.popToRoot() : stack.setScreens([.init(view: AnyView(Page(number: 1)))])
            host.flush()
            return MoveOutcome(outcome)
        }

        func checkpoint() -> ExplorationCheckpoint? {
            ExplorationCheckpoint(stack.snapshot())
        }

        func restore(_ checkpoint: ExplorationCheckpoint) -> Bool {
            guard let snapshot = checkpoint.value as? NavigationSnapshot else { return false }
            restores += 1
            return stack.restore(snapshot).kind == .restored
        }

        /// The screens this launch pushed, one by one or set.
        var pushes: Int {
            stack.records(after: 0).filter { [.pushed, .screensSet].contains($0.outcome.kind) }.count
        }
    }

    /// The exploration and the launches it made, walking (the driver's own moves, none here,
    /// turn looking ahead off), with checkpoints trusted or not.
    private func explore(trustingCheckpoints: Bool) -> (exploration: Exploration, launches: [MenuDriver]) {
        var launches: [MenuDriver] = []
        var explorer = Explorer {
            let driver = MenuDriver()
            launches.append(driver)
            return driver
        }
        explorer.usesCustomMoves = true
        explorer.customMovesDependOnTheStateOnly = trustingCheckpoints
        explorer.declaredTexts = ["Page 6", "Page 8"]
        return (explorer.run(depth: 5), launches)
    }

    @Test func restoringFindsWhatReplayingFindsWithFewerLaunches() {
        let (replayed, relaunches) = explore(trustingCheckpoints: false)
        let (restored, launches) = explore(trustingCheckpoints: true)
        #expect(restored.stateCount == 15)
        #expect(restored.stateCount == replayed.stateCount)
        #expect(restored.moveCount == replayed.moveCount)
        #expect(restored.findings == replayed.findings)
        #expect(restored.seenTexts == replayed.seenTexts)
        #expect(restored.outcomeKinds == replayed.outcomeKinds)
        #expect(restored.unreplayableStates == 0)
        // Every return to a state but the first was a launch; now it is a restore.
        #expect(relaunches.allSatisfy { $0.restores == 0 })
        #expect(launches.reduce(0) { $0 + $1.restores } > 0)
        #expect(launches.count < relaunches.count / 2, "\(launches.count) launches, \(relaunches.count) without checkpoints")
    }

    /// Moves of the driver's own that do what the state says let the search look ahead: it
    /// finds what walking to each state finds, and mounts far fewer screens (walking pushes
    /// each again at its turn and on the way between cousins).
    @Test(arguments: [3, 5])
    func lookingAheadWithTheDriversOwnMovesFindsWhatWalkingFinds(depth: Int) {
        func explore(looksAhead: Bool) -> (exploration: Exploration, launches: [MenuDriver]) {
            var launches: [MenuDriver] = []
            var explorer = Explorer {
                let driver = MenuDriver(withShortcuts: true)
                launches.append(driver)
                return driver
            }
            explorer.usesCustomMoves = true
            explorer.customMovesDependOnTheStateOnly = true
            explorer.looksAhead = looksAhead
            explorer.declaredTexts = ["Page 6", "Page 8"]
            return (explorer.run(depth: depth), launches)
        }
        let (walked, walking) = explore(looksAhead: false)
        let (read, reading) = explore(looksAhead: true)
        read.expectSameSearch(as: walked)
        let pushesReading = reading.reduce(0) { $0 + $1.pushes }
        let pushesWalking = walking.reduce(0) { $0 + $1.pushes }
        #expect(pushesReading * 4 < pushesWalking * 3, "\(pushesReading) screens pushed looking ahead, \(pushesWalking) walking")
    }

    /// A door: `Unlock` adds a node no one sees, once, and only a restore takes it away. Every
    /// state past it looks like one before it with more nodes, so each is checked for growth,
    /// which plays the door again there; back never undoes it.
    final class DoorDriver: ExplorationDriver {
        @Observable final class Door {
            var isOpen = false
        }
        /// A page of a binary menu, with the door's node when it is open.
        struct DoorPage: View, RestorableView {
            let number: Int
            let door: Door
            var restorationKey: String { "\(number)" }
            var body: some View {
                WithPusher {
                    Text("Page \(number)")
                    if number < 7 {
                        StackNavigationLink("Left") { DoorPage(number: 2 * number + 1, door: door) }
                        StackNavigationLink("Right") { DoorPage(number: 2 * number + 2, door: door) }
                    }
                    if door.isOpen { Spacer() }
                }
            }
        }

        let host: ViewHost
        let stack = Stack(profile: NavigationProfile(systemBack: true))
        let customMoves = ["Unlock"]
        private let door: Door
        /// How many times this launch was told to unlock.
        private(set) var unlocks = 0

        init() {
            let door = Door()
            self.door = door
            stack.restorer = { key in Int(key).map { AnyView(DoorPage(number: $0, door: door)) } }
            host = ViewHost(WithStapel { DoorPage(number: 0, door: door) }.environmentObject(stack), recordsJournal: false)
        }

        func performCustomMove(at index: Int) -> MoveOutcome? {
            unlocks += 1
            door.isOpen = true
            host.flush()
            return nil
        }

        /// The stack and whether the door is open: a restore closes it again.
        func checkpoint() -> ExplorationCheckpoint? {
            ExplorationCheckpoint((stack.snapshot(), door.isOpen))
        }

        func restore(_ checkpoint: ExplorationCheckpoint) -> Bool {
            guard let (snapshot, isOpen) = checkpoint.value as? (NavigationSnapshot, Bool) else { return false }
            door.isOpen = isOpen
            return stack.restore(snapshot).kind == .restored
        }
    }

    /// The door app explored to depth 6, and its launches.
    private func exploreBehindTheDoor(looksAhead: Bool) -> (exploration: Exploration, launches: [DoorDriver]) {
        var launches: [DoorDriver] = []
        var explorer = Explorer {
            let driver = DoorDriver()
            launches.append(driver)
            return driver
        }
        explorer.usesCustomMoves = true
        explorer.customMovesDependOnTheStateOnly = true
        explorer.looksAhead = looksAhead
        return (explorer.run(depth: 6), launches)
    }

    /// The growth check of a state found ahead stands on it: looking ahead keeps the
    /// checkpoint of a state that looks like one on the way to it with fewer nodes, and the
    /// check restores it instead of launching the app again to replay the path.
    @Test func aStateThatMayGrowIsCheckedFromItsCheckpoint() {
        let (walked, _) = exploreBehindTheDoor(looksAhead: false)
        let (read, drivers) = exploreBehindTheDoor(looksAhead: true)
        let launches = drivers.count
        read.expectSameSearch(as: walked)
        #expect(read.stateCount == 30)
        #expect(read.findings.isEmpty, "the door opens once: nothing grows")
        // Each state past the door is checked where it stands, restored: half the states need
        // a launch at most (29 launches for the 30 without the checkpoints kept ahead).
        #expect(launches * 2 <= read.stateCount, "\(launches) launches for \(read.stateCount) states")
    }

    /// A growth check that the moves tried ahead answer moves nothing: past the door, `Unlock`
    /// was tried from every state and left it as it was, so playing the cycle (`Unlock`) again
    /// there surely comes back to the state, and the check neither walks there nor moves.
    @Test func aGrowthCheckThatTheMovesTriedAheadAnswerMovesNothing() {
        let (exploration, launches) = exploreBehindTheDoor(looksAhead: true)
        #expect(exploration.stateCount == 30)
        #expect(exploration.findings.isEmpty)
        let unlocks = launches.reduce(0) { $0 + $1.unlocks }
        // One try a state expanded and the replays after launches: 31, and 49 when every check
        // played the cycle again.
        #expect(unlocks <= 40, "\(unlocks) unlocks for \(exploration.stateCount) states")
    }

    /// Looking ahead depth first meets the states past the door first at the depth limit,
    /// where it goes no deeper; met again higher up, each is tried there, so its turn reads
    /// its moves instead of walking to it (15 launches when it waited for its turn).
    @Test func aStateMetFirstAtTheDepthLimitIsTriedWhereItIsMetAgainHigherUp() {
        let (walked, _) = exploreBehindTheDoor(looksAhead: false)
        let (read, drivers) = exploreBehindTheDoor(looksAhead: true)
        let launches = drivers.count
        read.expectSameSearch(as: walked)
        #expect(launches <= 4, "\(launches) launches for \(read.stateCount) states")
    }
}
