import Testing

@testable import ViewTree

@MainActor
@Suite struct TreePrinterTests {
    struct Badge: View, TreeAnnotating {
        let count: Int
        var body: some View { Text("\(count)") }
        var treeAnnotations: [TreeAnnotation] { [.attribute("count", .integer(count)), .marker("badge")] }
    }

    struct Catalog: View {
        var body: some View {
            NavigationView {
                List {
                    Text("Tea \"green\"").id(1)
                    Text("Coffee").id("1")
                    Spacer()
                    Badge(count: 3)
                }
                .navigationTitle("Catalog")
                NavigationLink("Open", destination: Text("Opened"), isActive: .constant(true))
            }
        }
    }

    @Test func goldenText() {
        #expect(
            ViewHost(Catalog()).render() == """
                Catalog
                └─ NavigationView [screen 0, covered]
                   ├─ List title: "Catalog"
                   │  ├─ Text "Tea \\"green\\"" id: 1
                   │  ├─ Text "Coffee" id: "1"
                   │  ├─ Spacer
                   │  └─ Badge count: 3 [badge]
                   │     └─ Text "3"
                   └─ NavigationLink "Open" [pushing]
                      └─ Screen [screen 1, visible]
                         └─ Text "Opened"

                """)
    }

    @Test func goldenASCII() {
        #expect(
            ViewHost(Catalog()).render(RenderOptions(drawing: .ascii)) == """
                Catalog
                `- NavigationView [screen 0, covered]
                   |- List title: "Catalog"
                   |  |- Text "Tea \\"green\\"" id: 1
                   |  |- Text "Coffee" id: "1"
                   |  |- Spacer
                   |  `- Badge count: 3 [badge]
                   |     `- Text "3"
                   `- NavigationLink "Open" [pushing]
                      `- Screen [screen 1, visible]
                         `- Text "Opened"

                """)
    }

    @Test func goldenJSON() {
        let host = ViewHost(NavigationView { Text("a\nb").id(2) })
        #expect(
            host.renderJSON()
                == #"{"attributes":{},"children":[{"attributes":{"id":2},"children":[],"kind":"Text","markers":[],"text":"a\nb"}],"kind":"NavigationView","markers":["screen 0","visible"],"text":null}"#
        )
    }

    @Test func textsAreEscapedAndKeepTheirUnicode() {
        let host = ViewHost(
            VStack {
                Text("Café ✓ \u{1b}[0m\tand \\")
                Text("🍵")
            })
        #expect(
            host.render() == #"""
                VStack
                ├─ Text "Café ✓ \u{1b}[0m\tand \\"
                └─ Text "🍵"

                """#)
        #expect(host.renderJSON().contains(#""text":"Café ✓ \u001b[0m\tand \\""#))
    }

    /// Output is written in chunks of 64 KiB; this tree prints about 170 KiB of multi-byte text,
    /// so lines and characters fall on every side of a chunk's end.
    @Test func aLongPrintKeepsEveryCharacterAcrossItsChunks() {
        let rows = 6_000
        let host = ViewHost(VStack { ForEach(0..<rows) { Text("Café ✓ \($0) 🍵") } })
        var expected = "VStack\n└─ ForEach\n"
        for row in 0..<rows {
            expected += (row == rows - 1 ? "   └─ " : "   ├─ ") + "Text \"Café ✓ \(row) 🍵\"\n"
        }
        let printed = host.render()
        #expect(printed.utf8.count > 3 << 16)
        #expect(printed == expected)
        #expect(printed.unicodeScalars.count == expected.unicodeScalars.count)
        #expect(String(decoding: Array(printed.utf8), as: UTF8.self) == printed)
    }

    @Test func theSameTreePrintsTheSameBytesTwice() {
        let first = ViewHost(Catalog())
        let second = ViewHost(Catalog())
        #expect(first.render() == second.render())
        #expect(first.render() == first.render())
        #expect(first.renderJSON() == second.renderJSON())
    }

    @Test func linesBelowTheIndentationLimitSayTheirDepth() {
        let host = ViewHost(VStack { VStack { VStack { Text("deep") } } })
        #expect(
            host.render(RenderOptions(indentationLimit: 2)) == """
                VStack
                └─ VStack
                   └─ VStack
                   └─ Text "deep" (depth 3)

                """)
    }

    struct Plumbing: View, TreeTransparent {
        var body: some View {
            Text("inside")
            Text("also inside")
        }
    }

    @Test func transparentViewsAreLeftOutOfThePrintedTree() {
        let host = ViewHost(
            VStack {
                Plumbing()
                Text("after")
            })
        #expect(
            host.render() == """
                VStack
                ├─ Text "inside"
                ├─ Text "also inside"
                └─ Text "after"

                """)
        #expect(host.renderJSON().contains(#""kind":"VStack""#) && !host.renderJSON().contains("Plumbing"))
        #expect(host.firstNode { $0.kindName == "Plumbing" } != nil)
    }

    /// Printers walk the tree unretained; a view whose annotations make the host render (here
    /// by tapping a button that removes rows) could free nodes the walk is still to print, so
    /// the print must stop instead of reading them.
    @Test func annotationsThatChangeTheTreeStopThePrint() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let host = ViewHost(MeddlingList())
                Meddler.host = host
                _ = host.render()
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let host = ViewHost(MeddlingList())
                Meddler.host = host
                _ = host.renderJSON()
            }
        }
    }

    /// The same tree prints in full while its annotations leave the host alone.
    @Test func annotationsThatReadOnlyPrintInFull() {
        let host = ViewHost(MeddlingList())
        Meddler.host = nil
        #expect(host.render().components(separatedBy: "Text \"Row").count == 4)
    }
}

/// Taps "Remove rows" from its annotations while `host` is set.
private struct Meddler: View, TreeAnnotating {
    @MainActor static var host: ViewHost?
    var body: some View { Text("meddler") }
    var treeAnnotations: [TreeAnnotation] {
        try? Self.host?.tap("Remove rows")
        return [.marker("meddles")]
    }
}

private struct MeddlingList: View {
    @State private var showsRows = true
    var body: some View {
        VStack {
            Button("Remove rows") { showsRows = false }
            Meddler()
            if showsRows {
                ForEach(0..<3) { Text("Row \($0)") }
            }
        }
    }
}
