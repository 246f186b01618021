import Foundation
import ViewTree

/// The trees the tree workloads mount: wide, balanced with fan-out 10, and a deep chain.
enum TreeShape: String, CaseIterable, Sendable {
    case wide
    case balanced
    case chain

    /// The view for a tree of about `size` nodes.
    @MainActor
    func view(size: Int) -> AnyView {
        switch self {
        case .wide:
            AnyView(VStack { ForEach(0..<size) { Text("Row \($0)") } })
        case .balanced:
            AnyView(Balanced(levels: Self.levels(for: size)))
        case .chain:
            AnyView(Chain(depth: size))
        }
    }

    /// Levels of fan-out 10 for about `size` leaves.
    static func levels(for size: Int) -> Int {
        max(1, Int((log10(Double(size))).rounded()))
    }
}

/// A balanced tree: each level is a `VStack` of ten subtrees; leaves are texts.
struct Balanced: View {
    let levels: Int

    var body: some View {
        if levels == 0 {
            Text("Leaf")
        } else {
            VStack {
                ForEach(0..<10) { _ in Balanced(levels: levels - 1) }
            }
        }
    }
}

/// A chain of composites, each holding the next.
struct Chain: View {
    let depth: Int

    var body: some View {
        if depth <= 1 {
            Text("End")
        } else {
            Chain(depth: depth - 1)
        }
    }
}

/// The number of nodes under `host`'s root, counted without recursion.
@MainActor
func nodeCount(_ host: ViewHost) -> Int {
    var count = 0
    var pending = [host.root]
    while let node = pending.popLast() {
        count += 1
        pending.append(contentsOf: node.children)
    }
    return count
}
