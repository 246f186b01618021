import Testing

@testable import ViewTree

private struct GreetingKey: EnvironmentKey {
    static let defaultValue = "hello"
}

extension EnvironmentValues {
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

/// Linking reads `@State` and `@Environment` at byte offsets found once per type: these views put
/// them after fields of every size and alignment, in generic types, so that a wrong offset reads
/// the wrong bytes (a wrong count, a wrong greeting, a crash under the address sanitizer).
@MainActor
@Suite struct DynamicPropertyLayoutTests {
    struct Mixed<Payload>: View {
        let flag: Bool
        @State private var count = 0
        let payload: Payload
        @Environment(\.greeting) private var greeting
        let small: Int8
        @State private var word = "a"

        var body: some View {
            Text("\(greeting) \(count) \(word) \(flag) \(small)")
            Button("Count") { count += 1 }
            Button("Grow") { word += "b" }
        }
    }

    struct Parent<Payload>: View {
        let payload: Payload
        @State private var renders = 0

        var body: some View {
            Text("renders \(renders)")
            Button("Render parent") { renders += 1 }
            Mixed(flag: true, payload: payload, small: 7)
                .environment(\.greeting, "hi")
        }
    }

    /// An enum has no field offsets to read: its payload is linked through Mirror.
    enum Choice: View {
        case counter(State<Int>)

        var body: some View {
            switch self {
            case .counter(let count):
                Text("choice \(count.wrappedValue)")
                Button("Choose") { count.wrappedValue += 1 }
            }
        }
    }

    struct Wide {
        let a: Double
        let b: String
        let c: [Int]
        let d: (Int8, Int64)
    }

    func expectStateKept<Payload>(payload: Payload) throws {
        let host = ViewHost(Parent(payload: payload))
        #expect(host.isVisible("hi 0 a true 7"))
        try host.tap("Count")
        try host.tap("Grow")
        try host.tap("Count")
        #expect(host.isVisible("hi 2 ab true 7"))
        // A parent's render hands the child a new value, linked again at the same offsets.
        try host.tap("Render parent")
        #expect(host.isVisible("renders 1"))
        #expect(host.isVisible("hi 2 ab true 7"))
        try host.tap("Grow")
        #expect(host.isVisible("hi 2 abb true 7"))
    }

    @Test func propertiesAfterFieldsOfEverySizeKeepTheirState() throws {
        try expectStateKept(payload: ())
        try expectStateKept(payload: Int8(1))
        try expectStateKept(payload: "a string")
        try expectStateKept(payload: Wide(a: 1, b: "b", c: [1, 2], d: (3, 4)))
        try expectStateKept(payload: Optional<[String: Int]>.none)
    }

    @Test func aStructsLayoutListsItsPropertiesInDeclarationOrder() throws {
        let layout = DynamicPropertyLayout(of: Mixed(flag: false, payload: Wide(a: 0, b: "", c: [], d: (0, 0)), small: 0))
        guard case .fields(let fields) = layout else {
            Issue.record("expected field offsets, got \(layout)")
            return
        }
        #expect(
            fields.map { ObjectIdentifier($0.type) } == [
                ObjectIdentifier(State<Int>.self), ObjectIdentifier(Environment<String>.self), ObjectIdentifier(State<String>.self),
            ])
        #expect(fields.map(\.offset) == fields.map(\.offset).sorted())
        #expect(Set(fields.map(\.offset)).count == 3)
    }

    @Test func aViewWithoutPropertiesHasNothingToLink() {
        #expect(DynamicPropertyLayout(of: Text("plain")).isEmpty)
        #expect(DynamicPropertyLayout(of: EmptyView()).isEmpty)
        #expect(DynamicPropertyLayout(of: Parent(payload: 1)).isEmpty == false)
    }

    @Test func anEnumViewIsLinkedThroughMirror() throws {
        let choice = Choice.counter(State(wrappedValue: 5))
        guard case .mirrored = DynamicPropertyLayout(of: choice) else {
            Issue.record("an enum view should be linked through Mirror")
            return
        }
        let host = ViewHost(choice)
        try host.tap("Choose")
        try host.tap("Choose")
        #expect(host.isVisible("choice 7"))
    }
}
