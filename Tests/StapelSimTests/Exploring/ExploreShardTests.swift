import Foundation
import Testing

@testable import stapel_sim

/// `explore --shard K/N` and `explore --merge`: a search spread over a CI matrix prints what
/// one search prints, in every format, repros included.
@MainActor
@Suite struct ExploreShardTests {
    /// Six items of six subscreens each: 42 states two moves in, enough to split between two
    /// shards; with a growth, a broken invariant, dead ends, a push never accepted and a
    /// text no search reaches.
    static let catalog = """
        nesting every screen
        invariant depth <= 3

        view Item
          text "Item {n}"
          for m in [1, 2, 3, 4, 5, 6]
            link "Sub {m}" with m: "{m}" -> Sub
          link "Locked" -> pusher
            text "Locked in"
            guard when not has unlocked

        view Sub
          text "Sub {m}"
          link "Again" -> Sub
          link "Admin" -> pusher when has admin
            text "Secret"
          if has never
            text "Nowhere"

        app
          stapel
            text "Home"
            for n in [1, 2, 3, 4, 5, 6]
              link "Item {n}" with n: "{n}" -> Item
        """

    /// The reports of `count` shards of `file`, each written to a file as a CI job would.
    private func shardReports(of file: String, count: Int, _ options: [String] = []) throws -> [String] {
        try (1...count).map { index in
            let (output, code) = Fixtures.run(["explore", "--shard", "\(index)/\(count)", "--format", "json"] + options + [file])
            #expect(code == .failure, "the catalog has findings")
            return try TestFiles.write(output, prefix: "shard-\(index)-of-\(count)", extension: "json")
        }
    }

    @Test(arguments: [2, 3])
    func mergedShardsPrintWhatOneSearchPrints(count: Int) throws {
        let file = try TestFiles.write(Self.catalog, prefix: "catalog")
        let reports = try shardReports(of: file, count: count, ["--depth", "4"])
        for format in ["text", "json", "github"] {
            let whole = Fixtures.run(["explore", "--depth", "4", "--format", format, file])
            let merged = Fixtures.run(["explore", "--merge", "--format", format] + reports.reversed())
            #expect(merged.output == whole.output, "\(format)")
            #expect(merged.code == whole.code)
        }
        // The shards did split the search: each found fewer states than the whole. Two moves in
        // are 42 states: enough for 16 per shard of two, else the level after is split.
        let whole = try Self.object(Fixtures.run(["explore", "--depth", "4", "--format", "json", file]).output)
        for report in reports {
            let object = try Self.object(String(contentsOfFile: report, encoding: .utf8))
            #expect((object["states"] as? Int ?? .max) < (whole["states"] as? Int ?? 0))
            let shard = try #require(object["shard"] as? [String: Any])
            #expect(shard["splitLevel"] as? Int == (count == 2 ? 2 : 3))
        }
    }

    @Test func mergedShardsWriteTheReprosOfOneSearch() throws {
        let file = try TestFiles.write(Self.catalog, prefix: "catalog")
        let reports = try shardReports(of: file, count: 2, ["--depth", "4"])
        let wholeFolder = try TestFiles.makeDirectory("whole-repros").path
        let mergedFolder = try TestFiles.makeDirectory("merged-repros").path
        let whole = Fixtures.run(["explore", "--depth", "4", "--write-repros", wholeFolder, file])
        let merged = Fixtures.run(["explore", "--merge", "--write-repros", mergedFolder] + reports)
        #expect(merged.output == whole.output.replacingOccurrences(of: wholeFolder, with: mergedFolder))
        let names = try FileManager.default.contentsOfDirectory(atPath: wholeFolder).sorted()
        #expect(names.count >= 3)
        #expect(try FileManager.default.contentsOfDirectory(atPath: mergedFolder).sorted() == names)
        for name in names {
            let wholeRepro = try String(contentsOfFile: wholeFolder + "/" + name, encoding: .utf8)
            #expect(try String(contentsOfFile: mergedFolder + "/" + name, encoding: .utf8) == wholeRepro)
        }
    }

    @Test func aMergeHidesWhatABaselineKnows() throws {
        let file = try TestFiles.write(Self.catalog, prefix: "catalog")
        let reports = try shardReports(of: file, count: 2, ["--depth", "3"])
        let baseline = try TestFiles.write(
            Fixtures.run(["explore", "--depth", "3", "--format", "json", file]).output, prefix: "baseline", extension: "json")
        let merged = Fixtures.run(["explore", "--merge", "--baseline", baseline] + reports)
        #expect(merged.code == .success)
        #expect(merged.output.contains("no new findings ("))
    }

