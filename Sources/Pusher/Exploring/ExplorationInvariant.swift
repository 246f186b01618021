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
    /// The kind of finding a problem is, when not a broken invariant.
    let findingKind: (@Sendable (String) -> ExplorationFinding.Kind)?

    /// An invariant that holds when `holds` returns true.
    public init(_ name: String, _ holds: @escaping @MainActor (any ExplorationDriver) -> Bool) {
        self.name = name
        check = { holds($0) ? nil : "it does not hold" }
        findingKind = nil
    }

    /// An invariant that holds when `check` returns `nil`, and otherwise says what it found.
    public init(_ name: String, check: @escaping @MainActor (any ExplorationDriver) -> String?) {
        self.name = name
        self.check = check
        findingKind = nil
    }

    /// A check whose problems are findings of their own kind, made by `kind` from what `check`
    /// found, rather than broken invariants.
    ///
    /// ```swift
    /// ExplorationInvariant("nested stack", reportedAs: { .nestedStack(problem: $0) }) { driver in
    ///     driver.host.contains("Second navigation bar") ? "a stack inside a pushed screen" : nil
    /// }
    /// ```
    public init(
        _ name: String, reportedAs kind: @escaping @Sendable (String) -> ExplorationFinding.Kind,
        check: @escaping @MainActor (any ExplorationDriver) -> String?
    ) {
        self.name = name
        self.check = check
        findingKind = kind
    }

    /// `nil` when it holds in the driver's current state, else what was found.
    func problem(in driver: any ExplorationDriver) -> String? {
        check(driver)
    }
}
