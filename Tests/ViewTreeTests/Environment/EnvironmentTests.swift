import Observation
import Testing

@testable import ViewTree

private struct AccentKey: EnvironmentKey {
    static let defaultValue = "blue"
}

private struct SizeKey: EnvironmentKey {
    static let defaultValue = 12
}

extension EnvironmentValues {
    fileprivate var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }

    fileprivate var size: Int {
        get { self[SizeKey.self] }
        set { self[SizeKey.self] = newValue }
    }
}

@Observable @MainActor
final class Profile {
    var name = "Ada"
    var age = 36
}

@MainActor
@Suite struct EnvironmentTests {
    struct AccentLabel: View {
        @Environment(\.accent) private var accent
        var body: some View { Text("accent \(accent)") }
    }

    struct Palette: View {
        @State private var accent = "red"
        var body: some View {
            AccentLabel()
            VStack { AccentLabel() }
                .environment(\.accent, accent)
            Button("Repaint") { accent = "green" }
        }
    }

    @Test func valuesFlowDownAndFollowChanges() throws {
        let host = ViewHost(Palette())
        #expect(host.visibleTexts == ["accent blue", "accent red", "Repaint"])
        try host.tap("Repaint")
        #expect(host.visibleTexts == ["accent blue", "accent green", "Repaint"])
    }

    @Test func theInnermostValueWins() {
        let host = ViewHost(AccentLabel().environment(\.accent, "inner").environment(\.accent, "outer"))
        #expect(host.visibleTexts == ["accent inner"])
    }

    @Test func aCopyKeepsItsValuesWhenTheOriginalChanges() {
        var original = EnvironmentValues()
        original.accent = "red"
        var copy = original
        #expect(copy.revision == original.revision)
        copy.accent = "green"
        #expect(original.accent == "red")
        #expect(copy.accent == "green")
        #expect(copy.revision != original.revision)
        #expect(EnvironmentValues().accent == "blue")
        #expect(EnvironmentValues().revision == EnvironmentValues().revision)
    }

    /// The key written last is kept apart from the others; each copy still reads every value
    /// it was given, whichever key came last, and compares by what it holds.
    @Test func keysWrittenInTurnOnCopiesKeepEveryValue() {
        var first = EnvironmentValues()
        first.accent = "red"
        var second = first
        second.size = 14
        var third = second
        third.accent = "green"
        third.accent = "teal"
        var fourth = third
        fourth.size = 16
        #expect((first.accent, first.size) == ("red", 12))
        #expect((second.accent, second.size) == ("red", 14))
        #expect((third.accent, third.size) == ("teal", 14))
        #expect((fourth.accent, fourth.size) == ("teal", 16))
        // The same values written in another order hold the same; one value more or another
        // value does not.
        var again = EnvironmentValues()
        again.size = 14
        again.accent = "teal"
        #expect(again.holdsSameValues(as: third))
        #expect(third.holdsSameValues(as: again))
        #expect(!again.holdsSameValues(as: fourth))
        #expect(!first.holdsSameValues(as: second))
        var redOnly = EnvironmentValues()
        redOnly.accent = "red"
        #expect(redOnly.holdsSameValues(as: first))
    }

    struct NameView: View {
        @Environment(Profile.self) private var profile
        let log: RenderLog
        var body: some View {
            let _ = log.record("name")
            Text(profile.name)
        }
    }

    struct AgeView: View {
        @EnvironmentObject private var profile: Profile
        let log: RenderLog
        var body: some View {
            let _ = log.record("age")
            Text("\(profile.age)")
        }
    }

    struct Card: View {
        let log: RenderLog
        var body: some View {
            let _ = log.record("card")
            NameView(log: log)
            AgeView(log: log)
        }
    }

    @Test func aModelChangeRendersOnlyTheNodesThatReadIt() {
        let profile = Profile()
        let log = RenderLog()
        let host = ViewHost(Card(log: log).environmentObject(profile))
        #expect(log.entries == ["card", "name", "age"])
        log.clear()

        profile.age = 37
        host.flush()
        #expect(log.entries == ["age"])
        #expect(host.visibleTexts == ["Ada", "37"])

        log.clear()
        profile.name = "Grace"
        profile.name = "Grace Hopper"
        host.flush()
        #expect(log.entries == ["name"])
        #expect(host.visibleTexts == ["Grace Hopper", "37"])
    }

    @Test func aMissingOptionalObjectReadsAsNil() {
        struct Probe: View {
            @Environment(Profile.self) private var profile: Profile?
            var body: some View { Text(profile == nil ? "none" : "some") }
        }
        #expect(ViewHost(Probe()).visibleTexts == ["none"])
        #expect(ViewHost(Probe().environment(Profile())).visibleTexts == ["some"])
    }

    /// Counts the renders of a ``Leaf``.
    final class RenderCounter {
        var renders = 0
    }

    /// A view of no property wrapper (its value is the same bits at every render of its
    /// parent), counting its renders.
    struct Leaf: View {
        let counter: RenderCounter
        var body: some View {
            counter.renders += 1
            return Text("leaf")
        }
    }

    /// A parent that renders again for a state of its own and writes the environment of a
    /// subtree each time: the accent stays, or changes on "Repaint".
    struct Rewriter: View {
        @State private var count = 0
        @State private var accent = "red"
        let profile: Profile
        let counter: RenderCounter

        var body: some View {
            Text("count \(count)")
            Button("Count") { count += 1 }
            Button("Repaint") { accent = "green" }
            VStack { Leaf(counter: counter) }
                .environment(\.accent, accent)
                .environmentObject(profile)
        }
    }

    /// The same values written again keep the subtree below as it is: the view below the
    /// writes does not render. A new value renders it again.
    @Test func writingTheSameValuesAgainRendersNothingBelow() throws {
        let counter = RenderCounter()
        let host = ViewHost(Rewriter(profile: Profile(), counter: counter), recordsJournal: false)
        #expect(counter.renders == 1)
        try host.tap("Count")
        #expect(host.isVisible("count 1"))
        #expect(counter.renders == 1, "the same accent and profile written again")
        try host.tap("Repaint")
        #expect(counter.renders == 2, "a new accent")
    }
}