    @Test func aMergeRefusesWhatIsNotEveryShardOfOneSearch() throws {
        let file = try TestFiles.write(Self.catalog, prefix: "catalog")
        let reports = try shardReports(of: file, count: 3, ["--depth", "2"])
        let missing = Fixtures.run(["explore", "--merge", reports[0], reports[2]])
        #expect(missing.code == .unusableInput)
        #expect(missing.output.contains("cannot merge the shards of \"\(file)\": shard 2/3 is missing"))
        let deeper = try shardReports(of: file, count: 3, ["--depth", "1"])
        #expect(Fixtures.run(["explore", "--merge", reports[0], deeper[1], reports[2]]).output.contains("come from different searches"))

        let whole = try TestFiles.write(
            Fixtures.run(["explore", "--depth", "1", "--format", "json", file]).output, prefix: "whole", extension: "json")
        let notAShard = Fixtures.run(["explore", "--merge", whole])
        #expect(notAShard.code == .unusableInput)
        #expect(
            notAShard.output
                == "stapel-sim: error: \(whole):1: expected the report of a shard, found that of a whole search: explore with --shard K/N\n")
        let text = try TestFiles.write("explore f.stapel: 3 states\n", prefix: "text", extension: "json")
        #expect(
            Fixtures.run(["explore", "--merge", text]).output
                == "stapel-sim: error: \(text):1: expected a line of explore --shard K/N --format json, found \"explore f.stapel: 3 states\"\n")
        var damaged = try String(contentsOfFile: reports[0], encoding: .utf8)
        damaged = damaged.replacingOccurrences(of: "\"states\":\"", with: "\"states\":\"x")
        let broken = try TestFiles.write(damaged, prefix: "damaged", extension: "json")
        #expect(
            Fixtures.run(["explore", "--merge", broken]).output.contains(
                "the shard's record is damaged: at shard.states: expected 64 hexadecimal digits per state"))
    }

    @Test(arguments: [
        (["explore", "--shard", "1/2", "--walks", "3"], "--shard splits a breadth-first search; --walks makes random walks instead"),
        (
            ["explore", "--merge", "--format", "mermaid"],
            "--merge cannot draw the graph of a search split into shards; explore the file whole with --format mermaid"
        ),
        (["explore", "--shard", "1/2", "--coverage"], "--shard cannot report the coverage of a search split into shards"),
        (["explore", "--merge", "--shard", "1/2"], "--merge combines the reports of --shard runs; give one of them"),
        (["run", "--merge"], "--merge is an option of explore"),
        (["run", "--shard", "1/2"], "--shard is an option of check and explore"),
        (["explore", "--jobs", "2", "--walks", "3"], "--jobs splits a breadth-first search; --walks makes random walks instead"),
        (["explore", "--jobs", "2", "--shard", "1/2"], "--jobs splits the search into shards itself; give it without --shard"),
    ])
    func shardAndMergeSayWhatTheyCannotGoWith(arguments: [String], message: String) {
        let (output, code) = Fixtures.run(arguments + ["f.stapel"])
        #expect(code == .unusableInput)
        #expect(output == "stapel-sim: error: \(message)\n")
    }

    /// `explore --jobs N` splits each file's search among N processes (this one and N - 1
    /// workers of the tool) and merges what they find: what one search prints.
    @Test(arguments: [(2, ["--format", "text"]), (2, ["--format", "json"]), (2, ["--format", "github", "--strict"]), (3, ["--format", "text"])])
    func jobsPrintWhatOneSearchPrints(jobs: Int, options: [String]) throws {
        let file = try TestFiles.write(Self.catalog, prefix: "catalog")
        let one = try BinaryTests.run(["explore", "--depth", "4"] + options + [file])
        let split = try BinaryTests.run(["explore", "--depth", "4", "--jobs", String(jobs)] + options + [file])
        #expect(split.output == one.output)
        #expect(split.error.isEmpty && split.status == one.status)
        #expect(one.output.contains("unbounded growth"))
    }

    /// Workers that write nothing leave the search to this process, which prints the same.
    @Test func aFailedWorkerLeavesTheSearchHere() throws {
        let source = ScenarioSource(name: try TestFiles.write(Self.catalog, prefix: "catalog"), text: Self.catalog)
        var options = Options()
        options.explorationDepth = 3
        let here = Console.capturing()
        _ = Simulator(console: here, options: options).explore([source])
        options.jobs = 2
        let failing = Console.capturing()
        _ = Simulator(console: failing, options: options, workerExecutable: URL(fileURLWithPath: "/bin/true")).explore([source])
        #expect(failing.captured == here.captured)
        #expect(here.captured?.contains("dead end") == true)
    }

    private static func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
}
