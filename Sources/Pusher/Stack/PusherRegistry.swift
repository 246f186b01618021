/// The registry logic of ``AnyStack`` without its content: records in registration order, an
/// index by number, and the decision of where a push goes.
///
/// Kept apart from the content so that it is not generic: a generic class called from another
/// module runs unspecialized, and the decision path is the hot path of every push. A struct, so
/// that its many accesses are checked for exclusivity statically instead of one by one at run
/// time. The parts ``AnyStack``'s inlinable methods use are `@usableFromInline`.
@usableFromInline
struct PusherRegistry {
    @usableFromInline
    struct Record {
        @usableFromInline let info: PusherInfo
        let predicate: PushPredicate?
        @usableFromInline var hasContent = false
        var pushCount = 0
    }

    /// Where a push goes: the outcome, and the index of the receiving pusher when there is one.
    @usableFromInline
    struct Decision {
        @usableFromInline let outcome: PushOutcome
        @usableFromInline let index: Int?
    }

    var policy: PushPolicy
    @usableFromInline private(set) var records: [Record] = []
    private var indexByID: [PusherID: Int] = [:]
    /// Pusher numbers start at 1, so that printed trees count pushers from 1.
    private var nextID = 1

    init(policy: PushPolicy) {
        self.policy = policy
    }

    @usableFromInline
    func index(of id: PusherID) -> Int? {
        indexByID[id]
    }

    /// - Complexity: O(pushers).
    func lastIndex(named name: String) -> Int? {
        records.lastIndex { $0.info.name == name }
    }

    mutating func makeID() -> PusherID {
        defer { nextID += 1 }
        return PusherID(nextID)
    }

    /// Inserts a record in registration order; returns its index, or `nil` when the number is
    /// already registered (the first registration stays).
    mutating func register(_ id: PusherID, name: String?, predicate: PushPredicate?) -> Int? {
        guard indexByID[id] == nil else { return nil }
        nextID = max(nextID, id.rawValue + 1)
        let record = Record(info: PusherInfo(id: id, name: name, rule: predicate?.description), predicate: predicate)
        guard let last = records.last, last.info.id > id else {
            indexByID[id] = records.count
            records.append(record)
            return records.count - 1
        }
        // Re-registration of an older number: keep registration order sorted.
        let index = records.firstIndex { $0.info.id > id } ?? records.endIndex
        records.insert(record, at: index)
        reindex(from: index)
        return index
    }

    /// Removes a record; returns the index it had.
    mutating func unregister(_ id: PusherID) -> Int? {
        guard let index = indexByID.removeValue(forKey: id) else { return nil }
        records.remove(at: index)
        reindex(from: index)
        return index
    }

    /// Removes every record after `index`; returns their numbers.
    ///
    /// - Complexity: O(records removed).
    @usableFromInline @discardableResult
    mutating func removeAll(after index: Int) -> [PusherID] {
        var removed: [PusherID] = []
        while records.count > index + 1 {
            let record = records.removeLast()
            indexByID[record.info.id] = nil
            removed.append(record.info.id)
        }
        return removed.reversed()
    }

    @usableFromInline
    mutating func setContent(_ hasContent: Bool, at index: Int) {
        records[index].hasContent = hasContent
        if hasContent { records[index].pushCount += 1 }
    }

    /// Asks the pushers the policy (or the target) names, in order, until one accepts.
    /// `record` hears every answer; without it nothing is allocated on the Stapel path.
    ///
    /// - Complexity: O(1) under the Stapel policy or with a target found by index; O(pushers
    ///   asked) under bubble; O(pushers) to find a target by name.
    @usableFromInline
    func decide(_ context: PushContext, target: String?, record: ((PushExplanation.Candidate) -> Void)? = nil) -> Decision {
        let range: StrideThrough<Int>
        let policy: PushPolicy?
        if let target {
            guard let index = lastIndex(named: target) else { return Decision(outcome: .unknownTarget(target), index: nil) }
            range = stride(from: index, through: index, by: -1)
            policy = nil
        } else {
            guard !records.isEmpty else { return Decision(outcome: .noPusher, index: nil) }
            let top = records.count - 1
            range = stride(from: top, through: self.policy == .bubble ? 0 : top, by: -1)
            policy = self.policy
        }
        var rejectedBy: PusherInfo?
        for index in range {
            let candidate = records[index]
            let accepts = candidate.predicate?.accepts(context) ?? true
            record?(PushExplanation.Candidate(pusher: candidate.info, accepts: accepts))
            if accepts {
                let popped = records[(index + 1)...].map { $0.info.id }
                return Decision(outcome: .pushed(to: candidate.info, replaced: candidate.hasContent, popped: popped), index: index)
            }
            rejectedBy = candidate.info
        }
        if policy == .bubble || rejectedBy == nil {
            return Decision(outcome: .rejectedByAll(context: context), index: nil)
        }
        return Decision(outcome: .rejected(by: rejectedBy ?? PusherInfo(id: 0), context: context), index: nil)
    }

    private mutating func reindex(from start: Int) {
        for index in start..<records.count {
            indexByID[records[index].info.id] = index
        }
    }
}
