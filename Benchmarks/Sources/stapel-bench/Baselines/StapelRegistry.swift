/// Stapel's registry algorithm, written from its description for comparison: pushers in a
/// dictionary keyed by integer id, the active one found by sorting every key on each push and
/// evaluate, and a pop removing every key greater than the popped one by filtering the sorted keys.
final class StapelRegistry {
    private var pushers: [Int: (content: Int?, evaluate: ((Int) -> Bool)?)] = [:]

    func register(_ id: Int) {
        if pushers[id] == nil { pushers[id] = (nil, nil) }
    }

    func evaluate() -> Bool {
        guard let active = pushers.keys.sorted().last else { return false }
        return pushers[active]?.evaluate?(0) ?? true
    }

    func push(_ content: Int) {
        guard evaluate(), let active = pushers.keys.sorted().last else { return }
        pushers[active]?.content = content
    }

    func pop(_ id: Int) {
        for key in pushers.keys.sorted().filter({ $0 > id }) {
            pushers[key] = nil
        }
        pushers[id]?.content = nil
    }
}
