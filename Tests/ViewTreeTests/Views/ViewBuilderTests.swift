import Testing

@testable import ViewTree

@MainActor
@Suite struct ViewBuilderTests {
    struct Choices: View {
        let flag: Bool
        let number: Int
        let optional: String?
        let names: [String]

        var body: some View {
            if flag {
                Text("yes")
            } else {
                Text("no")
            }
            switch number {
            case 0: Text("zero")
            case 1: Button("one") {}
            default: Spacer()
            }
            if let optional {
                Text(optional)
            }
            for name in names {
                Text(name)
            }
            ForEach(names, id: \.self) { name in
                Text("each \(name)")
            }
            AnyView(Text("erased"))
            EmptyView()
        }
    }

    @Test func everyBuilderFormBuildsItsNodes() {
        let host = ViewHost(VStack { Choices(flag: false, number: 1, optional: "maybe", names: ["a", "b"]) })
        #expect(
            host.render() == """
                VStack
                └─ Choices
                   ├─ Text "no"
                   ├─ Button "one"
                   ├─ Text "maybe"
                   ├─ Text "a"
                   ├─ Text "b"
                   ├─ ForEach
                   │  ├─ Text "each a"
                   │  └─ Text "each b"
                   └─ Text "erased"

                """)
        expectInvariants(host)
    }

    @Test(arguments: [(0, "Text \"zero\""), (1, "Button \"one\""), (7, "Spacer")])
    func switchPicksOneCase(number: Int, expected: String) {
        let host = ViewHost(Choices(flag: true, number: number, optional: nil, names: []))
        #expect(host.root.children.prefix(2).map { NodeSummary($0).description } == ["Text \"yes\"", expected])
    }

    @Test func blocksOfAnyLengthKeepEveryView() {
        let host = ViewHost(
            Group {
                Text("1")
                Text("2")
                Text("3")
                Text("4")
                Text("5")
                Text("6")
                Text("7")
                Text("8")
                Text("9")
                Text("10")
                Text("11")
                Text("12")
            })
        #expect(host.visibleTexts == (1...12).map(String.init))
    }

    @Test func aRootThatIsABlockIsWrappedInOneGroup() {
        let host = ViewHost(TupleView(Text("a"), Text("b")))
        #expect(host.root.kindName == "Group")
        #expect(host.visibleTexts == ["a", "b"])
    }

    @Test func erasingAnErasedViewKeepsOneLayer() {
        let once = AnyView(Text("a"))
        let twice = AnyView(once)
        #expect(twice.base is Text)
        #expect(AnyView(Button("b") {}).base is Button<Text>)
        let host = ViewHost(VStack { twice })
        #expect(host.render() == ViewHost(VStack { once }).render())
    }
}
