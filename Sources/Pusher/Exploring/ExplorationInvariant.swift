/// A rule every explored state must keep, such as "never more than five screens deep".
///
/// ```swift
/// explorer.invariants = [
///     ExplorationInvariant("depth <= 5") { $0.stack.depth <= 5 },
/// ]
/// ```
@MainActor
public struct ExplorationInvariant {
    /// How findings name it.
    public let name: String
    private let check: @MainActor (any ExplorationDriver) -> String?

    /// An invariant that holds when `holds` returns true.
    public init(_ name: String, _ holds: @escaping @MainActor (any ExplorationDriver) -> Bool) {
        self.name = name
        check = { holds($0) ? nil : "it does not hold" }
    }

    /// An invariant that holds when `check` returns `nil`, and otherwise says what it found.
    public init(_ name: String, check: @escaping @MainActor (any ExplorationDriver) -> String?) {
        self.name = name
        self.check = check
    }

    /// `nil` when it holds in the driver's current state, else what was found.
    func problem(in driver: any ExplorationDriver) -> String? {
        check(driver)
    }
}
