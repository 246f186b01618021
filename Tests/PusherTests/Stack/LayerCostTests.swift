import Testing
import ViewTree

@testable import Pusher

/// Presenting or dismissing a layer re-renders what that layer changes, not every layer below
/// it: the cost per presentation does not grow with the number of layers.
@MainActor
@Suite struct LayerCostTests {
    /// Nodes rendered to present one more sheet above `below` sheets.
    func rendersToPresent(above below: Int) -> Int {
        let stack = Stack()
        let host = ViewHost(WithStapel { Text("Root") }.environmentObject(stack), recordsJournal: false)
        for number in 0..<below {
            stack.present(.sheet, AnyView(Text("Sheet \(number)")))
        }
        host.flush()
        let before = host.renderCount
        stack.present(.sheet, AnyView(Text("Top")))
        host.flush()
        return host.renderCount - before
    }

    @Test func presentingRendersTheSameAboveTenLayersOrAHundred() {
        let few = rendersToPresent(above: 10)
        let many = rendersToPresent(above: 100)
        #expect(many == few, "\(few) nodes rendered above 10 layers, \(many) above 100")
    }

    @Test func dismissingEveryLayerLeavesTheRoot() {
        let stack = Stack()
        let host = ViewHost(WithStapel { Text("Root") }.environmentObject(stack))
        for number in 0..<200 { stack.present(.sheet, AnyView(Text("Sheet \(number)"))) }
        #expect(host.visibleTexts == ["Sheet 199"])
        stack.dismissAll()
        #expect(host.visibleTexts == ["Root"] && host.layerCount == 1)
        stack.present(.sheet, AnyView(Text("Again")))
        #expect(host.visibleTexts == ["Again"])
    }
}
