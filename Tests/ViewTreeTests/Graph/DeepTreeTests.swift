import Testing

@testable import ViewTree

@MainActor
@Suite struct DeepTreeTests {
    struct Nest: View {
        let level: Int
        var body: some View {
            if level > 0 {
                Nest(level: level - 1)
            } else {
                Leaf()
            }
        }
    }

    struct Leaf: View {
        @State private var count = 0
        var body: some View {
            Button("Leaf \(count)") { count += 1 }
        }
    }

    struct Root: View {
        @State private var isShown = true
        var body: some View {
            Button("Remove") { isShown = false }
            if isShown {
                Nest(level: 10_000)
            }
        }
    }

    @Test func aTenThousandLevelTreeMountsPrintsFlushesAndUnmounts() throws {
        let host = ViewHost(Root(), recordsJournal: false)
        let leaf = try #require(host.firstNode { $0.label == "Leaf 0" })
        #expect(leaf.depth == 10_003)

        let printed = host.render()
        #expect(printed.split(separator: "\n").count == 10_005)
        #expect(printed.hasSuffix("└─ Button \"Leaf 0\" (depth 10003)\n"))
        #expect(host.renderJSON().hasSuffix(#""kind":"Root","markers":[],"text":null}"#))

        try host.tap("Leaf 0")
        #expect(host.isVisible("Leaf 1"))

        try host.tap("Remove")
        #expect(!leaf.isMounted)
        #expect(host.root.children.count == 1)
    }

    @Test func aHundredThousandLevelTreeIsReleasedWithoutRecursion() {
        var host: ViewHost? = ViewHost(Nest(level: 100_000), recordsJournal: false)
        let leaf = host?.firstNode { $0.label == "Leaf 0" }
        #expect(leaf?.depth == 100_002)
        host = nil
        // Releasing the host released the chain level by level; the leaf we kept is intact.
        #expect(leaf?.label == "Leaf 0")
    }

    @Test func nodesKeptAfterTheHostGoesAreUnmountedAndKeepTheirChildren() throws {
        var host: ViewHost? = ViewHost(Nest(level: 3), recordsJournal: false)
        let kept = try #require(host?.root.children.first)
        let leaf = try #require(host?.firstNode { $0.label == "Leaf 0" })
        host = nil

        #expect(!kept.isMounted && !leaf.isMounted)
        #expect(kept.children.count == 1)
        #expect(kept.children.first?.isMounted == false)
        // The leaf's state reaches no host any more: writing it changes nothing and is safe.
        guard let action = leaf.buttonAction else {
            Issue.record("the leaf is not a button")
            return
        }
        action()
        #expect(leaf.label == "Leaf 0")
    }

    @Test func aKeptRootOfAHundredThousandLevelsIsReleasedWithoutRecursionLater() {
        var host: ViewHost? = ViewHost(Nest(level: 100_000), recordsJournal: false)
        var root = host?.root
        host = nil
        #expect(root?.children.count == 1)
        #expect(root?.isMounted == false)
        // The kept root still holds the whole chain; letting go of it frees the chain level by
        // level (recursion would overflow the stack here).
        root = nil
    }
}
