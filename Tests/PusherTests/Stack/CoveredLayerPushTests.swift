import Observation
import Testing
import ViewTree

@testable import Pusher

/// A push asked from a screen that a modal layer covers lands in that screen's own layer, as a
/// `NavigationLink(isActive:)` under a sheet pushes onto its own stack; the layers above stay.
@MainActor
@Suite struct CoveredLayerPushTests {
    @Observable
    final class Flags {
        var showDetail = false
    }

    @Test(arguments: [PresentationStyle.sheet, .alert])
    func aBindingUnderALayerPushesOntoItsOwnLayer(style: PresentationStyle) throws {
        let stack = Stack()
        let flags = Flags()
        let isActive = Binding(get: { flags.showDetail }, set: { flags.showDetail = $0 })
        let host = ViewHost(
            WithStapel {
                Text("Root")
                PushView("Detail", destination: Text("Detail"), isActive: isActive)
            }
            .environmentObject(stack))
        stack.present(style, AnyView(Text("Top")))
        flags.showDetail = true
        #expect(host.visibleTexts.contains("Top"))
        #expect(stack.stateDescription == "root > screen 1 | \(style) 1: root")
        #expect(!flags.showDetail, "the push resets its binding")
        stack.dismiss()
        #expect(host.visibleTexts == ["Detail"])
        stack.pop()
        #expect(host.visibleTexts.contains("Root"))
    }

    @Test func aPushFromTheTopLayerOrFromAScreenThatLeftGoesToTheTopLayer() {
        let stack = AnyStack<String>()
        stack.register(pusher: 1)
        stack.present(.sheet, "Sheet")
        let root = ScreenKey(pusher: stack.layers[0].root, number: 0)
        #expect(stack.apply(.push(view: "A", from: root)).outcome.description == "pushed to pusher 2")
        #expect(
            stack.apply(.push(view: "B", from: ScreenKey(pusher: 99, number: 1))).outcome.description == "pushed to pusher 2, replacing its content")
        #expect(stack.stateDescription == "root | sheet 1: root > screen 1")
    }

    @Test func aCoveredPushPopsOnlyItsOwnLayersScreensAndItsScreensPusherJoinsThatLayer() {
        let stack = AnyStack<String>(rules: NavigationRules(nesting: .everyScreen))
        stack.register(pusher: 1, name: "main")
        stack.push(view: "A")
        stack.push(view: "B")
        stack.present(.sheet, "Sheet")
        stack.push(view: "S1")
        // Untargeted, to the base layer's active pusher, above B.
        #expect(stack.apply(.push(view: "X", from: .baseRoot)).outcome.description == "pushed to pusher 3")
        #expect(stack.stateDescription == "root > screen 1 > screen 2 > screen 3 | sheet 1: root > screen 1")
        // To the base layer's root pusher: A, B and X go, the sheet and its screen stay.
        let change = stack.apply(.push(view: "C", target: "main", from: .baseRoot))
        #expect(change.outcome.description == "pushed to pusher 1 \"main\", replacing its content, popping pusher 2, pusher 3, pusher 6")
        #expect(stack.stateDescription == "root > screen 1 | sheet 1: root > screen 1")
        #expect(stack.pushers.map(\.content) == ["C", nil, "S1", nil])
        // The new screen's own pusher sits in the base layer, before the sheet's root.
        let base = stack.pushers.prefix { $0.id != stack.layers[0].root }
        #expect(base.count == 2)
        // A pusher registered on a covered screen joins that screen's layer too.
        let covered = ScreenKey(pusher: base[1].id, number: 0)
        let late = stack.register(name: "late", on: covered)
        #expect(stack.pushers.firstIndex { $0.id == late } == 2)
        stack.checkInvariants()
        stack.dismiss()
        #expect(stack.stateDescription == "root > screen 1")
        #expect(stack.pop().kind == .popped)
        #expect(stack.depth == 0)
    }
}
