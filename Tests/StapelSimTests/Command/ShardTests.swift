import Foundation
import Testing

@testable import stapel_sim

/// `check --shard K/N`: N CI jobs given the same files check each file exactly once between
/// them, and their counts add up to one job's.
@MainActor
@Suite struct ShardTests {
    /// The files whose results a JSON check printed, and its summary's counts.
    private func checked(_ arguments: [String]) throws -> (files: [String], passed: Int, failed: Int) {
        let (output, _) = Fixtures.run(["check", "--format", "json"] + arguments + Fixtures.exampleFiles.map(\.path))
        var files: [String] = []
        var counts = (passed: 0, failed: 0)
        for line in output.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            if let file = object["file"] as? String {
                if files.last != file { files.append(file) }
            } else {
                counts = (try #require(object["passed"] as? Int), try #require(object["failed"] as? Int))
            }
        }
        return (files, counts.passed, counts.failed)
    }

    @Test(arguments: [1, 2, 3, 5]) func theShardsCheckEveryFileOnceBetweenThem(count: Int) throws {
        let whole = try checked([])
        var files: [String] = []
        var passed = 0
        for index in 1...count {
            let shard = try checked(["--shard", "\(index)/\(count)"])
            files += shard.files
            passed += shard.passed
            #expect(shard.failed == 0)
        }
        #expect(files.sorted() == whole.files.sorted())
        #expect(Set(files).count == files.count, "no file is in two shards")
        #expect(passed == whole.passed)
    }

    @Test(arguments: [("0/2", "\"0/2\""), ("3/2", "\"3/2\""), ("1", "\"1\""), ("a/b", "\"a/b\"")])
    func aShardOutOfRangeIsRefused(value: String, quoted: String) {
        let result = Fixtures.run(["check", "--shard", value, "x.stapel"])
        #expect(result.code == .unusableInput)
        #expect(result.output == "stapel-sim: error: expected K/N after --shard, with 1 <= K <= N (--shard 2/4), found \(quoted)\n")
    }
}
