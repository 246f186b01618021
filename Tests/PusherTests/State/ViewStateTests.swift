import Foundation
import Testing
import ViewTree

@testable import Pusher

/// The views' `@State` on a stack's screens lives as long as the user sees the same screen:
/// through a `remove` of a screen below it, and through a save and a restore.
@MainActor
@Suite struct ViewStateTests {
    /// A screen with a count and a note of its own, which saves itself by name.
    struct Page: View, RestorableView {
        let name: String
        @State private var count = 0
        @State(isSaved: false) private var visits = 0

        var body: some View {
            Text("\(name): \(count), visits \(visits)")
            Button("\(name) +1") { count += 1 }
            Button("\(name) visit") { visits += 1 }
        }

        var restorationKey: String { name }
    }

    func app(_ stack: Stack) -> ViewHost {
        stack.restorer = { AnyView(Page(name: $0)) }
        stack.rules.nesting = .everyScreen
        return ViewHost(WithStapel { Page(name: "home") }.environmentObject(stack))
    }

    /// Every text on the tree, covered screens included, in tree order.
    func texts(_ host: ViewHost) -> [String] {
        host.render().split(separator: "\n").compactMap { line -> String? in
            guard let range = line.firstRange(of: "Text \"") else { return nil }
            return String(line.suffix(from: range.upperBound).dropLast())
        }
    }

    func tap(_ host: ViewHost, _ label: String, times: Int = 1) throws {
        for _ in 0..<times { try host.tap(label) }
    }

    @Test func removeKeepsTheStateOfTheScreensAboveIt() throws {
        let stack = Stack()
        let host = app(stack)
        for name in ["a", "b", "c"] {
            stack.push(view: AnyView(Page(name: name)), id: ScreenID(name))
            host.flush()
            try tap(host, "\(name) +1", times: name == "a" ? 1 : name == "b" ? 2 : 3)
        }
        #expect(texts(host) == ["home: 0, visits 0", "a: 1, visits 0", "b: 2, visits 0", "c: 3, visits 0"])

        let outcome = stack.perform(.remove("a"))
        host.flush()

        #expect(outcome.description.contains("keeping 2 screens above"))
        #expect(texts(host) == ["home: 0, visits 0", "b: 2, visits 0", "c: 3, visits 0"])
        stack.pop()
        host.flush()
        #expect(host.isVisible("b: 2, visits 0"))
    }

    @Test func aRestoreGivesEveryScreenItsStateBackCoveredOnesAndTheRootToo() throws {
        let stack = Stack()
        let host = app(stack)
        try tap(host, "home +1")
        stack.push(view: AnyView(Page(name: "a")))
        host.flush()
        try tap(host, "a +1", times: 2)
        stack.present(.sheet, AnyView(Page(name: "s")))
        host.flush()
        try tap(host, "s +1", times: 4)
        try tap(host, "s visit")
        let saved = stack.snapshot()
        let before = texts(host)

        try tap(host, "s +1")
        stack.dismiss()
        stack.popToRoot()
        host.flush()
        try tap(host, "home +1", times: 5)
        stack.restore(saved)
        host.flush()

        #expect(saved.viewState.valueCount == 3)
        // The saved state, except what is not saved: the visits start afresh.
        #expect(before == ["home: 1, visits 0", "a: 2, visits 0", "s: 4, visits 1"])
        #expect(texts(host) == ["home: 1, visits 0", "a: 2, visits 0", "s: 4, visits 0"])
    }

    /// An app with the page "a" pushed and its count at 2, and the snapshot taken then.
    func savedAfterTwoTapsOnA() throws -> (Stack, ViewHost, NavigationSnapshot) {
        let stack = Stack()
        let host = app(stack)
        stack.push(view: AnyView(Page(name: "a")))
        host.flush()
        try tap(host, "a +1", times: 2)
        return (stack, host, stack.snapshot())
    }

    @Test func aSnapshotReadBackFromJSONRestoresTheScreensWithFreshState() throws {
        let (stack, host, saved) = try savedAfterTwoTapsOnA()
        let decoded = try JSONDecoder().decode(NavigationSnapshot.self, from: JSONEncoder().encode(saved))

        stack.popToRoot()
        stack.restore(decoded)
        host.flush()

        #expect(decoded == saved)
        #expect(decoded.viewState.valueCount == 0)
        #expect(texts(host) == ["home: 0, visits 0", "a: 0, visits 0"])
    }

    /// A screen that restores as another view: its state is matched by position and type.
    struct Other: View {
        @State private var count = 10
        var body: some View { Text("other: \(count)") }
    }

    @Test func aScreenRestoredAsAnotherViewStartsAfresh() throws {
        let (stack, host, saved) = try savedAfterTwoTapsOnA()
        stack.restorer = { _ in AnyView(Other()) }

        stack.restore(saved)
        host.flush()

        #expect(texts(host) == ["home: 0, visits 0", "other: 10"])
    }

    /// A screen of no `@State`, saved by name.
    struct Plain: View, RestorableView {
        let name: String
        var body: some View { Text(name) }
        var restorationKey: String { "plain " + name }
    }

    /// Screens with no state keep no archive (a deep stack of them saves and restores without
    /// writing views' state), and a screen with state among them still gets its own back.
    @Test func onlyScreensWithStateKeepAnArchive() throws {
        let stack = Stack()
        stack.restorer = { key in key.hasPrefix("plain ") ? AnyView(Plain(name: String(key.dropFirst(6)))) : AnyView(Page(name: key)) }
        stack.rules.nesting = .everyScreen
        let host = ViewHost(WithStapel { Plain(name: "home") }.environmentObject(stack))
        for name in ["p1", "p2"] { stack.push(view: AnyView(Plain(name: name))) }
        host.flush()
        #expect(stack.snapshot().viewState.screens.isEmpty)

        stack.push(view: AnyView(Page(name: "a")))
        stack.push(view: AnyView(Plain(name: "p3")))
        host.flush()
        stack.pop()
        host.flush()
        try tap(host, "a +1", times: 3)
        stack.push(view: AnyView(Plain(name: "p3")))
        host.flush()
        let saved = stack.snapshot()
        #expect(saved.viewState.valueCount == 1)
        #expect(saved.viewState.screens.map { $0 != nil } == [false, false, false, true, false])

        stack.popToRoot()
        host.flush()
        stack.restore(saved)
        host.flush()
        #expect(texts(host) == ["home", "p1", "p2", "a: 3, visits 0", "p3"])
    }
}
