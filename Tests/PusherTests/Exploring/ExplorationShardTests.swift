import Foundation
import Testing
import ViewTree

@testable import Pusher

/// A search split into shards and merged again finds what one search finds: the same states,
/// moves, limit and findings, each with the same path, in the same order. Checked on random
/// apps with every kind of finding a tap app can have.
@MainActor
@Suite struct ExplorationShardTests {
    /// A random app: screens that link to screens (a repeated label is an ambiguous tap), some
    /// with a toggle that doubles their states, some whose pusher refuses every push.
    struct Maze: Sendable {
        var links: [[Int]]
        var toggles: [Bool]
        var refusing: Set<Int>

        init(screens: Int, random: inout SeededRandom) {
            links = (0..<screens).map { screen in
                // The first screen always leads on; one in six of the others leads nowhere.
                let count = screen > 0 && Int.random(in: 0..<6, using: &random) == 0 ? 0 : Int.random(in: 2...3, using: &random)
                return (0..<count).map { _ in Int.random(in: 0..<screens, using: &random) }
            }
            toggles = (0..<screens).map { _ in Int.random(in: 0..<3, using: &random) == 0 }
            refusing = Set((0..<screens).filter { _ in Int.random(in: 0..<5, using: &random) == 0 })
        }
    }

    struct MazeScreen: View {
        let maze: Maze
        let screen: Int
        @State private var on = false

        var body: some View {
            Text("Screen \(screen)")
            if maze.toggles[screen] {
                Button(on ? "Off" : "On") { on.toggle() }
            }
            ForEach(maze.links[screen].indices) { index in
                let target = maze.links[screen][index]
                StackNavigationLink("To \(target)") {
                    WithPusher(name: nil, predicate: maze.refusing.contains(target) ? PushPredicate("never") { _ in false } : nil) {
                        MazeScreen(maze: maze, screen: target)
                    }
                }
            }
        }
    }

    private func explorer(_ maze: Maze, profile: NavigationProfile) -> Explorer {
        var explorer = Explorer(profile: profile) { WithStapel { MazeScreen(maze: maze, screen: 0) } }
        explorer.declaredTexts = maze.links.indices.map { "Screen \($0)" } + ["Nowhere"]
        explorer.invariants = [ExplorationInvariant("depth <= 3") { $0.stack.depth <= 3 }]
        return explorer
    }

    /// The shards of `explorer`'s search, each through JSON as a CI matrix would pass it.
    private func shards(of explorer: Explorer, count: Int, depth: Int, statesPerShard: Int) throws -> [ExplorationShard] {
        try (1...count).map { index in
            var search = ExplorationSearch(
                explorer: explorer, maxLevel: depth, maxStates: 100_000, share: ExplorationShard.Share(index: index, count: count),
                statesPerShard: statesPerShard)
            let shard = try #require(search.run().shard)
            let data = try JSONEncoder().encode(shard)
            return try JSONDecoder().decode(ExplorationShard.self, from: data)
        }
    }

    private func expectSame(_ merged: Exploration, _ whole: Exploration, _ comment: Comment) {
        #expect(merged.stateCount == whole.stateCount, comment)
        #expect(merged.moveCount == whole.moveCount, comment)
        #expect(merged.deepestLevel == whole.deepestLevel, comment)
        #expect(merged.limit == whole.limit, comment)
        #expect(merged.findings == whole.findings, comment)
        #expect(merged.seenTexts == whole.seenTexts, comment)
    }

    @Test(arguments: 0..<32)
    func mergedShardsFindWhatOneSearchFinds(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let maze = Maze(screens: Int.random(in: 3...7, using: &random), random: &random)
        // Without a system back, a screen with nothing to tap is a dead end.
        let profile: NavigationProfile = seed % 2 == 0 ? .stapel : .swiftUINavigationStack
        let depth = Int.random(in: 3...4, using: &random)
        let explorer = explorer(maze, profile: profile)
        let whole = explorer.run(depth: depth)
        for count in [2, 3, 5] {
            let shards = try shards(of: explorer, count: count, depth: depth, statesPerShard: 1)
            let merged = try Exploration(merging: shards.reversed())
            expectSame(merged, whole, "seed \(seed), \(count) shards, split at \(shards[0].splitLevel.map(String.init) ?? "none")")
        }
    }

    /// The random apps do split, and a shard expands less than the whole search.
    @Test func shardsSplitTheWork() throws {
        var random = SeededRandom(seed: 3)
        var maze = Maze(screens: 6, random: &random)
        maze.links = [[1, 2, 3], [2, 3, 4], [3, 4, 5], [4, 5, 0], [5, 0, 1], [0, 1, 2]]
        let explorer = explorer(maze, profile: .stapel)
        let whole = explorer.run(depth: 5)
        let shards = try shards(of: explorer, count: 2, depth: 5, statesPerShard: 4)
        #expect(shards.allSatisfy { $0.splitLevel == 2 })
        let expanded = shards.map { $0.states.list.count { $0.moves >= 0 } }
        #expect(expanded.allSatisfy { $0 < whole.stateCount })
        expectSame(try Exploration(merging: shards), whole, "a six-screen ring")
    }

    @Test func aMergeNeedsEveryShardOnceOfOneSearch() throws {
        var random = SeededRandom(seed: 5)
        let explorer = explorer(Maze(screens: 4, random: &random), profile: .stapel)
        let three = try shards(of: explorer, count: 3, depth: 3, statesPerShard: 1)
        #expect(throws: ExplorationShard.MergeError.missing([2], of: 3)) { try Exploration(merging: [three[0], three[2]]) }
        #expect(throws: ExplorationShard.MergeError.repeated(three[1].share)) { try Exploration(merging: three + [three[1]]) }
        let other = try shards(of: explorer, count: 3, depth: 4, statesPerShard: 1)
        #expect(throws: ExplorationShard.MergeError.differentSearches(three[0].share, other[1].share)) {
            try Exploration(merging: [three[0], other[1], three[2]])
        }
        #expect(throws: ExplorationShard.MergeError.noShards) { try Exploration(merging: []) }
        #expect(ExplorationShard.MergeError.missing([1, 3], of: 4).description == "shards 1/4, 3/4 are missing")
    }

    @Test func aShardDecodesOnlyWhatItEncodes() throws {
        var random = SeededRandom(seed: 9)
        let explorer = explorer(Maze(screens: 4, random: &random), profile: .stapel)
        let shard = try #require(try shards(of: explorer, count: 2, depth: 3, statesPerShard: 1).first)
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(shard)) as? [String: Any])
        object["states"] = "0123"
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ExplorationShard.self, from: JSONSerialization.data(withJSONObject: object)) }
        object["states"] = String(repeating: "g", count: 64)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ExplorationShard.self, from: JSONSerialization.data(withJSONObject: object)) }
        object["share"] = ["index": 3, "count": 2]
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ExplorationShard.self, from: JSONSerialization.data(withJSONObject: object)) }
    }
}
