import Observation
import Testing

@testable import ViewTree

private struct AccentKey: EnvironmentKey {
    static let defaultValue = "blue"
}

extension EnvironmentValues {
    fileprivate var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
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
}
