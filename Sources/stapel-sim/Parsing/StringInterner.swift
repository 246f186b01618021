/// Gives equal strings of a file one storage: a long app repeats its labels (a thousand buttons
/// "Continue"), and each element kept would otherwise hold its own copy. Only declarations
/// intern (``ScenarioParser/internsStrings``): steps are not kept as values (``ScenarioSteps``).
/// Up to ``capacity`` distinct strings are kept; past it, new strings go through unshared, so a
/// file of only distinct strings pays for no table.
final class StringInterner {
    static let capacity = 4_096
    private var strings: Set<String> = []

    /// `string`, or the equal string met before.
    func intern(_ string: String) -> String {
        // Short strings live inside the value itself: nothing to share.
        guard string.utf8.count > 15 else { return string }
        // One hash: the insert finds the kept string, or keeps this one.
        if strings.count < Self.capacity { return strings.insert(string).memberAfterInsert }
        return strings.firstIndex(of: string).map { strings[$0] } ?? string
    }
}
