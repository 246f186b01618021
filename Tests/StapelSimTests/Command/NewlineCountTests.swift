import Foundation
import Testing
import ViewTree

@testable import stapel_sim

/// `ScenarioSource.newlineCount(in:)` counts eight bytes at a time: it must count what a byte at
/// a time counts, whatever the length, alignment and bytes (0x0A beside 0x8A, 0x0B, 0xFF).
@Suite struct NewlineCountTests {
    /// A byte at a time.
    func naiveCount(_ bytes: [UInt8]) -> Int {
        bytes.filter { $0 == UInt8(ascii: "\n") }.count
    }

    @Test(arguments: [0, 1, 7, 8, 9, 15, 16, 17, 255 * 8 - 1, 255 * 8, 255 * 8 + 1, 255 * 8 * 3 + 5, 100_003])
    func countsWhatAByteAtATimeCounts(length: Int) {
        var generator = SeededRandom(seed: UInt64(length) &+ 1)
        // Mostly newlines and their neighbours in value, so that every lane sees many of each.
        let alphabet: [UInt8] = [0x0A, 0x0A, 0x0A, 0x8A, 0x0B, 0x09, 0x00, 0xFF, 0x7F, 0x20]
        let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
        for start in 0..<min(3, length + 1) {
            let slice = Array(bytes[start...])
            let counted = slice.withUnsafeBytes { ScenarioSource.newlineCount(in: $0) }
            #expect(counted == naiveCount(slice), "length \(slice.count)")
        }
    }

    @Test func aBlockOfOnlyNewlinesIsCountedWhole() {
        // 2,040 newlines in one block of 255 words: more than a byte holds.
        let bytes = [UInt8](repeating: UInt8(ascii: "\n"), count: 255 * 8 * 2 + 3)
        #expect(bytes.withUnsafeBytes { ScenarioSource.newlineCount(in: $0) } == bytes.count)
    }
}
