import ViewTree

/// The states a search found, numbered in the order found (breadth first, so also the order
/// they are expanded in), and found again by fingerprint.
///
/// Built to keep a state in at most 64 bytes as allocated, so that ten million fit in well
/// under a gigabyte: a record is 48 bytes, records live in chunks of ``chunkSize`` (growing
/// never copies them, and leaves at most part of the last chunk unused), and the index is an
/// open-addressing table of 4-byte state numbers, at most three quarters full, that reads a
/// slot's fingerprint from its record: 5.3–10.7 bytes a state. Past 10,000 states that is at
/// most 48 × 1.1 + 10.7 < 64 bytes; a smaller search may take up to twice its records while its
/// first chunk grows, as an array does.
///
/// - Complexity: appending and finding a fingerprint are O(1) on average (fingerprints are
///   uniform, so their low bits are the slot); growing the table is O(states), amortized O(1).
struct ExploredStates: RandomAccessCollection {
    /// A state found. Its tree is kept only as fingerprints.
    struct Record {
        let fingerprint: StateFingerprint
        /// Of the visible texts and labels: states that look the same to the user.
        let looks: UInt32
        /// The state it was first reached from, and the move that reached it (-1 for the first).
        let parent: Int32
        let move: Int32
        /// Where the move was among those tried from the parent: what orders states of a level.
        let position: Int32
        /// Moves from the first state: its path's length.
        let level: Int32
        /// Nodes in the tree: what grows when screens or layers pile up behind the same look.
        let nodeCount: Int32
        let depth: Int32
        let layers: Int32
    }

    /// Records a chunk holds: 48 KB of them. The first grows as an array does; the others are
    /// allocated whole.
    static let chunkSize = 1_024

    private var chunks: [[Record]] = []
    /// A state's number plus one, at the slot its fingerprint's low bits choose or after it;
    /// 0 where no state is.
    private var slots = [UInt32](repeating: 0, count: 64)
    private(set) var count = 0

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(number: Int) -> Record {
        chunks[number / Self.chunkSize][number % Self.chunkSize]
    }

    /// The number of the state with `fingerprint`, if one was found.
    func number(of fingerprint: StateFingerprint) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: fingerprint.low) & mask
        while slots[slot] != 0 {
            let number = Int(slots[slot] - 1)
            if self[number].fingerprint == fingerprint { return number }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Adds `record`, whose fingerprint no state found has; returns its number.
    @discardableResult
    mutating func append(_ record: Record) -> Int {
        precondition(count < Int(UInt32.max), "more states than a 4-byte number counts")
        assert(number(of: record.fingerprint) == nil, "a state found twice")
        if count % Self.chunkSize == 0 {
            chunks.append([])
            // The first chunk grows as an array does, so a small search stays small.
            chunks[chunks.count - 1].reserveCapacity(count == 0 ? 16 : Self.chunkSize)
        }
        let last = chunks.count - 1
        if chunks[last].count == chunks[last].capacity {
            chunks[last].reserveCapacity(Swift.min(Self.chunkSize, 2 * chunks[last].capacity))
        }
        chunks[last].append(record)
        let number = count
        count += 1
        if count * 4 > slots.count * 3 {
            slots = [UInt32](repeating: 0, count: slots.count * 2)
            for number in 0..<count { index(number) }
        } else {
            index(number)
        }
        return number
    }

    private mutating func index(_ number: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: self[number].fingerprint.low) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = UInt32(number + 1)
    }

    /// What the records and the index take, as allocated, per state.
    var bytesPerState: Int {
        let records = chunks.reduce(0) { $0 + $1.capacity } * MemoryLayout<Record>.stride
        let index = slots.capacity * MemoryLayout<UInt32>.stride
        let chunkList = chunks.capacity * MemoryLayout<[Record]>.stride
        return (records + index + chunkList) / Swift.max(1, count)
    }
}
