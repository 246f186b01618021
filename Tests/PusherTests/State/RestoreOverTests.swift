import Testing
import ViewTree

@testable import Pusher

/// `restore(_:over:)`, what `explore` restores with: when what shows is the start of the
/// snapshot, only what is missing is shown, and the screens that show stay as they are.
@MainActor
@Suite struct RestoreOverTests {
    typealias Page = ViewStateTests.Page

    /// An app with "a" pushed (its count at 2, visited once), "b" pushed on it (count 1), and a
    /// sheet "s" over them (count 3); and the snapshot of it.
    func savedWithASheet() throws -> (Stack, ViewHost, NavigationSnapshot) {
        let stack = Stack()
        let host = ViewStateTests().app(stack)
        stack.push(view: AnyView(Page(name: "a")))
        host.flush()
        try tap(host, "a +1", times: 2)
        try tap(host, "a visit")
        stack.push(view: AnyView(Page(name: "b")))
        host.flush()
        try tap(host, "b +1")
        stack.present(.sheet, AnyView(Page(name: "s")))
        host.flush()
        try tap(host, "s +1", times: 3)
        return (stack, host, stack.snapshot())
    }

    func tap(_ host: ViewHost, _ label: String, times: Int = 1) throws {
        for _ in 0..<times { try host.tap(label) }
    }

    func texts(_ host: ViewHost) -> [String] {
        ViewStateTests().texts(host)
    }

    @Test func aSnapshotThatGoesOnFromWhatShowsShowsOnlyWhatIsMissing() throws {
        let (stack, host, saved) = try savedWithASheet()
        stack.dismiss()
        stack.pop()
        host.flush()
        #expect(texts(host) == ["home: 0, visits 0", "a: 2, visits 1"])

        let outcome = stack.restore(saved, over: stack.snapshot())
        host.flush()

        #expect(outcome == .restored(layers: 2, screens: 2, removed: []))
        // "a" stayed: its unsaved visits are still there; "b" and the sheet came with their counts.
        #expect(texts(host) == ["home: 0, visits 0", "a: 2, visits 1", "b: 1, visits 0", "s: 3, visits 0"])
        #expect(stack.snapshot() == saved)
        #expect(stack.snapshot().viewState.givesTheSameValues(as: saved.viewState, onTheFirst: 4))
    }

    @Test func aSheetAloneIsPresentedAgainOverTheSameScreens() throws {
        let (stack, host, saved) = try savedWithASheet()
        stack.dismiss()
        host.flush()

        #expect(stack.restore(saved, over: stack.snapshot()) == .restored(layers: 2, screens: 2, removed: []))
        host.flush()

        #expect(texts(host) == ["home: 0, visits 0", "a: 2, visits 1", "b: 1, visits 0", "s: 3, visits 0"])
    }

    /// A screen that shows with other views' state, or another screen, is shown again: a
    /// restore of everything, whose screens start with unsaved state afresh.
    @Test func whatShowsDifferentlyIsRestoredWhole() throws {
        let (stack, host, saved) = try savedWithASheet()
        stack.dismiss()
        stack.pop()
        host.flush()
        try tap(host, "a +1")

        let outcome = stack.restore(saved, over: stack.snapshot())
        host.flush()

        guard case .restored(layers: 2, screens: 2, let removed) = outcome else {
            Issue.record("not restored: \(outcome)")
            return
        }
        #expect(!removed.isEmpty)
        #expect(texts(host) == ["home: 0, visits 0", "a: 2, visits 0", "b: 1, visits 0", "s: 3, visits 0"])

        stack.popToRoot()
        stack.push(view: AnyView(Page(name: "c")))
        host.flush()
        _ = stack.restore(saved, over: stack.snapshot())
        host.flush()
        #expect(texts(host) == ["home: 0, visits 0", "a: 2, visits 0", "b: 1, visits 0", "s: 3, visits 0"])
    }

    @Test func aSnapshotThatShowsLessIsRestoredWhole() throws {
        let (stack, host, _) = try savedWithASheet()
        stack.dismiss()
        stack.pop()
        host.flush()
        let shorter = stack.snapshot()
        stack.push(view: AnyView(Page(name: "b")))
        host.flush()

        let now = stack.snapshot()
        #expect(shorter.extensionStart(over: now) == nil)
        #expect(now.extensionStart(over: shorter) == .init(layer: 0, screen: 1, shownScreens: 2))
        _ = stack.restore(shorter, over: now)
        host.flush()
        #expect(texts(host) == ["home: 0, visits 0", "a: 2, visits 0"])
    }
}
