import Testing
import ViewTree

@testable import Pusher

/// The visited set of a search: every state found is found again by its fingerprint and by
/// its number, no other fingerprint is, and past 10,000 states a state costs at most 64 bytes.
@Suite struct ExploredStatesTests {
    private static func record(_ fingerprint: StateFingerprint, number: Int) -> ExploredStates.Record {
        ExploredStates.Record(
            fingerprint: fingerprint, looks: UInt32(truncatingIfNeeded: number), parent: Int32(number - 1), move: 0, position: 0,
            level: Int32(number), nodeCount: 1, depth: 0, layers: 0)
    }

    @Test(arguments: [1, 1_023, 1_024, 1_025, 30_000])
    func everyStateIsFoundByItsFingerprintAndNoOtherIs(count: Int) {
        var random = SeededRandom(seed: UInt64(count))
        var states = ExploredStates()
        var fingerprints: [StateFingerprint] = []
        for number in 0..<count {
            let fingerprint = StateFingerprint(high: random.next(), low: random.next())
            fingerprints.append(fingerprint)
            #expect(states.append(Self.record(fingerprint, number: number)) == number)
        }
        #expect(states.count == count)
        #expect(fingerprints.indices.allSatisfy { states.number(of: fingerprints[$0]) == $0 })
        #expect(states.indices.allSatisfy { states[$0].fingerprint == fingerprints[$0] && states[$0].level == Int32($0) })
        let strangers = (0..<1_000).map { _ in StateFingerprint(high: random.next(), low: random.next()) }
        #expect(strangers.allSatisfy { states.number(of: $0) == nil })
    }

    /// Fingerprints that share their low bits (the slot) are told apart by their high bits.
    @Test func fingerprintsInOneSlotAreToldApart() {
        var states = ExploredStates()
        for number in 0..<500 { states.append(Self.record(StateFingerprint(high: UInt64(number), low: 7), number: number)) }
        #expect((0..<500).allSatisfy { states.number(of: StateFingerprint(high: UInt64($0), low: 7)) == $0 })
        #expect(states.number(of: StateFingerprint(high: 500, low: 7)) == nil)
    }

    /// What issue 38 asks: at most 64 bytes a state, so ten million fit in a gigabyte. Checked
    /// at sizes where the first chunk, a later chunk and the index have just grown.
    @Test(arguments: [10_001, 12_289, 24_577, 100_000, 196_609])
    func aStateCostsAtMost64BytesPastTenThousand(count: Int) {
        #expect(MemoryLayout<ExploredStates.Record>.stride == 48)
        var random = SeededRandom(seed: 38)
        var states = ExploredStates()
        for number in 0..<count { states.append(Self.record(StateFingerprint(high: random.next(), low: random.next()), number: number)) }
        #expect(states.bytesPerState <= 64, "\(states.bytesPerState) bytes a state at \(count) states")
        #expect(states.bytesPerState >= 48)
    }
}
