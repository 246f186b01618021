import Testing

@testable import ViewTree

/// A render that reads a signal renders again after the next send, once; a render that did not
/// read it does not.
@MainActor
@Suite struct RenderSignalTests {
    @MainActor final class Model {
        var signal = RenderSignal()
        var value = 0
        var reads = true
        var bodies = 0
    }

    struct Reader: View {
        let model: Model
        var body: some View {
            model.bodies += 1
            if model.reads { model.signal.read() }
            return Text("value \(model.value)")
        }
    }

    struct Parent: View {
        let model: Model
        @State private var showsReader = true
        var body: some View {
            Button("Hide") { showsReader = false }
            if showsReader {
                Reader(model: model).id("reader")
            }
        }
    }

    @Test func aReaderRendersAgainAfterASend() {
        let model = Model()
        let host = ViewHost(Reader(model: model))
        model.value = 1
        #expect(host.isVisible("value 0"))
        model.signal.send()
        #expect(host.isVisible("value 1"))
        #expect(model.bodies == 2)
    }

    @Test func aSubscriptionLastsOneRender() {
        let model = Model()
        let host = ViewHost(Reader(model: model))
        model.reads = false
        model.signal.send()
        host.flush()
        #expect(model.bodies == 2)
        // The second render did not read: the next send renders nothing.
        model.value = 2
        model.signal.send()
        host.flush()
        #expect(model.bodies == 2)
        #expect(host.isVisible("value 0"))
    }

    @Test func aReadOutsideABodySubscribesNothing() {
        let model = Model()
        model.reads = false
        let host = ViewHost(Reader(model: model))
        model.signal.read()
        #expect(model.signal.subscriptionCount == 0)
        model.signal.send()
        host.flush()
        #expect(model.bodies == 1)
    }

    @Test func staleSubscriptionsDoNotPileUp() throws {
        let model = Model()
        let host = ViewHost(Parent(model: model))
        let reader = try #require(host.node(withID: "reader"))
        for _ in 0..<1_000 {
            reader.invalidate()
            host.flush()
        }
        #expect(model.bodies == 1_001)
        #expect(model.signal.subscriptionCount <= 16)
        model.value = 3
        model.signal.send()
        #expect(host.isVisible("value 3"))
    }

    @Test func aNodeThatLeftIsNotRendered() throws {
        let model = Model()
        let host = ViewHost(Parent(model: model))
        let node = try #require(host.node(withID: "reader"))
        try host.tap("Hide")
        model.signal.send()
        host.flush()
        #expect(!node.isMounted)
        #expect(model.bodies == 1)
    }

    /// A primitive from outside the host's own views: a link whose update reads the signal.
    struct ReadingLink: View {
        typealias Body = Never
        let model: Model

        func _updateNode(_ node: ViewNode, children: inout ElementList) -> Bool {
            model.signal.read()
            model.bodies += 1
            NavigationLink("Value \(model.value)", destination: Text("Shown")).update(node, children: &children)
            return true
        }
    }

    /// Counts its renders, to see that the link's changes do not render it.
    struct LinkParent: View {
        let model: Model
        let counter: Counter
        var body: some View {
            counter.count += 1
            return VStack {
                Text("Above")
                ReadingLink(model: model)
            }
        }
    }

    @MainActor final class Counter {
        var count = 0
    }

    @Test func aPrimitiveThatReadsASignalAsItUpdatesRendersAgainAlone() throws {
        let model = Model()
        let counter = Counter()
        let host = ViewHost(NavigationView { LinkParent(model: model, counter: counter) })
        #expect(host.isVisible("Value 0"))
        model.value = 1
        model.signal.send()
        host.flush()
        #expect(host.isVisible("Value 1"))
        #expect(model.bodies == 2)
        // The send reached the link's own node: its parent rendered once, at the mount.
        #expect(counter.count == 1)
    }
}
