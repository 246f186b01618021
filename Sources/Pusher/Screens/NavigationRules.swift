/// The rules a stack follows where navigation libraries differ: the axes of a
/// ``NavigationProfile`` that the registry and the pusher views read.
///
/// ```swift
/// let stack = Stack(rules: NavigationRules(duplicateIDs: .reject, nesting: .everyScreen))
/// ```
public struct NavigationRules: Sendable, Hashable {
    /// What a push does with an id that a screen of the top layer already has.
    public enum DuplicateIDs: String, Sendable, Hashable, CaseIterable {
        /// The push goes ahead; `pop(to:)` and `pop(from:)` find the lowest screen with the id.
        case allow
        /// The push is refused with ``UnchangedReason/duplicateID(_:)`` and nothing changes.
        case reject
    }

    /// What a push does to a named pusher that already shows content.
    public enum Replacement: String, Sendable, Hashable, CaseIterable {
        /// The new content replaces the old, as in Stapel.
        case replace
        /// The push is refused with ``UnchangedReason/replacementNotAllowed(_:)``, as in
        /// indieSoftware's NavigationStack ("Replacing showing navigation view not allowed").
        case refuse
    }

    /// Where the next push nests after a screen is pushed.
    public enum Nesting: String, Sendable, Hashable, CaseIterable {
        /// Only where the pushed screen declares a pusher (`WithPusher`), as in Stapel: without
        /// one, the next push replaces the screen.
        case declared
        /// Every pushed screen gets a pusher of its own, as in navigation-stack libraries: each
        /// push goes one level deeper.
        case everyScreen
    }

    /// What happens to a screen's content while a screen pushed from it covers it.
    public enum CoveredScreens: String, Sendable, Hashable, CaseIterable {
        /// It stays mounted, hidden, and keeps its state (Stapel, ScreenNavigatorKit,
        /// INNavigation: SwiftUI's navigation views).
        case keep
        /// It unmounts, losing its `@State` and its pushers, and mounts afresh when the screen
        /// above it is popped (swiftui-navigation-stack and indieSoftware's NavigationStack,
        /// which show only the top view).
        case unmount
    }

    /// Where a pusher shows what is pushed to it.
    public enum Containers: String, Sendable, Hashable, CaseIterable {
        /// As a new screen, covering the whole screen the pusher sits on (Stapel's hidden
        /// navigation link).
        case screen
        /// In place of the pusher's own content, which unmounts; the rest of its screen stays,
        /// and sibling pushers may show content at the same time (indieSoftware's
        /// `NavigationStackView`).
        case inPlace = "in place"
    }

    /// Which pusher a name finds when several pushers of the top layer share it.
    public enum ContainerLookup: String, Sendable, Hashable, CaseIterable {
        /// The most recently registered: the innermost, as in Stapel.
        case innermost
        /// The first registered: the outermost, as indieSoftware's NavigationStack finds the
        /// first node of its list with the identifier.
        case firstMatch = "first match"
    }

    /// What a push does with an id that a screen of the top layer already has.
    public var duplicateIDs: DuplicateIDs
    /// What a push does to a named pusher that already shows content.
    public var replacement: Replacement
    /// Where the next push nests after a screen is pushed.
    public var nesting: Nesting
    /// What happens to a screen's content while a screen pushed from it covers it.
    public var coveredScreens: CoveredScreens
    /// Where a pusher shows what is pushed to it.
    public var containers: Containers
    /// Which pusher a name finds when several pushers of the top layer share it.
    public var containerLookup: ContainerLookup

    /// Rules; by default Stapel's: duplicates allowed, named content replaced, nesting declared,
    /// covered screens kept, pushed content shown as a new screen, names finding the innermost
    /// pusher.
    public init(
        duplicateIDs: DuplicateIDs = .allow, replacement: Replacement = .replace, nesting: Nesting = .declared,
        coveredScreens: CoveredScreens = .keep, containers: Containers = .screen,
        containerLookup: ContainerLookup = .innermost
    ) {
        self.duplicateIDs = duplicateIDs
        self.replacement = replacement
        self.nesting = nesting
        self.coveredScreens = coveredScreens
        self.containers = containers
        self.containerLookup = containerLookup
    }

    /// Stapel's rules.
    public static let stapel = NavigationRules()
}
