/// The texts and labels a search has seen: every one, or with
/// ``Explorer/keepsEverySeenText`` off, only those the app declares, which is all the
/// `unreachable` finding needs. A search of millions of states whose texts differ (a path, a
/// count) would otherwise keep a string per state.
struct SeenTexts {
    private let declared: Set<String>?
    private(set) var texts: Set<String> = []

    init(of explorer: Explorer) {
        declared = explorer.keepsEverySeenText ? nil : Set(explorer.declaredTexts)
    }

    mutating func formUnion(_ seen: [String]) {
        guard let declared else {
            texts.formUnion(seen)
            return
        }
        for text in seen where declared.contains(text) { texts.insert(text) }
    }

    func contains(_ text: String) -> Bool { texts.contains(text) }
}
